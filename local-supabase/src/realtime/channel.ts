import { encodeUserBroadcast, encodeWithPayloadJson, type BroadcastBody, type Ref, type Vsn } from './frames';
import type { Identity } from './identity';
import type { PostgresBinding } from './bindings';

/** The socket side a channel writes to. */
export interface ChannelTransport {
  readonly vsn: Vsn;
  sendText(text: string): void;
  sendBinary(data: Buffer): void;
}

/** Join options from `phx_join` config (protocol §5.4). */
export interface ChannelOptions {
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
}

/** Longest timer Node accepts; tokens expiring later than this need no timer yet. */
const MAX_TIMER_MS = 2_147_483_647;

/** One joined topic on one socket. */
export class Channel {
  /** Validated postgres_changes bindings; empty until the subscription is confirmed. */
  bindings: PostgresBinding[] = [];
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly topic: string,
    public joinRef: Ref,
    public identity: Identity,
    readonly options: ChannelOptions,
    private readonly transport: ChannelTransport,
  ) {}

  /** Topic without the `realtime:` prefix, as Supabase names the channel in system messages. */
  get name(): string {
    return this.topic.startsWith('realtime:') ? this.topic.slice('realtime:'.length) : this.topic;
  }

  /** A server-initiated message on this channel (ref null). */
  push(event: string, payload: unknown, joinRef: Ref = null): void {
    this.pushJson(event, JSON.stringify(payload), joinRef);
  }

  /** Same as push() with a payload already serialised (fan-out builds it once). */
  pushJson(event: string, payloadJson: string, joinRef: Ref = null): void {
    this.transport.sendText(encodeWithPayloadJson(joinRef, null, this.topic, event, payloadJson, this.transport.vsn));
  }

  /** Reply to a client push, echoing its refs. */
  reply(joinRef: Ref, ref: Ref, status: 'ok' | 'error', response: unknown = {}): void {
    this.transport.sendText(
      encodeWithPayloadJson(joinRef, ref, this.topic, 'phx_reply', JSON.stringify({ status, response }), this.transport.vsn),
    );
  }

  /** Delivers a user broadcast: JSON payloads as text, raw bytes as a kind-4 binary frame. */
  deliverBroadcast(body: BroadcastBody): void {
    if (body.bytes) {
      // vsn 1.0.0 has no binary framing; such clients cannot receive raw payloads.
      if (this.transport.vsn === '2.0.0') this.transport.sendBinary(encodeUserBroadcast(this.topic, body));
      return;
    }
    const payload: Record<string, unknown> = { type: 'broadcast', event: body.event, payload: body.payload };
    if (body.meta) payload.meta = body.meta;
    this.push('broadcast', payload);
  }

  /** Calls `onExpired` when the identity's token expires (Realtime closes such channels). */
  watchExpiry(onExpired: () => void): void {
    this.stopWatchingExpiry();
    const ms = this.identity.exp * 1000 - Date.now();
    if (ms > MAX_TIMER_MS) return;
    this.expiryTimer = setTimeout(onExpired, Math.max(0, ms));
    this.expiryTimer.unref();
  }

  stopWatchingExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
  }
}
