export { MultiSelect, type MultiSelectProps } from './multi-select.tsx';
export { filterOptions, multiSelectLimits, type MultiSelectOption } from './filter-options.ts';
