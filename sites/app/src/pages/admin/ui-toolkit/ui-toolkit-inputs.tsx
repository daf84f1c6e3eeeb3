import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CheckboxField,
  DayField,
  Fieldset,
  MultiSelect,
  SelectField,
  TextAreaField,
  TextField,
  validationTexts,
} from '@masthead/ui';
import * as fieldStyles from '@masthead/ui/field-styles';
import { Sample, ToolkitSection } from './ui-toolkit-section.tsx';
import * as css from './ui-toolkit.css.ts';

/** A text field as typed into, so the samples can be tried. */
function useText(initial = '') {
  const [value, setValue] = useState(initial);
  return { value, onValueChange: setValue };
}

/** Text, email, password and phone fields: plain, with help, required with an error, disabled. */
function TextSamples() {
  const { t, i18n } = useLingui();
  const plain = useText();
  const helped = useText('rea@example.org');
  const wrong = useText();
  const disabled = useText('Read only for now');
  const password = useText('Secret123');
  const phone = useText('+49 30 1234567');
  return (
    <div className={css.row}>
      <Sample caption={t`Plain`}>
        <TextField label={t`Name`} {...plain} />
      </Sample>
      <Sample caption={t`With help`}>
        <TextField label={t`Email`} type="email" description={t`We send the receipt here.`} {...helped} />
      </Sample>
      <Sample caption={t`Required, with an error`}>
        <TextField label={t`Last name`} required error={i18n._(validationTexts.required)} {...wrong} />
      </Sample>
      <Sample caption={t`Disabled`}>
        <TextField label={t`Organisation`} disabled {...disabled} />
      </Sample>
      <Sample caption={t`Password and phone`}>
        <TextField label={t`Password`} type="password" autoComplete="new-password" {...password} />
        <TextField label={t`Phone`} type="tel" {...phone} />
      </Sample>
    </div>
  );
}

/** A textarea, a select and a day, each with help and with an error. */
function ControlSamples() {
  const { t, i18n } = useLingui();
  const notes = useText('A few lines\nof text.');
  const [period, setPeriod] = useState<'monthly' | 'annually'>('monthly');
  const [day, setDay] = useState('2026-05-01');
  const [badDay, setBadDay] = useState('');
  return (
    <div className={css.row}>
      <Sample caption={t`Textarea`}>
        <TextAreaField label={t`Notes`} description={t`At most 500 characters.`} maxLength={500} {...notes} />
      </Sample>
      <Sample caption={t`Select`}>
        <SelectField
          label={t`Period`}
          value={period}
          options={[
            { value: 'monthly', label: t`Monthly` },
            { value: 'annually', label: t`Annually` },
          ]}
          onValueChange={setPeriod}
          error={period === 'annually' ? t`Annual contributions are closed for now.` : undefined}
        />
      </Sample>
      <Sample caption={t`Day`}>
        <DayField label={t`Start day`} description={t`The first day it applies.`} value={day} onValueChange={setDay} />
        <DayField
          label={t`End day`}
          value={badDay}
          onValueChange={setBadDay}
          error={badDay === '' ? i18n._(validationTexts.required) : undefined}
        />
      </Sample>
    </div>
  );
}

/** A checkbox, radios in a fieldset (ui has no radio: native ones) and the multi-select. */
function ChoiceSamples() {
  const { t } = useLingui();
  const [ticked, setTicked] = useState(true);
  const [plain, setPlain] = useState(false);
  const [radio, setRadio] = useState('email');
  const [tags, setTags] = useState(['a']);
  return (
    <div className={css.row}>
      <Sample caption={t`Checkbox`}>
        <CheckboxField label={t`Send me the newsletter`} checked={ticked} onCheckedChange={setTicked} />
        <CheckboxField
          label={t`Show my name`}
          description={t`Others see it beside your answer.`}
          checked={plain}
          onCheckedChange={setPlain}
        />
        <CheckboxField label={t`Disabled choice`} checked={false} disabled />
      </Sample>
      <Sample caption={t`Radio buttons in a fieldset`}>
        <Fieldset legend={t`Contact me by`} description={t`Choose one.`}>
          <div className={css.choices}>
            {[
              ['email', t`Email`],
              ['post', t`Post`],
              ['phone', t`Phone`],
            ].map(([value, label]) => (
              <label key={value} className={fieldStyles.checkboxRow}>
                <input
                  type="radio"
                  name="toolkit-contact"
                  className={fieldStyles.checkbox}
                  value={value}
                  checked={radio === value}
                  onChange={() => setRadio(value!)}
                />
                {label}
              </label>
            ))}
          </div>
        </Fieldset>
      </Sample>
      <Sample caption={t`Multi-select`}>
        <MultiSelect
          label={t`Tags`}
          options={[
            { value: 'a', label: t`Volunteers` },
            { value: 'b', label: t`Donors` },
            { value: 'c', label: t`Reviewers` },
            { value: 'd', label: t`Readers' panel` },
          ]}
          value={tags}
          onValueChange={setTags}
        />
      </Sample>
    </div>
  );
}

/** Every field of the ui package with help, error and disabled states. */
export function InputSamples() {
  return (
    <ToolkitSection title={<Trans>Inputs</Trans>}>
      <TextSamples />
      <ControlSamples />
      <ChoiceSamples />
    </ToolkitSection>
  );
}
