-- Creates the identity layer: profiles (one per auth user), user_roles (the only source of roles), the private and
-- public role profiles of clients and cleaners, the role helpers every policy uses, and the sign-up trigger that
-- fills them from the new user's metadata (never granting admin roles from metadata).

-- Supabase grants the API roles everything in public by default; here every table and function grants back only
-- what its screens need.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges revoke execute on functions from public;

-- Statuses and kinds are text domains with a CHECK rather than enums: text equality is leakproof, so under RLS the
-- planner can still use an index on a status column (enum equality is not, which forces sequential scans).
create domain public.app_role as text check (value in ('client', 'cleaner', 'admin', 'super_admin'));
create domain public.customer_kind as text check (value in ('client', 'guest'));
create domain public.cleaner_status as text check (value in ('active', 'suspended'));
create domain public.verification_status as text check (value in ('unverified', 'pending', 'verified', 'rejected'));

-- Accepts +234XXXXXXXXXX, 234XXXXXXXXXX and 0XXXXXXXXXX (spaces/dashes ignored); anything else becomes null so a
-- malformed phone in sign-up metadata never blocks account creation.
create function public.normalize_ng_phone(p_phone text) returns text
language sql immutable set search_path = '' as $$
  select case
    when d ~ '^\+234[0-9]{10}$' then d
    when d ~ '^234[0-9]{10}$' then '+' || d
    when d ~ '^0[0-9]{10}$' then '+234' || substr(d, 2)
    else null
  end
  from (select regexp_replace(coalesce(p_phone, ''), '[\s\-()]', '', 'g') as d) s
$$;
comment on function public.normalize_ng_phone(text) is 'Normalises a Nigerian phone number to +234XXXXXXXXXX, or null when it is not one.';

-- profiles ---------------------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '' check (char_length(full_name) <= 120),
  email text check (email is null or char_length(email) <= 254),
  phone text check (phone is null or phone ~ '^\+234[0-9]{10}$'),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 1024),
  is_guest boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Name and contact details of every auth user (guests included). Private: owner, admins, and counterparts of an accepted job.';
create index profiles_email_idx on public.profiles (lower(email));
create index profiles_created_at_idx on public.profiles (created_at desc);

-- user_roles -------------------------------------------------------------------------------------------------------
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  granted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);
comment on table public.user_roles is 'The roles a user holds. Written only by the sign-up trigger, add_my_role and grant_admin_role.';
create index user_roles_role_idx on public.user_roles (role);

-- Role helpers: security definer so policies can consult user_roles without granting it, fixed search_path.
create function public.has_role(p_role text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role::text = p_role
  )
$$;
comment on function public.has_role(text) is 'True when the caller holds the role (client, cleaner, admin, super_admin).';

create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role in ('admin', 'super_admin')
  )
$$;
comment on function public.is_admin() is 'True when the caller is an admin or a super_admin.';

create function public.is_super_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = 'super_admin'
  )
$$;
comment on function public.is_super_admin() is 'True when the caller is a super_admin.';

-- Guests are anonymous auth sessions: the JWT says so, and the auth row agrees.
create function public.is_anonymous_caller() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false)
$$;
comment on function public.is_anonymous_caller() is 'True when the caller signed in anonymously (a guest).';

