import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { CsvDownloadLink } from '../../../common/csv-download-link.tsx';

/**
 * The contacts CSV export (`GET contact.csv`): the shared download link, in
 * the words of contacts, with how many of the server's `X-Total-Count` have
 * arrived.
 */
export function ContactsCsvLink({
  href,
  children,
  fetchCsv,
}: {
  href: string;
  children: ReactNode;
  fetchCsv?: (url: string) => Promise<Response>;
}) {
  const { t } = useLingui();
  const texts = {
    running: ({ size: received, rows, total }: { size: string; rows: string; total: string | null }) =>
      total === null
        ? t`Downloaded ${received}, ${rows} contacts…`
        : t`Downloaded ${received}, ${rows} of ${total} contacts…`,
    done: (rows: number) =>
      t({ message: plural(rows, { one: 'Export ready: # contact.', other: 'Export ready: # contacts.' }) }),
    failed: (reason: string | null) => `${t`The export failed.`} ${reason ?? t`Please try again.`}`,
    progressLabel: t`Export progress`,
  };
  return (
    <CsvDownloadLink href={href} fileName="contacts.csv" texts={texts} fetchCsv={fetchCsv}>
      {children}
    </CsvDownloadLink>
  );
}
