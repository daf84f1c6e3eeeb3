import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isValidFormSchema, type FormSchema } from '@masthead/core';
import { useSnapshot } from 'valtio';
import { FormRenderer } from '@masthead/forms/renderer';
import { Button } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { useWidgetsI18n } from '../../../../i18n/use-widgets-i18n.ts';
import { EmbedSnippet } from '../view/embed-snippet.tsx';
import * as formCss from '../../../../admin-kit/form.css.ts';
import * as styles from './callout-edit.css.ts';

/** The embed code with a copy button (the overview's), and a preview of the form as it will show in an article. */
export function EmbedPreview({ slug, title, schema }: { slug: string; title: string; schema: FormSchema }) {
  const widgets = useWidgetsI18n();
  const { geocoderUrl } = useSnapshot(useAppContext().settings);
  const [preview, setPreview] = useState(false);
  return (
    <section aria-labelledby="callout-embed">
      <h2 id="callout-embed">
        <Trans>Embed in an article</Trans>
      </h2>
      <EmbedSnippet slug={slug} title={title} />
      <div className={formCss.actions}>
        <Button variant="text" size="sm" aria-expanded={preview} onClick={() => setPreview(!preview)}>
          <Trans>Preview the embedded form</Trans>
        </Button>
      </div>
      {preview &&
        (isValidFormSchema(schema) ? (
          <div className={styles.panel}>
            {widgets ? (
              <I18nProvider i18n={widgets}>
                <FormRenderer
                  schema={schema}
                  mode="preview"
                  onSubmit={async () => undefined}
                  places={{ geocoderUrl }}
                />
              </I18nProvider>
            ) : null}
          </div>
        ) : (
          <p className={formCss.hint}>
            <Trans>The preview returns once the problems in the form are fixed.</Trans>
          </p>
        ))}
    </section>
  );
}
