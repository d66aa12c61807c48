-- Creates the price lists visitors read (one-off cleaning prices, frequencies, subscription plans), client
-- subscriptions, visitors' pre-subscriptions and partnership enquiries (insert-only for visitors), the admin settings
-- of the bulk price update, and the bulk update RPCs.

create table public.cleaning_prices (
  id uuid primary key default extensions.gen_random_uuid(),
  building_type text not null check (building_type in ('residential', 'commercial')),
  building_condition text not null check (building_condition in ('new', 'old')),
  num_rooms smallint not null check (num_rooms between 1 and 10),
  base_price_kobo bigint not null check (base_price_kobo >= 0),
  discount_percentage numeric(5, 2) not null default 0 check (discount_percentage between 0 and 100),
  -- What the visitor pays: base price less the row's discount.
  final_price_kobo bigint generated always as (round(base_price_kobo * (100 - discount_percentage) / 100)::bigint) stored,
  description text check (description is null or char_length(description) <= 500),
  service_category text not null default 'Standard Cleaning' check (char_length(btrim(service_category)) between 1 and 80),
  updated_at timestamptz not null default now(),
  unique (building_type, building_condition, num_rooms, service_category)
);
comment on table public.cleaning_prices is 'One-off cleaning prices (kobo). Public read; admins write.';
create trigger cleaning_prices_touch before update on public.cleaning_prices for each row execute function public.touch_updated_at();

alter table public.cleaning_prices enable row level security;
grant select on public.cleaning_prices to anon, authenticated;
grant insert, update, delete on public.cleaning_prices to authenticated;
create policy cleaning_prices_select_anon on public.cleaning_prices for select to anon using (true);
create policy cleaning_prices_select_authenticated on public.cleaning_prices for select to authenticated using (true);
create policy cleaning_prices_insert_authenticated on public.cleaning_prices for insert to authenticated
  with check ((select public.is_admin()));
create policy cleaning_prices_update_authenticated on public.cleaning_prices for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy cleaning_prices_delete_authenticated on public.cleaning_prices for delete to authenticated
  using ((select public.is_admin()));

create table public.frequencies (
  id smallint primary key generated always as identity,
  name text not null unique check (char_length(btrim(name)) between 1 and 60)
);
comment on table public.frequencies is 'How often a subscription visits (Weekly, Bi-weekly, Monthly, ...). Public read; admins write.';

alter table public.frequencies enable row level security;
grant select on public.frequencies to anon, authenticated;
grant insert, update, delete on public.frequencies to authenticated;
create policy frequencies_select_anon on public.frequencies for select to anon using (true);
create policy frequencies_select_authenticated on public.frequencies for select to authenticated using (true);
create policy frequencies_insert_authenticated on public.frequencies for insert to authenticated
  with check ((select public.is_admin()));
create policy frequencies_update_authenticated on public.frequencies for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy frequencies_delete_authenticated on public.frequencies for delete to authenticated
  using ((select public.is_admin()));

