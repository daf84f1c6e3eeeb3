import { componentOptions, type AnswerableComponent } from '@masthead/core';

// The cell writer is shared with the contacts export; imported from here by the responses export.
export { csvCell, csvLine } from '../kernel/csv/csv-line.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer as one cell's text: select boxes as their ticked labels,
 * radio and select as the option's label, an address as its formatted
 * address, a file as its url, lists joined with "; ".
 */
export function flattenAnswer(component: AnswerableComponent, value: unknown): string {
  return answerFlattener(component)(value);
}

/**
 * `flattenAnswer` for one component, its option labels looked up once:
 * what the CSV export uses for every row.
 * @example const cell = answerFlattener(component); rows.map((row) => cell(row.answers.slide1?.topics))
 */
export function answerFlattener(component: AnswerableComponent): (value: unknown) => string {
  const labels = new Map<string, string>();
  for (const option of componentOptions(component))
    if (!labels.has(option.value)) labels.set(option.value, option.label);
  const labelOf = (option: string) => labels.get(option) ?? option;
  const byOption = component.type === 'radio' || component.type === 'select';
  const flatten = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (Array.isArray(value)) return value.map(flatten).join('; ');
    if (component.type === 'selectboxes' && isObject(value)) {
      return Object.keys(value)
        .filter((option) => value[option] === true)
        .map(labelOf)
        .join('; ');
    }
    if (byOption && typeof value === 'string') return labelOf(value);
    if (isObject(value)) {
      if (typeof value.formatted_address === 'string') return value.formatted_address;
      if (typeof value.url === 'string') return value.url;
      return JSON.stringify(value);
    }
    return String(value);
  };
  return flatten;
}

/**
 * One coordinate of an address answer as a cell (lists joined with "; "):
 * the export gives latitude and longitude columns of their own beside the
 * formatted address.
 * @example addressCoordinate({formatted_address: 'Main St 1', geometry: {location: {lat: 52.5, lng: 13.4}}}, 'lat') // '52.5'
 */
export function addressCoordinate(value: unknown, axis: 'lat' | 'lng'): string {
  if (Array.isArray(value)) return value.map((item) => addressCoordinate(item, axis)).join('; ');
  if (!isObject(value) || !isObject(value.geometry) || !isObject(value.geometry.location)) return '';
  const coordinate = value.geometry.location[axis];
  return typeof coordinate === 'number' && Number.isFinite(coordinate) ? String(coordinate) : '';
}
