import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@masthead/client';
import { errorText } from './error-text.ts';

/** What has arrived: bytes, and CSV records after the header. */
export interface CsvProgress {
  bytes: number;
  rows: number;
}

/** The texts of one download, in the words of what it holds (responses, contacts). */
export interface CsvDownloadTexts {
  /** While it arrives; `size` is formatted, `total` is the server's `X-Total-Count` when it sent one. */
  running: (progress: { size: string; rows: string; total: string | null }) => string;
  done: (rows: number) => string;
  /** `reason` is the catalogue's text for a refusal it names, or null (then: please try again). */
  failed: (reason: string | null) => string;
  progressLabel: string;
}

type DownloadState =
  | { kind: 'idle' }
  | ({ kind: 'running'; total: number | null } & CsvProgress)
  | ({ kind: 'done' } & CsvProgress)
  | { kind: 'failed'; reason: MessageDescriptor | null };

/** How often the live status may change: often enough to see it move, rarely enough not to flood a screen reader. */
const statusEveryMs = 250;

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

/** `X-Total-Count` as a number, or null when the server sent none (or nonsense). */
const totalOf = (response: Response) => {
  const header = response.headers.get('x-total-count');
  const total = header === null ? NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
};

/** Reads a CSV answer to its end, telling `onChunk` what has arrived so far; its chunks for a Blob. */
async function readCsv(body: NonNullable<Response['body']>, onChunk: (received: CsvProgress) => void) {
  const reader = body.getReader();
  const count = csvRecordCounter();
  const parts: BlobPart[] = [];
  const received: CsvProgress = { bytes: 0, rows: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { parts, received };
    parts.push(value);
    received.bytes += value.length;
    received.rows = Math.max(0, count(value) - 1);
    onChunk(received);
  }
}

/** Hands the browser a file made in the page, as a download named `name`. */
function saveFile(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const save = document.createElement('a');
  save.href = url;
  save.download = name;
  document.body.append(save);
  save.click();
  save.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A link to a CSV download that, clicked, fetches the file itself to show
 * its progress (size and records received, of the server's `X-Total-Count`
 * when it sends one) in a polite live status and a progress bar, then saves
 * it as the file the server names; a failure says why when the catalogue
 * names it. Opened in a new tab or saved through the context menu it stays a
 * plain download link. The responses export and the contacts export use it.
 */
export function CsvDownloadLink({
  href,
  fileName,
  texts,
  children,
  fetchCsv = (url) => fetch(url, { credentials: 'same-origin', headers: { accept: 'text/csv' } }),
}: {
  href: string;
  /** Used when the answer names no file. */
  fileName: string;
  texts: CsvDownloadTexts;
  children: ReactNode;
  fetchCsv?: (url: string) => Promise<Response>;
}) {
  const { i18n } = useLingui();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const running = useRef(false);

  const start = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running', bytes: 0, rows: 0, total: null });
    try {
      const response = await fetchCsv(href);
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => undefined);
        throw ApiError.fromResponseBody(response.status, body);
      }
      const total = totalOf(response);
      setState({ kind: 'running', bytes: 0, rows: 0, total });
      let shown = performance.now();
      const { parts, received } = await readCsv(response.body, ({ bytes, rows }) => {
        if (performance.now() - shown < statusEveryMs) return;
        shown = performance.now();
        setState({ kind: 'running', bytes, rows, total });
      });
      saveFile(parts, fileNameOf(response.headers.get('content-disposition'), fileName));
      setState({ kind: 'done', ...received });
    } catch (error) {
      // A refusal the catalogue names (a rule gone bad, a session ended) says so; the rest asks to try again.
      const known = error instanceof ApiError && !error.isServerError ? errorText(error) : null;
      setState({ kind: 'failed', reason: known });
    } finally {
      running.current = false;
    }
  };

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? i18n.number(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
      : i18n.number(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  let status = '';
  if (state.kind === 'running') {
    const total = state.total === null ? null : i18n.number(state.total);
    status = texts.running({ size: size(state.bytes), rows: i18n.number(state.rows), total });
  } else if (state.kind === 'done') status = texts.done(state.rows);
  else if (state.kind === 'failed') status = texts.failed(state.reason ? i18n._(state.reason) : null);

  return (
    <>
      <a href={href} download onClick={start} aria-busy={state.kind === 'running' ? true : undefined}>
        {children}
      </a>{' '}
      {state.kind === 'running' && (
        <progress
          aria-label={texts.progressLabel}
          {...(state.total ? { value: Math.min(state.rows, state.total), max: state.total } : {})}
        />
      )}
      <span role="status">{status}</span>
    </>
  );
}
