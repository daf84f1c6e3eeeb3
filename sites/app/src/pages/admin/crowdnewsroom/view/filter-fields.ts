import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { answerFieldSpec, componentOptions, formComponents, type CalloutTag, type FormSchema } from '@masthead/core';
import type { FilterField } from '../../../../common/rules/rule-drafts.ts';

/**
 * What a call-out's responses can be filtered by in the rule builder: each
 * answer (named by its label), when it arrived, its tags and its assignee
 * ("me", or one of `assignees`).
 */
export function filterFields(
  form: FormSchema | undefined,
  tags: readonly CalloutTag[],
  assignees: readonly { id: string; name: string }[],
  i18n: I18n,
): FilterField[] {
  const answers = form
    ? formComponents(form).map(({ slideId, component }): FilterField => {
        const options = componentOptions(component);
        return {
          field: `answers.${slideId}.${component.key}`,
          label: component.label || component.key,
          spec: answerFieldSpec(component),
          ...(options.length > 0 ? { optionLabels: Object.fromEntries(options.map((o) => [o.value, o.label])) } : {}),
        };
      })
    : [];
  const fixed: FilterField[] = [
    { field: 'createdAt', label: i18n._(msg`Received`), spec: { type: 'date' } },
    {
      field: 'assignee',
      label: i18n._(msg`Assignee`),
      spec: { type: 'contact', nullable: true },
      optionLabels: Object.fromEntries(assignees.map((a) => [a.id, a.name])),
    },
  ];
  if (tags.length > 0) {
    fixed.push({
      field: 'tags',
      label: i18n._(msg`Tags`),
      spec: { type: 'array', options: tags.map((tag) => tag.id) },
      optionLabels: Object.fromEntries(tags.map((tag) => [tag.id, tag.name])),
    });
  }
  return [...answers, ...fixed];
}
