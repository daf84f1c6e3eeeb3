/**
 * Parses a form.io `validate.pattern` (JavaScript regular expression syntax,
 * no flags) into a tree the linear matcher can run. What cannot run in linear
 * time — back-references, lookahead and lookbehind — is refused, as is what
 * JavaScript itself would refuse.
 */

/** Code-unit ranges, inclusive; `negated` flips the set. */
export interface CharSet {
  ranges: Array<readonly [number, number]>;
  negated: boolean;
}

export type PatternNode =
  | { kind: 'char'; set: CharSet }
  | { kind: 'seq'; items: PatternNode[] }
  | { kind: 'alt'; options: PatternNode[] }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number }
  | { kind: 'assert'; at: 'start' | 'end' | 'wordBoundary' | 'notWordBoundary' };

/** `syntax`: JavaScript would refuse it too; `unsupported`: valid, but not in linear time. */
export type PatternFault = 'syntax' | 'unsupported';

export class PatternError extends Error {
  constructor(readonly fault: PatternFault) {
    super(`pattern: ${fault}`);
  }
}

const digit: CharSet['ranges'] = [[0x30, 0x39]];
const word: CharSet['ranges'] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const space: CharSet['ranges'] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const lineEnds: CharSet['ranges'] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];
const classEscapes: Record<string, CharSet> = {
  d: { ranges: digit, negated: false },
  D: { ranges: digit, negated: true },
  w: { ranges: word, negated: false },
  W: { ranges: word, negated: true },
  s: { ranges: space, negated: false },
  S: { ranges: space, negated: true },
};
const controlEscapes: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };

const single = (code: number): CharSet => ({ ranges: [[code, code]], negated: false });
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isHex = (text: string) => /^[0-9A-Fa-f]+$/.test(text);