create table public.subscription_plans (
  id uuid primary key default extensions.gen_random_uuid(),
  building_type text not null check (building_type in ('residential', 'commercial')),
  num_rooms smallint not null check (num_rooms between 1 and 10),
  frequency_id smallint not null references public.frequencies (id) on delete restrict,
  price_kobo bigint not null check (price_kobo >= 0),
  discount_percentage numeric(5, 2) not null default 0 check (discount_percentage between 0 and 100),
  final_price_kobo bigint generated always as (round(price_kobo * (100 - discount_percentage) / 100)::bigint) stored,
  description text not null default '' check (char_length(description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscription_plans is 'Monthly subscription prices by building type, rooms and frequency (kobo). Public read; admins write.';
create index subscription_plans_lookup_idx on public.subscription_plans (building_type, num_rooms, frequency_id);
create index subscription_plans_frequency_idx on public.subscription_plans (frequency_id);
create trigger subscription_plans_touch before update on public.subscription_plans for each row execute function public.touch_updated_at();

alter table public.subscription_plans enable row level security;
grant select on public.subscription_plans to anon, authenticated;
grant insert, update, delete on public.subscription_plans to authenticated;
create policy subscription_plans_select_anon on public.subscription_plans for select to anon using (true);
create policy subscription_plans_select_authenticated on public.subscription_plans for select to authenticated using (true);
create policy subscription_plans_insert_authenticated on public.subscription_plans for insert to authenticated
  with check ((select public.is_admin()));
create policy subscription_plans_update_authenticated on public.subscription_plans for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy subscription_plans_delete_authenticated on public.subscription_plans for delete to authenticated
  using ((select public.is_admin()));

create domain public.subscription_type as text check (value in ('standard', 'premium'));

create table public.subscriptions (
  id uuid primary key default extensions.gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  plan_id uuid references public.subscription_plans (id) on delete set null,
  subscription_type public.subscription_type not null default 'standard',
  active boolean not null default true,
  start_date date not null default current_date,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or end_date >= start_date)
);
comment on table public.subscriptions is 'A client''s subscription. The client reads; admins create, upgrade and end them.';
create index subscriptions_client_idx on public.subscriptions (client_id, start_date desc);
create index subscriptions_active_idx on public.subscriptions (active, start_date desc);
create index subscriptions_plan_idx on public.subscriptions (plan_id) where plan_id is not null;
create trigger subscriptions_touch before update on public.subscriptions for each row execute function public.touch_updated_at();

alter table public.subscriptions enable row level security;
grant select, insert on public.subscriptions to authenticated;
grant update (plan_id, subscription_type, active, start_date, end_date) on public.subscriptions to authenticated;
create policy subscriptions_select_authenticated on public.subscriptions for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy subscriptions_insert_authenticated on public.subscriptions for insert to authenticated
  with check ((select public.is_admin()));
create policy subscriptions_update_authenticated on public.subscriptions for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create table public.pre_subscriptions (
  id uuid primary key default extensions.gen_random_uuid(),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text not null check (phone ~ '^\+234[0-9]{10}$'),
  cleaner_preference text not null check (char_length(btrim(cleaner_preference)) between 1 and 200),
  subscription_plan_id uuid not null references public.subscription_plans (id) on delete cascade,
  frequency_id smallint not null references public.frequencies (id) on delete cascade,
  submitted_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
comment on table public.pre_subscriptions is 'A visitor''s interest in a plan. Visitors insert only; admins read.';
create index pre_subscriptions_created_idx on public.pre_subscriptions (created_at desc);
create index pre_subscriptions_plan_idx on public.pre_subscriptions (subscription_plan_id);
create index pre_subscriptions_frequency_idx on public.pre_subscriptions (frequency_id);
create index pre_subscriptions_submitted_by_idx on public.pre_subscriptions (submitted_by) where submitted_by is not null;

alter table public.pre_subscriptions enable row level security;
grant insert (full_name, email, phone, cleaner_preference, subscription_plan_id, frequency_id) on public.pre_subscriptions to anon, authenticated;
grant select, delete on public.pre_subscriptions to authenticated;
create policy pre_subscriptions_insert_anon on public.pre_subscriptions for insert to anon
  with check (submitted_by is null);
create policy pre_subscriptions_insert_authenticated on public.pre_subscriptions for insert to authenticated
  with check (submitted_by = (select auth.uid()));
create policy pre_subscriptions_select_authenticated on public.pre_subscriptions for select to authenticated
  using ((select public.is_admin()));
create policy pre_subscriptions_delete_authenticated on public.pre_subscriptions for delete to authenticated
  using ((select public.is_admin()));

create table public.partnership_enquiries (
  id uuid primary key default extensions.gen_random_uuid(),
  organization_name text not null check (char_length(btrim(organization_name)) between 1 and 200),
  address text not null check (char_length(btrim(address)) between 1 and 500),
  contact_number text not null check (contact_number ~ '^\+234[0-9]{10}$'),
  email text check (email is null or (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254)),
  partner_type text not null check (partner_type in ('Construction Companies', 'Real Estate Companies', 'Schools',
    'Event Planners', 'Parks', 'Corporate Bodies')),
  submitted_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
comment on table public.partnership_enquiries is 'An organisation asking to partner. Visitors insert only; admins read.';
create index partnership_enquiries_created_idx on public.partnership_enquiries (created_at desc);
create index partnership_enquiries_submitted_by_idx on public.partnership_enquiries (submitted_by) where submitted_by is not null;

alter table public.partnership_enquiries enable row level security;
grant insert (organization_name, address, contact_number, email, partner_type) on public.partnership_enquiries to anon, authenticated;
grant select, delete on public.partnership_enquiries to authenticated;
create policy partnership_enquiries_insert_anon on public.partnership_enquiries for insert to anon
  with check (submitted_by is null);
create policy partnership_enquiries_insert_authenticated on public.partnership_enquiries for insert to authenticated
  with check (submitted_by = (select auth.uid()));
create policy partnership_enquiries_select_authenticated on public.partnership_enquiries for select to authenticated
  using ((select public.is_admin()));
create policy partnership_enquiries_delete_authenticated on public.partnership_enquiries for delete to authenticated
  using ((select public.is_admin()));

-- Visitor inserts notify the operators.
create function public.visitor_submission_posted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'pre_subscriptions' then
    perform public.notify_admins('guest', new.full_name || ' pre-subscribed to a plan.', '/admin/subscriptions');
  else
    perform public.notify_admins('guest', new.organization_name || ' sent a partnership enquiry.', '/admin/partners');
  end if;
  return null;
end $$;
create trigger pre_subscriptions_posted after insert on public.pre_subscriptions
  for each row execute function public.visitor_submission_posted();
create trigger partnership_enquiries_posted after insert on public.partnership_enquiries
  for each row execute function public.visitor_submission_posted();

create table public.price_update_settings (
  scope text primary key check (scope in ('cleaning_prices', 'subscription_plans')),
  locked boolean not null default false,
  base_discount_locked boolean not null default false,
  base_price_per_room_kobo bigint not null default 0 check (base_price_per_room_kobo >= 0),
  base_discount_percentage numeric(5, 2) not null default 0 check (base_discount_percentage between 0 and 100),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table public.price_update_settings is 'Bulk price update settings per price list: the lock that freezes all rows and the base inputs.';
insert into public.price_update_settings (scope) values ('cleaning_prices'), ('subscription_plans');
create trigger price_update_settings_touch before update on public.price_update_settings for each row execute function public.touch_updated_at();

alter table public.price_update_settings enable row level security;
grant select on public.price_update_settings to authenticated;
grant update (locked, base_discount_locked, base_price_per_room_kobo, base_discount_percentage) on public.price_update_settings to authenticated;
create policy price_update_settings_select_authenticated on public.price_update_settings for select to authenticated
  using ((select public.is_admin()));
create policy price_update_settings_update_authenticated on public.price_update_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Shared by both bulk updates: checks the caller and the lock, stores the inputs, returns the effective base discount.
create function public.begin_price_update(p_scope text, p_base_price_per_room_kobo bigint, p_base_discount_percentage numeric)
returns numeric language plpgsql security definer set search_path = '' as $$
declare s public.price_update_settings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update prices.' using errcode = '42501';
  end if;
  select * into s from public.price_update_settings where scope = p_scope for update;
  if s.locked then
    raise exception 'Price updates are locked.' using errcode = '55000';
  end if;
  if p_base_price_per_room_kobo is null or p_base_price_per_room_kobo <= 0 then
    raise exception 'Please enter a base price per room.' using errcode = '22023';
  end if;
  if not s.base_discount_locked
     and (p_base_discount_percentage is null or p_base_discount_percentage not between 0 and 100) then
    raise exception 'The base discount must be between 0 and 100.' using errcode = '22023';
  end if;
  update public.price_update_settings
     set base_price_per_room_kobo = p_base_price_per_room_kobo,
         base_discount_percentage = case when s.base_discount_locked then s.base_discount_percentage else p_base_discount_percentage end,
         updated_by = auth.uid()
   where scope = p_scope;
  return case when s.base_discount_locked then s.base_discount_percentage else p_base_discount_percentage end;
end $$;

/*
 * RPC: admin bulk update of one-off prices. For each row (of the selected building types, or all):
 * base_price_kobo = rooms x price per room less the base discount; the row's own discount stays in discount_percentage,
 * so final_price_kobo = rooms x per room - base discount % - row discount %. Refused while locked. Returns rows changed.
 */
create function public.auto_update_cleaning_prices(p_base_price_per_room_kobo bigint, p_base_discount_percentage numeric default 0,
  p_building_types text[] default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare d numeric; n integer;
begin
  d := public.begin_price_update('cleaning_prices', p_base_price_per_room_kobo, p_base_discount_percentage);
  update public.cleaning_prices
     set base_price_kobo = round(num_rooms * p_base_price_per_room_kobo * (100 - d) / 100)::bigint
   where p_building_types is null or cardinality(p_building_types) = 0 or building_type = any (p_building_types);
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.auto_update_cleaning_prices(bigint, numeric, text[]) is 'Admin: bulk-updates cleaning prices. Errors: Price updates are locked.';

/* RPC: the same bulk rule for subscription plans (price_kobo). */
create function public.auto_update_subscription_plans(p_base_price_per_room_kobo bigint, p_base_discount_percentage numeric default 0,
  p_building_types text[] default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare d numeric; n integer;
begin
  d := public.begin_price_update('subscription_plans', p_base_price_per_room_kobo, p_base_discount_percentage);
  update public.subscription_plans
     set price_kobo = round(num_rooms * p_base_price_per_room_kobo * (100 - d) / 100)::bigint
   where p_building_types is null or cardinality(p_building_types) = 0 or building_type = any (p_building_types);
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.auto_update_subscription_plans(bigint, numeric, text[]) is 'Admin: bulk-updates subscription prices. Errors: Price updates are locked.';

/* RPC: admin upgrades a subscription to premium and tells the client. */
create function public.upgrade_subscription(p_subscription_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare s public.subscriptions;
begin
  if not public.is_admin() then
    raise exception 'There was an error upgrading the subscription.' using errcode = '42501';
  end if;
  select * into s from public.subscriptions where id = p_subscription_id for update;
  if not found then
    raise exception 'Subscription not found.' using errcode = 'P0002';
  end if;
  if s.subscription_type = 'premium' then
    raise exception 'This subscription is already premium.' using errcode = '22023';
  end if;
  update public.subscriptions set subscription_type = 'premium' where id = s.id;
  perform public.notify(s.client_id, 'system', 'Your subscription was upgraded to premium.', '/client/schedules');
end $$;
comment on function public.upgrade_subscription(uuid) is 'Admin: standard -> premium.';

grant execute on function public.auto_update_cleaning_prices(bigint, numeric, text[]),
  public.auto_update_subscription_plans(bigint, numeric, text[]), public.upgrade_subscription(uuid) to authenticated;
