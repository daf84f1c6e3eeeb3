/**
 * A real SMTP server on loopback for the mailer's tests (smtp-server):
 * keeps what it receives; `mode` makes it refuse every recipient for good
 * (550), or for now (451, a busy server), or take a while with each email.
 * @example const smtp = await startSmtpServer(t); smtp.mode = 'busy'; … smtp.received
 */
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { defer } from '../test-helper.ts';

export type SmtpMode = 'accept' | 'refuse' | 'busy';

export interface TestSmtpServer {
  smtpUrl: string;
  received: ParsedMail[];
  mode: SmtpMode;
  /** How long each email's DATA takes to be accepted (ms). */
  delayMs: number;
}

export async function startSmtpServer(t: TestContext, { mode = 'accept' as SmtpMode } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { smtpUrl: '', received: [], mode, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.mode === 'accept') return callback();
      // As Postfix does, the refusal names the address.
      const [responseCode, text] =
        state.mode === 'refuse' ? [550, 'Recipient address rejected'] : [451, 'Try again later'];
      return callback(Object.assign(new Error(`<${address.address}>: ${text}`), { responseCode }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) =>
          setTimeout(() => {
            state.received.push(mail);
            callback();
          }, state.delayMs),
        callback,
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  defer(t, () => new Promise<void>((resolve) => server.close(() => resolve())));
  state.smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}

/** An address where no SMTP server listens: a port that was free a moment ago. */
export async function deadSmtpUrl(): Promise<string> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
