import { useId } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { FormSchema } from '@masthead/core';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import * as styles from './form-builder.css.ts';

/**
 * The form as readers will get it (the real renderer, in preview mode), once core accepts the schema,
 * in `i18n` (the surrounding one when undefined; none yet when null, while the renderer's texts load).
 */
export function FormPreview({ schema, problems, i18n }: { schema: FormSchema; problems: number; i18n?: I18n | null }) {
  const { t } = useLingui();
  const headingId = useId();
  // Keyed by the schema: a changed form starts the preview afresh on its first slide.
  const form = (
    <FormRenderer key={JSON.stringify(schema)} schema={schema} mode="preview" onSubmit={async () => undefined} />
  );
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.heading}>
        {t`Preview`}
      </h3>
      {problems > 0 ? (
        <p className={styles.hint}>
          <Plural
            value={problems}
            one="The preview returns once # problem in the form is fixed."
            other="The preview returns once # problems in the form are fixed."
          />
        </p>
      ) : (
        <div className={styles.preview} aria-busy={i18n === null}>
          {i18n === undefined ? form : i18n && <I18nProvider i18n={i18n}>{form}</I18nProvider>}
        </div>
      )}
    </section>
  );
}
