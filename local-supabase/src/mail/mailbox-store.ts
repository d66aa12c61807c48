import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMail, StoredMail } from './mailer';

/**
 * Messages as JSON files in one folder, so the mailbox survives restarts. File names start with
 * the send time and a per-process sequence number, so sorting them sorts the messages.
 */
export class MailboxStore {
  private seq = 0;

  constructor(readonly dir: string) {}

  async add(mail: OutgoingMail): Promise<StoredMail> {
    await mkdir(this.dir, { recursive: true });
    const now = new Date();
    this.seq = (this.seq + 1) % 1_000_000;
    const id = `${now.getTime().toString().padStart(14, '0')}-${String(this.seq).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = { id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, sentAt: now.toISOString() };
    // Write then rename would be atomic, but readers skip unparsable files anyway.
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
    return stored;
  }

  /** Newest first. */
  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const files = names.filter((n) => n.endsWith('.json')).sort().reverse();
    const out: StoredMail[] = [];
    for (const name of files) {
      try {
        const parsed = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as StoredMail;
        if (typeof parsed.id === 'string' && typeof parsed.to === 'string') out.push(parsed);
      } catch {
        // A half-written or foreign file: not a message.
      }
    }
    return out;
  }

  async clear(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => rm(path.join(this.dir, n), { force: true })));
  }
}