-- client_profiles --------------------------------------------------------------------------------------------------
create table public.client_profiles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  address text check (address is null or char_length(address) <= 500),
  state_of_residence text check (state_of_residence is null or char_length(state_of_residence) <= 60),
  lga_of_residence text check (lga_of_residence is null or char_length(lga_of_residence) <= 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.client_profiles is 'Client-only details: address and residence (state + LGA). Private to the client and admins.';

-- cleaner_profiles -------------------------------------------------------------------------------------------------
create table public.cleaner_profiles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  display_name text not null default '',
  avatar_url text,
  bio text check (bio is null or char_length(bio) <= 2000),
  specializations text[] not null default '{}' check (
    specializations <@ array['Vehicle Cleaning', 'Event Cleaning', 'Specialty Cleaning', 'Industrial Cleaning',
                             'Commercial Cleaning', 'Residential Cleaning']::text[]),
  service_locations text[] not null default '{}' check (cardinality(service_locations) <= 50),
  state text check (state is null or char_length(state) <= 60),
  lga text check (lga is null or char_length(lga) <= 80),
  years_of_experience text check (years_of_experience in ('less_than_1_year', '1_year', 'more_than_5_years')),
  availability text check (availability in ('Weekdays', 'Daily', 'Weekends')),
  status public.cleaner_status not null default 'active',
  verification_status public.verification_status not null default 'unverified',
  rating_avg numeric(3, 2) not null default 0 check (rating_avg between 0 and 5),
  rating_count integer not null default 0 check (rating_count >= 0),
  -- Lower-cased state, LGA and service locations, kept by trigger, for the trigram location search.
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.cleaner_profiles is 'Public-safe cleaner profile. Anyone reads verified, active rows; contact data lives in profiles/cleaner_private.';
create index cleaner_profiles_search_trgm_idx on public.cleaner_profiles using gin (search_text extensions.gin_trgm_ops);
create index cleaner_profiles_listed_rating_idx on public.cleaner_profiles (rating_avg desc, rating_count desc, user_id)
  where verification_status = 'verified' and status = 'active';
create index cleaner_profiles_verification_idx on public.cleaner_profiles (verification_status, created_at desc);
create index cleaner_profiles_status_idx on public.cleaner_profiles (status);
create index cleaner_profiles_state_idx on public.cleaner_profiles (state);

create function public.cleaner_profiles_before_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.search_text := lower(concat_ws(' ', new.state, new.lga, array_to_string(new.service_locations, ' ')));
  new.updated_at := now();
  return new;
end $$;
create trigger cleaner_profiles_before_write before insert or update on public.cleaner_profiles
  for each row execute function public.cleaner_profiles_before_write();

-- cleaner_private --------------------------------------------------------------------------------------------------
create table public.cleaner_private (
  user_id uuid primary key references public.cleaner_profiles (user_id) on delete cascade,
  address text check (address is null or char_length(address) <= 500),
  updated_at timestamptz not null default now()
);
comment on table public.cleaner_private is 'A cleaner''s private details (address). Owner and admins only.';

-- The public helper that needs cleaner_profiles.
create function public.is_active_verified_cleaner() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.cleaner_profiles c
    join public.user_roles r on r.user_id = c.user_id and r.role = 'cleaner'
    where c.user_id = (select auth.uid()) and c.status = 'active' and c.verification_status = 'verified'
  )
$$;
comment on function public.is_active_verified_cleaner() is 'True when the caller is a cleaner whose profile is verified and active (may bid, is listed).';

