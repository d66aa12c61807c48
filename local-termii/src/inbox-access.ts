import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who may read the SMS inbox: the same rules as local-supabase's mailbox (its codes sign people in). A caller on
 * this machine that reached it by a loopback name and not through a proxy, or anyone holding the API key.
 */
export interface InboxCaller {
  /** The TCP peer (never a header: headers are the caller's to write). */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

export const INBOX_REFUSED =
  'The SMS inbox is a development tool: it is served only to this machine (loopback) or with the Termii API key.';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The Host header names this machine (stops DNS rebinding: attacker.example resolving to 127.0.0.1). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** A proxy on this machine makes every caller look local. */
function isRelayed(headers: IncomingHttpHeaders): boolean {
  return headers['forwarded'] !== undefined || headers['x-forwarded-for'] !== undefined || headers['x-real-ip'] !== undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key as a bearer token or an `api_key` header (the header is how a tool without a JSON body sends it). */
function hasApiKey(headers: IncomingHttpHeaders, apiKey: string): boolean {
  const header = headers['api-key'];
  if (typeof header === 'string' && sameSecret(header, apiKey)) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers['authorization'] ?? '')?.[1];
  return bearer !== undefined && sameSecret(bearer, apiKey);
}

export function inboxAllowed(caller: InboxCaller, apiKey: string): boolean {
  if (hasApiKey(caller.headers, apiKey)) return true;
  return isLoopbackAddress(caller.remoteAddress) && isLoopbackHost(caller.headers.host) && !isRelayed(caller.headers);
}
