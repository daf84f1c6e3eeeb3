import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import {
  formComponents,
  readerTexts,
  guestDetailsAsked,
  keptContact,
  needsCaptcha,
  newsletterOptIn,
  type AnswerPass,
  type Callout,
  type FormAnswers,
} from '@masthead/core';
import { FormRenderer, sanitizeHtml } from '@masthead/forms/renderer';
import { Button, FormAlert } from '@masthead/ui';
import { emit } from '../emit.ts';
import { useWidgetLocale } from '../use-widget-locale.ts';
import { WidgetFallback } from '../widget-fallback.tsx';
import { ApiError, uploader } from '@masthead/client';
import { errorCode, useWidgetApi, type WidgetApi } from '../widget-api.tsx';
import { focusLoaded, LoadFailed } from '../load-failed.tsx';
import { lazyComponent } from '../lazy-component.tsx';
import { fetchReader, withRetries, type Reader, type ResponseBody } from './form-calls.ts';
import { useGuestDetails } from './guest-details.ts';
import { useNewsletterChoice } from './newsletter-choice.ts';
import { submitErrorText } from './error-texts.ts';
import { passHeaders } from './pass-headers.ts';

// The login popup and answer passes: only members-only call-outs load them.
const MembersOnly = lazyComponent(() => import('./members-only.tsx').then((m) => m.MembersOnly));
const passes = () => import('./answer-pass.ts');
// The reader's note, guest contact details and newsletter sign-up: asked for as a form that has them shows.
const loadBeforeSubmit = () => import('./before-submit.tsx');
const BeforeSubmit = lazyComponent(() => loadBeforeSubmit().then((m) => m.BeforeSubmit), <p aria-busy="true">…</p>);
import * as styles from './callout-form.css.ts';

export interface CalloutFormProps {
  slug?: string;
  /** Where the API lives; the script's own origin when not given. */
  api?: string;
  lang?: string;
  /** Renders and checks the form but never submits: any value but "false" (a bare `preview` attribute too). */
  preview?: string | boolean;
  /**
   * Whether the call-out's title heads the form (the default). The hosted
   * call-out page, which has the title as its own h1, says false: no
   * attribute, the element always shows it.
   */
  titled?: boolean;
}

type Loaded =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  /** `code`: the failed call's (`network` when the API was not reached); `retrying`: "Try again" was pressed and the new try is under way. */
  | { phase: 'failed'; code: string; retrying: boolean }
  /**
   * `reader`: who is logged in on the hosted site, asked only where it matters (members-only call-outs, guest contact
   * details), or whose answer pass this page holds (`pass`, on another origin); `answered`: the reader has answered.
   */
  | { phase: 'ready'; callout: Callout; reader: Reader | null; pass: AnswerPass | null; answered: boolean };

/** Call-outs that ask who answers: members only, or guests' contact details (which a logged-in reader is not asked for). */
const asksWhoAnswers = (access: Callout['access']) => access === 'member' || guestDetailsAsked(access) !== 'never';

/**
 * `<callout-form slug="…">`: one call-out, its intro and form, contact
 * fields and captcha as the call-out asks, and the thanks message after
 * answering. Fetches the call-out and, on the API's own origin, the reader at
 * once; its texts in the reader's language.
 */
