-- Creates recurring cleaning schedules (a client adds one, an admin matches it to a cleaner, which lays out its
-- upcoming visits), the visits the cleaner marks completed, and payments (kobo). RPCs: match_schedule, complete_visit.

create domain public.schedule_status as text check (value in ('pending', 'active', 'expired', 'completed'));
create domain public.visit_status as text check (value in ('scheduled', 'completed', 'cancelled'));
create domain public.payment_status as text check (value in ('pending', 'completed', 'failed', 'refunded'));

create table public.schedules (
  id uuid primary key default extensions.gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  cleaner_id uuid references public.cleaner_profiles (user_id) on delete set null,
  service_type text not null default 'Monthly Cleaning' check (service_type in ('Monthly Cleaning', 'Weekly Cleaning',
    'Daily Cleaning', 'Monthly Fumigation', 'Bi-weekly Cleaning')),
  start_date date not null,
  service_time time not null,
  location text check (location is null or char_length(location) <= 300),
  notes text check (notes is null or char_length(notes) <= 1000),
  status public.schedule_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.schedules is 'A recurring service for a client; pending until an admin matches a cleaner (match_schedule).';
create index schedules_client_idx on public.schedules (client_id, start_date desc);
create index schedules_cleaner_idx on public.schedules (cleaner_id, start_date desc) where cleaner_id is not null;
create index schedules_status_idx on public.schedules (status, created_at desc);
create trigger schedules_touch before update on public.schedules for each row execute function public.touch_updated_at();

create table public.schedule_visits (
  id uuid primary key default extensions.gen_random_uuid(),
  schedule_id uuid not null references public.schedules (id) on delete cascade,
  visit_date date not null,
  status public.visit_status not null default 'scheduled',
  completed_at timestamptz,
  unique (schedule_id, visit_date),
  check ((status = 'completed') = (completed_at is not null))
);
comment on table public.schedule_visits is 'One occurrence of a schedule. Visible to the schedule''s client, cleaner and admins.';
create index schedule_visits_upcoming_idx on public.schedule_visits (visit_date) where status = 'scheduled';

create function public.can_see_schedule(p_schedule_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.schedules
                  where id = p_schedule_id and (client_id = (select auth.uid()) or cleaner_id = (select auth.uid())))
$$;
grant execute on function public.can_see_schedule(uuid) to authenticated;

alter table public.schedules enable row level security;
grant select, insert, delete on public.schedules to authenticated;
grant update (status, notes) on public.schedules to authenticated;
create policy schedules_select_authenticated on public.schedules for select to authenticated
  using (client_id = (select auth.uid()) or cleaner_id = (select auth.uid()) or (select public.is_admin()));
-- Clients add their own pending schedules; admins add one for any client. Matching is match_schedule's job.
create policy schedules_insert_authenticated on public.schedules for insert to authenticated
  with check (status = 'pending' and cleaner_id is null
    and ((client_id = (select auth.uid()) and (select public.has_role('client'))) or (select public.is_admin())));
create policy schedules_update_authenticated on public.schedules for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy schedules_delete_authenticated on public.schedules for delete to authenticated
  using ((select public.is_admin()) or (client_id = (select auth.uid()) and status = 'pending'));

alter table public.schedule_visits enable row level security;
grant select on public.schedule_visits to authenticated;
create policy schedule_visits_select_authenticated on public.schedule_visits for select to authenticated
  using ((select public.is_admin()) or public.can_see_schedule(schedule_id));

create table public.payments (
  id uuid primary key default extensions.gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  booking_id uuid references public.bookings (id) on delete set null,
  amount_kobo bigint not null check (amount_kobo > 0),
  method text not null check (method in ('card', 'bank_transfer', 'ussd', 'cash')),
  status public.payment_status not null default 'pending',
  reference text not null unique check (char_length(reference) between 6 and 64),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  check (status <> 'completed' or paid_at is not null)
);
comment on table public.payments is 'Money a client paid (kobo). Recorded by admins; read by the client, the booking''s cleaner (earnings) and admins.';
create index payments_client_idx on public.payments (client_id, created_at desc);
create index payments_booking_idx on public.payments (booking_id) where booking_id is not null;
create index payments_status_idx on public.payments (status, created_at desc);

create function public.is_booking_cleaner(p_booking_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bookings where id = p_booking_id and cleaner_id = (select auth.uid()))
$$;
grant execute on function public.is_booking_cleaner(uuid) to authenticated;

alter table public.payments enable row level security;
grant select, insert on public.payments to authenticated;
grant update (status, paid_at, method) on public.payments to authenticated;
create policy payments_select_authenticated on public.payments for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()) or public.is_booking_cleaner(booking_id));
create policy payments_insert_authenticated on public.payments for insert to authenticated
  with check ((select public.is_admin()));
