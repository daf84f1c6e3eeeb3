import { maxAnswerLength, numberSetting, answerProblem, type AnswerProblem } from './answer-problem.ts';
import type { ComponentValidate } from './form-schema.ts';
import { hasControlCharacter } from '../text/has-control-character.ts';
import { isEmail } from '../text/is-email.ts';
import { urlHostname } from '../text/url-hostname.ts';
import { compilePattern, matchesWhole, type CompiledPattern } from '../text/pattern/index.ts';

/** Words are what spaces separate (docs/product/rules.md, Form field validators); runs of spaces count once. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

const domainName = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * An http or https address with a domain name (`https://example.org/x`); not
 * an IP address or a bare host. International domains count (the URL parser
 * turns them into `xn--` names).
 */
export function isWebUrl(value: string): boolean {
  if (value.length > 2048 || /\s/u.test(value) || hasControlCharacter(value)) return false;
  if (!/^https?:\/\//iu.test(value)) return false;
  return domainName.test(urlHostname(value) ?? '');
}

/** 5 to 15 characters: digits with an optional leading plus (docs/product/rules.md, Form field validators). */
export function isPhoneNumber(value: string): boolean {
  return value.length >= 5 && value.length <= 15 && /^\+?[0-9]+$/.test(value);
}

/** `HH:MM` or `HH:MM:SS`, 24-hour clock. */
export function isTime(value: string): boolean {
  return /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/.test(value);
}

/** The limits every text-like answer obeys: length, words (text types only) and pattern. */
export function checkTextLimits(
  value: string,
  validate: ComponentValidate | undefined,
  words: boolean,
): AnswerProblem | null {
  const length = [...value].length;
  if (length > maxAnswerLength) return answerProblem('maxLength', { max: maxAnswerLength });
  const minLength = numberSetting(validate?.minLength);
  const maxLength = numberSetting(validate?.maxLength);
  if (minLength !== null && length < minLength) return answerProblem('minLength', { min: minLength });
  if (maxLength !== null && length > maxLength) return answerProblem('maxLength', { max: maxLength });
  if (words) {
    const count = countWords(value);
    const minWords = numberSetting(validate?.minWords);
    const maxWords = numberSetting(validate?.maxWords);
    if (minWords !== null && count < minWords) return answerProblem('minWords', { min: minWords });
    if (maxWords !== null && count > maxWords) return answerProblem('maxWords', { max: maxWords });
  }
  const pattern = validate?.pattern;
  if (typeof pattern === 'string' && pattern !== '' && !matchesPattern(pattern, value)) return answerProblem('pattern');
  return null;
}

const compiled = new Map<string, CompiledPattern>();

/**
 * form.io patterns match the whole answer, without flags, in linear time
 * (`compilePattern`). A pattern that does not compile is ignored, not held
 * against the person answering (saving a call-out refuses it).
 */
function matchesPattern(pattern: string, value: string): boolean {
  let entry = compiled.get(pattern);
  if (!entry) {
    if (compiled.size >= 200) compiled.clear();
    entry = compilePattern(pattern);
    compiled.set(pattern, entry);
  }
  return !entry.ok || matchesWhole(entry.pattern, value);
}

const signatureImage = /^data:image\/(?:png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;
/** A drawn signature (an image data URL) may be large; a typed one is a name. */
export const maxSignatureLength = 1_000_000;
export const maxTypedSignatureLength = 200;

/**
 * Answers that are strings: textfield, textarea, email, url, phoneNumber,
 * time, signature. The value is a non-blank string here or any non-string.
 */
export function validateTextAnswer(
  type: string,
  value: unknown,
  validate: ComponentValidate | undefined,
): AnswerProblem | null {
  if (typeof value !== 'string') return answerProblem('type');
  switch (type) {
    case 'email':
      return isEmail(value) ? checkTextLimits(value, validate, false) : answerProblem('email');
    case 'url':
      return isWebUrl(value) ? checkTextLimits(value, validate, false) : answerProblem('url');
    case 'phoneNumber':
      return isPhoneNumber(value) ? checkTextLimits(value, validate, false) : answerProblem('phoneNumber');
    case 'time':
      return isTime(value) ? null : answerProblem('time');
    case 'signature':
      if (/^data:/i.test(value)) {
        if (value.length > maxSignatureLength) return answerProblem('maxLength', { max: maxSignatureLength });
        return signatureImage.test(value) ? null : answerProblem('type');
      }
      return value.length > maxTypedSignatureLength
        ? answerProblem('maxLength', { max: maxTypedSignatureLength })
        : null;
    default:
      return checkTextLimits(value, validate, true);
  }
}
