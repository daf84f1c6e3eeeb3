import { componentOptions, type AnswerableComponent } from '@masthead/core';

/**
 * One answer as parts a page can show: text, a yes/no, a date, an uploaded
 * file, a drawn signature. Nothing when the answer is missing.
 */
export type AnswerPart =
  | { kind: 'text'; text: string }
  | { kind: 'yes-no'; yes: boolean }
  | { kind: 'date'; date: Date }
  | { kind: 'file'; url: string; name: string }
  | { kind: 'drawing'; src: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parts of a response's answer to `component` (docs/product/api.md,
 * "Shapes worth knowing": response answers):
 * option values become their labels, select boxes the ticked labels, an
 * address its formatted text, a file a link named after its path.
 * @example answerParts({type: 'radio', key: 'k', values: [{label: 'Yes please', value: 'y'}]}, 'y') // [{kind: 'text', text: 'Yes please'}]
 */
export function answerParts(component: AnswerableComponent, value: unknown): AnswerPart[] {
  if (Array.isArray(value)) return value.flatMap((item) => answerParts(component, item));
  if (value === undefined || value === null || value === '') return [];
  const options = componentOptions(component);
  const labelOf = (option: string) => options.find((o) => o.value === option)?.label || option;

  switch (component.type) {
    case 'checkbox':
      return typeof value === 'boolean' ? [{ kind: 'yes-no', yes: value }] : [];
    case 'selectboxes':
      return isObject(value)
        ? Object.entries(value)
            .filter(([, ticked]) => ticked === true)
            .map(([option]) => ({ kind: 'text', text: labelOf(option) }))
        : [];
    case 'radio':
    case 'select':
      return [{ kind: 'text', text: labelOf(String(value)) }];
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? [{ kind: 'text', text: String(value) }] : [{ kind: 'date', date }];
    }
    case 'signature':
      return typeof value === 'string' && value.startsWith('data:image/')
        ? [{ kind: 'drawing', src: value }]
        : [{ kind: 'text', text: String(value) }];
    case 'file':
      if (isObject(value) && typeof value.url === 'string') {
        const path = typeof value.path === 'string' ? value.path : value.url;
        return [{ kind: 'file', url: value.url, name: path.split('/').pop() || path }];
      }
      return [];
    case 'address':
      if (isObject(value) && typeof value.formatted_address === 'string') {
        return [{ kind: 'text', text: value.formatted_address }];
      }
      return typeof value === 'string' ? [{ kind: 'text', text: value }] : [];
    default:
      return isObject(value) ? [] : [{ kind: 'text', text: String(value) }];
  }
}
