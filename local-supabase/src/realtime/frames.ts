/**
 * Phoenix channel framing as realtime-js speaks it (protocol §5.2): JSON text frames (an array for
 * vsn 2.0.0, an object for 1.0.0) and the binary user-broadcast frames of vsn 2.0.0.
 */

export type Ref = string | null;
export type Vsn = '1.0.0' | '2.0.0';

/** One Phoenix message, whichever framing carried it. */
export interface PhoenixMessage {
  joinRef: Ref;
  ref: Ref;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast whose payload is either JSON or opaque bytes (binary frames only). */
export interface BroadcastBody {
  event: string;
  payload: unknown;
  /** Present when the sender used raw binary encoding; `payload` is then ignored. */
  bytes?: Buffer;
  meta?: Record<string, unknown>;
}

/** A kind-3 "user broadcast push" frame sent by the client. */
export interface BroadcastPush extends BroadcastBody {
  joinRef: Ref;
  ref: Ref;
  topic: string;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const asRef = (v: unknown): Ref => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** Parses a text frame; null when it is not a well-formed Phoenix message. */
export function decodeTextFrame(text: string): PhoenixMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) {
    if (parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  // Clients that asked for vsn 1.0.0 send objects; accept them whatever vsn was announced.
  if (parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>;
    if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null;
    return { joinRef: asRef(o.join_ref), ref: asRef(o.ref), topic: o.topic, event: o.event, payload: o.payload };
  }
  return null;
}

/**
 * Serialises a message whose payload is already JSON text. Fan-out paths build the payload once
 * and reuse it for every subscriber.
 */
export function encodeWithPayloadJson(joinRef: Ref, ref: Ref, topic: string, event: string, payloadJson: string, vsn: Vsn): string {
  if (vsn === '1.0.0') {
    return `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":${JSON.stringify(ref)},"join_ref":${JSON.stringify(joinRef)}}`;
  }
  return `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`;
}

/** Serialises a message as a text frame in the socket's framing. */
export function encodeTextFrame(msg: PhoenixMessage, vsn: Vsn): string {
  return encodeWithPayloadJson(msg.joinRef, msg.ref, msg.topic, msg.event, JSON.stringify(msg.payload ?? {}), vsn);
}

/** Thrown for binary frames we cannot read; the socket answers with an error where it can. */
export class FrameError extends Error {}

/**
 * Decodes a binary frame from the client. Only kind 3 exists client → server:
 * kind, len(join_ref), len(ref), len(topic), len(event), len(metadata), encoding, then the strings
 * and the payload bytes.
 */
export function decodeBinaryFrame(buf: Buffer): BroadcastPush {
  if (buf.length < 7) throw new FrameError('binary frame too short');
  if (buf[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError(`unsupported binary frame kind ${buf[0]}`);
  const lengths = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!];
  const encoding = buf[6]!;
  let offset = 7;
  const strings: string[] = [];
  for (const len of lengths) {
    if (offset + len > buf.length) throw new FrameError('binary frame truncated');
    strings.push(buf.subarray(offset, offset + len).toString('utf8'));
    offset += len;
  }
  const [joinRef, ref, topic, event, metadata] = strings as [string, string, string, string, string];
  const body = buf.subarray(offset);
  let meta: Record<string, unknown> | undefined;
  if (metadata) {
    try {
      const m: unknown = JSON.parse(metadata);
      if (m && typeof m === 'object' && !Array.isArray(m)) meta = m as Record<string, unknown>;
    } catch {
      throw new FrameError('binary frame metadata is not JSON');
    }
  }
  const base = { joinRef: joinRef || null, ref: ref || null, topic, event, meta };
  if (encoding === ENCODING_BINARY) return { ...base, payload: null, bytes: Buffer.from(body) };
  if (encoding !== ENCODING_JSON) throw new FrameError(`unknown payload encoding ${encoding}`);
  try {
    return { ...base, payload: body.length ? JSON.parse(body.toString('utf8')) : {} };
  } catch {
    throw new FrameError('binary frame payload is not JSON');
  }
}

/**
 * Encodes a kind-4 "user broadcast" frame (server → client), the only binary kind realtime-js
 * decodes: kind, len(topic), len(event), len(metadata), encoding, strings, payload.
 */
export function encodeUserBroadcast(topic: string, body: BroadcastBody): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(body.event, 'utf8');
  const m = Buffer.from(body.meta ? JSON.stringify(body.meta) : '', 'utf8');
  if (t.length > 255 || e.length > 255 || m.length > 255) throw new FrameError('topic, event or metadata longer than 255 bytes');
  const payload = body.bytes ?? Buffer.from(JSON.stringify(body.payload ?? {}), 'utf8');
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, body.bytes ? ENCODING_BINARY : ENCODING_JSON]);
  return Buffer.concat([header, t, e, m, payload]);
}
