/**
 * A loading percentage the progress bar can show: 0 to 100. Callers compute
 * it from counts that can overshoot or be NaN before anything has loaded.
 *
 * @example clampProgress(140) === 100
 */
export function clampProgress(value: number | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
