-- The subscription auto-update priced every plan as rooms x price per room, whatever its frequency, so a Weekly plan
-- (4 visits a month) and a Monthly one (1 visit) got the same monthly price (issue 25). A frequency now says how many
-- visits a month it brings, and the auto-update prices a plan per visit: rooms x price per room x visits a month, less
-- the base discount. One-off cleaning prices are one visit and do not change.

alter table public.frequencies
  add column visits_per_month smallint not null default 1 check (visits_per_month between 1 and 31);
comment on column public.frequencies.visits_per_month is
  'Visits a month a plan of this frequency includes; the subscription auto-update multiplies the per-visit price by it.';

-- The frequencies we know by name; an admin corrects any other (default 1) in the table.
update public.frequencies
   set visits_per_month = case lower(regexp_replace(name, '[^A-Za-z]', '', 'g'))
                            when 'daily' then 30
                            when 'twiceaweek' then 8
                            when 'weekly' then 4
                            when 'biweekly' then 2
                            when 'fortnightly' then 2
                            else 1
                          end;

/*
 * RPC: admin bulk update of subscription plans (of the selected building types, or all):
 * price_kobo = rooms x price per room x the frequency's visits a month, less the base discount; the plan's own
 * discount stays in discount_percentage. Refused while locked. Returns the plans changed.
 */
create or replace function public.auto_update_subscription_plans(p_base_price_per_room_kobo bigint,
  p_base_discount_percentage numeric default 0, p_building_types text[] default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare d numeric; n integer;
begin
  d := public.begin_price_update('subscription_plans', p_base_price_per_room_kobo, p_base_discount_percentage);
  update public.subscription_plans p
     set price_kobo = round(p.num_rooms * p_base_price_per_room_kobo * f.visits_per_month * (100 - d) / 100)::bigint
    from public.frequencies f
   where f.id = p.frequency_id
     and (p_building_types is null or cardinality(p_building_types) = 0 or p.building_type = any (p_building_types));
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.auto_update_subscription_plans(bigint, numeric, text[]) is
  'Admin: bulk-updates subscription prices per visit (rooms x per room x visits a month). Errors: Price updates are locked.';
