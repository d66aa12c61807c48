import type { RealtimeChannel } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '../client/types';
import { rejoinDelay } from './rejoin-delay';

/** Options of {@link keepChannelLive}. */
export interface LiveChannelOptions {
  /** A new channel with its postgres_changes listeners, not yet subscribed; called again for every rejoin. */
  create(): RealtimeChannel;
  /** The server delivers postgres_changes on the current channel: after the first join and after every rejoin. */
  onLive(): void;
}

interface SystemMessage {
  extension?: string;
  status?: string;
}

/**
 * Whether a subscribe status means the channel must be replaced. realtime-js forgets a channel the server closed (e.g.
 * its token expired) for good. One that errored or timed out it joins again itself, but with the join it already
 * had, token included: a join the server refused for that token would be refused again.
 */
function isLost(status: string, supabase: AppSupabaseClient): boolean {
  if (status === 'CLOSED') return true;
  // Offline, the socket's own reconnect rejoins the channel: replacing it then would only pile up joins.
  return (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') && supabase.realtime.isConnected();
}

/**
 * Subscribes the channel made by `create` and keeps one subscribed until the returned stop function is called: when
 * the server closes or refuses it, it is removed and a fresh one subscribed after a back-off (reset once live). A
 * rejoin that is waiting out its back-off runs at once when the browser comes back online or the tab is shown again:
 * the moments a phone's list most likely went stale, and when the visitor looks at it.
 */
export function keepChannelLive(supabase: AppSupabaseClient, { create, onLive }: LiveChannelOptions): () => void {
  let stopped = false;
  let current: RealtimeChannel | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const subscribe = () => {
    const channel = create().on('system', {}, (payload: SystemMessage) => {
      if (channel !== current || payload.extension !== 'postgres_changes' || payload.status !== 'ok') return;
      failures = 0;
      onLive();
    });
    current = channel;
    channel.subscribe((status) => {
      // Statuses of a channel already given up (removing it reports CLOSED too) are old news.
      if (channel !== current || !isLost(status, supabase)) return;
      current = null;
      void supabase.removeChannel(channel);
      retry = setTimeout(() => void resubscribe(), rejoinDelay(failures++));
    });
  };

  const resubscribe = async () => {
    retry = undefined;
    // The join carries the token realtime-js was last handed, and auth-js does not refresh in a hidden tab: that may
    // be the very token the server just expired. getSession refreshes an expired session; the new token reaches
    // realtime-js through supabase-js's auth listener, but handing it over here does not depend on that.
    const { data } = await supabase.auth.getSession().catch(() => ({ data: { session: null } }));
    if (stopped) return;
    if (data.session) await supabase.realtime.setAuth(data.session.access_token).catch(() => undefined);
    if (!stopped) subscribe();
  };

  // Registered only in a browser, so `document` is there when it runs.
  const rejoinNow = () => {
    if (stopped || retry === undefined || document.visibilityState === 'hidden') return;
    clearTimeout(retry);
    void resubscribe();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', rejoinNow);
    document.addEventListener('visibilitychange', rejoinNow);
  }

  subscribe();
  return () => {
    stopped = true;
    if (hasWindow) {
      window.removeEventListener('online', rejoinNow);
      document.removeEventListener('visibilitychange', rejoinNow);
    }
    clearTimeout(retry);
    const channel = current;
    current = null;
    if (channel) void supabase.removeChannel(channel);
  };
}
