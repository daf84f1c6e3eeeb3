import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secureLinkErrors } from './email-template.ts';

const subject = 'Reset your password';
const rules = (body: string, title = subject) => secureLinkErrors({ subject: title, body }).map((e) => e.rule);

test('a security email keeps its link once, standing alone, in the body only', () => {
  const rows: [string, string[]][] = [
    ['Hello.\n\n[Choose a new password](*|URL|*)\n\nThanks.', []],
    ['  [Reset](*|URL|*)  \n\nThanks.', []],
    ['Copy this: *|URL|*', []],
    ['*|URL|*', []],
    ['Your link:\n*|URL|*\nworks once.', []],
    ['Hello.\r\n\r\n[Reset](*|URL|*)', ['link-alone']],
    ['[Reset](https://evil.example/r?u=*|URL|*)', ['link-alone']],
    ['Go to https://evil.example/r?u=*|URL|*', ['link-alone']],
    ['x*|URL|*', ['link-alone']],
    ['*|URL|*#frag', ['link-alone']],
    ['*|URL|*.', ['link-alone']],
    ['Open the link (*|URL|*) now.', ['link-alone']],
    ['Click [here](*|URL|*) now.', ['link-alone']],
    ['*|URL|*|URL|*', ['link-alone']],
    ['Hello, no link here.', ['link-required']],
    ['Your link: *|url|*', ['link-required']],
    ['[Reset](*|URL|*)\n\n*|URL|*', ['link-once']],
    ['[*|URL|*](*|URL|*)', ['link-once']],
  ];
  for (const [body, expected] of rows) assert.deepEqual(rules(body), expected, body);
  assert.deepEqual(secureLinkErrors({ subject: 'Your link *|URL|*', body: '[Reset](*|URL|*)' }), [
    { field: 'subject', rule: 'link-body-only' },
  ]);
  assert.deepEqual(rules('', 'Your link *|URL|*'), ['link-body-only', 'link-required']);
});
