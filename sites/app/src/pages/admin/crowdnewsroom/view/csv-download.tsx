import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CsvDownloadLink } from '../../../../common/csv-download-link.tsx';

/** The responses CSV export of a call-out: the shared download link, in the words of responses. */
export function ResponsesCsvLink({
  href,
  fileName,
  children,
  fetchCsv,
}: {
  href: string;
  /** Used when the answer names no file. */
  fileName: string;
  children: ReactNode;
  fetchCsv?: (url: string) => Promise<Response>;
}) {
  const { t, i18n } = useLingui();
  const texts = {
    running: ({ rows, size: received }: { rows: string; size: string }) =>
      t`Downloading… ${rows} responses (${received}) so far.`,
    done: (count: number) => {
      const rows = i18n.number(count);
      return t`Download complete: ${rows} responses.`;
    },
    failed: () => t`The download failed. Please try again.`,
    progressLabel: t`Download progress`,
  };
  return (
    <CsvDownloadLink href={href} fileName={fileName} texts={texts} fetchCsv={fetchCsv}>
      {children}
    </CsvDownloadLink>
  );
}
