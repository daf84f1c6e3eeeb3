import * as css from './join-steps.css.ts';

/**
 * A text an admin wrote in the membership builder (plain text): one
 * paragraph per blank-line-separated block, line breaks kept. Nothing when
 * the text is blank.
 * @example <JoinText text={setup.welcome} />
 */
export function JoinText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={css.text}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
