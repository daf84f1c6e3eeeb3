import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { JoinSettings } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { JoinForm } from '../../join/widgets.ts';
import * as styles from './membership-builder.css.ts';

/**
 * The join form as a reader sees it, from the draft (saved or not): the
 * real `<join-form>` component in its preview mode, which sends nothing.
 */
export function JoinPreview({ settings }: { settings: JoinSettings }) {
  const { t, i18n } = useLingui();
  const general = useSnapshot(useAppContext().settings);
  // The newsroom's symbol where it names the currency content/join charges in, as the form itself does.
  const currency = {
    currencyCode: settings.currency,
    currencySymbol: general.currencyCode === settings.currency ? general.currencySymbol : settings.currency,
  };
  return (
    <section aria-labelledby="join-preview-title" className={styles.preview}>
      <h2 id="join-preview-title">{t`Preview`}</h2>
      <p
        className={styles.hint}
      >{t`The join form as readers see it, with your changes before they are saved. It sends nothing.`}</p>
      <JoinForm api={location.origin} lang={i18n.locale} preview={{ settings, currency }} />
    </section>
  );
}