/** The most a `{n,m}` may count; more is refused rather than expanded. */
export const maxRepeatCount = 1000;

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): PatternNode {
    const node = this.alternation();
    if (this.at < this.source.length) throw new PatternError('syntax'); // an unmatched `)`
    return node;
  }

  private peek(offset = 0) {
    return this.source[this.at + offset];
  }

  private alternation(): PatternNode {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  }

  private quantified(atom: PatternNode): PatternNode {
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (atom.kind === 'assert') throw new PatternError('syntax');
    if (this.peek() === '?') this.at++; // lazy or greedy: the same for a whole match
    if (this.quantifierFollows()) throw new PatternError('syntax'); // `a**`
    return { kind: 'repeat', node: atom, min: bounds[0], max: bounds[1] };
  }

  private quantifierFollows() {
    const c = this.peek();
    return c === '*' || c === '+' || c === '?' || (c === '{' && this.braces(false) !== null);
  }

  private quantifier(): [number, number] | null {
    const c = this.peek();
    if (c === '*' || c === '+' || c === '?') {
      this.at++;
      return c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    }
    return c === '{' ? this.braces(true) : null;
  }

  /** `{n}`, `{n,}` or `{n,m}`; anything else after `{` is a literal brace (as browsers read it). */
  private braces(consume: boolean): [number, number] | null {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
    if (!match) return null;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    if (max < min) throw new PatternError('syntax');
    if (min > maxRepeatCount || (max !== Infinity && max > maxRepeatCount)) throw new PatternError('unsupported');
    if (consume) this.at += match[0].length;
    return [min, max];
  }

  private atom(): PatternNode {
    const c = this.source[this.at++]!;
    switch (c) {
      case '^':
        return { kind: 'assert', at: 'start' };
      case '$':
        return { kind: 'assert', at: 'end' };
      case '.':
        return { kind: 'char', set: { ranges: lineEnds, negated: true } };
      case '(':
        return this.group();
      case '[':
        return { kind: 'char', set: this.charClass() };
      case '\\':
        return this.escape();
      case '*':
      case '+':
      case '?':
        throw new PatternError('syntax'); // nothing to repeat
      case '{':
        this.at--;
        if (this.braces(false)) throw new PatternError('syntax'); // nothing to repeat
        this.at++;
        return { kind: 'char', set: single(c.charCodeAt(0)) };
      default:
        return { kind: 'char', set: single(c.charCodeAt(0)) };
    }
  }

  private group(): PatternNode {
    if (this.peek() === '?') {
      const opener = this.source.slice(this.at, this.at + 3);
      if (opener.startsWith('?:')) this.at += 2;
      else if (opener === '?<=' || opener === '?<!' || opener.startsWith('?=') || opener.startsWith('?!')) {
        throw new PatternError('unsupported');
      } else if (opener.startsWith('?<')) {
        const name = /^\?<([A-Za-z_$][\w$]*)>/.exec(this.source.slice(this.at));
        if (!name) throw new PatternError('syntax');
        this.at += name[0].length;
      } else throw new PatternError('syntax');
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw new PatternError('syntax');
    this.at++;
    return inner;
  }

  private escape(): PatternNode {
    const c = this.source[this.at];
    if (c === 'b' || c === 'B') {
      this.at++;
      return { kind: 'assert', at: c === 'b' ? 'wordBoundary' : 'notWordBoundary' };
    }
    if (c !== undefined && c >= '1' && c <= '9') throw new PatternError('unsupported'); // a back-reference
    if (c === 'k' && this.peek(1) === '<') throw new PatternError('unsupported');
    return { kind: 'char', set: this.escapedSet(false) };
  }

  /** What follows a backslash, as a set of one or more characters. */
  private escapedSet(inClass: boolean): CharSet {
    const c = this.source[this.at++];
    if (c === undefined) throw new PatternError('syntax'); // a trailing backslash
    const set = classEscapes[c];
    if (set) return set;
    if (c in controlEscapes) return single(controlEscapes[c]!);
    if (inClass && c === 'b') return single(8);
    if (c === '0' && !isDigit(this.peek())) return single(0);
    if (isDigit(c)) throw new PatternError('unsupported'); // octal escapes
    if (c === 'c') {
      // `\cJ` is a control character; a bare `\c` means a backslash and a c, which this engine does not follow.
      if (!/^[A-Za-z]$/.test(this.peek() ?? '')) throw new PatternError('unsupported');
      return single(this.source.charCodeAt(this.at++) % 32);
    }
    if (c === 'x') return single(this.hex(2) ?? 0x78);
    if (c === 'u') return single(this.hex(4) ?? 0x75);
    return single(c.charCodeAt(0)); // an identity escape: `\.`, `\-`, `\/`
  }

  /** `count` hex digits after `\x` or `\u`; without them the letter stands for itself. */
  private hex(count: number): number | null {
    const digits = this.source.slice(this.at, this.at + count);
    if (digits.length !== count || !isHex(digits)) return null;
    this.at += count;
    return parseInt(digits, 16);
  }

  private charClass(): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const ranges: Array<readonly [number, number]> = [];
    for (;;) {
      const c = this.peek();
      if (c === undefined) throw new PatternError('syntax');
      if (c === ']') break;
      const low = this.classAtom();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.at++;
        const high = this.classAtom();
        const from = singleCode(low);
        const to = singleCode(high);
        if (from === null || to === null) {
          // `[\d-z]`: browsers read the dash as itself.
          ranges.push(...asRanges(low), [0x2d, 0x2d], ...asRanges(high));
        } else if (from > to) throw new PatternError('syntax');
        else ranges.push([from, to]);
      } else ranges.push(...asRanges(low));
    }
    this.at++;
    return { ranges, negated };
  }

  private classAtom(): CharSet {
    const c = this.source[this.at++]!;
    return c === '\\' ? this.escapedSet(true) : single(c.charCodeAt(0));
  }
}

function singleCode(set: CharSet): number | null {
  const only = set.ranges[0];
  return !set.negated && set.ranges.length === 1 && only && only[0] === only[1] ? only[0] : null;
}

/** A negated set inside a class (`[\D]`) is written out as the ranges it leaves. */
function asRanges(set: CharSet): Array<readonly [number, number]> {
  if (!set.negated) return set.ranges;
  const out: Array<readonly [number, number]> = [];
  let next = 0;
  for (const [from, to] of [...set.ranges].sort((a, b) => a[0] - b[0])) {
    if (from > next) out.push([next, from - 1]);
    next = Math.max(next, to + 1);
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

export function parsePattern(source: string): PatternNode {
  return new Parser(source).parse();
}
