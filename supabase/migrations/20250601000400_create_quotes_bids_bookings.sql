-- Creates the marketplace core: quote requests (client or guest, open to all verified cleaners or targeted at one),
-- their contact details (hidden from cleaners until awarded), bids, bookings and booking contacts. Every change of
-- state goes through the RPCs of the next migration; users have read access only, decided by the policies here.

create domain public.quote_status as text check (value in ('open', 'awarded', 'closed', 'cancelled'));
create domain public.bid_status as text check (value in ('pending', 'accepted', 'rejected', 'withdrawn'));
create domain public.booking_status as text check (value in ('pending', 'accepted', 'rejected', 'completed', 'cancelled'));
create domain public.booking_source as text check (value in ('direct', 'quote', 'admin'));

-- quote_requests ---------------------------------------------------------------------------------------------------
create table public.quote_requests (
  id uuid primary key default extensions.gen_random_uuid(),
  requester_id uuid not null references auth.users (id) on delete cascade,
  requester_kind public.customer_kind not null,
  target_cleaner_id uuid references public.cleaner_profiles (user_id) on delete set null,
  service_type text not null check (service_type in ('House Cleaning', 'Office Cleaning', 'Window Cleaning',
    'Carpet Cleaning', 'Deep Cleaning', 'Post Construction Cleaning', 'Move In/Out Cleaning')),
  location text not null check (char_length(btrim(location)) between 1 and 300),
  state text check (state is null or char_length(state) <= 60),
  lga text check (lga is null or char_length(lga) <= 80),
  description text not null check (char_length(btrim(description)) between 1 and 4000),
  budget text check (budget is null or char_length(budget) <= 100),
  num_rooms smallint check (num_rooms between 1 and 10),
  building_type text check (building_type in ('residential', 'commercial')),
  building_condition text check (building_condition in ('new', 'old')),
  status public.quote_status not null default 'open',
  awarded_bid_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.quote_requests is 'A request for quotes. No contact data here: cleaners see open requests without it (quote_request_contacts).';
create index quote_requests_requester_idx on public.quote_requests (requester_id, created_at desc);
create index quote_requests_open_idx on public.quote_requests (created_at desc) where status = 'open';
create index quote_requests_target_idx on public.quote_requests (target_cleaner_id, created_at desc) where target_cleaner_id is not null;
create index quote_requests_status_idx on public.quote_requests (status, requester_kind, created_at desc);
create trigger quote_requests_touch before update on public.quote_requests for each row execute function public.touch_updated_at();

-- bids -------------------------------------------------------------------------------------------------------------
create table public.bids (
  id uuid primary key default extensions.gen_random_uuid(),
  quote_request_id uuid not null references public.quote_requests (id) on delete cascade,
  cleaner_id uuid not null references public.cleaner_profiles (user_id) on delete cascade,
  amount_kobo bigint not null check (amount_kobo > 0 and amount_kobo <= 100000000000),
  note text check (note is null or char_length(note) <= 1000),
  status public.bid_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (quote_request_id, cleaner_id)
);
comment on table public.bids is 'A cleaner''s price for a quote request; one per (request, cleaner). Accepting one rejects the rest (accept_bid).';
create index bids_request_amount_idx on public.bids (quote_request_id, amount_kobo);
create index bids_cleaner_idx on public.bids (cleaner_id, created_at desc);
create index bids_status_idx on public.bids (status, created_at desc);
create trigger bids_touch before update on public.bids for each row execute function public.touch_updated_at();

alter table public.quote_requests add constraint quote_requests_awarded_bid_fk
  foreign key (awarded_bid_id) references public.bids (id) on delete set null;
create index quote_requests_awarded_bid_idx on public.quote_requests (awarded_bid_id) where awarded_bid_id is not null;

-- quote_request_contacts -------------------------------------------------------------------------------------------
create table public.quote_request_contacts (
  quote_request_id uuid primary key references public.quote_requests (id) on delete cascade,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  phone text not null check (phone ~ '^\+234[0-9]{10}$'),
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  address text check (address is null or char_length(address) <= 500)
);
comment on table public.quote_request_contacts is 'Who to contact about a quote request: requester, admins, and the cleaner whose bid was accepted.';

-- bookings ---------------------------------------------------------------------------------------------------------
create table public.bookings (
  id uuid primary key default extensions.gen_random_uuid(),
  customer_id uuid not null references auth.users (id) on delete cascade,
  customer_kind public.customer_kind not null,
  cleaner_id uuid references public.cleaner_profiles (user_id) on delete set null,
  services text[] not null check (cardinality(services) between 1 and 10),
  location text not null check (char_length(btrim(location)) between 1 and 300),
  state text check (state is null or char_length(state) <= 60),
  lga text check (lga is null or char_length(lga) <= 80),
  num_rooms smallint check (num_rooms between 1 and 10),
  building_type text check (building_type in ('residential', 'commercial')),
  building_condition text check (building_condition in ('new', 'old')),
  has_water boolean not null default false,
  special_request text check (special_request is null or char_length(special_request) <= 2000),
  scheduled_date date,
  budget_kobo bigint check (budget_kobo >= 0),
  price_kobo bigint check (price_kobo >= 0),
  status public.booking_status not null default 'pending',
  source public.booking_source not null default 'direct',
  quote_request_id uuid references public.quote_requests (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  accepted_at timestamptz,
  completed_at timestamptz,
  check (status <> 'completed' or completed_at is not null)
);
comment on table public.bookings is 'A job for a client or guest, with a cleaner (null until an admin matches one). No contact data (booking_contacts).';
create index bookings_customer_idx on public.bookings (customer_id, created_at desc);
create index bookings_cleaner_idx on public.bookings (cleaner_id, status, created_at desc);
create index bookings_status_idx on public.bookings (status, customer_kind, created_at desc);
create index bookings_quote_request_idx on public.bookings (quote_request_id) where quote_request_id is not null;
create trigger bookings_touch before update on public.bookings for each row execute function public.touch_updated_at();

create table public.booking_contacts (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  phone text not null check (phone ~ '^\+234[0-9]{10}$'),
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  address text check (address is null or char_length(address) <= 500)
);
comment on table public.booking_contacts is 'Who to contact for a booking: the customer, admins, and its cleaner once the booking is accepted.';

-- Visibility helpers (security definer so policies on one table can look at the others without recursion).
create function public.is_quote_requester(p_quote_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.quote_requests where id = p_quote_request_id and requester_id = (select auth.uid()))
$$;

-- The cleaner won this request: their bid was accepted, or they hold an accepted/completed booking made from it.
create function public.is_awarded_cleaner(p_quote_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bids
                  where quote_request_id = p_quote_request_id and cleaner_id = (select auth.uid()) and status = 'accepted')
      or exists (select 1 from public.bookings
                  where quote_request_id = p_quote_request_id and cleaner_id = (select auth.uid())
                    and status in ('accepted', 'completed'))
$$;

create function public.is_booking_party(p_booking_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bookings
                  where id = p_booking_id and (customer_id = (select auth.uid()) or cleaner_id = (select auth.uid())))
$$;

-- Contact details of a booking: its customer always; its cleaner once the booking was accepted.
create function public.can_see_booking_contact(p_booking_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bookings
                  where id = p_booking_id
                    and (customer_id = (select auth.uid())
                      or (cleaner_id = (select auth.uid()) and status in ('accepted', 'completed'))))
$$;

-- Whether the caller and another user are counterparts of an accepted job (then each sees the other's profile).
create function public.is_counterpart(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.bookings
    where status in ('accepted', 'completed')
      and ((customer_id = (select auth.uid()) and cleaner_id = p_user_id)
        or (cleaner_id = (select auth.uid()) and customer_id = p_user_id)))
$$;

grant execute on function public.is_quote_requester(uuid), public.is_awarded_cleaner(uuid),
  public.is_booking_party(uuid), public.can_see_booking_contact(uuid), public.is_counterpart(uuid) to authenticated;

-- RLS: quote_requests ----------------------------------------------------------------------------------------------
alter table public.quote_requests enable row level security;
grant select on public.quote_requests to authenticated;
create policy quote_requests_select_authenticated on public.quote_requests for select to authenticated
  using (
    requester_id = (select auth.uid())
    or (select public.is_admin())
    or (status = 'open' and (target_cleaner_id is null or target_cleaner_id = (select auth.uid()))
        and (select public.is_active_verified_cleaner()))
    or target_cleaner_id = (select auth.uid())
    or exists (select 1 from public.bids b where b.quote_request_id = quote_requests.id and b.cleaner_id = (select auth.uid()))
  );

-- RLS: bids --------------------------------------------------------------------------------------------------------
alter table public.bids enable row level security;
grant select, delete on public.bids to authenticated;
create policy bids_select_authenticated on public.bids for select to authenticated
  using (cleaner_id = (select auth.uid()) or (select public.is_admin()) or public.is_quote_requester(quote_request_id));
-- Admins tidy bids (Selected bids deleted.); an accepted bid stays as the award's record.
create policy bids_delete_authenticated on public.bids for delete to authenticated
  using ((select public.is_admin()) and status <> 'accepted');

-- RLS: quote_request_contacts --------------------------------------------------------------------------------------
alter table public.quote_request_contacts enable row level security;
grant select on public.quote_request_contacts to authenticated;
create policy quote_request_contacts_select_authenticated on public.quote_request_contacts for select to authenticated
  using ((select public.is_admin()) or public.is_quote_requester(quote_request_id) or public.is_awarded_cleaner(quote_request_id));

-- RLS: bookings ----------------------------------------------------------------------------------------------------
alter table public.bookings enable row level security;
grant select on public.bookings to authenticated;
create policy bookings_select_authenticated on public.bookings for select to authenticated
  using (customer_id = (select auth.uid()) or cleaner_id = (select auth.uid()) or (select public.is_admin()));

-- RLS: booking_contacts --------------------------------------------------------------------------------------------
alter table public.booking_contacts enable row level security;
grant select on public.booking_contacts to authenticated;
create policy booking_contacts_select_authenticated on public.booking_contacts for select to authenticated
  using ((select public.is_admin()) or public.can_see_booking_contact(booking_id));

-- Profiles of counterparts of an accepted job become visible (a client sees the contact of the cleaner they hired).
drop policy profiles_select_authenticated on public.profiles;
create policy profiles_select_authenticated on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()) or public.is_counterpart(id));
