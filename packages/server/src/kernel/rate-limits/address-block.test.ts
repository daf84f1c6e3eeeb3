import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressBlock } from './address-block.ts';

test('IPv4 counts by address, IPv6 by its /64 network, however it is written', () => {
  const cases: [string, string][] = [
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::7', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ];
  for (const [ip, block] of cases) assert.equal(addressBlock(ip), block, ip);
});
