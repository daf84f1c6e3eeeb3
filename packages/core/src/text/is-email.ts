import { hasControlCharacter } from './has-control-character.ts';

/**
 * The one email check (docs/product/rules.md), for answers, guests' details, logins
 * and the admin command: `{something}@{domain}`, no spaces or control
 * characters, a dot in the domain and no empty part around it. Not the full
 * RFC; the value is taken as given (callers trim what a person typed).
 * @example isEmail('reader@example.org') // true
 */
export function isEmail(value: string): boolean {
  return value.length <= 320 && !hasControlCharacter(value) && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(value);
}
