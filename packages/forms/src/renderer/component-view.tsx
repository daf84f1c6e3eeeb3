import { lazy, Suspense } from 'react';
import { isVisible, type AnswerableComponent, type FormComponent } from '@masthead/core';
import { ContentView } from './content-view.tsx';
import { PanelView, TabsView } from './containers.tsx';
import { CheckboxField, OptionsField, SelectField } from './fields/choice-fields.tsx';
import { DatetimeField, TimeField } from './fields/date-time-fields.tsx';
import type { FieldProps } from './fields/field-props.ts';
import { FileField } from './fields/file-field.tsx';
import { MultipleField, SelectManyField } from './fields/multiple-field.tsx';
import { SignatureField } from './fields/signature-field.tsx';
import { NumberField, TextareaField, TextLikeField } from './fields/text-fields.tsx';
import { asksList } from './form-state.ts';
import { useRenderer } from './renderer-context.ts';

type FieldView = (props: FieldProps) => ReturnType<typeof TextLikeField>;

// The address question (search, map picker, geocoder) is code most forms never need: it loads when one shows.
const LazyAddress = lazy(() => import('./fields/address-field.tsx').then((m) => ({ default: m.AddressField })));
function AddressField(props: FieldProps) {
  return (
    <Suspense fallback={<p aria-busy="true">…</p>}>
      <LazyAddress {...props} />
    </Suspense>
  );
}

const fieldViews: Record<Exclude<AnswerableComponent['type'], 'file'>, FieldView> = {
  textfield: TextLikeField,
  email: TextLikeField,
  phoneNumber: TextLikeField,
  url: TextLikeField,
  number: NumberField,
  currency: NumberField,
  textarea: TextareaField,
  datetime: DatetimeField,
  time: TimeField,
  checkbox: CheckboxField,
  radio: OptionsField,
  selectboxes: OptionsField,
  select: SelectField,
  address: AddressField,
  signature: SignatureField,
};

function AnswerableView({ component }: { component: AnswerableComponent }) {
  const state = useRenderer();
  if (!state.visible.has(component.key)) return null;
  const props: FieldProps = {
    component,
    id: `${state.idPrefix}-${component.key}`,
    label: component.label || component.key,
    value: state.answers[state.slideId]?.[component.key],
    onChange: (value) => state.setAnswer(component.key, value),
    error: state.errors[component.key],
    required: component.validate?.required === true,
  };
  if (component.type === 'file') return <FileField {...props} upload={state.upload} />;
  const View = fieldViews[component.type];
  if (!View) return null;
  if (component.multiple !== true) return <View {...props} />;
  if (asksList(component)) {
    return (
      <MultipleField
        {...props}
        View={View}
        itemErrors={state.itemErrors[component.key]}
        onListChange={(items, removed) => state.setAnswer(component.key, items, removed)}
      />
    );
  }
  if (component.type === 'select') return <SelectManyField {...props} />;
  // Checkbox, radio, selectboxes and signature have no sensible list: one value, sent as a list of one.
  const listed = Array.isArray(props.value) ? props.value[0] : props.value;
  return (
    <View {...props} value={listed} onChange={(value) => props.onChange(value === undefined ? undefined : [value])} />
  );
}

/** One component of the schema, if it shows: a field, content, or a container of more. */
function ComponentView({ component }: { component: FormComponent }) {
  const { answers } = useRenderer();
  switch (component.type) {
    case 'content':
      return isVisible(component, answers) ? <ContentView component={component} /> : null;
    case 'panel':
    case 'well':
      return isVisible(component, answers) ? (
        <PanelView component={component}>
          <ComponentList components={component.components} />
        </PanelView>
      ) : null;
    case 'tabs':
      return isVisible(component, answers) ? (
        <TabsView
          component={component}
          renderTab={(index) => <ComponentList components={component.components?.[index]?.components} />}
        />
      ) : null;
    default:
      return <AnswerableView component={component} />;
  }
}

export function ComponentList({ components }: { components: FormComponent[] | undefined }) {
  return (
    <>
      {(components ?? []).map((component, index) => (
        <ComponentView key={component.key ?? `content-${index}`} component={component} />
      ))}
    </>
  );
}
