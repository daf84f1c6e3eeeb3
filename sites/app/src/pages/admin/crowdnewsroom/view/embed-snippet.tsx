import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { embeddablePath, embedFrameHtml } from '@masthead/core';
import { Button } from '@masthead/ui';
import * as css from '../../../../admin-kit/admin.css.ts';
import * as viewCss from './callout-view.css.ts';
import { useCopyText } from '../../../../common/use-copy-text.ts';

/** The two lines a newsroom pastes into an article to embed the call-out (packages/elements). */
function embedSnippet(origin: string, slug: string): string {
  const attribute = slug.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<script type="module" src="${origin}/embed/masthead.js"></script>\n` +
    `<callout-form slug="${attribute}"></callout-form>`
  );
}

interface CopyFieldProps {
  label: ReactNode;
  help: ReactNode;
  value: string;
  rows: number;
  copyLabel: string;
  /** Announced when the clipboard refused and the text is selected instead. */
  selected: ReactNode;
}

/** One form of the embed in a read-only field, with a copy button whose outcome is announced. */
function CopyField({ label, help, value, rows, copyLabel, selected }: CopyFieldProps) {
  const id = useId();
  const { field, copied, copy } = useCopyText<HTMLTextAreaElement>(value);

  return (
    <div>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <p className={css.muted} id={`${id}-help`}>
        {help}
      </p>
      <textarea
        ref={field}
        id={id}
        className={viewCss.code}
        readOnly
        rows={rows}
        value={value}
        aria-describedby={`${id}-help`}
      />
      <div className={css.row}>
        <Button variant="primaryOutlined" size="sm" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <p role="status" style={{ margin: 0 }}>
          {copied === 'yes' && <Trans>Copied to the clipboard.</Trans>}
          {copied === 'no' && selected}
        </p>
      </div>
    </div>
  );
}

/**
 * The three ways to put the call-out in an article: the script tag (the
 * form as a custom element), the page's URL for editors that embed by oEmbed
 * (WordPress and others that strip scripts), and an iframe that follows the
 * page's height.
 */
export function EmbedSnippet({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui();
  const origin = location.origin;
  const codeSelected = <Trans>The code is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>;
  return (
    <div className={viewCss.stack}>
      <CopyField
        label={<Trans>Embed code</Trans>}
        help={<Trans>Paste this into an article to show the call-out's form there.</Trans>}
        value={embedSnippet(origin, slug)}
        rows={3}
        copyLabel={t`Copy embed code`}
        selected={codeSelected}
      />
      <CopyField
        label={<Trans>Link for oEmbed</Trans>}
        help={
          <Trans>
            For editors that remove scripts, such as WordPress: paste this link on a line of its own and the editor
            embeds the call-out. This works while the call-out is open and not for members only. Its gallery and map
            (the link with /gallery or /map added) can be embedded the same way, also after it has ended.
          </Trans>
        }
        value={`${origin}${embeddablePath(slug, 'callout')}`}
        rows={1}
        copyLabel={t`Copy link`}
        selected={<Trans>The link is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>}
      />
      <CopyField
        label={<Trans>Iframe code</Trans>}
        help={
          <Trans>
            For pages that allow an iframe but no custom elements. The lines of script make the frame as tall as the
            call-out; where scripts are removed, the frame keeps its first height and scrolls.
          </Trans>
        }
        value={embedFrameHtml({ origin, slug, page: 'callout', title })}
        rows={5}
        copyLabel={t`Copy iframe code`}
        selected={codeSelected}
      />
    </div>
  );
}
