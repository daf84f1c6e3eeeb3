import { parsePattern, PatternError, type CharSet, type PatternFault, type PatternNode } from './parse-pattern.ts';

/**
 * Text patterns run in time linear in the answer's length, whatever the
 * pattern: a newsroom's `([A-Za-z0-9]+\s?)*` must not let a 40-character
 * answer stop the server (or hang a reader's browser) for hours. The pattern
 * becomes a small program that a set of threads walks through the answer
 * once, character by character (Thompson's construction): no backtracking.
 */

type Instruction =
  | { op: 'char'; set: CharSet; next: number }
  | { op: 'split'; a: number; b: number }
  | { op: 'assert'; at: Extract<PatternNode, { kind: 'assert' }>['at']; next: number }
  | { op: 'match' };

/** A pattern ready to run; `{n,m}` counts are written out, so this caps what they may add up to. */
export const maxProgramSize = 2000;

export interface LinearPattern {
  readonly program: readonly Instruction[];
  readonly start: number;
}

class Compiler {
  readonly program: Instruction[] = [{ op: 'match' }];

  private push(instruction: Instruction): number {
    if (this.program.length >= maxProgramSize) throw new PatternError('unsupported');
    return this.program.push(instruction) - 1;
  }

  /** The instructions for `node`, continuing at `next`; returns where they start. */
  emit(node: PatternNode, next: number): number {
    switch (node.kind) {
      case 'char':
        return this.push({ op: 'char', set: node.set, next });
      case 'assert':
        return this.push({ op: 'assert', at: node.at, next });
      case 'seq':
        return node.items.reduceRight((after, item) => this.emit(item, after), next);
      case 'alt':
        return node.options
          .map((option) => this.emit(option, next))
          .reduceRight((rest, start) => this.push({ op: 'split', a: start, b: rest }));
      case 'repeat':
        return this.repeat(node.node, node.min, node.max, next);
    }
  }

  private repeat(node: PatternNode, min: number, max: number, next: number): number {
    let entry = next;
    if (max === Infinity) {
      const loop = this.push({ op: 'split', a: -1, b: next });
      (this.program[loop] as { a: number }).a = this.emit(node, loop);
      entry = loop;
    } else {
      for (let i = min; i < max; i++) entry = this.push({ op: 'split', a: this.emit(node, entry), b: next });
    }
    for (let i = 0; i < min; i++) entry = this.emit(node, entry);
    return entry;
  }
}

export type CompiledPattern = { ok: true; pattern: LinearPattern } | { ok: false; fault: PatternFault };

/** Compiles a form.io pattern (JavaScript syntax, no flags); refuses what cannot run in linear time. */
export function compilePattern(source: string): CompiledPattern {
  try {
    const compiler = new Compiler();
    const start = compiler.emit(parsePattern(source), 0);
    return { ok: true, pattern: { program: compiler.program, start } };
  } catch (error) {
    if (error instanceof PatternError) return { ok: false, fault: error.fault };
    throw error;
  }
}

function inSet(set: CharSet, code: number): boolean {
  let found = false;
  for (const [from, to] of set.ranges) {
    if (code >= from && code <= to) {
      found = true;
      break;
    }
  }
  return found !== set.negated;
}

const isWordCode = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || (code >= 0x61 && code <= 0x7a);

function holds(at: Extract<Instruction, { op: 'assert' }>['at'], text: string, position: number): boolean {
  if (at === 'start') return position === 0;
  if (at === 'end') return position === text.length;
  const before = position > 0 && isWordCode(text.charCodeAt(position - 1));
  const after = position < text.length && isWordCode(text.charCodeAt(position));
  return (before !== after) === (at === 'wordBoundary');
}

/** The threads alive at one position: each instruction at most once. */
class ThreadList {
  readonly pcs: Int32Array;
  size = 0;
  private readonly seen: Int32Array;
  private generation = 0;

  constructor(length: number) {
    this.pcs = new Int32Array(length);
    this.seen = new Int32Array(length).fill(-1);
  }

  clear() {
    this.size = 0;
    this.generation++;
  }

  /** Adds `pc` and every instruction it reaches without reading a character. */
  add(program: readonly Instruction[], pc: number, text: string, position: number, stack: number[]) {
    stack.push(pc);
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (this.seen[at] === this.generation) continue;
      this.seen[at] = this.generation;
      const instruction = program[at]!;
      if (instruction.op === 'split') stack.push(instruction.b, instruction.a);
      else if (instruction.op === 'assert') {
        if (holds(instruction.at, text, position)) stack.push(instruction.next);
      } else this.pcs[this.size++] = at;
    }
  }
}

/** Whether the whole of `text` matches, as `new RegExp(`^(?:${source})$`).test(text)` would say. */
export function matchesWhole(pattern: LinearPattern, text: string): boolean {
  const { program } = pattern;
  let current = new ThreadList(program.length);
  let next = new ThreadList(program.length);
  const stack: number[] = [];
  current.clear();
  current.add(program, pattern.start, text, 0, stack);
  for (let position = 0; position < text.length; position++) {
    if (current.size === 0) return false;
    const code = text.charCodeAt(position);
    next.clear();
    for (let i = 0; i < current.size; i++) {
      const instruction = program[current.pcs[i]!]!;
      if (instruction.op === 'char' && inSet(instruction.set, code)) {
        next.add(program, instruction.next, text, position + 1, stack);
      }
    }
    [current, next] = [next, current];
  }
  for (let i = 0; i < current.size; i++) if (program[current.pcs[i]!]!.op === 'match') return true;
  return false;
}
