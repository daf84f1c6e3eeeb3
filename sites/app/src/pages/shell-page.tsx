import { useLingui } from '@lingui/react';
import type { RouteDef } from '../routes/route-table.ts';

/**
 * A route's page in the shell's layout. The issues that build each area
 * replace this with the real page; until then it shows where the reader is.
 */
export function ShellPage({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(route.title)}</h1>
    </section>
  );
}
