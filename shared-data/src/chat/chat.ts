import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ensureGuestSession } from '../auth/actions';
import { guestSessionError } from '../auth/guest-session-error';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import type { Database } from '../database.types';
import { DataError } from '../errors/data-error';
import { rateLimitMessage } from '../errors/rate-limit';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';
import { useRealtimeInvalidation } from '../query/use-realtime-invalidation';

type MessageRow = Database['public']['Tables']['chat_messages']['Row'];
type ThreadRow = Database['public']['Tables']['chat_threads']['Row'];

/** A chat message as the guest sees it. */
export type ChatMessage = Pick<MessageRow, 'id' | 'thread_id' | 'from_admin' | 'body' | 'created_at' | 'read_at'>;
/** The caller's own chat thread. */
export type ChatThread = Pick<ThreadRow, 'id' | 'last_message_at' | 'owner_unread' | 'created_at'>;

/** Ours: the spec shows nothing for chat failures (it only logs them); sending still needs to say it failed. */
export const CHAT_SEND_FAILED = 'Message not sent. Please try again.';
/** Ours: the chat could not be opened. */
export const CHAT_START_FAILED = 'Could not start the chat. Please try again.';

/**
 * Opens the caller's chat with the operators (RPC `start_chat`; one thread per person, so starting again returns the
 * same thread). Creates the anonymous session first for a visitor without one. Returns the thread id.
 */
export async function startChat(): Promise<string> {
  try {
    await ensureGuestSession();
  } catch (error) {
    throw guestSessionError(error, CHAT_START_FAILED);
  }
  try {
    const supabase = await getSupabase();
    return unwrap(await supabase.rpc('start_chat'), CHAT_START_FAILED) as string;
  } catch (error) {
    throw error instanceof DataError ? error : new DataError(CHAT_START_FAILED, { cause: error });
  }
}

/** Mutation hook of {@link startChat}. */
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.all }),
  });
}

/** The caller's thread, or null when they never chatted (or have no session yet). */
export async function fetchMyChatThread(userId: string): Promise<ChatThread | null> {
  const supabase = await getSupabase();
  const result = await supabase.from('chat_threads').select('id, last_message_at, owner_unread, created_at').eq('owner_id', userId).maybeSingle();
  return unwrap(result, CHAT_START_FAILED) as ChatThread | null;
}

/** Hook of {@link fetchMyChatThread}; idle without a session or while `enabled` is false (a closed widget). */
export function useMyChatThread(enabled = true) {
  const userId = useAuth((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: queryKeys.chats.list({ owner: userId }),
    queryFn: () => fetchMyChatThread(userId as string),
    enabled: enabled && Boolean(userId),
  });
}

/** Messages of a thread, oldest first. RLS returns nothing for someone else's thread. */
export async function fetchChatMessages(threadId: string): Promise<ChatMessage[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('chat_messages')
    .select('id, thread_id, from_admin, body, created_at, read_at')
    .eq('thread_id', threadId)
    .order('created_at', { ascending: true });
  return (unwrap(result, CHAT_START_FAILED) ?? []) as ChatMessage[];
}

/** A thread's messages, kept live both ways (realtime on chat_messages for this thread). */
export function useChatMessages(threadId: string | null | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  const enabled = Boolean(threadId) && hasSession;
  const key = queryKeys.chatMessages.list({ thread: threadId ?? null });
  useRealtimeInvalidation({ table: 'chat_messages', event: 'INSERT', filter: `thread_id=eq.${threadId}`, queryKeys: [key], enabled });
  return useQuery({ queryKey: key, queryFn: () => fetchChatMessages(threadId as string), enabled });
}

/**
 * Sends a message as the thread's owner. Blank text is ignored (spec §5: resolves false, nothing is sent).
 * @throws DataError {@link CHAT_SEND_FAILED}, or the database's text when the hourly message limit is reached
 */
export async function sendChatMessage(threadId: string, text: string): Promise<boolean> {
  const body = text.trim();
  if (!body || !threadId) return false;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const senderId = data.session?.user.id;
  if (!senderId) throw new DataError(CHAT_SEND_FAILED);
  const { error } = await supabase.from('chat_messages').insert({ thread_id: threadId, sender_id: senderId, from_admin: false, body });
  if (error) throw new DataError(rateLimitMessage(error) ?? CHAT_SEND_FAILED, { code: error.code, detail: error.message, cause: error });
  return true;
}

/** Mutation hook of {@link sendChatMessage}; refreshes the thread's messages. */
export function useSendChatMessage(threadId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendChatMessage(threadId ?? '', text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chatMessages.list({ thread: threadId ?? null }) }),
  });
}

/** Marks the operator's messages read (best effort: failures are only logged, as in the spec). */
export async function markChatRead(threadId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('mark_chat_read', { p_thread_id: threadId });
  if (error) console.warn('[chat] mark read failed', error.message);
}
