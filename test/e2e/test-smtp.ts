import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  received: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no TLS, no login) that keeps every mail
 * it receives, parsed: what a test reads the emailed links from.
 * @example const smtp = await startTestSmtp(); startServer({env: {SMTP_URL: smtp.url}}); … await smtp.close();
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * The first run of `pattern` in the text of a mail to `to`, waited for (an
 * email is sent once the request that queued it has ended): what a reader
 * reads in their own mailbox, where secret links live (decision 42).
 * @example const link = await linkIn(smtp, 'ada@example.org', /https?:\/\/\S+\/join\/confirm-email\/[\w-]+/)
 */
export async function linkIn(smtp: TestSmtp, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    for (const mail of smtp.received) {
      const found = JSON.stringify(mail.to ?? '').includes(to) ? pattern.exec(mail.text ?? '')?.[0] : undefined;
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} with ${pattern}`);
}
