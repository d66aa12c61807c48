-- The cleaner's Your Cleaning Schedules refetches when Realtime pushes a change of one of their schedules rows
-- (20250706000200). A client moving or skipping one visit changes only schedule_visits, so the cleaner saw it only
-- after a reload. Any change of a visit's slot or status now touches its schedule's row (once per transaction), and
-- that push reaches the cleaner (and anyone else allowed to see the schedule, as Realtime applies RLS).

/* Trigger: a visit's slot or status changed: its schedule's updated_at moves, once per transaction. */
create function public.schedule_visits_touch_schedule() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.schedules set updated_at = now() where id = new.schedule_id and updated_at is distinct from now();
  return null;
end $$;
revoke all on function public.schedule_visits_touch_schedule() from public, anon, authenticated;
grant execute on function public.schedule_visits_touch_schedule() to service_role;
create trigger schedule_visits_touch_schedule after update of starts_at, ends_at, status on public.schedule_visits
  for each row execute function public.schedule_visits_touch_schedule();
