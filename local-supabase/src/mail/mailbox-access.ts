import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What the mailbox knows about a request when deciding whether to serve it. */
export interface MailboxCaller {
  /** The TCP peer (never a header: headers are the caller's to write). */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

/** The mailbox's answer to a caller: served, or refused with the reason given back. */
export type MailboxAccess = { allowed: true } | { allowed: false; message: string };

const REFUSED =
  'The mailbox is a development tool: it is served only to this machine (loopback) or with the service_role key.';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The Host header names this machine: localhost, 127.x.x.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** A proxy on this machine makes every caller look local: such requests are not loopback callers. */
function isRelayed(headers: IncomingHttpHeaders): boolean {
  return headers['forwarded'] !== undefined || headers['x-forwarded-for'] !== undefined || headers['x-real-ip'] !== undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request carries the service_role key (apikey header or bearer), as the CLI tools send it. */
function hasServiceKey(headers: IncomingHttpHeaders, serviceRoleKey: string): boolean {
  const apikey = headers['apikey'];
  if (typeof apikey === 'string' && sameSecret(apikey, serviceRoleKey)) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers['authorization'] ?? '')?.[1];
  return bearer !== undefined && sameSecret(bearer, serviceRoleKey);
}

/**
 * Whether to serve the mailbox: with the service_role key from anywhere, else only to a caller on
 * this machine that reached it by a loopback name. The Host check stops DNS rebinding (a page on
 * attacker.example whose name now resolves to 127.0.0.1 is still asking for attacker.example).
 */
export function mailboxAccess(caller: MailboxCaller, serviceRoleKey: string): MailboxAccess {
  if (hasServiceKey(caller.headers, serviceRoleKey)) return { allowed: true };
  const local =
    isLoopbackAddress(caller.remoteAddress) && isLoopbackHost(caller.headers.host) && !isRelayed(caller.headers);
  return local ? { allowed: true } : { allowed: false, message: REFUSED };
}
