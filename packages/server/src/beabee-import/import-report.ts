import type { ImportKind } from './import-ids.ts';

/** What one run brought, found already there, and left out (with why). */
export interface ImportReport {
  /** Rows made by this run, by kind. */
  brought: Partial<Record<ImportKind, number>>;
  /** Rows a run before made (or, for contacts, that already had the email): left as they are. */
  known: Partial<Record<ImportKind, number>>;
  skipped: { kind: ImportKind; sourceId: string; reason: string }[];
  /** What the admin should know beyond the counts. */
  notes: string[];
}

export function emptyReport(): ImportReport {
  return { brought: {}, known: {}, skipped: [], notes: [] };
}

export function countBrought(report: ImportReport, kind: ImportKind): void {
  report.brought[kind] = (report.brought[kind] ?? 0) + 1;
}

export function countKnown(report: ImportReport, kind: ImportKind): void {
  report.known[kind] = (report.known[kind] ?? 0) + 1;
}

export function skip(report: ImportReport, kind: ImportKind, sourceId: string, reason: string): void {
  report.skipped.push({ kind, sourceId, reason });
}

/** The report as lines for a terminal. */
export function reportLines(report: ImportReport): string[] {
  const kinds = [...new Set([...Object.keys(report.brought), ...Object.keys(report.known)])] as ImportKind[];
  const lines = kinds.map(
    (kind) => `${kind}: ${report.brought[kind] ?? 0} brought, ${report.known[kind] ?? 0} already here`,
  );
  if (kinds.length === 0) lines.push('nothing to bring');
  lines.push(`skipped: ${report.skipped.length}`);
  for (const { kind, sourceId, reason } of report.skipped) lines.push(`  ${kind} ${sourceId}: ${reason}`);
  for (const note of report.notes) lines.push(`note: ${note}`);
  return lines;
}
