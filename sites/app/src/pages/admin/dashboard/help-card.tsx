import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../routes/link.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/**
 * The dashboard's help links: where each everyday task starts in the app,
 * and the API reference for a newsroom's developers.
 */
export function HelpCard() {
  const { t } = useLingui();
  const id = useId();
  // Newsroom mode has no join form (routes/route-table.ts: `noNewsroom`).
  const { newsroomMode } = useSnapshot(useAppContext().settings);
  const tasks = [
    { href: '/admin/crowdnewsroom/new', label: t`Start a call-out and embed it in an article` },
    ...(newsroomMode
      ? []
      : [{ href: '/admin/membership-builder', label: t`Set up the join form: amounts, texts and emails` }]),
    { href: '/admin/contacts', label: t`Find, tag and export contacts` },
    { href: '/admin/notices', label: t`Show members a notice on their profile` },
    { href: '/admin/settings', label: t`Change the organisation's settings and theme` },
  ];
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Help`}
      </h2>
      <ul>
        {tasks.map((task) => (
          <li key={task.href}>
            <Link href={task.href}>{task.label}</Link>
          </li>
        ))}
        <li>
          <a href="/api/1.0/openapi.json">{t`The API reference (OpenAPI) for developers`}</a>
        </li>
      </ul>
    </section>
  );
}
