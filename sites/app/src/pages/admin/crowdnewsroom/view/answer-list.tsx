import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  answerPath,
  componentOptions,
  formComponents,
  type AnswerableComponent,
  type FormSchema,
} from '@masthead/core';
import * as css from '../../../../admin-kit/admin.css.ts';

const isFile = (value: unknown): value is { url: string; path?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';

/** A link for an uploaded file, only to http(s) addresses. */
function fileLink(file: { url: string; path?: string }, key: number) {
  if (!/^https?:\/\//i.test(file.url) && !file.url.startsWith('/')) return <span key={key}>{file.path ?? ''}</span>;
  const name = file.path?.split('/').pop() || file.url;
  return (
    <a key={key} href={file.url} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  );
}

/**
 * One answer as read-only text, following its component: option labels for
 * choices, Yes/No for a checkbox, dates in the reader's language, links for
 * files, the image of a drawn signature. Never as HTML.
 */
function formatAnswer(component: AnswerableComponent, value: unknown, i18n: I18n): ReactNode {
  if (value === undefined || value === null || value === '') return null;
  const label = (v: unknown) => componentOptions(component).find((o) => o.value === v)?.label ?? String(v);
  switch (component.type) {
    case 'checkbox':
      return i18n._(value === true ? msg`Yes` : msg`No`);
    case 'radio':
    case 'select':
      return Array.isArray(value) ? value.map(label).join(', ') : label(value);
    case 'selectboxes': {
      const ticked = Object.entries(value as Record<string, unknown>).filter(([, on]) => on === true);
      return ticked.length > 0 ? ticked.map(([key]) => label(key)).join(', ') : null;
    }
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime())
        ? String(value)
        : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
    }
    case 'address':
      return (value as { formatted_address?: string }).formatted_address ?? null;
    case 'file': {
      const files = (Array.isArray(value) ? value : [value]).filter(isFile);
      return files.length > 0 ? <span className={css.row}>{files.map(fileLink)}</span> : null;
    }
    case 'signature':
      return typeof value === 'string' && value.startsWith('data:image/png') ? (
        <img src={value} alt={i18n._(msg`Drawn signature`)} style={{ maxWidth: '20rem', background: '#fff' }} />
      ) : (
        String(value)
      );
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
}

/**
 * The answer `prop` points at (`answers.<slideId>.<key>`, the builder's response title setting)
 * as plain text, or null when unset, not in the form, unanswered, or not text (a file, a signature).
 * @example answerText(form, answers, 'answers.s1.name', i18n) // 'Ana'
 */
export function answerText(
  form: FormSchema | undefined,
  answers: Record<string, Record<string, unknown>> | undefined,
  prop: string | undefined,
  i18n: I18n,
): string | null {
  const path = answerPath(prop);
  if (!path || !answers || !form) return null;
  const [slideId, key] = path;
  const entry = formComponents(form).find((e) => e.slideId === slideId && e.component.key === key);
  if (!entry) return null;
  const text = formatAnswer(entry.component, answers[slideId]?.[key], i18n);
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** The answers of a response as label → answer, slide by slide, in form order. */
export function AnswerList({ form, answers }: { form: FormSchema; answers: Record<string, Record<string, unknown>> }) {
  const { t, i18n } = useLingui();
  const entries = formComponents(form);
  const slides = form.slides.filter((slide) => entries.some((e) => e.slideId === slide.id));
  return (
    <>
      {slides.map((slide, index) => {
        const part = index + 1;
        return (
          <div key={slide.id}>
            {slides.length > 1 && <h3>{slide.title || t`Part ${part}`}</h3>}
            <dl className={css.details}>
              {entries
                .filter((e) => e.slideId === slide.id)
                .map(({ component }) => (
                  <div key={component.key} style={{ display: 'contents' }}>
                    <dt>{component.label || component.key}</dt>
                    <dd>
                      {formatAnswer(component, answers[slide.id]?.[component.key], i18n) ?? (
                        <span className={css.muted}>{t`No answer`}</span>
                      )}
                    </dd>
                  </div>
                ))}
            </dl>
          </div>
        );
      })}
    </>
  );
}