export function CalloutForm(props: CalloutFormProps) {
  const slug = props.slug ?? '';
  const api = useWidgetApi(props.api);
  const { locale, i18n, failed } = useWidgetLocale(props.lang, api);
  const anchor = useRef<HTMLDivElement>(null);
  // A bare `preview` attribute arrives as ''.
  const preview = props.preview !== undefined && props.preview !== false && props.preview !== 'false';
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  // "Try again" after a failed load: counts the tries and asks again; the alert stays until the answer.
  const [attempt, setAttempt] = useState(0);
  const retried = useRef(false);
  const retry = () => {
    retried.current = true;
    setLoaded((now) => (now.phase === 'failed' ? { ...now, retrying: true } : now));
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    let live = true;
    setLoaded((now) => (now.phase === 'failed' && now.retrying ? now : { phase: 'loading' }));
    if (!locale) return;
    if (!slug) {
      setLoaded({ phase: 'not-found' });
      return;
    }
    void (async () => {
      try {
        // One round trip: the reader (only where cookies go along) is asked while the call-out loads.
        const [callout, known] = await Promise.all([
          api.callouts.get({
            params: { id: slug },
            query: { with: api.withCookies ? ['form', 'hasAnswered'] : ['form'], variant: locale },
          }),
          fetchReader(api),
        ]);
        const reader = asksWhoAnswers(callout.access) ? known : null;
        const ready = reader
          ? { reader, pass: null, answered: callout.hasAnswered === true }
          : await withKeptPass(api, callout, locale);
        if (!live) return;
        setLoaded({ phase: 'ready', callout, ...ready });
        emit(anchor.current, 'callout:loaded', { slug, id: callout.id });
      } catch (error) {
        if (!live) return;
        const notFound = error instanceof ApiError && error.httpCode === 404;
        setLoaded(notFound ? { phase: 'not-found' } : { phase: 'failed', code: errorCode(error), retrying: false });
        emit(anchor.current, 'callout:error', {
          code: errorCode(error),
          message: error instanceof Error ? error.message : '',
        });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, slug, locale, attempt]);

  // Loaded after "Try again": focus moves from the button (now gone) to what came instead.
  useEffect(() => {
    if (!retried.current || loaded.phase === 'loading' || loaded.phase === 'failed') return;
    retried.current = false;
    focusLoaded(anchor.current);
  }, [loaded]);

  // The member's pass came from the login popup: load again, as them.
  const loggedIn = () => setAttempt((n) => n + 1);

  return (
    <div ref={anchor} className={styles.root} lang={i18n ? (i18n.locales?.[0] ?? i18n.locale) : undefined}>
      {i18n ? (
        <I18nProvider i18n={i18n}>
          <CalloutBody
            loaded={loaded}
            attempt={attempt}
            retry={retry}
            loggedIn={loggedIn}
            api={api}
            slug={slug}
            preview={preview}
            titled={props.titled !== false}
            anchor={anchor}
          />
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

/**
 * On another origin, for a members-only call-out: the pass this tab keeps
 * from an earlier login (a reload), checked with the server, which also says
 * whether the member answered. A pass the server no longer takes is dropped.
 */
async function withKeptPass(api: WidgetApi, callout: Callout, locale: string) {
  const none = { reader: null, pass: null, answered: false };
  if (callout.access !== 'member') return none;
  const { storedPass, dropPass } = await passes();
  const pass = storedPass(api.origin, callout.id);
  if (!pass) return none;
  const seen = await api.callouts.get(
    { params: { id: callout.id }, query: { with: ['hasAnswered'], variant: locale } },
    { headers: passHeaders(pass) },
  );
  if (seen.hasAnswered === undefined) {
    dropPass(api.origin, callout.id);
    return none;
  }
  return { reader: pass.reader, pass, answered: seen.hasAnswered };
}

interface BodyProps {
  loaded: Loaded;
  attempt: number;
  retry: () => void;
  /** A pass arrived from the login popup. */
  loggedIn: () => void;
  api: WidgetApi;
  slug: string;
  preview: boolean;
  /** Whether the call-out's title heads the form (`CalloutFormProps.titled`). */
  titled: boolean;
  anchor: { current: HTMLDivElement | null };
}

function CalloutBody({ loaded, attempt, retry, loggedIn, api, slug, preview, titled, anchor }: BodyProps) {
  const { t, i18n } = useLingui();
  if (loaded.phase === 'loading') {
    return (
      <p className={styles.placeholder} role="status" aria-busy="true">
        {t`Loading call-out…`}
      </p>
    );
  }
  if (loaded.phase === 'not-found') {
    return <p role="status">{t`This call-out could not be found.`}</p>;
  }
  if (loaded.phase === 'failed') {
    return <LoadFailed code={loaded.code} attempt={attempt} retrying={loaded.retrying} onRetry={retry} />;
  }
  const { callout, reader, pass, answered } = loaded;
  const heading = titled ? <h2 className={styles.title}>{callout.title}</h2> : null;
  if (!preview && (callout.status === 'ended' || callout.status === 'scheduled' || callout.status === 'draft')) {
    return (
      <>
        {heading}
        <p role="status">
          {callout.status === 'ended'
            ? i18n._({ id: 'error.callout-closed', message: 'This call-out is closed and no longer takes responses.' })
            : t`This call-out is not open yet. Please come back later.`}
        </p>
      </>
    );
  }
  if (!preview && callout.access === 'member' && !reader) {
    return (
      <>
        {heading}
        <MembersOnly api={api} callout={callout} slug={slug} loggedIn={loggedIn} />
      </>
    );
  }
  if (!preview && reader && answered && !callout.allowMultiple) {
    return (
      <>
        {heading}
        <p role="status">
          {i18n._({ id: 'error.already-responded', message: 'You have already responded to this call-out.' })}
        </p>
      </>
    );
  }
  return (
    <LiveForm
      callout={callout}
      reader={reader}
      pass={pass}
      api={api}
      slug={slug}
      preview={preview}
      titled={titled}
      anchor={anchor}
    />
  );
}

interface LiveFormProps {
  callout: Callout;
  reader: Reader | null;
  /** Sent with the answers on another origin, where the reader is known by it. */
  pass: AnswerPass | null;
  api: WidgetApi;
  slug: string;
  preview: boolean;
  titled: boolean;
  anchor: { current: HTMLDivElement | null };
}

type Sending =
  | { kind: 'idle' }
  | { kind: 'captcha' }
  | { kind: 'retrying' }
  /** `busy`: "Try again" was pressed and the answers are on their way again. */
  | { kind: 'failed'; text: string; retry: boolean; busy?: boolean };

function LiveForm({ callout, reader, pass, api, slug, preview, titled, anchor }: LiveFormProps) {
  const { t, i18n } = useLingui();
  // A logged-in reader answers as themselves: the server refuses guest details from them.
  const guestAccess = !reader && guestDetailsAsked(callout.access) !== 'never';
  const guest = useGuestDetails(callout.access);
  // The server signs up only a contact it keeps: the reader, or a guest once they give details
  // (opting in asks for them); never on call-outs that keep no one.
  const newsletter = useNewsletterChoice(
    keptContact(callout.access, { loggedIn: !!reader, guest: true }) ? newsletterOptIn(callout.newsletterSchema) : null,
  );
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  // File answers go up as they are chosen; only this element uploads, so the shared API leaves it out.
  const upload = useMemo(() => uploader(api.request, api.request.url), [api]);
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);
  // One key per form fill, kept across retries: the server answers a repeat with the first response.
  const idempotencyKey = useRef(crypto.randomUUID());
  const lastAnswers = useRef<FormAnswers | null>(null);
  const captchaToken = useRef<string | undefined>(undefined);
  // As the server decides: `guest` captchas are for callers without a session.
  // (Should the session have ended meanwhile, the server's captcha-required turns it on for the next try.)
  const captchaAsked = useRef(false);
  const captchaNeeded = needsCaptcha(callout.captcha, !!reader);
  const geocoderUrl = useGeocoderUrl(api, callout.formSchema, preview);
  const noted = reader && keptContact(callout.access, { loggedIn: true, guest: false }) ? reader : null;
  const asksMore = !!noted || guestAccess || !!newsletter.offer;
  useEffect(() => {
    if (asksMore) loadBeforeSubmit().catch(() => undefined);
  }, [asksMore]);

  const send = async (answers: FormAnswers) => {
    lastAnswers.current = answers;
    // A guest opting in to the newsletter gives someone to send it to.
    const details = guestAccess ? guest.check(newsletter.optIn) : null;
    if (details === false) return;
    try {
      if ((captchaNeeded || captchaAsked.current) && !captchaToken.current) {
        setSending({ kind: 'captcha' });
        captchaToken.current = await withRetries(
          // The solver is a chunk of its own, fetched only by call-outs that ask for a captcha.
          async () =>
            (await import('./captcha.ts')).solveChallenge(
              await api.captcha.challenge(undefined, { credentials: 'omit' }),
            ),
          () => undefined,
        );
      }
      setSending((now) => (now.kind === 'captcha' ? { kind: 'idle' } : now));
      const body: ResponseBody = {
        answers,
        ...(details ? { guest: details } : {}),
        ...(newsletter.body ? { newsletter: newsletter.body } : {}),
      };
      const created = await withRetries(
        () =>
          api.responses.submit(
            {
              params: { id: callout.id },
              query: captchaToken.current ? { captchaToken: captchaToken.current } : {},
              body,
            },
            { headers: { 'idempotency-key': idempotencyKey.current, ...passHeaders(pass) } },
          ),
        () => setSending({ kind: 'retrying' }),
        api.retryDelays,
      );
      setSending({ kind: 'idle' });
      emit(anchor.current, 'callout:submitted', { id: created.id, slug });
      if (callout.thanksRedirect) {
        location.assign(callout.thanksRedirect);
        return;
      }
      setDone(true);
    } catch (error) {
      const apiError = error instanceof ApiError && !error.isNetworkError ? error : null;
      const code = errorCode(error);
      // A spent or refused captcha token is of no use for the next try.
      if (code.startsWith('captcha')) captchaToken.current = undefined;
      if (code === 'captcha-required') captchaAsked.current = true;
      // The pass ended meanwhile (its session logged out): the next load asks for a login again.
      if (code === 'not-logged-in' && pass) void passes().then((m) => m.dropPass(api.origin, callout.id));
      const text = i18n._(apiError && !apiError.isServerError ? submitErrorText(code) : readerTexts.responseFailed);
      setSending({ kind: 'failed', text, retry: !apiError || apiError.isServerError || code.startsWith('captcha') });
      emit(anchor.current, 'callout:error', { code, message: text });
    }
  };

  if (done) {
    // Focus moves to the thanks (the form and its button are gone), so a screen reader reads it out once.
    return (
      <div>
        <h2 ref={thanks} tabIndex={-1} className={styles.title}>
          {callout.thanksTitle || t`Thank you!`}
        </h2>
        {callout.thanksText ? (
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(callout.thanksText) }} />
        ) : null}
      </div>
    );
  }

  // One live status, always there, so each change of its text is announced: the captcha, then the retries.
  let progress = '';
  if (sending.kind === 'captcha') progress = t`Checking that you are not a robot…`;
  // Tries still to come: not a failure yet, so no "please try again" (that comes once they have run out).
  if (sending.kind === 'retrying') progress = t`Sending… (retrying)`;
  const failed = sending.kind === 'failed' ? sending : null;
  const notice = (
    <>
      <p className={styles.status} role="status">
        {progress}
      </p>
      {failed ? <FormAlert>{failed.text}</FormAlert> : null}
      {failed?.retry && lastAnswers.current ? (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="primaryOutlined"
            loading={failed.busy}
            onClick={() => {
              setSending({ ...failed, busy: true });
              void send(lastAnswers.current!);
            }}
          >
            {t`Try again`}
          </Button>
        </div>
      ) : null}
    </>
  );

  const beforeSubmit = (
    <>
      {asksMore ? (
        <BeforeSubmit
          access={callout.access}
          reader={noted}
          guest={guestAccess ? guest : null}
          newsletter={newsletter}
        />
      ) : null}
      {notice}
    </>
  );

  return (
    <>
      {titled ? <h2 className={styles.title}>{callout.title}</h2> : null}
      {callout.intro ? (
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(callout.intro) }} />
      ) : null}
      <FormRenderer
        schema={callout.formSchema ?? { slides: [] }}
        mode={preview ? 'preview' : 'live'}
        onSubmit={send}
        upload={preview ? undefined : (file, kind) => upload(`POST /${kind}`, file)}
        places={geocoderUrl ? { geocoderUrl } : undefined}
        beforeSubmit={beforeSubmit}
      />
    </>
  );
}

/**
 * The organisation's geocoder for the address search, asked (`content/general`)
 * only by a form with an address question, after it shows: the search button
 * appears when it arrives; without one, or if the ask fails, there is none.
 */
function useGeocoderUrl(api: WidgetApi, schema: Callout['formSchema'], preview: boolean): string {
  const [url, setUrl] = useState('');
  const hasAddress = !!schema && formComponents(schema).some((entry) => entry.component.type === 'address');
  useEffect(() => {
    if (!hasAddress || preview) return;
    let live = true;
    api.content.general().then(
      (general) => live && setUrl(general.geocoderUrl ?? ''),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, hasAddress, preview]);
  return url;
}