-- Sign-up ----------------------------------------------------------------------------------------------------------
-- Gives a user the client or cleaner role with its profile rows. Internal: not executable through the API.
create function public.provision_role(p_user_id uuid, p_role text, p_address text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_role not in ('client', 'cleaner') then
    raise exception 'Invalid role.' using errcode = '22023';
  end if;
  insert into public.user_roles (user_id, role) values (p_user_id, p_role::public.app_role)
    on conflict do nothing;
  if p_role = 'client' then
    insert into public.client_profiles (user_id, address) values (p_user_id, nullif(btrim(p_address), ''))
      on conflict (user_id) do nothing;
  else
    insert into public.cleaner_profiles (user_id, display_name, avatar_url)
      select id, full_name, avatar_url from public.profiles where id = p_user_id
      on conflict (user_id) do nothing;
    insert into public.cleaner_private (user_id, address) values (p_user_id, nullif(btrim(p_address), ''))
      on conflict (user_id) do nothing;
  end if;
end $$;

create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  kind text := meta ->> 'account_type';
begin
  insert into public.profiles (id, full_name, email, phone, avatar_url, is_guest)
  values (
    new.id,
    left(coalesce(btrim(meta ->> 'full_name'), ''), 120),
    new.email,
    public.normalize_ng_phone(meta ->> 'phone'),
    nullif(meta ->> 'avatar_url', ''),
    coalesce(new.is_anonymous, false)
  );
  if not coalesce(new.is_anonymous, false) and kind in ('client', 'cleaner') then
    perform public.provision_role(new.id, kind, meta ->> 'address');
  end if;
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- A guest who links an e-mail keeps the same user id; mirror the new e-mail and guest flag.
create function public.handle_user_updated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles
     set email = new.email, is_guest = coalesce(new.is_anonymous, false), updated_at = now()
   where id = new.id and (email is distinct from new.email or is_guest is distinct from coalesce(new.is_anonymous, false));
  return new;
end $$;
create trigger on_auth_user_updated after update of email, is_anonymous on auth.users
  for each row execute function public.handle_user_updated();

-- Name and photo shown on the public cleaner card follow the profile.
create function public.sync_cleaner_display() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.cleaner_profiles
     set display_name = new.full_name, avatar_url = new.avatar_url
   where user_id = new.id and (display_name is distinct from new.full_name or avatar_url is distinct from new.avatar_url);
  return new;
end $$;
create trigger profiles_sync_cleaner_display after update of full_name, avatar_url on public.profiles
  for each row execute function public.sync_cleaner_display();

create function public.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger profiles_touch before update on public.profiles for each row execute function public.touch_updated_at();
create trigger client_profiles_touch before update on public.client_profiles for each row execute function public.touch_updated_at();
create trigger cleaner_private_touch before update on public.cleaner_private for each row execute function public.touch_updated_at();

-- RLS: profiles ----------------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
grant select on public.profiles to authenticated;
grant update (full_name, phone, avatar_url) on public.profiles to authenticated;
-- Counterpart visibility (the cleaner of an accepted job, or its customer) is added with the bookings table.
create policy profiles_select_authenticated on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy profiles_update_authenticated on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- RLS: user_roles --------------------------------------------------------------------------------------------------
alter table public.user_roles enable row level security;
grant select on public.user_roles to authenticated;
create policy user_roles_select_authenticated on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- RLS: client_profiles ---------------------------------------------------------------------------------------------
alter table public.client_profiles enable row level security;
grant select on public.client_profiles to authenticated;
grant update (address, state_of_residence, lga_of_residence) on public.client_profiles to authenticated;
create policy client_profiles_select_authenticated on public.client_profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy client_profiles_update_authenticated on public.client_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- RLS: cleaner_profiles --------------------------------------------------------------------------------------------
alter table public.cleaner_profiles enable row level security;
grant select on public.cleaner_profiles to anon, authenticated;
-- Status, verification and rating change only through admin RPCs and triggers.
grant update (bio, specializations, service_locations, state, lga, years_of_experience, availability)
  on public.cleaner_profiles to authenticated;
create policy cleaner_profiles_select_anon on public.cleaner_profiles for select to anon
  using (verification_status = 'verified' and status = 'active');
create policy cleaner_profiles_select_authenticated on public.cleaner_profiles for select to authenticated
  using ((verification_status = 'verified' and status = 'active') or user_id = (select auth.uid()) or (select public.is_admin()));
create policy cleaner_profiles_update_authenticated on public.cleaner_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- RLS: cleaner_private ---------------------------------------------------------------------------------------------
alter table public.cleaner_private enable row level security;
grant select on public.cleaner_private to authenticated;
grant update (address) on public.cleaner_private to authenticated;
create policy cleaner_private_select_authenticated on public.cleaner_private for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy cleaner_private_update_authenticated on public.cleaner_private for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

grant execute on function public.has_role(text), public.is_admin(), public.is_super_admin(),
  public.is_anonymous_caller(), public.is_active_verified_cleaner(), public.normalize_ng_phone(text)
  to anon, authenticated;
