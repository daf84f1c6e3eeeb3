import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface CsvProgress {
  bytes: number;
  /** CSV records received, the header not counted. */
  rows: number;
}

type DownloadState =
  { kind: 'idle' } | ({ kind: 'running' } & CsvProgress) | ({ kind: 'done' } & CsvProgress) | { kind: 'failed' };

/**
 * Counts CSV records (line ends outside quotes) across chunks.
 * @example const count = csvRecordCounter(); count(bytes) // records so far
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: Uint8Array) => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 34) quoted = !quoted;
      else if (byte === 10 && !quoted) records++;
    }
    return records;
  };
}

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * A link to a CSV download that, clicked, fetches the file itself to show
 * its progress (rows and bytes received, in a polite live status) and then
 * saves it as the file the server names. Opened in a new tab or saved
 * through the context menu it is a plain download link.
 */
export function CsvDownloadLink({
  href,
  fileName,
  children,
  fetchCsv = (url) => fetch(url, { credentials: 'same-origin' }),
}: {
  href: string;
  /** Used when the answer names no file. */
  fileName: string;
  children: ReactNode;
  fetchCsv?: (url: string) => Promise<Response>;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const running = useRef(false);

  const start = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running', bytes: 0, rows: 0 });
    try {
      const response = await fetchCsv(href);
      if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
      const reader = response.body.getReader();
      const count = csvRecordCounter();
      const parts: BlobPart[] = [];
      let bytes = 0;
      let records = 0;
      let shown = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.length;
        records = count(value);
        // At most a few updates a second: a screen reader is not flooded.
        if (performance.now() - shown > 250) {
          shown = performance.now();
          setState({ kind: 'running', bytes, rows: Math.max(0, records - 1) });
        }
      }
      const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
      const save = document.createElement('a');
      save.href = url;
      save.download = fileNameOf(response.headers.get('content-disposition'), fileName);
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setState({ kind: 'done', bytes, rows: Math.max(0, records - 1) });
    } catch {
      setState({ kind: 'failed' });
    } finally {
      running.current = false;
    }
  };

  const size = (bytes: number) =>
    i18n.number(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  let status = '';
  if (state.kind === 'running') {
    const rows = i18n.number(state.rows);
    const received = size(state.bytes);
    status = t`Downloading… ${rows} responses (${received}) so far.`;
  } else if (state.kind === 'done') {
    const rows = i18n.number(state.rows);
    status = t`Download complete: ${rows} responses.`;
  } else if (state.kind === 'failed') {
    status = t`The download failed. Please try again.`;
  }

  return (
    <>
      <a href={href} download onClick={start} aria-busy={state.kind === 'running' ? true : undefined}>
        {children}
      </a>{' '}
      {state.kind === 'running' && <progress aria-label={t`Download progress`} />}
      <span role="status">{status}</span>
    </>
  );
}
