import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import {
  isOnSites,
  type ContributionPeriod,
  type GeneralSettings,
  type JoinSettings,
  type SignupBody,
  type SignupCheckStatus,
} from '@masthead/core';
import { CurrencyContext, type Currency, type DraftPreset } from '@masthead/forms/contribution';
import { ApiError } from '@masthead/client';
import { Button, FormAlert } from '@masthead/ui';
import { emit } from '../emit.ts';
import { useWidgetLocale } from '../use-widget-locale.ts';
import { WidgetFallback } from '../widget-fallback.tsx';
import { errorCode, useWidgetApi } from '../widget-api.tsx';
import { lazyComponent } from '../lazy-component.tsx';
import { ChooseStep, type JoinChoice } from './choose-step.tsx';
import { flowParam, joinCalls, joinSource, signupUrls, type JoinCalls } from './join-calls.ts';
import { joinErrorText } from './join-error-texts.ts';
import type { Names, Vat } from './names-step.tsx';
import type { ReturnProblem } from './return-step.tsx';
import { forgetEmail, recallEmail, rememberEmail } from './remembered-email.ts';
import * as styles from './join-form.css.ts';

// The steps after the first load when first shown (most readers of an article never get
// there); a reader who joins without a contribution starts loading them on submit.
const loadLaterSteps = () => import('./later-steps.tsx');
const LaterStep = lazyComponent(() => loadLaterSteps().then((m) => m.LaterStep));

/** The server's refusal of `completeUrl` as an address off the organisation's site. */
const refusesReturn = (error: unknown) =>
  error instanceof ApiError &&
  Array.isArray(error.errors) &&
  error.errors.some((problem) => problem.field === 'contribution.completeUrl' && problem.rule === 'sameSite');

export interface JoinFormProps {
  /** Where the API (and the hosted app) lives; the script's own origin when not given. */
  api?: string;
  lang?: string;
  /** A preset amount in major units ("10"), instead of the middle suggestion. */
  amount?: string | number;
  /** A preset period: `monthly` or `annually`. */
  period?: string;
  /** The hosted app: where the provider sends the reader back (`/join/complete`); else the page the form is on. */
  completeUrl?: string;
  /** The hosted app: what to do when the provider refused the payment (its `/join/failed` page). */
  onPaymentFailed?: () => void;
  /**
   * The membership builder's live preview: these settings (not yet saved) and currency instead of
   * content/join's. Nothing is fetched or sent: the form stays on its first step.
   */
  preview?: { settings: JoinSettings; currency: Currency };
}

type Loaded =
  | { phase: 'loading' }
  /** Newsroom mode (content/general): joining is off, and the element shows nothing. */
  | { phase: 'off' }
  | { phase: 'failed'; attempt: number }
  | { phase: 'ready'; settings: JoinSettings; currency: Currency; vat?: Vat };

type Step =
  | { kind: 'choose' }
  | { kind: 'returned'; flowId: string }
  | { kind: 'problem'; problem: ReturnProblem }
  | { kind: 'names'; flowId: string }
  | { kind: 'check-email'; email: string | null };

const flowOfPage = () => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(flowParam));

/** The newsroom's symbol where it names the currency content/join charges in; else the code itself. */
const currencyOf = (join: JoinSettings, general: GeneralSettings): Currency => ({
  currencyCode: join.currency,
  currencySymbol: general.currencyCode === join.currency ? general.currencySymbol : join.currency,
});

function presetOf(amount: JoinFormProps['amount'], period: string | undefined): DraftPreset {
  const value = Number(amount);
  return {
    ...(amount !== undefined && amount !== '' && Number.isFinite(value) && value > 0 ? { amount: value } : {}),
    ...(period === 'monthly' || period === 'annually' ? { period: period as ContributionPeriod } : {}),
  };
}

/**
 * Where the form starts: the attributes' preset; without an amount, content/join's
 * starting amount (`initialAmount`) where the period shown is its `initialPeriod`.
 */
function startOf(settings: JoinSettings, amount: JoinFormProps['amount'], period: string | undefined): DraftPreset {
  const chosen = presetOf(amount, period);
  if (chosen.amount !== undefined) return chosen;
  const shown = chosen.period ?? settings.initialPeriod;
  return shown === settings.initialPeriod ? { amount: settings.initialAmount, period: shown } : chosen;
}

