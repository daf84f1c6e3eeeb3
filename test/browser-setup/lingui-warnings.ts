import { I18n, type MessageDescriptor } from '@lingui/core';
import { AssertionError } from './assert.ts';

/**
 * What Lingui logs about texts that will not show right, collected so that the
 * test they happen in fails (`it` in mocha.ts checks after each test):
 * - its own console texts (@lingui/core and @lingui/react 5): an uncompiled message, a
 *   locale activated without its messages, a translation before any locale, a hook
 *   outside its provider (React logs the thrown error);
 * - a message missing from a real catalog. Tests run a development build, where Lingui
 *   compiles such a message from its source text and says nothing; a production build
 *   has no compiler and logs "Uncompiled message detected" for it instead. An i18n with
 *   an empty catalog, or made by `createTestI18n` (source texts, with at most the few a
 *   test loads), falls back to the source texts on purpose and is not checked.
 */
const linguiText =
  /Uncompiled message detected|Messages for locale "[^"]*" not loaded|Lingui: |useLingui hook was used without I18nProvider|rendered without I18nProvider/;

interface Warning {
  text: string;
  /** The test running when it was logged; null between tests (hooks, a test's late work). */
  test: string | null;
}

const pending: Warning[] = [];
let current: string | null = null;
const sourceTexts = new WeakSet<I18n>();

/** `i18n` shows source texts on purpose (render.tsx's `createTestI18n`): none is reported missing. */
export function allowSourceTexts(i18n: I18n) {
  sourceTexts.add(i18n);
}

const textOf = (args: unknown[]) =>
  args
    .map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : ''))
    .join(' ')
    .trim();

function record(text: string) {
  pending.push({ text, test: current });
}

for (const level of ['warn', 'error'] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    const text = textOf(args);
    if (linguiText.test(text)) record(text);
    original.apply(console, args);
  };
}

// The message being translated, so a missing one is reported by its source text, not only its id.
// (`i18n.t` and the providers' `_` are bound to this method when an instance is made.)
type Translate = (id: MessageDescriptor | string, values?: unknown, options?: { message?: string }) => string;
const proto = I18n.prototype as unknown as {
  _: Translate;
  emit: (this: I18n, event: string, ...args: unknown[]) => void;
};
let translating: string | undefined;
const translate = proto._;
proto._ = function (this: I18n, id, values, options) {
  const outer = translating;
  translating = typeof id === 'string' ? (options?.message ?? id) : (id.message ?? id.id);
  try {
    return translate.call(this, id, values, options);
  } finally {
    translating = outer;
  }
};
const emit = proto.emit;
proto.emit = function (this: I18n, event, ...args) {
  if (event === 'missing' && !sourceTexts.has(this) && Object.keys(this.messages).length > 0) {
    const { id, locale } = args[0] as { id: string; locale: string };
    record(
      `Lingui: the message ${JSON.stringify(translating ?? id)} (id ${id}) is not in the "${locale}" catalog` +
        ' this i18n loaded; a production build logs "Uncompiled message detected" for it' +
        ' (a message just extracted needs the catalogs compiled: `node scripts/test.mjs i18n`).',
    );
  }
  return emit.call(this, event, ...args);
};

/** Marks the start (a name) or the end (null) of a test. */
export function linguiTest(name: string | null) {
  current = name;
}

/** The Lingui warnings logged since the last call, cleared: for a test that expects one. */
export function takeLinguiWarnings(): string[] {
  return pending.splice(0).map((w) => w.text);
}

/** Throws, with every text, when Lingui warned since the last check (and forgets them). */
export function checkLinguiWarnings(test: string | null) {
  const found = pending.splice(0);
  if (found.length === 0) return;
  const where = (w: Warning) =>
    w.test === test ? '' : w.test ? ` (after the test "${w.test}" ended)` : ' (between tests)';
  const texts = [...new Set(found.map((w) => `- ${w.text}${where(w)}`))];
  throw new AssertionError(`Lingui warned ${found.length} time(s):\n${texts.join('\n')}`);
}
