-- Issue 27 item 3, follow-up to 20250716000000: a schedule's visits are bookings, so they get reminders, standby and
-- the slot guard for as long as they are live. When an admin ends a schedule in the console (expired, or completed
-- early), its visits still to come must end with it, or the client and the cleaner would keep being reminded of visits
-- of a schedule that is over, and the cleaner's time would stay taken. (cancel_schedule cancels its visits itself, as
-- the client, and a schedule that ends by itself has no visit left to do.)

/* Trigger: a schedule an admin ends (expired or completed) cancels its visit bookings not yet started. */
create function public.schedule_end_cancels_visits() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.bookings
     set status = 'cancelled', cancelled_at = now(), cancelled_by = 'admin',
         cancellation_reason = coalesce(new.cancellation_reason, 'The schedule ended.')
   where schedule_id = new.id and status::text in ('pending', 'accepted') and starts_at > now();
  return null;
end $$;
revoke all on function public.schedule_end_cancels_visits() from public, anon, authenticated;
grant execute on function public.schedule_end_cancels_visits() to service_role;
create trigger schedules_end_cancels_visits after update of status on public.schedules
  for each row when (new.status::text in ('expired', 'completed') and old.status::text is distinct from new.status::text)
  execute function public.schedule_end_cancels_visits();
