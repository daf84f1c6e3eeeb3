import { useRef, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { Button } from '@masthead/ui';
import { FieldShell } from './field-shell.tsx';
import type { FieldProps } from './field-props.ts';
import {
  localUploadProblem,
  maxUploadBytes,
  uploadAccept,
  uploadErrorText,
  uploadKind,
  type UploadKind,
} from '../upload-error.ts';
import { readerErrorCatalogue } from '@masthead/core';
import * as own from './file-field.css.ts';

export interface UploadedFile {
  url: string;
  path: string;
}

/** Sends one file (`POST images` or `POST documents`) and reports progress from 0 to 1. */
export type Upload = (file: File, kind: UploadKind, onProgress: (fraction: number) => void) => Promise<UploadedFile>;

const filesOf = (value: unknown): UploadedFile[] => (Array.isArray(value) ? (value as UploadedFile[]) : []);
const fileName = (file: UploadedFile) => decodeURIComponent(file.path.split('/').pop() || file.path);

/** "340 kB", "2.4 MB" in the reader's locale (Intl's own unit names, no catalog entry). */
export function fileSize(i18n: I18n, bytes: number): string {
  const mega = bytes >= 1024 * 1024;
  return i18n.number(mega ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}

/**
 * file: a drop zone that is the native file input (transparent over it, still
 * the control that takes focus, is labelled and opens the picker); each chosen or
 * dropped file is uploaded at once through `upload`, with a progress bar, and
 * the answer is the list of `{url, path}` the upload calls returned, each
 * listed with its name, size and a Remove button. Refusals read as the
 * catalogue's texts.
 */
export function FileField(props: FieldProps & { upload?: Upload | undefined }) {
  const { component, id, label, value, onChange, error, required, upload } = props;
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  // The reader's own file names and sizes (the answer keeps only the stored path), for the list below.
  const [chosen, setChosen] = useState<Record<string, { name: string; size: number }>>({});
  const input = useRef<HTMLInputElement | null>(null);
  const files = filesOf(value);
  const multiple = component.multiple === true;
  const hintId = `${id}-hint`;
  const maxSize = fileSize(i18n, maxUploadBytes);
  const name = progress?.name ?? '';

  const send = async (file: File) => {
    const local = localUploadProblem(file);
    if (local) throw { code: local, httpCode: readerErrorCatalogue[local].httpCode };
    if (!upload) throw new Error('No upload');
    setProgress({ name: file.name, fraction: 0 });
    return upload(file, uploadKind(file), (fraction) => setProgress({ name: file.name, fraction }));
  };

  const choose = async (list: FileList | File[] | null) => {
    const picked = [...(list ?? [])].slice(0, multiple ? undefined : 1);
    if (picked.length === 0) return;
    setFailure(null);
    let kept = multiple ? files : [];
    for (const file of picked) {
      try {
        const sent = await send(file);
        setChosen((known) => ({ ...known, [sent.path]: { name: file.name, size: file.size } }));
        kept = [...kept, sent];
        onChange(kept);
      } catch (problem) {
        setFailure(`${file.name}: ${i18n._(uploadErrorText(problem))}`);
      } finally {
        setProgress(null);
      }
    }
  };

  const remove = (index: number) => {
    const left = files.filter((_, i) => i !== index);
    onChange(left.length > 0 ? left : undefined);
    // The button goes away with its file: the focus goes back to the picker, not to the page.
    input.current?.focus();
  };

  const drag = (event: DragEvent, isOver: boolean) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(isOver);
  };

  return (
    <FieldShell id={id} label={label} description={component.description} error={failure ?? error} required={required}>
      {(control) => (
        <>
          {/* The input lies, transparent, over the whole zone: a click anywhere opens the picker, a drop lands on it. */}
          <div
            className={own.dropZone}
            data-over={over || undefined}
            onDragEnter={(event) => drag(event, true)}
            onDragOver={(event) => drag(event, true)}
            onDragLeave={(event) => drag(event, false)}
            onDrop={(event) => {
              event.preventDefault();
              setOver(false);
              void choose(event.dataTransfer.files);
            }}
          >
            <input
              {...control}
              ref={input}
              type="file"
              className={own.fileInput}
              accept={uploadAccept}
              multiple={multiple}
              aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
              aria-invalid={failure || error ? true : undefined}
              onChange={(event) => {
                const target = event.currentTarget;
                void choose(target.files).then(() => (target.value = ''));
              }}
            />
            {/* For the eye only: the input itself is the button a screen reader names, and the hint its description. */}
            <span className={own.dropButton} aria-hidden="true">
              {multiple ? (
                <Trans>Choose files</Trans>
              ) : files.length > 0 ? (
                <Trans>Choose another file</Trans>
              ) : (
                <Trans>Choose a file</Trans>
              )}
            </span>
            <span aria-hidden="true">
              {multiple ? <Trans>or drop them here</Trans> : <Trans>or drop it here</Trans>}
            </span>
            <span id={hintId} aria-hidden="true" className={own.dropHint}>
              <Trans>Images or PDF files, up to {maxSize} each</Trans>
            </span>
          </div>
          {progress && (
            <div className={own.fileRow}>
              <span className={own.fileName}>{name}</span>
              <progress
                className={own.progress}
                max={100}
                value={Math.round(progress.fraction * 100)}
                aria-label={t`Uploading ${name}`}
              />
            </div>
          )}
          {files.length > 0 && (
            <ul className={own.fileList} aria-label={t`Uploaded files`}>
              {files.map((file, index) => {
                const name = chosen[file.path]?.name ?? fileName(file);
                const size = chosen[file.path]?.size;
                return (
                  <li key={file.path} className={own.fileRow}>
                    <span className={own.fileName}>
                      <a href={file.url} target="_blank" rel="noopener noreferrer">
                        {name}
                      </a>
                      {size !== undefined && <span className={own.fileSize}>{fileSize(i18n, size)}</span>}
                    </span>
                    <Button
                      variant="greyOutlined"
                      size="sm"
                      aria-label={t`Remove ${name}`}
                      onClick={() => remove(index)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </FieldShell>
  );
}
