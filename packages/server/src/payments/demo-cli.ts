/**
 * `npm run payments -- renew | fail --email … | retry --email …`: what a
 * payment provider does on its own (renewals, declined charges, retries),
 * done on request by the demo provider, on the database the server uses
 * (DATABASE_URL, or PGlite in DATA_DIR). With PGlite, stop the server first:
 * PGlite serves one process at a time. Exit codes: 0 done, 1 nobody
 * matched (or the events could not be delivered), 2 bad arguments.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultGeneralSettings } from '@masthead/core';
import { loadConfig } from '../config.ts';
import { createDatabase, type MastheadDatabase } from '../kernel/db/create-database.ts';
import { runMigrations } from '../kernel/db/run-migrations.ts';
import { contentSections, createContentRepository } from '../content/content-repository.ts';
import { createDemoProvider, type DemoEventSink, type DemoTarget } from './providers/demo/index.ts';
import type { ProviderEvent } from './providers/provider-events.ts';
import { createMailer } from '../email/index.ts';
import { createJobQueue, createJobRunner } from '../kernel/jobs/index.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createMemberEmails } from './member-emails.ts';
import { createPaymentEvents } from './payment-events.ts';

export const demoCliUsage = `Usage: npm run payments -- <command> [options]

  renew                          charge every demo subscription whose renewal date has passed
  fail  --email <address>        this member's payment methods decline from now on; their next
        (or --customer <id>)     renewal is tried at once and fails
  retry --email <address>        their payment methods work again; failed renewals are paid now
        (or --customer <id>)

  --now <date>                   act as if it were this moment (ISO 8601), e.g. a month ahead

Only the demo payment provider (no provider keys set). With PGlite, stop the server first.`;

export interface DemoCliOptions {
  database: Pick<MastheadDatabase, 'db'>;
  /** Where the events go: Masthead's handler of provider events. */
  deliver: DemoEventSink;
  now: () => Date;
  /** Says what happened, a line at a time. */
  print: (line: string) => void;
}

const commands = ['renew', 'fail', 'retry'] as const;
type Command = (typeof commands)[number];

type Parsed = { command: Command; target: DemoTarget | null; at: Date | null } | { problem: string };

function parse(args: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { email: { type: 'string' }, customer: { type: 'string' }, now: { type: 'string' } },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const { positionals, values } = parsed;
  const command = positionals[0] as Command | undefined;
  if (!command || !commands.includes(command) || positionals.length > 1) {
    return { problem: command ? `Unknown command: ${positionals.join(' ')}` : 'Which command?' };
  }
  const at = values.now === undefined ? null : new Date(values.now);
  if (at && Number.isNaN(at.getTime())) return { problem: `Not a date: ${values.now}` };
  if (command === 'renew') {
    if (values.email || values.customer)
      return { problem: 'renew is for every subscription: no --email or --customer' };
    return { command, target: null, at };
  }
  if (!values.email === !values.customer) return { problem: `${command} needs --email or --customer (one of them)` };
  const target = values.email ? { contactEmail: values.email } : { customerId: values.customer as string };
  return { command, target, at };
}

/** One line for an event, e.g. `payment demo_pay_… successful 5.00 GBP, subscription demo_sub_…, charged 2026-04-15`. */
function describe(event: ProviderEvent): string {
  if (event.kind !== 'payment') return `${event.kind} ${JSON.stringify(event)}`;
  const amount = `${event.amount.toFixed(2)} ${event.currency.toUpperCase()}`;
  const charged = event.chargeDate.toISOString().slice(0, 10);
  return `payment ${event.providerPaymentId} ${event.status} ${amount}, subscription ${event.subscriptionId ?? '-'}, charged ${charged}`;
}

/**
 * Runs one command against the database and delivers its events; answers
 * the exit code.
 * @example await runDemoCli(['fail', '--email', 'member@example.org'], { database, deliver, now, print }) // 0
 */
export async function runDemoCli(args: string[], options: DemoCliOptions): Promise<number> {
  const parsed = parse(args);
  if ('problem' in parsed) {
    options.print(`${parsed.problem}\n\n${demoCliUsage}`);
    return 2;
  }
  const { db } = options.database;
  const content = createContentRepository({ db });
  const provider = createDemoProvider({
    db,
    deliver: options.deliver,
    now: options.now,
    currency: async () => (await content.getRecent(contentSections.general, defaultGeneralSettings)).currencyCode,
  });
  const at = parsed.at ?? options.now();
  if (parsed.command === 'renew') {
    const events = await provider.simulate.renew(at);
    options.print(events.length ? `Renewed ${events.length}:` : 'Nothing is due for renewal.');
    events.forEach((event) => options.print(`  ${describe(event)}`));
    return 0;
  }
  const target = parsed.target as DemoTarget;
  const result = await provider.simulate[parsed.command](target, at);
  const who = 'contactEmail' in target ? target.contactEmail : target.customerId;
  if (result.customerIds.length === 0) {
    options.print(`No demo customer for ${who}.`);
    return 1;
  }
  const done = parsed.command === 'fail' ? 'now decline' : 'work again';
  options.print(`The payment methods of ${who} (${result.customerIds.join(', ')}) ${done}.`);
  result.events.forEach((event) => options.print(`  ${describe(event)}`));
  return 0;
}

/**
 * The process: the server's database, migrated, and Masthead's side of the
 * events (contributions, payments, memberships, the payment-failed email),
 * as the server applies them. With PGlite the server must be stopped first:
 * one process at a time opens its data folder.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await createDatabase(config);
  const log = { info: () => {}, error: (details: object, message: string) => console.error(message, details) };
  // With SMTP the payment-failed emails are sent by a job runner of this process's own (kernel/jobs/README.md).
  const mailer = createMailer({
    ...{ db: database.db, smtpUrl: config.smtpUrl, from: config.emailFrom, log },
    jobs: { kick: () => runner.kick() },
  });
  const runner = createJobRunner({ queue: createJobQueue({ db: database.db }), handlers: mailer.handlers, log });
  try {
    await runMigrations(database.db);
    const emails = createMemberEmails({
      contacts: createContactRepository({ db: database.db }),
      content: createContentRepository({ db: database.db }),
      mailer,
      log,
    });
    const events = createPaymentEvents({ db: database.db, emails });
    return await runDemoCli(process.argv.slice(2), {
      database,
      deliver: (delivered) => events.apply(delivered),
      now: () => new Date(),
      print: (line) => console.log(line),
    });
  } finally {
    // The emails in hand are finished; any left (a mail server down) are the server's runner's.
    await runner.stop();
    await mailer.close();
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('payments failed:', error);
      process.exit(1);
    },
  );
}
