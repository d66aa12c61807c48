import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Mailer, StoredMail } from './mailer';

/** Placeholder in-memory mailbox; replaced by the file-backed one with SMTP support. */
export function createMailer(_config: Config): Mailer {
  const box: StoredMail[] = [];
  return {
    async send(mail) {
      const stored = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
      box.push(stored);
      return stored;
    },
    async list() {
      return [...box];
    },
    async clear() {
      box.length = 0;
    },
  };
}
