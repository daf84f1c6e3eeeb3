// The contact import at scale (issue 34: 100,000 rows in ≤ 60 s on PostgreSQL): the real app in a
// child process, an admin API key, a 100,000-row CSV (names, a tag or two, newsletter status, an
// address for half, a monthly amount for a third, a Stripe customer for a tenth) sent as the body
// of POST contact-import: first a dry run (answered in the request), then the import (202, a job on
// the queue) polled until done, then the same file again (every row unchanged). Each is printed with
// its time and rows/s. Figures are printed, never asserted.
import type { BenchServer } from './child-server.ts';
import { withBenchApp } from './bench-app.ts';

const rows = 100_000;
const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];

/** The file: one header and `rows` people, as a newsroom's spreadsheet would have them. */
function benchFile(): Buffer {
  const lines = [
    'email,firstname,lastname,tags,newsletterStatus,contributionAmount,contributionPeriod,customerId,paymentProvider,deliveryLine1,deliveryCity,deliveryPostcode,joined',
  ];
  for (let n = 0; n < rows; n++) {
    const tags = n % 7 === 0 ? '"Donor, Print"' : n % 3 === 0 ? 'Events' : '';
    const amount = n % 3 === 0 ? `${3 + (n % 20)},monthly` : ',';
    const customer = n % 10 === 0 ? `cus_bench${n},stripe` : ',';
    const address = n % 2 === 0 ? `${n} Main St,Leeds,LS1 ${n % 9}AA` : ',,';
    const status = ['subscribed', 'none', 'unsubscribed'][n % 3];
    const joined = new Date(Date.UTC(2015, 0, 1) + n * 60_000).toISOString();
    lines.push(
      `Import.${n}@Example.org,${names[n % 8]},Example${n % 997},${tags},${status},${amount},${customer},${address},${joined}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface Report {
  id: string;
  state: string;
  done: number;
  total: number;
  counts: Record<string, number>;
}

async function post(server: BenchServer, token: string, file: Buffer, query: string) {
  const res = await fetch(`${server.url}/api/1.0/contact-import?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: new Uint8Array(file),
  });
  if (res.status !== 200 && res.status !== 202)
    throw new Error(`POST contact-import: ${res.status} ${await res.text()}`);
  return (await res.json()) as Report;
}

/** Polls the import until it is done (or failed); how many polls saw it in between. */
async function finished(server: BenchServer, token: string, started: Report) {
  let report = started;
  let polls = 0;
  while (report.state === 'pending' || report.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const res = await fetch(`${server.url}/api/1.0/contact-import/${started.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    report = (await res.json()) as Report;
    polls++;
  }
  if (report.state !== 'done') throw new Error(`the import ended ${report.state}: ${JSON.stringify(report)}`);
  return { report, polls };
}

const line = (name: string, ms: number, report: Report) =>
  console.log(
    `  ${name.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${Math.round((rows / ms) * 1000)
      .toLocaleString('en')
      .padStart(8)} rows/s   ${Object.entries(report.counts)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
  );

export async function benchContactImport(serverUrl: string): Promise<void> {
  await withBenchApp(serverUrl, async ({ server, adminKey }) => {
    const token = await adminKey('bench.import@example.org');
    const file = benchFile();
    console.log(
      `\nContact import (POST contact-import, ${rows.toLocaleString('en')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, admin API key)`,
    );
    let at = performance.now();
    const dry = await post(server, token, file, 'dryRun=true&tags=Moved');
    line('dry run (in the request)', performance.now() - at, dry);
    at = performance.now();
    const accepted = await post(server, token, file, 'tags=Moved');
    const { report, polls } = await finished(server, token, accepted);
    const ms = performance.now() - at;
    line(`import (a job, ${polls} progress polls)`, ms, report);
    console.log(`    ${ms <= 60_000 ? 'within' : 'OVER'} the 60 s of issue 34`);
    at = performance.now();
    const again = await finished(server, token, await post(server, token, file, 'tags=Moved'));
    line('the same file again (unchanged)', performance.now() - at, again.report);
  });
}
