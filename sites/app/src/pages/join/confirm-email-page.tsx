import { useEffect, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useAppContext } from '../../app-context.ts';
import { PageSection } from '../../common/page-section.tsx';
import { useWidgetsI18n } from '../../i18n/use-widgets-i18n.ts';
import type { PageProps } from '../../routes/pages.ts';
import { CheckEmail } from './widgets.ts';

/**
 * `/join/confirm-email`: the join form's last step on a page of its own
 * ("Check your email"), with the organisation's own title and text from
 * content/join/setup where it has them.
 */
export function ConfirmEmailPage({ route }: PageProps) {
  const { api } = useAppContext();
  const widgets = useWidgetsI18n();
  const [own, setOwn] = useState<{ title: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    api.content.joinSetup().then(
      (setup) => live && setOwn({ title: setup.confirmEmailTitle, text: setup.confirmEmailText }),
      // The standard texts say enough.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <PageSection title={route.title}>
      {widgets && (
        <I18nProvider i18n={widgets}>
          <CheckEmail email={null} own={own} />
        </I18nProvider>
      )}
    </PageSection>
  );
}
