import { I18nProvider } from '@lingui/react';
import { PageSection } from '../../forms/page-section.tsx';
import { useWidgetsI18n } from '../../i18n/use-widgets-i18n.ts';
import type { PageProps } from '../../routes/pages.ts';
import { CheckEmail } from './widgets.ts';

/** `/join/confirm-email`: the join form's last step on a page of its own ("Check your email"). */
export function ConfirmEmailPage({ route }: PageProps) {
  const widgets = useWidgetsI18n();
  return (
    <PageSection title={route.title}>
      {widgets && (
        <I18nProvider i18n={widgets}>
          <CheckEmail email={null} />
        </I18nProvider>
      )}
    </PageSection>
  );
}
