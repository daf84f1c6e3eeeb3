import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isAnswerable, type FormComponent } from '@masthead/core';
import { CheckboxField, TextField } from '@masthead/ui';
import { RichTextEditor } from '@masthead/ui/rich-text';
import { useBuilder } from './builder-context.ts';
import { componentName, schemaProblemText, typeNames } from './builder-texts.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { keyFromLabel, otherKeys, uniqueKey } from './component-key.ts';
import { OptionsEditor } from './options-editor.tsx';
import { corePath, type Path } from './schema-edit.ts';
import { ValidationFields } from './setting-fields.tsx';
import { TabsEditor } from './tabs-editor.tsx';
import * as styles from './form-builder.css.ts';

const placeholderTypes = ['textfield', 'textarea', 'email', 'url', 'phoneNumber', 'number', 'currency'];

/** The label's text: a panel shows its title, the rest their label. */
const labelOf = (component: FormComponent) =>
  (component.type === 'panel' ? (component.title ?? component.label) : component.label) ?? '';

/** The settings of the selected component. Its id prefix lets the builder move focus into it. */
export function ComponentEditor({
  component,
  path,
  onChange,
}: {
  component: FormComponent;
  path: Path;
  onChange: (component: FormComponent) => void;
}) {
  const { t, i18n } = useLingui();
  const { schema, problems } = useBuilder();
  const idPrefix = `mhb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const core = corePath(schema, path);
  const problem = (suffix: string) => {
    const found = problems.find((p) => p.path === `${core}.${suffix}` || (suffix === '' && p.path === core));
    return found && schemaProblemText(i18n, found);
  };
  const cyclic = problems.find((p) => p.path === core && p.problem === 'conditionalCycle');
  const cycle = cyclic && schemaProblemText(i18n, cyclic);
  const others = otherKeys(schema, component.key);
  const autoKey = (label: string) => uniqueKey(keyFromLabel(label, component.type), others);

  /** The key follows the label until someone types a key of their own. */
  const setLabel = (label: string) => {
    const followKey = component.key === autoKey(labelOf(component));
    const next = { ...component, label, ...(followKey ? { key: autoKey(label) } : {}) };
    onChange((component.type === 'panel' ? { ...next, title: label } : next) as FormComponent);
  };
  const set = (changes: Partial<Record<string, unknown>>) => onChange({ ...component, ...changes } as FormComponent);
  const answerable = isAnswerable(component);

  return (
    <div data-editor={idPrefix}>
      <h3 className={styles.heading} tabIndex={-1}>{t`Settings of “${componentName(i18n, component)}”`}</h3>
      <p className={styles.hint}>{t`Type: ${i18n._(typeNames[component.type])}`}</p>
      {component.type === 'content' ? (
        <RichTextEditor
          id={`${idPrefix}-label`}
          label={t`Content`}
          value={component.html ?? ''}
          onChange={(html) => set({ html })}
        />
      ) : (
        <>
          <TextField
            id={`${idPrefix}-label`}
            label={component.type === 'panel' ? t`Title` : t`Label`}
            description={component.type === 'well' ? t`Only shown here, to find the well in the builder.` : undefined}
            value={labelOf(component)}
            onValueChange={setLabel}
          />
          <TextField
            id={`${idPrefix}-key`}
            label={t`Key`}
            description={t`Names the answer in exports, filters and the API. Letters, digits, - and _.`}
            value={component.key ?? ''}
            onValueChange={(key) => set({ key: key.trim() })}
            error={problem('key')}
          />
        </>
      )}
      {answerable && (
        <>
          <TextField
            id={`${idPrefix}-description`}
            label={t`Description`}
            description={t`Help shown with the question.`}
            value={component.description ?? ''}
            onValueChange={(description) => set({ description })}
          />
          {placeholderTypes.includes(component.type) && (
            <TextField
              id={`${idPrefix}-placeholder`}
              label={t`Placeholder`}
              value={component.placeholder ?? ''}
              onValueChange={(placeholder) => set({ placeholder })}
            />
          )}
          <CheckboxField
            id={`${idPrefix}-required`}
            label={t`An answer is required`}
            checked={component.validate?.required === true}
            onCheckedChange={(required) => set({ validate: { ...component.validate, required } })}
          />
        </>
      )}
      {(component.type === 'select' || component.type === 'radio' || component.type === 'selectboxes') && (
        <OptionsEditor component={component} onChange={onChange} problem={problem} idPrefix={idPrefix} />
      )}
      {component.type === 'tabs' && <TabsEditor component={component} onChange={onChange} idPrefix={idPrefix} />}
      <ConditionEditor
        component={component}
        path={path}
        onChange={onChange}
        error={problem('conditional.when') ?? problem('conditional') ?? cycle}
        idPrefix={idPrefix}
      />
      <ValidationFields component={component} onChange={onChange} problem={problem} idPrefix={idPrefix} />
    </div>
  );
}
