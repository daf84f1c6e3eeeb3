import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import * as css from '../crowdnewsroom.css.ts';

/** The two lines a newsroom pastes into an article to embed the call-out (packages/elements). */
function embedSnippet(origin: string, slug: string): string {
  const attribute = slug.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<script type="module" src="${origin}/embed/masthead.js"></script>\n` +
    `<callout-form slug="${attribute}"></callout-form>`
  );
}

/** The snippet in a read-only field, with a copy button whose outcome is announced. */
export function EmbedSnippet({ slug }: { slug: string }) {
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const snippet = embedSnippet(location.origin, slug);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the text so Ctrl+C (or the menu) copies it.
      field.current?.focus();
      field.current?.select();
      setCopied('no');
    }
  };

  return (
    <div>
      <label htmlFor={id} className={css.label}>
        <Trans>Embed code</Trans>
      </label>
      <p className={css.muted} id={`${id}-help`}>
        <Trans>Paste this into an article to show the call-out's form there.</Trans>
      </p>
      <textarea
        ref={field}
        id={id}
        className={css.code}
        readOnly
        rows={3}
        value={snippet}
        aria-describedby={`${id}-help`}
      />
      <div className={css.row}>
        <Button variant="primaryOutlined" size="sm" onClick={() => void copy()}>
          {t`Copy embed code`}
        </Button>
        <p role="status" style={{ margin: 0 }}>
          {copied === 'yes' && <Trans>Copied to the clipboard.</Trans>}
          {copied === 'no' && <Trans>The code is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>}
        </p>
      </div>
    </div>
  );
}
