import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compilePattern, matchesWhole, maxProgramSize } from './index.ts';

function run(source: string, text: string): boolean {
  const compiled = compilePattern(source);
  assert.ok(compiled.ok, `${source} compiles`);
  return matchesWhole(compiled.pattern, text);
}

/** Patterns newsrooms write, and the corners of the syntax, against what JavaScript says. */
const cases: Array<[string, string[]]> = [
  ['[A-Z]{2}[0-9]{4}', ['AB1234', 'ab1234', 'AB123', 'AB12345', '']],
  ['\\d{5}(-\\d{4})?', ['12345', '12345-6789', '12345-', '1234']],
  ['[^@\\s]+@[^@\\s]+\\.[a-z]{2,}', ['a@b.org', 'a@b', 'a b@c.de', 'x@y.z']],
  ['([A-Za-z0-9]+\\s?)*', ['Hello world 2', 'Hello  world', '', 'Ä']],
  ['a|b|', ['a', 'b', '', 'ab']],
  ['(?:ab)+c?', ['ab', 'ababc', 'abc', 'aba', 'c']],
  ['(?<year>\\d{4})-\\d\\d', ['2024-01', '24-01']],
  ['.+', ['x', '', 'a\nb', 'a\u2028b', '\u00e9']],
  ['\\w+\\b', ['word', 'two words']],
  ['\\bcat\\B.*', ['cats', 'cat', 'cat s']],
  ['^abc$', ['abc', 'abcd']],
  ['a{2,}', ['a', 'aa', 'aaaaa']],
  ['a{,2}', ['a{,2}', 'aa']],
  ['x{', ['x{', 'x']],
  ['[\\d-z]+', ['1-z', 'y', '5']],
  ['[a\\-z]+', ['a-z', 'b']],
  ['[-a]+|[a-]+', ['-a', 'b']],
  ['[\\b]', ['\b', 'b']],
  ['[\\D]', ['a', '1']],
  ['[^\\W_]+', ['abc1', 'a_b']],
  ['\\x41\\u0042\\x4g', ['ABx4g', 'AB']],
  ['\\u{2}', ['uu', 'u']],
  ['\\cJ\\0', ['\n\0', 'J']],
  ['\\.\\/\\-', ['./-', 'a/-']],
  ['(a*)*b', ['aaab', 'b', 'aaa']],
  ['(a|aa)+$', ['aaaa', 'aaab']],
  ['[]a]', [']', 'a']],
  ['}]', ['}]']],
  ['a*?b+?', ['aab', 'b', 'a']],
  ['\\s+', [' \t\u00a0\u3000', 'x']],
  ['😀+', ['😀😀', '😀\ud83d']],
];

describe('linear text patterns', () => {
  for (const [source, texts] of cases) {
    it(`matches ${source} as JavaScript does`, () => {
      const reference = new RegExp(`^(?:${source})$`);
      for (const text of texts) assert.equal(run(source, text), reference.test(text), JSON.stringify(text));
    });
  }

  it('refuses what JavaScript refuses', () => {
    for (const source of ['(', 'a)', '[a', '*a', 'a**', 'a{2}{3}', '{2}', '[z-a]', 'a{3,2}', '\\', '(?x)', '^*']) {
      assert.throws(() => new RegExp(source), SyntaxError, `${source} is invalid in JavaScript`);
      assert.deepEqual(compilePattern(source), { ok: false, fault: 'syntax' }, source);
    }
  });

  it('refuses back-references, lookaround and counts too large to write out', () => {
    for (const source of ['(a)\\1', '(?<x>a)\\k<x>', '(?=a)a', '(?!b)a', '(?<=a)b', '(?<!a)b', 'a{1001}', '\\07']) {
      assert.deepEqual(compilePattern(source), { ok: false, fault: 'unsupported' }, source);
    }
    assert.deepEqual(compilePattern(`[a-z]{${maxProgramSize / 2}}[a-z]{${maxProgramSize / 2}}`), {
      ok: false,
      fault: 'unsupported',
    });
  });

  // With a backtracking engine each of these takes hours; the test's timeout ends it.
  it('answers hostile inputs to catastrophic patterns at once', { timeout: 10_000 }, () => {
    const hostile = 'a'.repeat(5000) + '!';
    for (const source of ['([A-Za-z0-9]+\\s?)*', '(a+)+', '(a|a)*', '(a*)*', '(\\w+\\s?)+$', '(.*a){20}']) {
      assert.equal(run(source, hostile), false, source);
    }
    assert.equal(run('(a+)+', 'a'.repeat(100_000)), true);
  });
});
