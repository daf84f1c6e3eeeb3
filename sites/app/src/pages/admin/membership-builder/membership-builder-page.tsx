import { useLingui } from '@lingui/react';
import type { PageProps } from '../../../routes/pages.ts';
import { BuilderTabs, tabOfPath } from './builder-tabs.tsx';
import { JoinFormTab } from './join-form-tab.tsx';
import { SetupTab } from './setup-tab.tsx';

/**
 * `/admin/membership-builder` and its tabs: the join form (amounts,
 * options, appearance, with a live preview), the intro after payment, the
 * join emails and the confirmation page. Each tab saves its own part.
 */
export function MembershipBuilderPage({ route }: PageProps) {
  const { i18n } = useLingui();
  const tab = tabOfPath(route.path);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(route.title)}</h1>
      <BuilderTabs current={tab} />
      {tab === 'join' ? <JoinFormTab /> : <SetupTab key={tab} tab={tab} />}
    </section>
  );
}
