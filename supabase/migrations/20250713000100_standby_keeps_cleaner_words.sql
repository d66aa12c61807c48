-- A cleaner's own words when they cancel reach the standby (booking_standby.note, shown to admins beside the job),
-- as 20250706000100 meant: cancel_booking passed the code 'cleaner_cancelled' instead of the reason it was given, so
-- the note was always empty. Only that argument changes (exact text substitution on the current definition).
do $$
declare
  def text := pg_get_functiondef('public.cancel_booking(uuid, text)'::regprocedure);
  changed text;
begin
  changed := replace(def, 'using bk.id, ''cleaner_cancelled'';', 'using bk.id, coalesce(reason, ''cleaner_cancelled'');');
  if changed = def then
    raise notice 'cancel_booking no longer passes the standby reason as expected; left as it is';
  else
    execute changed;
  end if;
end $$;
