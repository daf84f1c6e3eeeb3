import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formComponents, type FormAnswers, type FormSchema } from '@masthead/core';
import { answerParts, type AnswerPart } from './answer-parts.ts';
import * as css from '../crowdnewsroom.css.ts';

/** A response's answers, read only: each question of the form with what was answered, in form order. */
export function AnswerList({ schema, answers }: { schema: FormSchema; answers: FormAnswers }) {
  const { t } = useLingui();
  const entries = formComponents(schema);
  return (
    <dl className={css.answers}>
      {entries.map(({ slideId, component }) => {
        const parts = answerParts(component, answers[slideId]?.[component.key]);
        return (
          <Fragment key={`${slideId}.${component.key}`}>
            <dt className={css.answerLabel}>{component.label || component.key}</dt>
            <dd className={css.answerValue}>
              {parts.length === 0 ? <em>{t`Not answered`}</em> : parts.map((part, i) => <Part key={i} part={part} />)}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

function Part({ part }: { part: AnswerPart }) {
  const { t, i18n } = useLingui();
  switch (part.kind) {
    case 'yes-no':
      return <span>{part.yes ? t`Yes` : t`No`}</span>;
    case 'date':
      return <span>{i18n.date(part.date, { dateStyle: 'long', timeStyle: 'short' })}</span>;
    case 'file':
      return (
        <span>
          <a href={part.url} target="_blank" rel="noopener">
            {part.name}
          </a>{' '}
        </span>
      );
    case 'drawing':
      return <img className={css.signature} src={part.src} alt={t`Your drawn signature`} />;
    default:
      return <span className={css.answerLine}>{part.text}</span>;
  }
}
