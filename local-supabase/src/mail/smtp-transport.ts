import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mailer';

/** Sender of Auth e-mails (overridable with MAIL_FROM). */
export const DEFAULT_FROM = 'Spotless NG <no-reply@spotless.ng>';

/** Delivers a message through the SMTP server of `smtpUrl` (e.g. smtp://user:pass@host:587). */
export interface SmtpTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from = process.env.MAIL_FROM || DEFAULT_FROM): SmtpTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transport.close();
    },
  };
}
