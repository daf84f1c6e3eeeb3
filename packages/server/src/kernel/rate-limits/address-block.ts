import { isIPv4, isIPv6 } from 'node:net';

/**
 * What per-IP limits count: an IPv4 address itself, an IPv6 address by its
 * /64 network. One IPv6 subscriber is usually given a whole /64, so counting
 * single addresses would let one client take a fresh address per request.
 * @example addressBlock('2001:db8:1:2:aaaa::7') // '2001:db8:1:2::/64'
 * @example addressBlock('::ffff:203.0.113.9') // '203.0.113.9'
 */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const address = ip.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names the link, not the host
  if (!isIPv6(address)) return ip;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = address.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts;
  const network = groups
    .slice(0, 4)
    .map((group) => (group.includes('.') ? '0' : Number.parseInt(group, 16).toString(16)));
  return `${network.join(':')}::/64`;
}
