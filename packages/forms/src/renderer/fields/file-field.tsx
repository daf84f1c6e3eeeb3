import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import { FieldShell } from './field-shell.tsx';
import type { FieldProps } from './field-props.ts';
import { localUploadProblem, uploadAccept, uploadErrorText, uploadKind, type UploadKind } from '../upload-error.ts';
import { readerErrorCatalogue } from '@masthead/core';
import * as styles from './field.css.ts';

export interface UploadedFile {
  url: string;
  path: string;
}

/** Sends one file (`POST images` or `POST documents`) and reports progress from 0 to 1. */
export type Upload = (file: File, kind: UploadKind, onProgress: (fraction: number) => void) => Promise<UploadedFile>;

const filesOf = (value: unknown): UploadedFile[] => (Array.isArray(value) ? (value as UploadedFile[]) : []);
const fileName = (file: UploadedFile) => decodeURIComponent(file.path.split('/').pop() || file.path);

/**
 * file: a native file input; each chosen file is uploaded at once through
 * `upload`, with a progress bar, and the answer is the list of `{url, path}`
 * the upload calls returned. Refusals read as the catalogue's texts.
 */
export function FileField(props: FieldProps & { upload?: Upload | undefined }) {
  const { component, id, label, value, onChange, error, required, upload } = props;
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The reader's own file names (the answer keeps only the stored path), for the list below.
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  const files = filesOf(value);
  const uploading = progress;
  const name = progress?.name ?? '';

  const send = async (chosen: File) => {
    const local = localUploadProblem(chosen);
    if (local) throw { code: local, httpCode: readerErrorCatalogue[local].httpCode };
    if (!upload) throw new Error('No upload');
    setProgress({ name: chosen.name, fraction: 0 });
    return upload(chosen, uploadKind(chosen), (fraction) => setProgress({ name: chosen.name, fraction }));
  };

  const choose = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setFailure(null);
    let kept = component.multiple ? files : [];
    for (const chosen of [...list]) {
      try {
        const sent = await send(chosen);
        setChosenNames((names) => ({ ...names, [sent.path]: chosen.name }));
        kept = [...kept, sent];
        onChange(kept);
      } catch (problem) {
        setFailure(`${chosen.name}: ${i18n._(uploadErrorText(problem))}`);
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <FieldShell id={id} label={label} description={component.description} error={failure ?? error} required={required}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            className={styles.file}
            accept={uploadAccept}
            multiple={component.multiple === true}
            aria-invalid={failure || error ? true : undefined}
            onChange={(event) => {
              const input = event.currentTarget;
              void choose(input.files).then(() => (input.value = ''));
            }}
          />
          {uploading && (
            <progress
              className={styles.progress}
              max={100}
              value={Math.round(uploading.fraction * 100)}
              aria-label={t`Uploading ${name}`}
            />
          )}
          {files.length > 0 && (
            <ul className={styles.fileList} aria-label={t`Uploaded files`}>
              {files.map((file, index) => {
                const name = chosenNames[file.path] ?? fileName(file);
                return (
                  <li key={file.path}>
                    <a href={file.url} target="_blank" rel="noopener noreferrer">
                      {name}
                    </a>{' '}
                    <Button
                      variant="dangerText"
                      size="xs"
                      aria-label={t`Remove ${name}`}
                      onClick={() => onChange(files.filter((_, i) => i !== index))}
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
