import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@masthead/core';

/** A page's outer section, labelled by its h1 (the route's title). */
export function PageSection({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(title)}</h1>
      {children}
    </section>
  );
}