/**
 * `<join-form>`: joining with a contribution in three steps. The choice
 * (amount, period, method, fee, email) goes to `POST signup`, and the reader
 * to the provider in the same window; back on this page (`?paymentFlowId=`)
 * the names finish it (`POST signup/complete`), then "Check your email".
 * Without a contribution the first step leads straight to the last.
 */
export function JoinForm(props: JoinFormProps) {
  const api = useWidgetApi(props.api);
  const calls = useMemo(() => joinCalls(api), [api]);
  const { i18n, failed } = useWidgetLocale(props.lang, api);
  const anchor = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const previewing = props.preview !== undefined;

  useEffect(() => {
    let live = true;
    if (previewing) return;
    void (async () => {
      try {
        // Both asked at once; in newsroom mode the server refuses content/join, and the general settings say why.
        const join = calls.settings(undefined, { credentials: 'omit' });
        join.catch(() => null);
        const general = await calls.general(undefined, { credentials: 'omit' });
        if (general.newsroomMode) {
          if (!live) return;
          console.warn('Masthead: joining is off in newsroom mode (Settings > General), so <join-form> shows nothing.');
          return setLoaded({ phase: 'off' });
        }
        const settings = await join;
        const vat = general.vatEnabled ? { rate: general.vatRate ?? 0 } : undefined;
        if (live) setLoaded({ phase: 'ready', settings, currency: currencyOf(settings, general), vat });
      } catch (error) {
        if (!live) return;
        setLoaded({ phase: 'failed', attempt });
        emit(anchor.current, 'join:error', { code: errorCode(error), message: '' });
      }
    })();
    return () => {
      live = false;
    };
  }, [calls, attempt, previewing]);
  const ready: Omit<Extract<Loaded, { phase: 'ready' }>, 'phase'> | null =
    props.preview ?? (loaded.phase === 'ready' ? loaded : null);
  if (loaded.phase === 'off') return null;

  return (
    <div ref={anchor} className={styles.root} lang={i18n ? (i18n.locales?.[0] ?? i18n.locale) : undefined}>
      {i18n ? (
        <I18nProvider i18n={i18n}>
          {ready ? (
            <CurrencyContext.Provider value={ready.currency}>
              <JoinSteps
                {...props}
                settings={ready.settings}
                vat={ready.vat}
                calls={calls}
                origin={api.origin}
                anchor={anchor}
              />
            </CurrencyContext.Provider>
          ) : loaded.phase === 'failed' ? (
            <JoinLoadFailed attempt={loaded.attempt} onRetry={() => setAttempt((n) => n + 1)} />
          ) : (
            <JoinLoading />
          )}
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

function JoinLoading() {
  const { t } = useLingui();
  return (
    <p className={styles.placeholder} role="status" aria-busy="true">
      {t`Loading the join form…`}
    </p>
  );
}

function JoinLoadFailed({ attempt, onRetry }: { attempt: number; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <FormAlert key={attempt} title={t`Could not load the join form`}>
        <p>{t`The server could not be reached. Check your connection, then try again.`}</p>
      </FormAlert>
      <div className={styles.actions}>
        <Button type="button" variant="primaryOutlined" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    </>
  );
}

interface StepsProps extends JoinFormProps {
  settings: JoinSettings;
  /** Where content/general turns VAT on. */
  vat?: Vat;
  calls: JoinCalls;
  /** The API's (and the hosted app's) origin, for the emailed links. */
  origin: string;
  anchor: { current: HTMLDivElement | null };
}

/** `?paymentFlowId=…` appended to the page the reader returns to, as the server does for the provider. */
const withFlow = (url: string, flowId: string) => {
  const next = new URL(url);
  next.searchParams.set(flowParam, flowId);
  return next.href;
};

function JoinSteps(props: StepsProps) {
  const { settings, vat, calls, origin, anchor, completeUrl, onPaymentFailed, amount, period, preview } = props;
  const { i18n, t } = useLingui();
  const [step, setStep] = useState<Step>(() => {
    const flowId = preview ? null : flowOfPage();
    return flowId ? { kind: 'returned', flowId } : { kind: 'choose' };
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // The first step's heading takes focus when the reader starts again (each later step focuses its
  // own, later-steps.tsx); on arrival the first step does not take focus from the article around it.
  const arrived = useRef(false);
  useEffect(() => {
    if (step.kind === 'choose' && arrived.current) heading.current?.focus();
    arrived.current = true;
  }, [step.kind]);

  /** The page without the flow's id, so a reload does not offer a finished or failed return again. */
  const forgetFlow = () => {
    const here = new URL(location.href);
    here.searchParams.delete(flowParam);
    history.replaceState(history.state, '', here.href);
  };

  const fail = (error: unknown) => {
    const code = errorCode(error);
    const message = i18n._(joinErrorText(code));
    emit(anchor.current, 'join:error', { code, message });
    return { code, message };
  };

  const start = async ({ email, contribution }: JoinChoice) => {
    const { completeUrl: page, ...links } = signupUrls(origin, completeUrl ?? location.href);
    const bodyFor = (back: string): SignupBody => ({
      email,
      ...links,
      ...(contribution ? { contribution: { ...contribution, completeUrl: back } } : {}),
      source: joinSource(location.href, document.title, document.referrer),
    });
    // The reader comes back to this article where the organisation lets embeds do so (its site,
    // EMBED_ORIGINS: the settings' `returnOrigins`); elsewhere they finish on the hosted app. Should
    // the server still refuse the article (its settings changed meanwhile), the hosted app it is.
    const hosted = `${origin}/join/complete`;
    if (!contribution) void loadLaterSteps().catch(() => undefined);
    let back = isOnSites(page, settings.returnOrigins) ? page : hosted;
    const flow = await calls.signup({ body: bodyFor(back) }).catch((error: unknown) => {
      if (!contribution || back === hosted || !refusesReturn(error)) throw error;
      back = hosted;
      return calls.signup({ body: bodyFor(back) });
    });
    if (!flow || !contribution) {
      emit(anchor.current, 'join:completed', { contribution: false });
      setStep({ kind: 'check-email', email });
      return flow ?? null;
    }
    rememberEmail(email);
    const target = flow.redirectUrl ?? withFlow(back, flow.paymentFlowId);
    const started = new CustomEvent('join:started', {
      detail: { paymentFlowId: flow.paymentFlowId, redirectUrl: target, ...contribution },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    // A page that cancels the event takes the reader to the provider itself (a popup, say).
    if (anchor.current?.dispatchEvent(started) !== false) location.assign(target);
    return flow;
  };

  const complete = async (flowId: string, names: Names) => {
    await calls.complete({ body: { paymentFlowId: flowId, ...names } });
    forgetFlow();
    const email = recallEmail();
    forgetEmail();
    emit(anchor.current, 'join:completed', { contribution: true });
    setStep({ kind: 'check-email', email });
  };

  const returned = (flowId: string, status: SignupCheckStatus) => {
    if (status === 'ready') return setStep({ kind: 'names', flowId });
    forgetFlow();
    if (status === 'completed') return setStep({ kind: 'check-email', email: recallEmail() });
    if (status === 'refused') {
      emit(anchor.current, 'join:error', {
        code: 'payment-refused',
        message: i18n._(joinErrorText('payment-refused')),
      });
      if (onPaymentFailed) return onPaymentFailed();
    }
    setStep({ kind: 'problem', problem: status });
  };

  if (step.kind === 'check-email') return <LaterStep kind="check-email" email={step.email} calls={calls} />;
  if (step.kind === 'returned') {
    return (
      <LaterStep
        kind="returned"
        check={async () => (await calls.check({ body: { paymentFlowId: step.flowId } })).status}
        onStatus={(status) => returned(step.flowId, status)}
        failureText={(error) => fail(error).message}
      />
    );
  }
  if (step.kind === 'problem') {
    return <LaterStep kind="problem" problem={step.problem} onRestart={() => setStep({ kind: 'choose' })} />;
  }
  if (step.kind === 'names') {
    return (
      <LaterStep
        kind="names"
        vat={vat}
        onSubmit={(names) => complete(step.flowId, names)}
        failureText={(error) => {
          const { code, message } = fail(error);
          if (code === 'payment-refused' && onPaymentFailed) onPaymentFailed();
          return message;
        }}
      />
    );
  }
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {settings.title.trim() || t`Join us`}
      </h2>
      <p className={styles.text}>
        {settings.subtitle.trim() || t`Support independent journalism with a regular contribution.`}
      </p>
      {settings.notice ? <p className={styles.text}>{settings.notice}</p> : null}
      <ChooseStep
        // The preview starts again where the builder's starting amount or period changes.
        key={preview ? `${settings.initialAmount} ${settings.initialPeriod}` : undefined}
        settings={settings}
        preset={startOf(settings, amount, period)}
        onSubmit={preview ? async () => null : start}
        failureText={(error) => fail(error).message}
      />
    </>
  );
}