create policy payments_update_authenticated on public.payments for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- How many upcoming visits a schedule lays out when matched, and how far apart.
create function public.schedule_step(p_service_type text, out step interval, out visits integer)
language sql immutable set search_path = '' as $$
  select case p_service_type
           when 'Daily Cleaning' then interval '1 day'
           when 'Weekly Cleaning' then interval '7 days'
           when 'Bi-weekly Cleaning' then interval '14 days'
           else interval '1 month' end,
         case p_service_type
           when 'Daily Cleaning' then 30
           when 'Weekly Cleaning' then 12
           when 'Bi-weekly Cleaning' then 8
           else 6 end
$$;

/* RPC: an admin matches a pending schedule to a verified, active cleaner; lays out the upcoming visits. */
create function public.match_schedule(p_schedule_id uuid, p_cleaner_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; st record; n integer;
begin
  if not public.is_admin() then
    raise exception 'Only admins can match schedules.' using errcode = '42501';
  end if;
  select * into s from public.schedules where id = p_schedule_id for update;
  if p_schedule_id is null or not found then
    raise exception 'Schedule not found.' using errcode = 'P0002';
  end if;
  if s.status <> 'pending' then
    raise exception 'Only a pending schedule can be matched.' using errcode = '22023';
  end if;
  if p_cleaner_id is null or p_cleaner_id = s.client_id or not exists (select 1 from public.cleaner_profiles
       where user_id = p_cleaner_id and status = 'active' and verification_status = 'verified') then
    raise exception 'This cleaner is not available for bookings.' using errcode = '22023';
  end if;
  select * into st from public.schedule_step(s.service_type);
  insert into public.schedule_visits (schedule_id, visit_date)
  select s.id, (greatest(s.start_date, current_date) + st.step * g)::date from generate_series(0, st.visits - 1) g
  on conflict do nothing;
  get diagnostics n = row_count;
  update public.schedules set cleaner_id = p_cleaner_id, status = 'active' where id = s.id;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule has been matched with a cleaner.',
    '/client/schedules');
  perform public.notify(p_cleaner_id, 'schedule', 'You have a new ' || s.service_type || ' schedule starting '
    || to_char(greatest(s.start_date, current_date), 'DD Mon YYYY') || '.', '/cleaner/schedules');
  return n;
end $$;
comment on function public.match_schedule(uuid, uuid) is 'Admin: pending -> active with a cleaner; returns the number of visits laid out.';

/* RPC: the schedule's cleaner marks a visit completed; the schedule completes with its last visit. */
create function public.complete_visit(p_visit_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare v public.schedule_visits; s public.schedules;
begin
  select * into v from public.schedule_visits where id = p_visit_id for update;
  if p_visit_id is null or not found then
    raise exception 'Visit not found.' using errcode = 'P0002';
  end if;
  select * into s from public.schedules where id = v.schedule_id for update;
  if s.cleaner_id is distinct from auth.uid() then
    raise exception 'Visit not found.' using errcode = 'P0002';
  end if;
  if s.status <> 'active' or v.status <> 'scheduled' then
    raise exception 'This visit cannot be completed.' using errcode = '22023';
  end if;
  update public.schedule_visits set status = 'completed', completed_at = now() where id = v.id;
  if not exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'scheduled') then
    update public.schedules set status = 'completed' where id = s.id;
  end if;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' visit of '
    || to_char(v.visit_date, 'DD Mon YYYY') || ' was completed.', '/client/schedules');
end $$;
comment on function public.complete_visit(uuid) is 'Schedule''s cleaner: scheduled -> completed.';

grant execute on function public.match_schedule(uuid, uuid), public.complete_visit(uuid) to authenticated;
