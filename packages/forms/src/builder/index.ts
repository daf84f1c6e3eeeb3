export { FormBuilder, type FormBuilderProps } from './form-builder.tsx';
export { keyFromLabel, uniqueKey, formKeys } from './component-key.ts';
export { newComponent } from './component-defaults.ts';
