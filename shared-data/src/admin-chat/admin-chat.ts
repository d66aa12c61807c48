// Operator side of the guest chat: threads (Guest 1, 2, ... newest message first, unread badges), a thread's
// messages, replies as the operator, read marks, and the chat bell (unread chat notifications of this admin).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, getSupabase, type ListPage, pageRange, queryKeys, toListPage, unwrap, useRealtimeInvalidation } from '@spotless/shared-data';
import type { Database } from '../database.types';

type ThreadRow = Database['public']['Tables']['chat_threads']['Row'];
type MessageRow = Database['public']['Tables']['chat_messages']['Row'];

export type AdminChatThread = Pick<ThreadRow, 'id' | 'guest_number' | 'last_message_at' | 'admin_unread' | 'created_at'>;
export type AdminChatMessage = Pick<MessageRow, 'id' | 'thread_id' | 'from_admin' | 'body' | 'created_at' | 'read_at'>;

/** Ours: the spec only logs chat failures; a reply that failed still has to say so. */
export const ADMIN_CHAT_TEXTS = {
  loadFailed: 'Could not load the chats.',
  sendFailed: 'Message not sent. Please try again.',
} as const;

const THREAD_COLUMNS = 'id, guest_number, last_message_at, admin_unread, created_at';

/**
 * One page (1-based) of the threads with at least one message, newest message first (ties by guest number, as the
 * list orders them), with how many there are in all.
 */
export async function fetchAdminChatThreadsPage(pageNumber: number): Promise<ListPage<AdminChatThread>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(pageNumber);
  const result = await supabase
    .from('chat_threads')
    .select(THREAD_COLUMNS, { count: 'exact' })
    .not('last_message_at', 'is', null)
    .order('last_message_at', { ascending: false })
    .order('guest_number', { ascending: true })
    .range(from, to);
  return toListPage((unwrap(result, ADMIN_CHAT_TEXTS.loadFailed) ?? []) as AdminChatThread[], result.count, page);
}

/** The first page of {@link fetchAdminChatThreadsPage}. */
export async function fetchAdminChatThreads(): Promise<AdminChatThread[]> {
  return (await fetchAdminChatThreadsPage(1)).rows;
}

/** One thread (null when there is none or the caller may not see it): an opened chat that is not on the page shown. */
export async function fetchAdminChatThread(threadId: string): Promise<AdminChatThread | null> {
  const supabase = await getSupabase();
  const result = await supabase.from('chat_threads').select(THREAD_COLUMNS).eq('id', threadId).maybeSingle();
  return (unwrap(result, ADMIN_CHAT_TEXTS.loadFailed) ?? null) as AdminChatThread | null;
}

/** A page of threads, live: every new message (either side) refreshes the order and the badges. */
export function useAdminChatThreadsPage(page: number) {
  useRealtimeInvalidation({ table: 'chat_messages', event: 'INSERT', queryKeys: [queryKeys.chats.all] });
  return useQuery({ queryKey: queryKeys.chats.list({ admin: true, page }), queryFn: () => fetchAdminChatThreadsPage(page), placeholderData: keepPreviousData });
}

/** The opened thread, whatever page it is on (the page's hook keeps it live). */
export function useAdminChatThread(threadId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.chats.list({ admin: true, thread: threadId ?? null }),
    queryFn: () => fetchAdminChatThread(threadId as string),
    enabled: Boolean(threadId),
  });
}

export async function fetchAdminChatMessages(threadId: string): Promise<AdminChatMessage[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('chat_messages').select('id, thread_id, from_admin, body, created_at, read_at').eq('thread_id', threadId).order('created_at', { ascending: true }),
    ADMIN_CHAT_TEXTS.loadFailed,
  );
  return (rows ?? []) as AdminChatMessage[];
}

export function useAdminChatMessages(threadId: string | null | undefined) {
  const key = queryKeys.chatMessages.list({ admin: true, thread: threadId ?? null });
  useRealtimeInvalidation({ table: 'chat_messages', event: 'INSERT', filter: `thread_id=eq.${threadId}`, queryKeys: [key], enabled: Boolean(threadId) });
  return useQuery({ queryKey: key, queryFn: () => fetchAdminChatMessages(threadId as string), enabled: Boolean(threadId) });
}

/** Replies as the operator. Blank text is ignored (resolves false). @throws DataError {@link ADMIN_CHAT_TEXTS.sendFailed} */
export async function sendAdminReply(threadId: string, text: string): Promise<boolean> {
  const body = text.trim();
  if (!body || !threadId) return false;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const senderId = data.session?.user.id;
  if (!senderId) throw new DataError(ADMIN_CHAT_TEXTS.sendFailed);
  const { error } = await supabase.from('chat_messages').insert({ thread_id: threadId, sender_id: senderId, from_admin: true, body });
  if (error) throw new DataError(ADMIN_CHAT_TEXTS.sendFailed, { code: error.code, detail: error.message, cause: error });
  return true;
}

export function useSendAdminReply(threadId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendAdminReply(threadId ?? '', text),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.chatMessages.list({ admin: true, thread: threadId ?? null }) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.chats.all }),
      ]),
  });
}

/** Marks a guest's messages read for the operators (best effort: failures are only logged, as the spec does). */
export async function markAdminChatRead(threadId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('mark_chat_read', { p_thread_id: threadId });
  if (error) console.warn('[admin-chat] mark read failed', error.message);
}

/** Number of this admin's unread chat notifications (the chat bell). */
export async function fetchUnreadChatNotifications(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase.from('notifications').select('id', { count: 'exact', head: true }).eq('category', 'chat').eq('is_read', false);
  if (error) throw new DataError(ADMIN_CHAT_TEXTS.loadFailed, { code: error.code, detail: error.message });
  return count ?? 0;
}

export function useChatBell(userId: string | null | undefined) {
  const key = queryKeys.notifications.list({ chatBell: true });
  useRealtimeInvalidation({ table: 'notifications', event: 'INSERT', filter: `recipient_id=eq.${userId}`, queryKeys: [key], enabled: Boolean(userId) });
  return useQuery({ queryKey: key, queryFn: fetchUnreadChatNotifications, enabled: Boolean(userId) });
}

/** Opening the chats resets the bell: every unread chat notification of this admin becomes read. */
export async function clearChatBell(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('mark_all_notifications_read', { p_category: 'chat' });
  if (error) {
    console.warn('[admin-chat] clear bell failed', error.message);
    return 0;
  }
  return (data as number | null) ?? 0;
}

export function useClearChatBell() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearChatBell, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }) });
}
