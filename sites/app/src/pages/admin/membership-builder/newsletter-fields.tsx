import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset } from '@masthead/ui';
import { BuilderCheck, BuilderText, BuilderTextArea } from './builder-fields.tsx';
import { fieldId } from './builder-errors.ts';
import type { SetupPartProps } from './email-fields.tsx';
import * as styles from './membership-builder.css.ts';

/** The most groups content/join/setup keeps (`maxItems`). */
const maxGroups = 50;

/**
 * The newsletter opt-in on /join/setup: whether it shows, its title, text
 * and checkbox label, and the groups offered (id as the newsletter service
 * knows it, label as members read it, ticked at first or not), each with a
 * labelled Remove; focus moves to a new group's id, or after a removal on.
 */
export function NewsletterFields({ draft, update, errors }: SetupPartProps) {
  const { t } = useLingui();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const groups = draft.newsletterGroups;
  const setGroup = (index: number, changes: Partial<(typeof groups)[number]>) =>
    update({ newsletterGroups: groups.map((g, i) => (i === index ? { ...g, ...changes } : g)) });

  return (
    <Fieldset legend={t`Newsletter`}>
      <BuilderCheck
        name="showNewsletterOptIn"
        label={t`Offer new members the newsletter`}
        checked={draft.showNewsletterOptIn}
        onChange={(showNewsletterOptIn) => update({ showNewsletterOptIn })}
        errors={errors}
      />
      <BuilderText
        name="newsletterTitle"
        label={t`Newsletter title`}
        value={draft.newsletterTitle}
        onChange={(newsletterTitle) => update({ newsletterTitle })}
        errors={errors}
      />
      <BuilderTextArea
        name="newsletterText"
        label={t`Newsletter text`}
        value={draft.newsletterText}
        onChange={(newsletterText) => update({ newsletterText })}
        errors={errors}
      />
      <BuilderText
        name="newsletterOptIn"
        label={t`Opt-in label`}
        description={t`The label of the checkbox members tick to subscribe.`}
        value={draft.newsletterOptIn}
        onChange={(newsletterOptIn) => update({ newsletterOptIn })}
        errors={errors}
      />
      <h3>{t`Newsletter groups`}</h3>
      {groups.length === 0 && (
        <p className={styles.hint}>{t`No groups: members subscribe to the newsletter as a whole.`}</p>
      )}
      <ul className={styles.list} aria-label={t`Newsletter groups`}>
        {groups.map((group, i) => (
          <li key={i}>
            <Fieldset legend={t`Group ${i + 1}`}>
              <BuilderText
                name={`newsletterGroups.${i}.id`}
                label={t`Id`}
                description={t`As your newsletter service names the group.`}
                value={group.id}
                onChange={(id) => setGroup(i, { id })}
                errors={errors}
              />
              <BuilderText
                name={`newsletterGroups.${i}.label`}
                label={t`Label`}
                value={group.label}
                onChange={(label) => setGroup(i, { label })}
                errors={errors}
              />
              <BuilderCheck
                name={`newsletterGroups.${i}.checked`}
                label={t`Ticked by default`}
                checked={group.checked}
                onChange={(checked) => setGroup(i, { checked })}
                errors={errors}
              />
              <Button
                type="button"
                size="sm"
                variant="greyOutlined"
                onClick={() => {
                  const rest = groups.filter((_, j) => j !== i);
                  focusNext.current =
                    i < rest.length ? fieldId(`newsletterGroups.${i}.id`) : fieldId('newsletterGroups.add');
                  update({ newsletterGroups: rest });
                }}
              >
                {t`Remove group ${i + 1}`}
              </Button>
            </Fieldset>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          type="button"
          size="sm"
          variant="primaryOutlined"
          id={fieldId('newsletterGroups.add')}
          disabled={groups.length >= maxGroups}
          onClick={() => {
            focusNext.current = fieldId(`newsletterGroups.${groups.length}.id`);
            update({ newsletterGroups: [...groups, { id: '', label: '', checked: false }] });
          }}
        >
          {t`Add a newsletter group`}
        </Button>
      </div>
    </Fieldset>
  );
}
