import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MapView, osmAttribution, osmTileUrl, type MapMarker } from '@masthead/ui/map';
import { useWidgetApi } from '../widget-api.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { responseCards, type ResponseCard } from '../callout-gallery/callout-gallery.tsx';
import { answerAt, coordinates } from '../callout-gallery/published.ts';
import { usePublished, type Published } from '../callout-gallery/use-published.ts';
import { useWidgetLocale } from '../use-widget-locale.ts';
import { WidgetFallback } from '../widget-fallback.tsx';
import * as gallery from '../callout-gallery/callout-gallery.css.ts';
import * as styles from './callout-map.css.ts';

export interface CalloutMapProps {
  slug?: string;
  /** Where the API lives; the embed script's origin when not given. */
  api?: string;
  lang?: string;
  /** A raster tile URL template; the call-out's map tiles when not given, else OpenStreetMap's. */
  tiles?: string;
  /** Plain text crediting `tiles` (shown in the map's corner). */
  attribution?: string;
}

/** Responses per request; the map fetches them all (up to `mapResponseLimit`). */
const mapPageSize = 100;
export const mapResponseLimit = 1000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<callout-map slug="…">`: the responses a call-out publishes, placed on a
 * leaflet map (loaded only when a map is shown) by the address answer its
 * map settings name, with the same responses as a list beside it.
 */
export function CalloutMap(props: CalloutMapProps) {
  const slug = props.slug ?? '';
  const api = useWidgetApi(props.api);
  const { locale, i18n, failed } = useWidgetLocale(props.lang, api);
  const anchor = useRef<HTMLDivElement>(null);
  const { state, reload, attempt } = usePublished(api, slug, locale, anchor, {
    pageSize: mapPageSize,
    all: true,
    limit: mapResponseLimit,
  });
  return (
    <div ref={anchor} className={gallery.root} lang={i18n ? (i18n.locales?.[0] ?? i18n.locale) : undefined}>
      {i18n ? (
        <I18nProvider i18n={i18n}>
          <MapBody
            state={state}
            reload={reload}
            attempt={attempt}
            tiles={props.tiles}
            attribution={props.attribution}
            api={api.origin}
          />
        </I18nProvider>
      ) : failed ? (
        <WidgetFallback />
      ) : (
        <p className={gallery.placeholder} aria-busy="true">
          …
        </p>
      )}
    </div>
  );
}

interface Place {
  card: ResponseCard;
  position: [number, number] | null;
}

function MapBody({
  state,
  reload,
  attempt,
  tiles,
  attribution,
  api,
}: {
  state: Published;
  /** "Try again" after a failed load, and how many tries there were. */
  reload: () => void;
  attempt: number;
  tiles?: string;
  attribution?: string;
  api: string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusDetails = useRef(false);

  const places = useMemo<Place[]>(() => {
    if (state.phase !== 'ready' || !state.view.map) return [];
    const { callout, view, items } = state;
    const cards = responseCards(callout, view, items, (n) => t`Response ${n}`, api);
    return cards.map((card, i) => ({ card, position: coordinates(answerAt(items[i]!, view.map!.addressProp)) }));
  }, [state, t, api]);
  const markers = useMemo<MapMarker[]>(
    () =>
      places.flatMap(({ card, position }) =>
        position ? [{ id: card.key, lat: position[0], lng: position[1], label: card.title }] : [],
      ),
    [places],
  );

  useEffect(() => {
    if (selected && focusDetails.current) detailsHeading.current?.focus();
    focusDetails.current = false;
  }, [selected]);

  if (state.phase === 'loading') {
    return (
      <p className={gallery.placeholder} role="status" aria-busy="true">
        {t`Loading responses…`}
      </p>
    );
  }
  if (state.phase === 'not-found') return <p role="status">{t`This call-out could not be found.`}</p>;
  if (state.phase === 'failed') {
    return <LoadFailed code={state.code} attempt={attempt} retrying={state.retrying} onRetry={reload} />;
  }

  const { callout, view } = state;
  const settings = view.map;
  const name = callout.title;
  // Named apart from the same call-out's gallery or form on the page (axe landmark-unique).
  const region = t`Map: ${name}`;
  const heading = (
    <h2 id={headingId} className={gallery.title}>
      {callout.title}
    </h2>
  );
  if (!settings) {
    return (
      <section aria-label={region}>
        {heading}
        <p role="status">{t`This call-out has no public map.`}</p>
      </section>
    );
  }

  const tileUrl = tiles || settings.tileUrl || osmTileUrl;
  const credit =
    tiles || settings.tileUrl ? escapeHtml((tiles ? attribution : settings.attribution) ?? '') : osmAttribution;
  const chosen = places.find((p) => p.card.key === selected)?.card ?? null;
  const title = chosen?.title ?? '';
  const placed = markers.length;
  const total = places.length;
  return (
    <section aria-label={region}>
      {heading}
      <p className={gallery.note} role="status">
        {total === 0 ? t`No responses to show yet.` : t`Responses on the map: ${placed} of ${total}`}
      </p>
      {total > 0 ? (
        <p className={gallery.note}>
          <a
            href={`#${listId}`}
            // Inside a shadow root the page's fragment navigation cannot find the target: focus it here.
            onClick={(event) => {
              event.preventDefault();
              listHeading.current?.focus();
            }}
          >
            {t`Skip to the list of responses`}
          </a>
        </p>
      ) : null}
      <MapView
        tileUrl={tileUrl}
        attribution={credit}
        center={settings.center ? [settings.center[1], settings.center[0]] : undefined}
        zoom={settings.initialZoom ?? undefined}
        minZoom={settings.minZoom ?? undefined}
        maxZoom={settings.maxZoom ?? undefined}
        markers={markers}
        selected={selected}
        onSelect={(id) => {
          focusDetails.current = true;
          setSelected(id);
        }}
        label={t`Map of the responses`}
        keyboardHint={t`Arrow keys move the map, plus and minus zoom. Press Tab to reach the responses on it and Enter to show one.`}
        zoomInText={t`Zoom in`}
        zoomOutText={t`Zoom out`}
        loadingText={t`Loading map…`}
        failedText={t`The map could not be loaded. The responses are listed below.`}
      />
      {chosen ? (
        <section className={styles.details} aria-labelledby={`${headingId}-chosen`}>
          <h3 id={`${headingId}-chosen`} ref={detailsHeading} tabIndex={-1} className={styles.detailsTitle}>
            {chosen.title}
          </h3>
          {chosen.image ? (
            <img className={styles.detailsImage} src={chosen.image} alt={t`Image sent with: ${title}`} />
          ) : null}
          {chosen.fields.map((field) => (
            <p key={field.label} className={gallery.meta}>
              {field.text}
            </p>
          ))}
        </section>
      ) : null}
      {total > 0 ? (
        <>
          <h3 id={listId} ref={listHeading} className={styles.listTitle} tabIndex={-1}>
            {t`The responses as a list`}
          </h3>
          <ul className={styles.list}>
            {places.map(({ card, position }) => (
              <li key={card.key}>
                {position ? (
                  <button
                    type="button"
                    className={styles.place}
                    aria-pressed={selected === card.key}
                    onClick={() => setSelected(card.key)}
                  >
                    {card.title}
                  </button>
                ) : (
                  <span>{card.title}</span>
                )}
                {card.fields.map((field) => (
                  <span key={field.label} className={gallery.meta}>
                    {' – '}
                    {field.text}
                  </span>
                ))}
                {position ? null : <span className={gallery.meta}>{` (${t`not on the map`})`}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
