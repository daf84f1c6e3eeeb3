import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  contactImportFields,
  contactImportPresetEntries,
  guessPreset,
  mapColumns,
  type ContactImportField,
} from '@masthead/core';
import { Button, CheckboxField, Fieldset, FormAlert, SelectField, TextField } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { CardSection } from '../../../layouts/card-section.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as list from './contacts-list.css.ts';
import * as own from './import.css.ts';
import { PollError } from './poll-error.tsx';
import { readImportFile, type ImportFile, type ImportFileProblem } from './import-file.ts';
import { ImportCounts, type ImportReport } from './import-report.tsx';
import { ImportHistory, importReportHref } from './import-history.tsx';
import { ImportAdoption } from './import-adoption.tsx';
import {
  delimiterTexts,
  encodingNames,
  importFieldTexts,
  importPresetTexts,
  type ImportPresetChoice,
} from './import-texts.ts';

/** How often a running import's progress is read (`GET contact-import/{id}`). */
export const importPollMs = 1000;

type Newsletter = 'none' | 'unsubscribed';

const problemTexts: Record<ImportFileProblem, MessageDescriptor> = {
  'too-large': msg`The file is larger than 50 MB. Split it into smaller files and import them one after the other.`,
  empty: msg`The file is empty: it has no header line.`,
  binary: msg`This is not a CSV file. Save the spreadsheet as CSV and choose that file.`,
};

const presetChoices: ImportPresetChoice[] = ['ghost', 'mailchimp', 'masthead', 'custom'];

/** With no preset, a column named as a field (ignoring case) is that field, as the server reads it. */
function ownNames(header: readonly string[]): ContactImportField[] {
  const byName = new Map(contactImportFields.map((field) => [field.toLowerCase(), field]));
  return header.map((column) => byName.get(column.trim().toLowerCase()) ?? 'ignore');
}

function fieldsFor(header: readonly string[], preset: ImportPresetChoice): ContactImportField[] {
  return preset === 'custom' ? ownNames(header) : mapColumns(header, contactImportPresetEntries[preset].mapping);
}

/**
 * The mapping sent: with a preset only the columns changed from it (the
 * server's mapping overrides the preset's columns), otherwise every column
 * that goes somewhere.
 */
function mappingOf(header: readonly string[], preset: ImportPresetChoice, fields: readonly ContactImportField[]) {
  const base = preset === 'custom' ? header.map(() => 'ignore' as const) : fieldsFor(header, preset);
  const entries = header.flatMap((column, i) => (fields[i] !== base[i] ? [[column, fields[i]!] as const] : []));
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : undefined;
}

const isRunning = (report: ImportReport) => report.state === 'pending' || report.state === 'running';

/**
 * `/admin/contacts/import`: contacts from a CSV file (issue 34). The file is
 * read in the browser with core's CSV reader (encoding, delimiter, the
 * header and first rows); the preset is guessed from the header and each
 * column can be mapped to a field. "Check the file" is the dry run; "Import"
 * the real one, which for a long file is a job whose progress is read every
 * second. API: packages/server/src/contacts/import/README.md.
 */
