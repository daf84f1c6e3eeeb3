import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RuleGroup, Segment } from '@masthead/core';
import { Button, FormAlert, TextField, validationTexts } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import * as css from '../../../admin-kit/admin.css.ts';

/**
 * "Save as segment": names the list's current rules (the segment's and the
 * filter's together) and stores them as a new segment with `POST segments`.
 */
export function SaveSegment({ rules, onSaved }: { rules: RuleGroup; onSaved: (segment: Segment) => void }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<MessageDescriptor | null>(null);
  const { busy, error: failure, setError: setFailure, submit } = useSubmit();

  if (rules.rules.length === 0) {
    return (
      <p className={css.muted}>
        <Trans>Apply a filter to save it as a segment.</Trans>
      </p>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) return setNameError(validationTexts.required);
    setNameError(null);
    await submit(() => api.segments.create({ body: { name: name.trim(), ruleGroup: rules } }), {
      onSuccess: (segment) => {
        setName('');
        onSaved(segment);
      },
      onError: (error) => {
        const onName = serverFieldErrors(error, { name: 'name' as const }).name;
        if (!onName) return errorText(error);
        setNameError(onName);
        return null;
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-label={t`Save as segment`}>
      <div className={css.toolbar}>
        <TextField
          label={t`Segment name`}
          value={name}
          onValueChange={setName}
          maxLength={100}
          required
          error={nameError && i18n._(nameError)}
        />
        <Button type="submit" loading={busy}>
          <Trans>Save as segment</Trans>
        </Button>
      </div>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
    </form>
  );
}
