import { useEffect, useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import {
  formComponents,
  isVisible,
  type AnswerableComponent,
  type FormComponent,
  type FormSchema,
} from '@masthead/core';
import { ContentView } from './content-view.tsx';
import { PanelView, TabsView } from './containers.tsx';
import { CheckboxField, OptionsField, SelectField } from './fields/choice-fields.tsx';
import type { FieldProps } from './fields/field-props.ts';
import type { MultipleFieldProps } from './fields/multiple-field.tsx';
import type { Upload } from './fields/file-field.tsx';
import { NumberField, TextareaField, TextLikeField } from './fields/text-fields.tsx';
import { asksList } from './form-state.ts';
import { hasLaterTexts, laterTexts } from './later-texts.ts';
import { useRenderer } from './renderer-context.ts';

type FieldView = (props: FieldProps) => ReturnType<typeof TextLikeField>;

/**
 * A question type whose code most forms never need (address, file, signature, dates and times,
 * several values): it loads the first time a form shows one, or when the form asks for it
 * ahead (`preloadFieldViews`). Until it has arrived the question is a busy "…"; from then on
 * every such question renders at once, in the same place, so nothing it holds is lost. A chunk
 * that cannot be fetched is thrown at render, for the host's error boundary, as `lazy` would.
 */
function lazyField<P extends object>(load: () => Promise<ComponentType<P>>) {
  let view: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => (view = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyField(props: P) {
    const { i18n } = useLingui();
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setArrived] = useState(false);
    const ready = view && hasLaterTexts(i18n);
    useEffect(() => {
      if (ready) return;
      let live = true;
      // Its code and the texts only lazy parts show (the embed's later catalog), together.
      Promise.all([preload(), laterTexts(i18n)]).then(
        () => live && setArrived(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [ready, i18n]);
    if (failure) throw failure.error;
    const View = view;
    return View && ready ? <View {...props} /> : <p aria-busy="true">…</p>;
  }
  return Object.assign(LazyField, { preload });
}

const AddressField = lazyField(() => import('./fields/address-field.tsx').then((m) => m.AddressField));
const FileField = lazyField<FieldProps & { upload?: Upload | undefined }>(() =>
  import('./fields/file-field.tsx').then((m) => m.FileField),
);
const SignatureField = lazyField(() => import('./fields/signature-field.tsx').then((m) => m.SignatureField));
const DatetimeField = lazyField(() => import('./fields/date-time-fields.tsx').then((m) => m.DatetimeField));
const TimeField = lazyField(() => import('./fields/date-time-fields.tsx').then((m) => m.TimeField));
const MultipleField = lazyField<MultipleFieldProps>(() =>
  import('./fields/multiple-field.tsx').then((m) => m.MultipleField),
);
const SelectManyField = lazyField(() => import('./fields/multiple-field.tsx').then((m) => m.SelectManyField));

/** The lazy question types by what a component needs: its type, or several values. */
const lazyViews: Record<string, { preload: () => Promise<unknown> }[]> = {
  address: [AddressField],
  file: [FileField],
  signature: [SignatureField],
  datetime: [DatetimeField],
  time: [TimeField],
  multiple: [MultipleField, SelectManyField],
};

/**
 * Asks for the code of the lazy question types `schema` has (on every slide), or of all of them
 * without a schema, so they arrive together with the form's first answer to them.
 * @example await preloadFieldViews(callout.formSchema)
 */
export function preloadFieldViews(schema?: FormSchema): Promise<unknown> {
  const needed = new Set<{ preload: () => Promise<unknown> }>();
  if (!schema) for (const views of Object.values(lazyViews)) for (const view of views) needed.add(view);
  for (const { component } of schema ? formComponents(schema) : []) {
    for (const view of lazyViews[component.type] ?? []) needed.add(view);
    if (component.multiple === true) for (const view of lazyViews.multiple!) needed.add(view);
  }
  return Promise.all([...needed].map((view) => view.preload()));
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