export function ImportContactsPage({ route }: PageProps) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const inputId = useId();
  // `?id=`: an import opened from the past imports (or this page's own, after a reload): its report or progress.
  const { search } = useSnapshot(router.location);
  const openedId = new URLSearchParams(search).get('id');
  const [openError, setOpenError] = useState<MessageDescriptor | null>(null);
  const [invite, setInvite] = useState(false);
  const [historyRound, setHistoryRound] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [file, setFile] = useState<ImportFile | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [preset, setPreset] = useState<ImportPresetChoice>('custom');
  const [fields, setFields] = useState<ContactImportField[]>([]);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [newsletter, setNewsletter] = useState<Newsletter>('none');
  const [tags, setTags] = useState('');
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [run, setRun] = useState<ImportReport | null>(null);
  const [pollError, setPollError] = useState<MessageDescriptor | null>(null);
  const [pollRound, setPollRound] = useState(0);
  const { busy, error, setError, submit } = useSubmit();
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusStep, setFocusStep] = useState(0);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (focusStep > 0) heading.current?.focus();
  }, [focusStep]);

  // An import opened by its id: a real one's report (its progress while it runs), or a check's.
  const shownId = run?.id ?? check?.id;
  useEffect(() => {
    if (!openedId || openedId === shownId) return;
    let stopped = false;
    setOpenError(null);
    api.contactImports.get({ params: { id: openedId } }).then(
      (found) => {
        if (stopped) return;
        setFile(null);
        setCheck(found.state === 'dry-run' ? found : null);
        setRun(found.state === 'dry-run' ? null : found);
        setFocusStep((n) => n + 1);
      },
      (failure: unknown) => {
        if (!stopped) setOpenError(errorText(failure) ?? msg`This import could not be read.`);
      },
    );
    return () => {
      stopped = true;
    };
  }, [api, openedId, shownId]);

  /** The newest running import, when the page opens on nothing else: its progress bar again after a reload. */
  const onRunning = useCallback(
    (id: string) => {
      if (!new URLSearchParams(router.location.search).get('id'))
        router.navigate(importReportHref(id), { replace: true });
    },
    [router],
  );

  // A running import's progress, read every second until it is done or failed.
  const runId = run?.id;
  const running = run !== null && isRunning(run);
  useEffect(() => {
    if (!runId || !running) return;
    let stopped = false;
    const timer = setTimeout(() => {
      api.contactImports.get({ params: { id: runId } }).then(
        (next) => {
          if (stopped) return;
          setRun(next);
          if (!isRunning(next)) {
            setFocusStep((n) => n + 1);
            setHistoryRound((n) => n + 1);
          }
        },
        (failure: unknown) => {
          if (!stopped) setPollError(errorText(failure) ?? msg`The progress could not be read.`);
        },
      );
    }, importPollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, runId, running, pollRound, run]);

  /** Anything changed after a check: its answer no longer holds. */
  const changed = () => {
    setCheck(null);
    setError(null);
  };

  const choose = async (chosen: File | undefined) => {
    setProblem(null);
    setFile(null);
    setRun(null);
    setOpenError(null);
    changed();
    // A new file is no longer the import the address names.
    if (openedId) router.navigate('/admin/contacts/import', { replace: true });
    if (!chosen) return;
    const read = await readImportFile(chosen);
    if (typeof read === 'string') {
      setProblem(problemTexts[read]);
      return;
    }
    const guessed = guessPreset(read.header) ?? 'custom';
    setFile(read);
    setPreset(guessed);
    setFields(fieldsFor(read.header, guessed));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const choosePreset = (next: ImportPresetChoice) => {
    setPreset(next);
    if (file) setFields(fieldsFor(file.header, next));
    changed();
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    if (!fields.includes('email')) {
      setError(msg`No column is mapped to Email: choose the column that holds the email addresses.`);
      return;
    }
    const body = new FormData();
    body.append('file', file.file, file.file.name);
    const mapping = mappingOf(file.header, preset, fields);
    const tagList = tags.trim();
    const input = {
      query: {
        ...(preset === 'custom' ? {} : { preset }),
        ...(mapping ? { mapping } : {}),
        dryRun,
        updateExisting,
        ...(tagList ? { tags: tagList } : {}),
        newsletter,
        ...(invite ? { invite } : {}),
      },
      body,
    };
    setPollError(null);
    setChecking(dryRun);
    await submit(() => api.contactImports.start(input), {
      onSuccess: (report) => {
        if (dryRun) setCheck(report);
        else {
          setRun(report);
          // The address names the import: a reload finds its progress or report again.
          router.navigate(importReportHref(report.id), { replace: true });
        }
        setFocusStep((n) => n + 1);
        setHistoryRound((n) => n + 1);
      },
    });
  };

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  const delimiter = file ? i18n._(delimiterTexts[file.delimiter]) : '';
  const encoding = file ? encodingNames[file.encoding] : '';
  const fileName = file?.file.name ?? '';
  const done = run ? i18n.number(run.done) : '';
  const total = run ? i18n.number(run.total) : '';

  return (
    <PageSection title={route.title}>
      <p>
        <Link href="/admin/contacts">{t`Back to contacts`}</Link>
      </p>
      <CardSection title={t`1. Choose a file`}>
        <div
          className={dragging ? own.dropActive : own.drop}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor={inputId} className={own.label}>
            {t`CSV file`}
          </label>
          <p id={`${inputId}-hint`} className={own.hint}>
            {t`A Ghost members export, a Mailchimp audience export, a Masthead contacts CSV or any spreadsheet saved as CSV, at most 50 MB. You can also drop the file here.`}
          </p>
          <input
            id={inputId}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </div>
        {problem && <FormAlert>{i18n._(problem)}</FormAlert>}
        {file && (
          <>
            <p role="status">{t`${fileName}: read as ${encoding}, columns separated by ${delimiter}.`}</p>
            <TableScroller label={t`The header and the first rows of the file`}>
              <table className={css.table}>
                <caption className={own.caption}>{t`The header and the first rows of the file`}</caption>
                <thead>
                  <tr>
                    {file.header.map((column, i) => (
                      <th key={i} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {file.rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, i) => (
                        <td key={i}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          </>
        )}
      </CardSection>

      {file && (
        <CardSection title={t`2. What the columns hold`}>
          <form noValidate onSubmit={onCheck} className={list.form}>
            <SelectField
              label={t`Kind of file`}
              description={t`Guessed from the header; each column can be changed below.`}
              value={preset}
              options={presetChoices.map((value) => ({ value, label: i18n._(importPresetTexts[value]) }))}
              onValueChange={choosePreset}
            />
            <Fieldset legend={t`Columns`} description={t`Columns set to Ignore are not imported.`}>
              <div className={own.columns}>
                {file.header.map((column, i) => (
                  <SelectField
                    key={i}
                    label={column.trim() || t`Column ${i + 1}`}
                    value={fields[i] ?? 'ignore'}
                    options={contactImportFields.map((value) => ({ value, label: i18n._(importFieldTexts[value]) }))}
                    onValueChange={(value) => {
                      setFields((now) => now.map((field, j) => (j === i ? value : field)));
                      changed();
                    }}
                  />
                ))}
              </div>
            </Fieldset>
            <Fieldset legend={t`Options`}>
              <CheckboxField
                label={t`Update contacts that already exist`}
                description={t`Off: a contact whose email address is known is left as it is.`}
                checked={updateExisting}
                onCheckedChange={(on) => {
                  setUpdateExisting(on);
                  changed();
                }}
              />
              <SelectField
                label={t`Newsletter status of new contacts`}
                description={t`For rows whose file gives no status. Subscribed comes only from a consent or status column of the file, never from this choice.`}
                value={newsletter}
                options={[
                  { value: 'none', label: t`None` },
                  { value: 'unsubscribed', label: t`Unsubscribed` },
                ]}
                onValueChange={(value) => {
                  setNewsletter(value);
                  changed();
                }}
              />
              <TextField
                label={t`Tags for everyone imported`}
                description={t`Separated by commas; a tag that does not exist yet is made.`}
                value={tags}
                maxLength={2000}
                onValueChange={(value) => {
                  setTags(value);
                  changed();
                }}
              />
              <CheckboxField
                label={t`Send each new contact an invitation`}
                description={t`Each contact this import adds gets an email with a link to choose a password and log in. Contacts that already exist get nothing, and importing the same file again sends no second invitation. The emails leave at most 200 a minute, so a large import reaches everyone over a while. The check sends nothing.`}
                checked={invite}
                onCheckedChange={(on) => {
                  setInvite(on);
                  changed();
                }}
              />
            </Fieldset>
            {error && <FormAlert>{i18n._(error)}</FormAlert>}
            <div className={list.actions}>
              <Button type="submit" variant="primaryOutlined" loading={busy && checking}>
                {t`Check the file`}
              </Button>
              <Button type="button" loading={busy && !checking} disabled={running} onClick={() => void send(false)}>
                {t`Import`}
              </Button>
            </div>
          </form>
        </CardSection>
      )}

      {openError && <FormAlert>{i18n._(openError)}</FormAlert>}

      {(check || run) && (
        <section aria-labelledby={`${inputId}-result`} className={css.section}>
          <h2 id={`${inputId}-result`} ref={heading} tabIndex={-1} className={`${css.sectionTitle} ${own.focusTarget}`}>
            {run === null
              ? t`3. The check: what the import would do`
              : running
                ? t`Importing…`
                : run.state === 'failed'
                  ? t`The import stopped`
                  : t`Import finished`}
          </h2>
          {run === null && check && (
            <>
              <p>
                {file
                  ? t`Nothing has been written yet. Change the columns or options above and check again, or import.`
                  : t`This was a check of a file: nothing was written.`}
              </p>
              <ImportCounts report={check} />
            </>
          )}
          {run && running && (
            <>
              <p id={`${inputId}-progress`}>{t`Import progress`}</p>
              <progress
                aria-labelledby={`${inputId}-progress`}
                className={own.progress}
                value={run.done}
                max={Math.max(run.total, 1)}
              />
              <p role="status">{t`${done} of ${total} rows imported.`}</p>
              {pollError && (
                <PollError
                  error={pollError}
                  onRetry={() => {
                    setPollError(null);
                    setPollRound((n) => n + 1);
                  }}
                />
              )}
            </>
          )}
          {run && !running && (
            <>
              {run.state === 'failed' && (
                <FormAlert>{t`The import stopped before the end of the file. The rows counted below were imported; importing the same file again makes no duplicates.`}</FormAlert>
              )}
              <ImportCounts report={run} />
              {run.state === 'done' && <ImportAdoption importId={run.id} />}
              <p>
                <Link href="/admin/contacts">{t`Back to contacts`}</Link>
              </p>
            </>
          )}
        </section>
      )}

      <ImportHistory round={historyRound} onRunning={onRunning} />
    </PageSection>
  );
}
