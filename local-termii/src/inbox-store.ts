import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One SMS as Termii accepted it. */
export interface StoredSms {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
  type: string;
  sentAt: string;
}

/** Enough for days of development; the oldest go first so the file never grows without bound. */
const KEEP = 1000;

/**
 * The SMS inbox: in memory, written whole to DATA_DIR/inbox.json after every change (temporary file renamed over
 * the old one), so a restart keeps it and a crash never leaves half a file.
 */
export class InboxStore {
  private messages: StoredSms[];
  private readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'inbox.json');
    this.messages = InboxStore.read(this.file);
  }

  private static read(file: string): StoredSms[] {
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    try {
      const parsed = JSON.parse(raw) as unknown;
      return Array.isArray(parsed) ? (parsed as StoredSms[]) : [];
    } catch (err) {
      throw new Error(`${file} is not valid JSON (${(err as Error).message}); fix or remove it`);
    }
  }

  add(sms: StoredSms): void {
    this.messages.unshift(sms);
    if (this.messages.length > KEEP) this.messages.length = KEEP;
    this.save();
  }

  /** Newest first; `to` keeps those sent to that number (digits compared, so '+234…' and '234…' match). */
  list(to?: string): StoredSms[] {
    if (!to) return [...this.messages];
    const want = digitsOf(to);
    return this.messages.filter((m) => digitsOf(m.to) === want);
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  private save(): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.messages));
    renameSync(tmp, this.file);
  }
}

export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}
