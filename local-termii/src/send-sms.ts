import { randomInt, timingSafeEqual } from 'node:crypto';
import type { InboxStore, StoredSms } from './inbox-store';

/** An answer Termii gives as `{ message }` with an HTTP status. */
export class TermiiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const CHANNELS = new Set(['generic', 'dnd', 'whatsapp']);
/** Termii sends to international numbers written as digits (234…); a leading + is tolerated, as Termii does. */
const RECIPIENT = /^\+?[1-9]\d{7,14}$/;

function field(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' && v.trim() ? v : undefined;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Termii's message ids are long decimal strings. */
function messageId(): string {
  return `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * POST /api/sms/send: `{api_key, to, from, sms, type, channel}` as Supabase Auth and Termii's own SDKs send it.
 * The key is checked before anything else (a wrong key learns nothing about the body); the SMS is kept in the inbox
 * and answered with Termii's success shape.
 */
export function sendSms(inbox: InboxStore, apiKey: string, raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new TermiiError(400, 'Request body must be a JSON object');
  const body = raw as Record<string, unknown>;
  const key = field(body, 'api_key');
  if (!key || !sameKey(key, apiKey)) throw new TermiiError(401, 'Invalid API key');
  const to = field(body, 'to');
  const from = field(body, 'from');
  const sms = field(body, 'sms');
  const type = field(body, 'type') ?? 'plain';
  const channel = field(body, 'channel') ?? 'generic';
  if (!to) throw new TermiiError(400, 'to is required');
  if (!RECIPIENT.test(to)) throw new TermiiError(400, 'Phone number is expected in international format');
  if (!from) throw new TermiiError(400, 'from is required');
  if (from.length > 11) throw new TermiiError(400, 'Sender ID must be at most 11 characters');
  if (!sms) throw new TermiiError(400, 'sms is required');
  if (sms.length > 1600) throw new TermiiError(400, 'sms is too long');
  if (type !== 'plain' && type !== 'unicode') throw new TermiiError(400, 'type must be plain or unicode');
  if (!CHANNELS.has(channel)) throw new TermiiError(400, 'channel must be generic, dnd or whatsapp');
  const stored: StoredSms = {
    messageId: messageId(),
    to: to.replace(/^\+/, ''),
    from,
    sms,
    channel,
    type,
    sentAt: new Date().toISOString(),
  };
  inbox.add(stored);
  return { code: 'ok', message_id: stored.messageId, message: 'Successfully Sent', balance: 1000, user: 'Spotless NG (local Termii)' };
}
