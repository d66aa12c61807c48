import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { BindingError, bindingId, echoBinding, resolveBinding, type RawBinding } from './bindings';
import { Channel, type ChannelOptions, type ChannelTransport } from './channel';
import { fanOutBroadcast, pushPresenceDiff, type RealtimeContext } from './context';
import {
  FrameError,
  decodeBinaryFrame,
  decodeTextFrame,
  encodeTextFrame,
  type BroadcastBody,
  type PhoenixMessage,
  type Ref,
  type Vsn,
} from './frames';
import { TokenError, identityFromToken, type Identity } from './identity';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** New-style API keys are opaque; Realtime ignores them as access tokens (protocol §5.7). */
const isOpaqueKey = (token: string) => token.startsWith('sb_');

/**
 * One WebSocket connection speaking the Phoenix channel protocol: heartbeats, joins, leaves,
 * token updates, broadcast and presence. postgres_changes delivery happens elsewhere
 * (ChangeDispatcher) through the channels registered here.
 */
export class SocketSession implements ChannelTransport {
  private channels = new Map<string, Channel>();
  private closed = false;
  /** Frames are handled one after another so that a join completes before the pushes that follow it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** Identity of the socket's apikey: used by joins without access_token. */
    private readonly apikeyIdentity: Identity,
    private readonly ctx: RealtimeContext,
  ) {
    ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      this.queue = this.queue
        .then(() => this.onFrame(buf, isBinary))
        .catch((err: unknown) => ctx.log.error({ err }, 'realtime: message handling failed'));
    });
    ws.on('close', () => this.onClose());
    ws.on('error', () => this.onClose());
  }

  sendText(text: string): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(text);
  }

  sendBinary(data: Buffer): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(data, { binary: true });
  }

  private send(msg: PhoenixMessage): void {
    this.sendText(encodeTextFrame(msg, this.vsn));
  }

  private replyTo(msg: { joinRef: Ref; ref: Ref; topic: string }, status: 'ok' | 'error', response: unknown = {}): void {
    this.send({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async onFrame(buf: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) {
      let push;
      try {
        push = decodeBinaryFrame(buf);
      } catch (err) {
        // Without readable refs there is nobody to answer; the frame is dropped.
        this.ctx.log.debug({ err: (err as FrameError).message }, 'realtime: unreadable binary frame');
        return;
      }
      const channel = this.channels.get(push.topic);
      if (!channel) return this.replyTo(push, 'error', { reason: 'unmatched topic' });
      return this.broadcast(channel, push, push);
    }
    const msg = decodeTextFrame(buf.toString('utf8'));
    if (!msg) return;
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.replyTo(msg, 'ok');
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.channels.get(msg.topic);
    if (!channel) return this.replyTo(msg, 'error', { reason: 'unmatched topic' });
    const payload = isObject(msg.payload) ? msg.payload : {};
    switch (msg.event) {
      case 'phx_leave':
        this.replyTo(msg, 'ok');
        this.removeChannel(channel);
        return;
      case 'access_token':
        return this.updateToken(channel, msg, payload);
      case 'broadcast':
        if (typeof payload.event !== 'string') return this.replyTo(msg, 'error', { reason: 'broadcast needs an event name' });
        return this.broadcast(channel, msg, { event: payload.event, payload: payload.payload });
      case 'presence':
        return this.presence(channel, msg, payload);
      default:
        this.replyTo(msg, 'error', { reason: `unknown event "${msg.event}"` });
    }
  }

  private async join(msg: PhoenixMessage): Promise<void> {
    const payload = isObject(msg.payload) ? msg.payload : {};
    const config = isObject(payload.config) ? payload.config : {};
    if (config.private === true) {
      return this.replyTo(msg, 'error', { reason: 'Private channels are not supported by this server' });
    }
    const token = typeof payload.access_token === 'string' ? payload.access_token : typeof payload.user_token === 'string' ? payload.user_token : undefined;
    let identity = this.apikeyIdentity;
    if (token && !isOpaqueKey(token)) {
      try {
        identity = await identityFromToken(token, this.ctx.jwtSecret);
      } catch (err) {
        return this.replyTo(msg, 'error', { reason: (err as TokenError).message });
      }
    }
    const previous = this.channels.get(msg.topic);
    if (previous) {
      // A second join on the same topic replaces the first, as Phoenix does.
      previous.push('phx_close', {}, previous.joinRef);
      this.removeChannel(previous);
    }
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const options: ChannelOptions = {
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : randomUUID(),
      presenceEnabled: presence.enabled === true,
    };
    const raw: RawBinding[] = Array.isArray(config.postgres_changes) ? config.postgres_changes.map((b) => (isObject(b) ? b : {})) : [];
    const channel = new Channel(msg.topic, msg.joinRef, identity, options, this);
    this.channels.set(msg.topic, channel);
    this.ctx.registry.add(channel);
    this.replyTo(msg, 'ok', { postgres_changes: raw.map((b) => echoBinding(b, bindingId(b))) });
    if (options.presenceEnabled) channel.push('presence_state', this.ctx.presence.state(msg.topic));
    channel.watchExpiry(() => this.expire(channel));
    // Not awaited: the catalog lookup must not hold up the frames that follow (heartbeats, broadcasts).
    if (raw.length) void this.subscribeChanges(channel, raw);
  }

  /** Validates the bindings against the database, then starts delivery or reports the error. */
  private async subscribeChanges(channel: Channel, raw: RawBinding[]): Promise<void> {
    try {
      const bindings = await Promise.all(raw.map((b) => resolveBinding(b, this.ctx.catalog)));
      if (this.channels.get(channel.topic) !== channel) return;
      channel.bindings = bindings;
      this.ctx.registry.indexBindings(channel);
      channel.push('system', { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: channel.name });
    } catch (err) {
      if (this.channels.get(channel.topic) !== channel) return;
      const message = err instanceof BindingError ? err.message : 'Unable to subscribe to PostgreSQL changes';
      if (!(err instanceof BindingError)) this.ctx.log.error({ err }, 'realtime: subscribing to changes failed');
      channel.push('system', { extension: 'postgres_changes', status: 'error', message, channel: channel.name });
    }
  }

  /** `access_token` push: switch the channel's identity, or close it when the token is bad. */
  private async updateToken(channel: Channel, msg: PhoenixMessage, payload: Record<string, unknown>): Promise<void> {
    const token = payload.access_token;
    if (typeof token !== 'string' || !token || isOpaqueKey(token) || token === channel.identity.token) {
      return this.replyTo(msg, 'ok');
    }
    try {
      const identity = await identityFromToken(token, this.ctx.jwtSecret);
      channel.identity = identity;
      channel.watchExpiry(() => this.expire(channel));
      this.replyTo(msg, 'ok');
    } catch (err) {
      this.closeWithSystemError(channel, (err as TokenError).message);
    }
  }

  private expire(channel: Channel): void {
    if (this.channels.get(channel.topic) !== channel) return;
    const ago = Math.max(0, Math.floor(Date.now() / 1000 - channel.identity.exp));
    this.closeWithSystemError(channel, `Token has expired ${ago} seconds ago`);
  }

  private closeWithSystemError(channel: Channel, message: string): void {
    channel.push('system', { extension: 'system', status: 'error', message, channel: channel.name });
    channel.push('phx_close', {}, channel.joinRef);
    this.removeChannel(channel);
  }

  private broadcast(channel: Channel, msg: { joinRef: Ref; ref: Ref; topic: string }, body: BroadcastBody): void {
    fanOutBroadcast(this.ctx.registry, channel.topic, body, channel);
    if (channel.options.broadcastAck) this.replyTo(msg, 'ok');
  }

  private presence(channel: Channel, msg: PhoenixMessage, payload: Record<string, unknown>): void {
    const { registry, presence } = this.ctx;
    if (payload.event === 'track') {
      const state = isObject(payload.payload) ? payload.payload : {};
      pushPresenceDiff(registry, channel.topic, presence.track(channel.topic, channel.options.presenceKey, channel, state));
      return this.replyTo(msg, 'ok');
    }
    if (payload.event === 'untrack') {
      pushPresenceDiff(registry, channel.topic, presence.untrack(channel.topic, channel.options.presenceKey, channel));
      return this.replyTo(msg, 'ok');
    }
    this.replyTo(msg, 'error', { reason: 'presence event must be track or untrack' });
  }

  /** Forgets a channel: no more deliveries, and its presence leaves. */
  private removeChannel(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    channel.stopWatchingExpiry();
    this.ctx.registry.remove(channel);
    pushPresenceDiff(this.ctx.registry, channel.topic, this.ctx.presence.untrack(channel.topic, channel.options.presenceKey, channel));
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) this.removeChannel(channel);
  }
}
