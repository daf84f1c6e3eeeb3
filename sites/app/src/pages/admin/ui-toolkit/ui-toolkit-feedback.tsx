import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { createNotificationStore, FormAlert, LoadingScreen, NotificationList } from '@masthead/ui';
import { Sample, ToolkitSection } from './ui-toolkit-section.tsx';
import * as css from './ui-toolkit.css.ts';

/** A store of its own holding one notification of each variant, and a toast; none times out. */
function sampleNotifications() {
  const store = createNotificationStore();
  store.notify({ variant: 'default', title: msg`Default`, description: msg`Something happened.`, timeout: 0 });
  store.notify({ variant: 'success', title: msg`Success`, description: msg`The changes have been saved.`, timeout: 0 });
  store.notify({ variant: 'warning', title: msg`Warning`, description: msg`Check this before going on.`, timeout: 0 });
  store.notify({ variant: 'error', title: msg`Error`, description: msg`Something went wrong.`, timeout: 0 });
  store.notify({ variant: 'success', style: 'toast', title: msg`A toast`, timeout: 0, removeable: true });
  return store;
}

/** Notifications of every variant, kept in the page's flow rather than the window's corner. */
export function NotificationSamples() {
  const [store] = useState(sampleNotifications);
  return (
    <ToolkitSection title={<Trans>Notifications</Trans>}>
      <NotificationList store={store} className={css.notifications} />
    </ToolkitSection>
  );
}

/** A form's message in its three variants, with and without a title. */
export function FormAlertSamples() {
  const { t } = useLingui();
  return (
    <ToolkitSection title={<Trans>Form messages</Trans>}>
      <div className={css.row}>
        <Sample caption={<code>error</code>}>
          <FormAlert title={t`Not saved`}>{t`Something is missing. Please check the fields above.`}</FormAlert>
        </Sample>
        <Sample caption={<code>success</code>}>
          <FormAlert variant="success">{t`The changes have been saved.`}</FormAlert>
        </Sample>
        <Sample caption={<code>info</code>}>
          <FormAlert variant="info" title={t`Good to know`}>
            {t`Members see this from tomorrow.`}
          </FormAlert>
        </Sample>
      </div>
    </ToolkitSection>
  );
}

/**
 * The loading screen: plain, with progress, with retry, with the info note,
 * and all at once; each titled apart, as landmarks on one page must be.
 */
export function LoadingScreenSamples() {
  const { t } = useLingui();
  return (
    <ToolkitSection title={<Trans>Loading screen</Trans>}>
      <div className={css.row}>
        <div className={css.screenFrame}>
          <LoadingScreen />
        </div>
        <div className={css.screenFrame}>
          <LoadingScreen title={t`Loading, with progress`} showProgress progress={40} />
        </div>
        <div className={css.screenFrame}>
          <LoadingScreen title={t`Starting`} showRetry onRetry={() => undefined} />
        </div>
        <div className={css.screenFrame}>
          <LoadingScreen title={t`Loading, with a note`} showInfo />
        </div>
        <div className={css.screenFrame}>
          <LoadingScreen title={t`Starting, with everything`} showProgress progress={75} showRetry showInfo />
        </div>
      </div>
    </ToolkitSection>
  );
}
