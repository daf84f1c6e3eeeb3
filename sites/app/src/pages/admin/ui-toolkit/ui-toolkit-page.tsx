import { Trans } from '@lingui/react/macro';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { ButtonSamples } from './ui-toolkit-buttons.tsx';
import { FormAlertSamples, LoadingScreenSamples, NotificationSamples } from './ui-toolkit-feedback.tsx';
import { InputSamples } from './ui-toolkit-inputs.tsx';
import { MapSamples, PaginationSamples, RichTextSamples } from './ui-toolkit-rich.tsx';

/**
 * `/admin/ui-toolkit`: every component of `@masthead/ui` (and the admin
 * lists' pagination) in every variant and state, each under its heading,
 * in the current theme: a living style sheet that a test screenshots.
 */
export function UiToolkitPage({ route }: PageProps) {
  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Every interface component in every variant and state, in the current theme.</Trans>
      </p>
      <ButtonSamples />
      <NotificationSamples />
      <FormAlertSamples />
      <LoadingScreenSamples />
      <InputSamples />
      <PaginationSamples />
      <RichTextSamples />
      <MapSamples />
    </PageSection>
  );
}
