import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { embeddablePath, embedFrameHtml, escapeHtml } from '@masthead/core';
import { Button } from '@masthead/ui';
import * as css from '../../../../admin-kit/admin.css.ts';
import * as viewCss from './callout-view.css.ts';
import { useCopyText } from '../../../../common/use-copy-text.ts';

/**
 * What a newsroom pastes into an article to embed the call-out (packages/elements): the script and
 * the element, holding a link to the call-out's page that shows until the script has run, and
 * stays if it cannot (packages/elements/README.md, "a fallback").
 */
function embedSnippet(origin: string, slug: string, linkText: string): string {
  const attribute = escapeHtml(slug);
  return (
    `<script type="module" src="${origin}/embed/masthead.js"></script>\n` +
    `<callout-form slug="${attribute}">\n` +
    `  <a href="${escapeHtml(`${origin}${embeddablePath(slug, 'callout')}`)}">${escapeHtml(linkText)}</a>\n` +
    `</callout-form>`
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

/** Where the server serves the WordPress plugin the build zips (packages/server/src/site/README.md). */
const wordpressPluginPath = '/downloads/masthead-wordpress.zip';

/**
 * The plugin's shortcode for a call-out. Slugs are lower-case letters,
 * digits and hyphens (core's `isValidSlug`), so the slug goes in as it is.
 */
const wordpressShortcode = (slug: string) => `[masthead callout="${slug}"]`;

/**
 * In WordPress the plugin's blocks and shortcodes, which every role that
 * writes posts may use (integrations/wordpress/README.md).
 */
function WordpressPlugin({ slug, selected }: { slug: string; selected: ReactNode }) {
  const { t } = useLingui();
  const origin = location.origin;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={viewCss.stack}>
      <h3 id={headingId} className={viewCss.embedHeading}>
        WordPress
      </h3>
      <p className={viewCss.embedLink}>
        <a href={wordpressPluginPath} download>
          <Trans>Download the WordPress plugin</Trans>
        </a>
      </p>
      <CopyField
        label={<Trans>Shortcode</Trans>}
        help={
          <Trans>
            Install the plugin under Plugins → Add New Plugin → Upload Plugin, enter this site's address ({origin})
            under Settings → Masthead, then add the Masthead blocks, or shortcodes such as this one, to any post. Every
            role that writes posts can use them, Authors too.
          </Trans>
        }
        value={wordpressShortcode(slug)}
        rows={1}
        copyLabel={t`Copy shortcode`}
        selected={selected}
      />
    </section>
  );
}

/**
 * The ways to put the call-out in an article, by what the article's editor
 * allows: in WordPress the plugin's block or shortcode, which any author may
 * use; the script tag (the form as a custom element) where scripts are
 * allowed; the page's URL for editors that embed by oEmbed (WordPress
 * without the plugin among them); and an iframe that follows the page's
 * height.
 */
export function EmbedSnippet({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui();
  const origin = location.origin;
  const headingId = useId();
  const codeSelected = <Trans>The code is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>;
  return (
    <div className={viewCss.stack}>
      <WordpressPlugin slug={slug} selected={codeSelected} />
      <section aria-labelledby={headingId} className={viewCss.stack}>
        <h3 id={headingId} className={viewCss.embedHeading}>
          <Trans>Other ways to embed</Trans>
        </h3>
        <CopyField
          label={<Trans>Embed code</Trans>}
          help={
            <Trans>
              For sites that allow scripts in an article: paste this in to show the call-out's form there. In WordPress
              only Administrators and Editors may paste it, in a Custom HTML block; when an Author saves, WordPress
              removes it.
            </Trans>
          }
          value={embedSnippet(origin, slug, t`Answer this call-out on our site`)}
          rows={5}
          copyLabel={t`Copy embed code`}
          selected={codeSelected}
        />
        <CopyField
          label={<Trans>Link for oEmbed</Trans>}
          help={
            <Trans>
              For WordPress without the plugin, and other editors that embed links (oEmbed): paste this link on a line
              of its own and the editor embeds the call-out. Authors can paste it too. This works while the call-out is
              open and not for members only. Its gallery and map (the link with /gallery or /map added) can be embedded
              the same way, also after it has ended.
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
              For pages that allow an iframe but no custom elements. Its one line of script makes the frame as tall as
              the call-out; where scripts are removed, the frame keeps its first height and scrolls, and no code is left
              showing on the page.
            </Trans>
          }
          value={embedFrameHtml({ origin, slug, page: 'callout', title })}
          rows={5}
          copyLabel={t`Copy iframe code`}
          selected={codeSelected}
        />
      </section>
    </div>
  );
}
