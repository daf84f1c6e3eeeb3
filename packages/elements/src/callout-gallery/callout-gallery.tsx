import { useEffect, useId, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { Callout, ResponseMapItem } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useWidgetApi } from '../widget-api.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { answerAt, answerLabel, answerText, imageUrl, type ResponseView } from './published.ts';
import { useWidgetLocale } from '../use-widget-locale.ts';
import { WidgetFallback } from '../widget-fallback.tsx';
import { usePublished, type Published } from './use-published.ts';
import * as styles from './callout-gallery.css.ts';

export interface CalloutGalleryProps {
  slug?: string;
  /** Where the API lives; the embed script's origin when not given. */
  api?: string;
  lang?: string;
  /** Ignored here; the map element's attribute (one props type for both). */
  tiles?: string;
}

/** Cards per request; "Show more responses" asks for the next ones. */
export const galleryPageSize = 24;

/**
 * `<callout-gallery slug="…">`: the responses a call-out publishes, as a
 * list of cards (title and image answers); a card opens its details in a
 * dialog. Texts in the reader's language.
 */
export function CalloutGallery(props: CalloutGalleryProps) {
  const slug = props.slug ?? '';
  const api = useWidgetApi(props.api);
  const { locale, i18n, failed } = useWidgetLocale(props.lang, api);
  const anchor = useRef<HTMLDivElement>(null);
  const { state, loadMore, reload, attempt } = usePublished(api, slug, locale, anchor, { pageSize: galleryPageSize });
  return (
    <div ref={anchor} className={styles.root} lang={i18n ? (i18n.locales?.[0] ?? i18n.locale) : undefined}>
      {i18n ? (
        <I18nProvider i18n={i18n}>
          <GalleryBody state={state} loadMore={loadMore} reload={reload} attempt={attempt} api={api.origin} />
        </I18nProvider>
      ) : failed ? (
        <WidgetFallback />
      ) : (
        <p className={styles.placeholder} aria-busy="true">
          …
        </p>
      )}
    </div>
  );
}

/** What a card shows of one response. */
export interface ResponseCard {
  key: string;
  number: number;
  title: string;
  image: string | null;
  /** Other published answers (the address), labelled by their form label. */
  fields: { label: string; text: string }[];
}

/** Title, image and the other published answers of each response, read through the call-out's response view. */
export function responseCards(
  callout: Callout,
  view: ResponseView,
  items: readonly ResponseMapItem[],
  untitled: (n: number) => string,
  api: string,
): ResponseCard[] {
  const props = [view.map?.addressProp ?? ''].filter((p) => p && p !== view.titleProp && p !== view.imageProp);
  const labels = props.map((p) => answerLabel(callout, p));
  return items.map((item) => ({
    key: String(item.number),
    number: item.number,
    title: answerText(answerAt(item, view.titleProp)) || untitled(item.number),
    image: imageUrl(answerAt(item, view.imageProp), api),
    fields: props
      .map((p, i) => ({ label: labels[i] ?? '', text: answerText(answerAt(item, p)) }))
      .filter((f) => f.text !== ''),
  }));
}

interface GalleryBodyProps {
  state: Published;
  loadMore: () => void;
  /** "Try again" after a failed load, and how many tries there were. */
  reload: () => void;
  attempt: number;
  api: string;
}

function GalleryBody({ state, loadMore, reload, attempt, api }: GalleryBodyProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [open, setOpen] = useState<ResponseCard | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The first card a "Show more" brought: focus moves there when it arrives.
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const count = state.phase === 'ready' ? state.items.length : 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('article')[from]?.focus();
  }, [count]);

  if (state.phase === 'loading') {
    return (
      <p className={styles.placeholder} role="status" aria-busy="true">
        {t`Loading responses…`}
      </p>
    );
  }
  if (state.phase === 'not-found') return <p role="status">{t`This call-out could not be found.`}</p>;
  if (state.phase === 'failed') {
    return <LoadFailed code={state.code} attempt={attempt} retrying={state.retrying} onRetry={reload} />;
  }

  const { callout, view, items, total, more } = state;
  const cards = responseCards(callout, view, items, (n) => t`Response ${n}`, api);
  const shown = cards.length;
  let body;
  if (!view.gallery) body = <p role="status">{t`This call-out has no public gallery.`}</p>;
  else if (cards.length === 0) body = <p role="status">{t`No responses to show yet.`}</p>;
  else {
    body = (
      <>
        <p className={styles.note} role="status">{t`Responses shown: ${shown} of ${total}`}</p>
        <ul ref={list} className={styles.grid} role="list">
          {cards.map((card) => (
            <li key={card.key}>
              <GalleryCard
                card={card}
                onOpen={(button) => {
                  opener.current = button;
                  setOpen(card);
                }}
              />
            </li>
          ))}
        </ul>
        {more === 'failed' ? <FormAlert>{t`More responses could not be loaded. Please try again.`}</FormAlert> : null}
        {shown < total ? (
          <div className={styles.more}>
            <Button
              type="button"
              variant="primaryOutlined"
              disabled={more === 'loading'}
              onClick={() => {
                focusFrom.current = shown;
                loadMore();
              }}
            >
              {more === 'loading' ? t`Loading responses…` : t`Show more responses`}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  const name = callout.title;
  return (
    // Named apart from the same call-out's map or form on the page (axe landmark-unique).
    <section aria-label={t`Gallery: ${name}`}>
      <h2 id={headingId} className={styles.title}>
        {callout.title}
      </h2>
      {body}
      {open ? (
        <ResponseDialog
          card={open}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

function GalleryCard({ card, onOpen }: { card: ResponseCard; onOpen: (button: HTMLElement) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const title = card.title;
  return (
    <article className={styles.card} aria-labelledby={titleId} tabIndex={-1}>
      {card.image ? (
        <img
          className={styles.image}
          src={card.image}
          alt={t`Image sent with: ${title}`}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          <button
            type="button"
            className={styles.opener}
            aria-haspopup="dialog"
            onClick={(event) => onOpen(event.currentTarget)}
          >
            {title}
          </button>
        </h3>
        {card.fields.map((field) => (
          <p key={field.label} className={styles.meta}>
            {field.text}
          </p>
        ))}
      </div>
    </article>
  );
}

/** One response in a modal dialog: focus goes in, Escape or Close shuts it, focus goes back to its card. */
function ResponseDialog({ card, onClose }: { card: ResponseCard; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closing = useRef(onClose);
  closing.current = onClose;
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    const closed = () => closing.current();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);
  const shut = () => {
    ref.current?.close();
    closing.current();
  };
  const title = card.title;
  const number = card.number;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      // Escape closes it even where the browser would not (a dialog opened without a fresh user gesture).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        shut();
      }}
    >
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.meta}>{t`Response number ${number}`}</p>
      {card.image ? <img className={styles.dialogImage} src={card.image} alt={t`Image sent with: ${title}`} /> : null}
      {card.fields.length > 0 ? (
        <dl className={styles.fields}>
          {card.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label || t`Answer`}</dt>
              <dd>{field.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.dialogActions}>
        <Button type="button" onClick={shut}>
          {t`Close`}
        </Button>
      </div>
    </dialog>
  );
}
