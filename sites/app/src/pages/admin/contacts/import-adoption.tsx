import { useEffect, useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContributionAdoptionReason, OperationOutput } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { perPeriod } from '@masthead/forms/contribution';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import * as css from '../../../admin-kit/admin.css.ts';
import * as own from './import.css.ts';
import { PollError } from './poll-error.tsx';
import { useDay } from './use-day.ts';

type Run = OperationOutput<'GET /contribution-adoption/run/{id}'>;
type Result = OperationOutput<'GET /contribution-adoption'>['items'][number];

/** Results shown after a run; the rest are in the API's list (`GET contribution-adoption?runId=…`). */
const shownResults = 100;

/** Why a subscription was not linked, as an admin reads it. */
export const adoptionReasonTexts: Record<ContributionAdoptionReason, MessageDescriptor> = {
  'no-customer': msg`The payment provider does not know this customer.`,
  'no-subscription': msg`The customer has no active subscription.`,
  'several-subscriptions': msg`The customer has more than one active subscription: set the contribution by hand.`,
  'currency-mismatch': msg`The subscription charges another currency than the organisation’s.`,
  'unsupported-subscription': msg`The subscription is not monthly or yearly, or its payment method cannot be charged here.`,
  'subscription-taken': msg`The subscription is already another contact’s contribution.`,
  'already-running': msg`The contact’s contribution already runs here.`,
  'provider-not-set-up': msg`This payment provider is not set up here.`,
  'provider-error': msg`The payment provider did not answer. Try again later.`,
};

const providerNames: Record<Result['provider'], string> = { stripe: 'Stripe', gocardless: 'GoCardless' };

const isDone = (run: Run) => run.state === 'done' || run.state === 'failed';

/** "£7.00 per month" in the subscription's own currency (a refused one may charge another). */
function charged(i18n: I18n, result: Result): string {
  if (result.amount === null) return '';
  const money = result.currency
    ? i18n.number(result.amount, { style: 'currency', currency: result.currency })
    : i18n.number(result.amount);
  return result.period ? perPeriod(i18n, money, result.period) : money;
}

/** One contact's line: what is charged, each period, next on which day; or why it was not linked. */
function ResultRow({ result }: { result: Result }) {
  const { t, i18n } = useLingui();
  const day = useDay();
  const adopted = result.state === 'adopted';
  return (
    <tr>
      <td>{result.email ?? t`(contact deleted)`}</td>
      <td>{providerNames[result.provider]}</td>
      <td>{adopted ? t`Linked` : t`Not linked`}</td>
      <td>{charged(i18n, result)}</td>
      <td>{result.nextChargeDate ? day(result.nextChargeDate) : ''}</td>
      <td>{result.reason ? i18n._(adoptionReasonTexts[result.reason]) : ''}</td>
    </tr>
  );
}

/**
 * After an import: "Link running subscriptions" (`POST contribution-adoption
 * {importId}`) for the contacts whose Stripe or GoCardless customers the
 * file named, counted first (`GET contribution-adoption/eligible`); the
 * run's progress, read every second; then per contact what was linked
 * (amount, period, next charge) and what was not, and why. Nothing is
 * charged: the subscriptions already run at the provider.
 * API: packages/server/src/payments/adoption/README.md.
 */
