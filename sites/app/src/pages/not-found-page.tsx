import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { notFoundTitle } from '../routes/route-table.ts';
import { Link } from '../routes/link.tsx';

export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(notFoundTitle)}</h1>
      <p>
        <Trans>The page you were looking for doesn't exist or has moved.</Trans>
      </p>
      <p>
        <Link href="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
