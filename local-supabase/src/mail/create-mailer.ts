import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { MailboxStore } from './mailbox-store';
import type { Mailbox, Mailer } from './mailer';
import { createSmtpTransport } from './smtp-transport';

/**
 * The mailer. Without SMTP_URL every message lands in DATA_DIR/mailbox (the development inbox at
 * /mail). With SMTP_URL messages are only delivered: a copy would be a store of live recovery links
 * that outlives the e-mail, so the mailbox is off. An SMTP failure is logged and does not fail the
 * request (the person asks again), and the answer stays the same whether or not the address exists.
 */
export function createMailer(config: Config, log?: Logger): Mailer {
  if (!config.smtpUrl) return mailboxMailer(new MailboxStore(path.join(config.dataDir, 'mailbox')));
  const smtp = createSmtpTransport(config.smtpUrl);
  return {
    async send(mail) {
      try {
        await smtp.deliver(mail);
      } catch (err) {
        if (log) log.error({ err, to: mail.to }, 'mail: SMTP delivery failed');
        else process.stderr.write(`mail: SMTP delivery to ${mail.to} failed: ${(err as Error).message}\n`);
      }
    },
  };
}

function mailboxMailer(store: MailboxStore): Mailer {
  const mailbox: Mailbox = {
    async list(filter) {
      const all = await store.list();
      const to = filter?.to?.trim().toLowerCase();
      return to ? all.filter((m) => m.to.toLowerCase() === to) : all;
    },
    clear: () => store.clear(),
  };
  return {
    async send(mail) {
      await store.add(mail);
    },
    mailbox,
  };
}
