import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Notice } from '@masthead/core';
import { visuallyHidden } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { dismissNotice, readDismissed } from './dismissed-notices.ts';
import { NoticeCard } from './notice-card.tsx';
import { openNoticeRules } from './notice-calls.ts';
import * as css from './notices.css.ts';

/** The most notices the home shows at once; newsrooms run a handful at a time. */
const shownAtMost = 20;

/** Moves focus after a dismissal: to the next notice still shown, else the page's heading. */
function focusAfterDismiss(nextId: string | undefined) {
  const next = nextId ? document.querySelector<HTMLElement>(`[data-notice="${CSS.escape(nextId)}"]`) : null;
  const target = next ?? document.getElementById('page-title');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * The open notices on the member's home, newest first, each dismissible
 * for this browser session. Admins get every notice from the server, so
 * the list always asks for open ones. Nothing shows while loading, when
 * there are none, or when they cannot be loaded (the app reports a 5xx).
 */
export function ProfileNotices() {
  const { api } = useAppContext();
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const [said, setSaid] = useState('');
  // After a dismissal, once React has removed the card: where focus goes (the next notice's id, or none).
  const [focusAfter, setFocusAfter] = useState<{ nextId: string | undefined } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    focusAfterDismiss(focusAfter.nextId);
    setFocusAfter(null);
  }, [focusAfter]);
  const { result } = useLoad(
    () =>
      api.notices.list({
        query: { limit: shownAtMost, sort: 'createdAt', order: 'DESC', rules: JSON.stringify(openNoticeRules) },
      }),
    [],
  );
  const shown: Notice[] = result.state === 'done' ? result.value.items.filter((n) => !dismissed.includes(n.id)) : [];

  const dismiss = (notice: Notice) => {
    const index = shown.indexOf(notice);
    const nextId = (shown[index + 1] ?? shown[index - 1])?.id;
    setDismissed(dismissNotice(notice.id));
    setSaid(t`Notice “${notice.name}” dismissed.`);
    setFocusAfter({ nextId });
  };

  return (
    <>
      {shown.length > 0 && (
        <div className={css.list}>
          {shown.map((notice) => (
            <NoticeCard key={notice.id} notice={notice} onDismiss={() => dismiss(notice)} />
          ))}
        </div>
      )}
      {/* Present from the start, so the dismissal is announced; the card's going is what sighted readers see. */}
      <p role="status" className={visuallyHidden}>
        {said}
      </p>
    </>
  );
}
