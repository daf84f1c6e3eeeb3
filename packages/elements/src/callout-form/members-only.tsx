import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import { Button } from '@masthead/ui';
import type { WidgetApi } from '../widget-api.tsx';
import { askForPass, keepPass } from './answer-pass.ts';
import * as styles from './callout-form.css.ts';

interface MembersOnlyProps {
  api: WidgetApi;
  callout: Callout;
  slug: string;
  /** The pass is kept: the form loads again, as the member. */
  loggedIn: () => void;
}

/**
 * A members-only call-out and nobody known: "Log in" opens the hosted
 * site's popup, where the member logs in and confirms, and which hands this
 * page a pass (README, "Members-only call-outs"). A browser that refuses the
 * popup gets a link to answer on the hosted site instead.
 */
export function MembersOnly({ api, callout, slug, loggedIn }: MembersOnlyProps) {
  const { t, i18n } = useLingui();
  const [popup, setPopup] = useState<'idle' | 'open' | 'blocked'>('idle');
  const logIn = async () => {
    setPopup('open');
    const got = await askForPass({ apiOrigin: api.origin, calloutId: callout.id, lang: i18n.locale });
    if (got === 'blocked') return setPopup('blocked');
    setPopup('idle');
    if (!got) return;
    keepPass(api.origin, got);
    loggedIn();
  };
  const hosted = `${api.origin}/crowdnewsroom/${encodeURIComponent(slug)}/respond`;
  return (
    <>
      <p>
        {i18n._({
          id: 'error.members-only',
          message: 'This call-out is open to members only. Please log in to respond.',
        })}
      </p>
      <p className={styles.status} role="status">
        {popup === 'open' ? t`Log in in the window that opened, then come back here.` : ''}
      </p>
      {popup === 'blocked' ? (
        <p>
          {t`Your browser did not open the login window.`}{' '}
          <a href={hosted} target="_blank" rel="noopener">
            {t`Log in and answer on our site instead`}
          </a>
        </p>
      ) : (
        <Button type="button" loading={popup === 'open'} onClick={() => void logIn()}>
          {t`Log in`}
        </Button>
      )}
    </>
  );
}