export function ImportAdoption({ importId }: { importId: string }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const [eligible, setEligible] = useState<number | null>(null);
  const [countError, setCountError] = useState<MessageDescriptor | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [results, setResults] = useState<{ items: Result[]; total: number } | null>(null);
  const [pollError, setPollError] = useState<MessageDescriptor | null>(null);
  const [pollRound, setPollRound] = useState(0);
  const { busy, error, submit } = useSubmit();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    api.contributionAdoption.eligible({ query: { importId } }).then(
      (answer) => live && setEligible(answer.eligible),
      (failure: unknown) => live && setCountError(errorText(failure) ?? msg`The count could not be read.`),
    );
    return () => {
      live = false;
    };
  }, [api, importId]);

  // A run's progress, every second until it is done; then its results.
  const runId = run?.id;
  const running = run !== null && !isDone(run);
  useEffect(() => {
    if (!runId) return;
    let live = true;
    if (!running) {
      // Its results, and who is left to link (refused for a reason that may pass: the provider did not answer).
      Promise.all([
        api.contributionAdoption.list({ query: { runId, limit: shownResults } }),
        api.contributionAdoption.eligible({ query: { importId } }),
      ]).then(
        ([answer, left]) => {
          if (!live) return;
          setResults({ items: answer.items, total: answer.total });
          setEligible(left.eligible);
        },
        (failure: unknown) => live && setPollError(errorText(failure) ?? msg`The results could not be read.`),
      );
      return () => {
        live = false;
      };
    }
    const timer = setTimeout(() => {
      api.contributionAdoption.run({ params: { id: runId } }).then(
        (next) => live && setRun(next),
        (failure: unknown) => live && setPollError(errorText(failure) ?? msg`The progress could not be read.`),
      );
    }, 1000);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, importId, runId, running, run, pollRound]);

  useEffect(() => {
    if (results) resultHeading.current?.focus();
  }, [results]);

  const start = () =>
    submit(() => api.contributionAdoption.start({ body: { importId } }), {
      onSuccess: (started) => {
        setResults(null);
        setPollError(null);
        setRun(started);
      },
    });

  const count = eligible === null ? '' : i18n.number(eligible);
  const done = run ? i18n.number(run.done) : '';
  const total = run ? i18n.number(run.eligible) : '';
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Running subscriptions`}
      </h2>
      {countError && <FormAlert>{i18n._(countError)}</FormAlert>}
      {eligible === 0 && !run && (
        <p>{t`No contact of this import has a Stripe or GoCardless customer whose subscription could be linked.`}</p>
      )}
      {eligible !== null && eligible > 0 && !running && (
        <>
          <p>
            <Trans>
              Contacts of this import who already pay through Stripe or GoCardless keep their subscription: linking
              reads it from the payment provider and makes it their contribution here, with its amount, period and next
              charge. Nothing is charged and nobody has to sign up again.
            </Trans>
          </p>
          <p>
            {t({
              message: plural(eligible, {
                one: '# contact can be linked.',
                other: '# contacts can be linked.',
              }),
            })}
          </p>
          {error && <FormAlert>{i18n._(error)}</FormAlert>}
          <Button type="button" loading={busy} onClick={() => void start()}>
            {t`Link running subscriptions (${count})`}
          </Button>
        </>
      )}
      {run && running && (
        <>
          <p id={`${id}-progress`}>{t`Linking progress`}</p>
          <progress
            aria-labelledby={`${id}-progress`}
            className={own.progress}
            value={run.done}
            max={Math.max(run.eligible, 1)}
          />
          <p role="status">{t`${done} of ${total} contacts looked at.`}</p>
        </>
      )}
      {pollError && (
        <PollError
          error={pollError}
          onRetry={() => {
            setPollError(null);
            setPollRound((n) => n + 1);
          }}
        />
      )}
      {run && !running && results && (
        <div>
          <h3 ref={resultHeading} tabIndex={-1} className={own.focusTarget}>
            {t`Linked subscriptions`}
          </h3>
          {run.state === 'failed' && (
            <FormAlert>{t`Linking stopped before the end. Contacts linked so far stay linked; linking again goes on with the rest.`}</FormAlert>
          )}
          <p role="status">{t`${i18n.number(run.adopted)} linked, ${i18n.number(run.refused)} not linked.`}</p>
          {results.items.length > 0 && (
            <TableScroller label={t`Linked subscriptions`}>
              <table className={css.table}>
                <caption className={own.caption}>{t`Each contact’s subscription`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Contact`}</th>
                    <th scope="col">{t`Provider`}</th>
                    <th scope="col">{t`Result`}</th>
                    <th scope="col">{t`Charged`}</th>
                    <th scope="col">{t`Next charge`}</th>
                    <th scope="col">{t`Why not`}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.items.map((result) => (
                    <ResultRow key={result.id} result={result} />
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
          {results.total > results.items.length && (
            <p>{t`The first ${i18n.number(results.items.length)} of ${i18n.number(results.total)} contacts are shown.`}</p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * On a contact's contribution tab: "Adopted from Stripe on 8 Dec 2026", when
 * their contribution is a subscription linked from the provider (nothing
 * when it is not, or when the line cannot be read).
 */
export function AdoptedLine({ contactId }: { contactId: string }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const day = useDay();
  const [adopted, setAdopted] = useState<Result | null>(null);
  useEffect(() => {
    let live = true;
    api.contributionAdoption.list({ query: { contactId, state: 'adopted', limit: 1 } }).then(
      (answer) => live && setAdopted(answer.items[0] ?? null),
      () => live && setAdopted(null),
    );
    return () => {
      live = false;
    };
  }, [api, contactId]);
  if (!adopted) return null;
  const provider = providerNames[adopted.provider];
  const date = day(adopted.createdAt);
  return (
    <p>{t`This contribution was adopted from ${provider} on ${date}: the subscription was already running there.`}</p>
  );
}
