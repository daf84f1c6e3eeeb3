import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isValidFormSchema, type FormSchema } from '@masthead/core';
import { FormRenderer } from '@masthead/forms/renderer';
import { Button } from '@masthead/ui';
import { useWidgetsI18n } from '../../../../i18n/use-widgets-i18n.ts';
import * as styles from './callout-edit.css.ts';

/** The script tag and element a newsroom pastes into an article (packages/elements). */
export function embedSnippet(origin: string, slug: string): string {
  const attribute = slug.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script type="module" src="${origin}/embed/masthead.js"></script>\n<callout-form slug="${attribute}"></callout-form>`;
}

/** The embed code with a copy button, and a preview of the form as it will show in an article. */
export function EmbedSnippet({ slug, schema }: { slug: string; schema: FormSchema }) {
  const { t } = useLingui();
  const widgets = useWidgetsI18n();
  const [copied, setCopied] = useState(false);
  const [preview, setPreview] = useState(false);
  const code = embedSnippet(location.origin, slug);
  return (
    <section aria-labelledby="callout-embed">
      <h2 id="callout-embed">
        <Trans>Embed in an article</Trans>
      </h2>
      <label htmlFor="callout-embed-code">
        <Trans>Paste this code where the form should appear:</Trans>
      </label>
      <textarea
        id="callout-embed-code"
        className={styles.snippet}
        readOnly
        value={code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button
          variant="linkOutlined"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          <Trans>Copy the code</Trans>
        </Button>
        <Button variant="text" size="sm" aria-expanded={preview} onClick={() => setPreview(!preview)}>
          <Trans>Preview the embedded form</Trans>
        </Button>
        <p role="status" className={styles.hint}>
          {copied ? t`Copied.` : ''}
        </p>
      </div>
      {preview &&
        (isValidFormSchema(schema) ? (
          <div className={styles.panel}>
            {widgets ? (
              <I18nProvider i18n={widgets}>
                <FormRenderer schema={schema} mode="preview" onSubmit={async () => undefined} />
              </I18nProvider>
            ) : null}
          </div>
        ) : (
          <p className={styles.hint}>
            <Trans>The preview returns once the problems in the form are fixed.</Trans>
          </p>
        ))}
    </section>
  );
}
