-- A schedule's visits are bookings (20250716000000), but match_schedule wrote them without a booking_contacts row:
-- the cleaner's booking page of a visit had no customer name, phone or address to go to, and the console's Bookings
-- tab listed visits without a name. Every visit booking now gets its contact from the client's account (name, phone,
-- e-mail, address), as a booking the client makes does; the visits already laid out get theirs here. An account
-- without a usable name or phone gets none (the console then shows the account itself).

create function public.add_schedule_visit_contact() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.booking_contacts (booking_id, full_name, phone, email, address)
  select new.id, btrim(p.full_name), p.phone,
         case when p.email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then p.email end, left(c.address, 500)
    from public.profiles p
    left join public.client_profiles c on c.user_id = p.id
   where p.id = new.customer_id
     and char_length(btrim(coalesce(p.full_name, ''))) between 1 and 120
     and p.phone ~ '^\+234[0-9]{10}$'
  on conflict (booking_id) do nothing;
  return null;
end $$;
revoke execute on function public.add_schedule_visit_contact() from public, anon, authenticated;
grant execute on function public.add_schedule_visit_contact() to service_role;
create trigger bookings_schedule_visit_contact after insert on public.bookings
  for each row when (new.source = 'schedule') execute function public.add_schedule_visit_contact();

insert into public.booking_contacts (booking_id, full_name, phone, email, address)
select b.id, btrim(p.full_name), p.phone, case when p.email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then p.email end, left(c.address, 500)
  from public.bookings b
  join public.profiles p on p.id = b.customer_id
  left join public.client_profiles c on c.user_id = p.id
 where b.source = 'schedule'
   and char_length(btrim(coalesce(p.full_name, ''))) between 1 and 120
   and p.phone ~ '^\+234[0-9]{10}$'
on conflict (booking_id) do nothing;
