-- Adds the tables the screens watch live (notifications, bids, bookings, quote requests, chat) to the
-- supabase_realtime publication. Realtime still applies each subscriber's RLS to every change it forwards.

do $$
declare t text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array['notifications', 'bids', 'bookings', 'quote_requests', 'chat_messages', 'chat_threads'] loop
    if not exists (select 1 from pg_publication_tables
                    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
