import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';

/** What a dashboard may ask its person to do; counted by the database (public.my_todo). */
export type TodoItem = 'pay' | 'confirm' | 'review' | 'compare_bids' | 'answer' | 'today';

export type TodoCounts = Partial<Record<TodoItem, number>>;

const KNOWN = new Set<string>(['pay', 'confirm', 'review', 'compare_bids', 'answer', 'today']);

/** The caller's to-do counts; items with nothing to do are left out. */
export async function fetchMyTodo(): Promise<TodoCounts> {
  const supabase = await getSupabase();
  // Generated types know set-returning functions only as Json[]: the row shape is my_todo's `returns table`.
  const rows = (unwrap(await supabase.rpc('my_todo'), 'Could not load what needs doing.') ?? []) as unknown as Array<{ item: string; how_many: number }>;
  const counts: TodoCounts = {};
  for (const { item, how_many } of rows) {
    if (KNOWN.has(item) && how_many > 0) counts[item as TodoItem] = how_many;
  }
  return counts;
}

/**
 * The signed-in person's to-do counts. Kept under the bookings domain: whatever refreshes bookings (a change, a
 * realtime event) refreshes these too.
 */
export function useMyTodo() {
  const userId = useAuth((state) => state.user?.id);
  return useQuery({
    queryKey: queryKeys.bookings.detail(`todo:${userId ?? ''}`),
    queryFn: fetchMyTodo,
    enabled: Boolean(userId),
  });
}
