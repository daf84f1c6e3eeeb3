import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalloutResponse, FormAnswers, FormSchema } from '@masthead/core';
import { FormRenderer } from '@masthead/forms/renderer';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useWidgetsI18n } from '../../../i18n/use-widgets-i18n.ts';
import * as css from '../crowdnewsroom.css.ts';

interface EditProps {
  response: CalloutResponse;
  schema: FormSchema;
  onCancel: () => void;
  onSaved: (response: CalloutResponse) => void;
}

/** The call-out's own form (the widgets' renderer and texts), filled with the member's answers. */
export function EditAnswers({ response, schema, onCancel, onSaved }: EditProps) {
  const { i18n } = useLingui();
  const { api, settings } = useAppContext();
  const { geocoderUrl } = useSnapshot(settings);
  const widgets = useWidgetsI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = async (answers: FormAnswers) => {
    setFailure(null);
    try {
      onSaved(await api.responses.update({ params: { id: response.id }, body: { answers } }));
    } catch (error) {
      // Said here in the catalogue's words; a 5xx is already the app's notification.
      const text = errorText(error);
      if (text) setFailure(i18n._(text));
    }
  };

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Change your answers</Trans>
      </h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {widgets ? (
        <I18nProvider i18n={widgets}>
          <FormRenderer
            schema={schema}
            answers={response.answers ?? {}}
            onSubmit={save}
            upload={(file, kind) => api.upload(`POST /${kind}`, file)}
            places={{ geocoderUrl }}
          />
        </I18nProvider>
      ) : (
        <p role="status">
          <Trans>Loading the form…</Trans>
        </p>
      )}
      <div className={css.actions}>
        <Button variant="greyOutlined" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  );
}
