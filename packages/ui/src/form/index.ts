export { TextField, type TextFieldProps } from './text-field.tsx';
export { DayField, SelectField, TextAreaField } from './control-fields.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { Fieldset, type FieldsetProps } from './fieldset.tsx';
export { FormAlert, type FormAlertProps } from './form-alert.tsx';
export { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
export { validationTexts, textsFor } from './validation-texts.ts';
export * from './rules.ts';
