import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { genericTexts, type Callout, type CalloutResponse, type RuleGroup } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { EmptyState, type EmptyAction } from '../../../common/empty-state.tsx';
import { errorText } from '../../../common/error-text.ts';
import type { RouteDef } from '../../../routes/route-table.ts';
import { calloutAvailability, isMember } from '../callout-availability.ts';
import { calloutPath } from '../use-public-callout.ts';
import { CalloutCard, ResponseCard } from './callout-cards.tsx';
import { useFocusHeading } from './use-focus-heading.ts';
import * as css from '../crowdnewsroom.css.ts';

interface Lists {
  open: Callout[];
  responses: CalloutResponse[];
  archive: Callout[];
}

// A member's page is short: the newest hundred of each list is plenty, and saves paging.
const limit = 100;

const published = (status: 'open' | 'ended'): RuleGroup => ({
  condition: 'AND',
  rules: [
    { field: 'status', operator: 'equal', value: [status] },
    // Admins would see hidden call-outs too; a member's list never shows them.
    { field: 'hidden', operator: 'equal', value: [false] },
  ],
});

/** The caller's own responses, whatever else they may see (a member who also reviews a call-out sees only their own here). */
const ownResponses: RuleGroup = {
  condition: 'AND',
  rules: [{ field: 'contact', operator: 'equal', value: ['me'] }],
};

/**
 * Loads the three lists: open call-outs the member can answer (listed on
 * members' pages, not answered yet unless they may answer again, members-only
 * ones only for members), the member's own responses, and ended call-outs.
 */
function useLists(): { lists: Lists | null; failure: unknown } {
  const { api, session } = useAppContext();
  const { i18n } = useLingui();
  const roles = useSnapshot(session).contact?.activeRoles ?? null;
  // The lists load again for another language only; the roles are read as they are then.
  const latestRoles = useRef(roles);
  latestRoles.current = roles;
  const [lists, setLists] = useState<Lists | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    const variant = i18n.locale;
    const roles = latestRoles.current;
    Promise.all([
      api.callouts.list({
        query: { with: ['hasAnswered'], variant, rules: JSON.stringify(published('open')), limit },
      }),
      api.responses.list({
        query: {
          rules: JSON.stringify(ownResponses),
          with: ['callout'],
          variant,
          sort: 'createdAt',
          order: 'DESC',
          limit,
        },
      }),
      api.callouts.list({
        query: {
          with: ['hasAnswered'],
          variant,
          rules: JSON.stringify(published('ended')),
          sort: 'expires',
          order: 'DESC',
          limit,
        },
      }),
    ])
      .then(([open, responses, ended]) => {
        if (!live) return;
        setLists({
          open: open.items.filter(
            (c) =>
              c.showOnDashboard && (!c.hasAnswered || c.allowMultiple) && (c.access !== 'member' || isMember(roles)),
          ),
          responses: responses.items,
          archive: ended.items.filter((c) => c.showOnDashboard),
        });
      })
      .catch((error: unknown) => live && setFailure(error));
    return () => {
      live = false;
    };
  }, [api, i18n.locale]);

  return { lists, failure };
}

export function CalloutLists({ route, focusHeading }: { route: RouteDef; focusHeading: boolean }) {
  const { i18n } = useLingui();
  const heading = useFocusHeading<HTMLHeadingElement>(focusHeading);
  const { lists, failure } = useLists();

  let body;
  if (lists) {
    body = (
      <>
        <ListSection
          title={<Trans>Open call-outs</Trans>}
          empty={
            <Trans>
              There are no call-outs for you to answer right now. New ones appear here as soon as the newsroom opens
              them.
            </Trans>
          }
        >
          {lists.open.map((callout) => (
            <CalloutCard key={callout.id} callout={callout} />
          ))}
        </ListSection>
        <ListSection title={<Trans>Your responses</Trans>} {...noResponses(lists.open)}>
          {lists.responses.map((response) => (
            <ResponseCard key={response.id} response={response} />
          ))}
        </ListSection>
        <ListSection title={<Trans>Archive</Trans>} empty={<Trans>No call-outs have ended yet.</Trans>}>
          {lists.archive.map((callout) => (
            <CalloutCard key={callout.id} callout={callout} />
          ))}
        </ListSection>
      </>
    );
  } else if (failure) {
    body = <FormAlert>{i18n._(errorText(failure) ?? genericTexts.reload)}</FormAlert>;
  } else {
    body = (
      <p role="status">
        <Trans>Loading your call-outs…</Trans>
      </p>
    );
  }

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {i18n._(route.title)}
      </h1>
      {body}
    </section>
  );
}

/** What "Your responses" says before the first one: answer the first open call-out, when there is one. */
function noResponses(callouts: readonly Callout[]) {
  const open = callouts.find((callout) => calloutAvailability(callout, ['member']) === 'open');
  if (!open) {
    return { empty: <Trans>You have not responded to any call-outs yet. Your answers appear here once you do.</Trans> };
  }
  const title = open.title;
  return {
    empty: <Trans>You have not responded to any call-outs yet. Answer an open call-out to share what you know.</Trans>,
    emptyAction: { href: calloutPath(open, 'respond'), label: <Trans>Answer “{title}”</Trans> },
  };
}

function ListSection({
  title,
  empty,
  emptyAction,
  children,
}: {
  title: ReactNode;
  empty: ReactNode;
  emptyAction?: EmptyAction | undefined;
  children: ReactNode[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children.length > 0 ? (
        <ul className={css.cards}>{children}</ul>
      ) : (
        <EmptyState action={emptyAction}>{empty}</EmptyState>
      )}
    </section>
  );
}
