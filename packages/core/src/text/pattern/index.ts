export {
  compilePattern,
  matchesWhole,
  maxProgramSize,
  type CompiledPattern,
  type LinearPattern,
} from './linear-pattern.ts';
export { maxRepeatCount, type PatternFault } from './parse-pattern.ts';
