import { Trans } from '@lingui/react/macro';

/** Shown instead of a page that may not run inside another site's frame. */
export function FrameRefusedPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>This page can't be shown here</Trans>
      </h1>
      <p>
        <Trans>For your security this page only opens on our own site.</Trans>
      </p>
      <p>
        <a href={window.location.href} target="_blank" rel="noopener">
          <Trans>Open it in a new window</Trans>
        </a>
      </p>
    </section>
  );
}
