import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { MailboxStore } from './mailbox-store';
import type { Mailer } from './mailer';
import { createSmtpTransport } from './smtp-transport';

/**
 * The mailer: every message lands in DATA_DIR/mailbox (the local inbox at /mail) and, with
 * SMTP_URL set, is also delivered by SMTP. An SMTP failure is logged and does not fail the
 * request: the copy in the mailbox still lets a developer follow the link.
 */
export function createMailer(config: Config, log?: Logger): Mailer {
  const store = new MailboxStore(path.join(config.dataDir, 'mailbox'));
  const smtp = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined;
  return {
    async send(mail) {
      const stored = await store.add(mail);
      if (smtp) {
        try {
          await smtp.deliver(mail);
        } catch (err) {
          if (log) log.error({ err, to: mail.to }, 'mail: SMTP delivery failed (kept in the local mailbox)');
          else process.stderr.write(`mail: SMTP delivery to ${mail.to} failed: ${(err as Error).message}\n`);
        }
      }
      return stored;
    },
    async list(filter) {
      const all = await store.list();
      const to = filter?.to?.trim().toLowerCase();
      return to ? all.filter((m) => m.to.toLowerCase() === to) : all;
    },
    clear: () => store.clear(),
  };
}
