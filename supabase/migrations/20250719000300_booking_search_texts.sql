-- Issue 25 §2 for the console's Bookings tabs (20250719000000). admin_bookings_page found a search's matches as an OR
-- of four parts (reference range, contact, customer account, cleaner account); on the bench's 200,000 bookings the
-- planner could serve that OR only with a scan of every booking (389 ms for "Client 123", 485 matches), and a term
-- that many people share ("Okafor": 171,000 bookings) took longer still, far over the 50 ms a page may take.
--
-- booking_search_texts keeps, per booking, one lower-case text of the people on it (the contact who booked, the
-- customer's account where it says something else, the cleaner's account: names and e-mails) and their phones apart
-- (a term that is a phone number, as people type it, is looked for there by its digits; any other term in the text)
-- beside the booking's kind and created_at. Then:
--  * the exact total is one scan of one narrow table, or its trigram index for a rare term (without a search: a
--    count per kind that triggers keep);
--  * the page walks its (kind, created_at) index and stops after the page's rows;
--  * a reference is a range of its primary key, in the same condition.
-- Kept by triggers on bookings (new booking, another customer or cleaner), booking_contacts (who booked) and profiles
-- (a changed name, e-mail or phone: every booking of that person as customer or cleaner, through their indexes).

create table public.booking_search_texts (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  customer_kind text not null,
  created_at timestamptz not null,
  search_text text not null,
  phones text not null
);
comment on table public.booking_search_texts is
  'Per booking: lower-case names, e-mails and phones of its contact, customer and cleaner, with its kind and created_at, for the console''s Bookings search (issue 25). Server-side only.';
alter table public.booking_search_texts enable row level security;
revoke all on public.booking_search_texts from public, anon, authenticated;
grant select, insert, update, delete on public.booking_search_texts to service_role;
create index booking_search_texts_kind_created_idx on public.booking_search_texts (customer_kind, created_at desc, booking_id);
create index booking_search_texts_trgm_idx on public.booking_search_texts using gin (search_text extensions.gin_trgm_ops);
create index booking_search_texts_phones_trgm_idx on public.booking_search_texts using gin (phones extensions.gin_trgm_ops);

-- The contact's own trigram index (20250719000000) served the old OR; the narrow table replaces it.
drop index if exists public.booking_contacts_search_trgm_idx;
revoke execute on function public.person_search_text(text, text, text) from authenticated;

/*
 * The search text (names and e-mails) and the phones of one booking, from its contact and the two accounts on it (no
 * row when the booking is gone). Parts are joined by chr(30), which no term holds (terms lose their control
 * characters); the customer's account adds only what its booking's contact does not already say.
 */
create function public.booking_search_text(p_booking_id uuid, out search_text text, out phones text)
language sql stable security definer set search_path = '' as $$
  select lower(concat_ws(chr(30), bc.full_name, bc.email, nullif(cu.full_name, bc.full_name), nullif(cu.email, bc.email),
                         cl.full_name, cl.email)),
         concat_ws(chr(30), bc.phone, nullif(cu.phone, bc.phone), cl.phone)
    from public.bookings b
    left join public.booking_contacts bc on bc.booking_id = b.id
    left join public.profiles cu on cu.id = b.customer_id
    left join public.profiles cl on cl.id = b.cleaner_id
   where b.id = p_booking_id
$$;

create function public.keep_booking_search_text_for(p_booking_id uuid) returns void
language sql security definer set search_path = '' as $$
  insert into public.booking_search_texts (booking_id, customer_kind, created_at, search_text, phones)
  select b.id, b.customer_kind, b.created_at, t.search_text, t.phones
    from public.bookings b, public.booking_search_text(b.id) t where b.id = p_booking_id
  on conflict (booking_id) do update
    set customer_kind = excluded.customer_kind, created_at = excluded.created_at, search_text = excluded.search_text,
        phones = excluded.phones
$$;

create function public.keep_booking_search_text() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Two tables call it; each branch names only its own table's column (plpgsql checks the fields it reads).
  if tg_table_name = 'bookings' then
    perform public.keep_booking_search_text_for(new.id);
  else
    perform public.keep_booking_search_text_for(new.booking_id);
  end if;
  return null;
end $$;
create trigger bookings_keep_search_text after insert or update of customer_id, cleaner_id, customer_kind, created_at
  on public.bookings for each row execute function public.keep_booking_search_text();
create trigger booking_contacts_keep_search_text after insert or update on public.booking_contacts
  for each row execute function public.keep_booking_search_text();

create function public.keep_booking_search_text_of_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
declare b uuid;
begin
  for b in select id from public.bookings where customer_id = new.id
           union select id from public.bookings where cleaner_id = new.id loop
    perform public.keep_booking_search_text_for(b);
  end loop;
  return null;
end $$;
create trigger profiles_keep_booking_search_text after update of full_name, email, phone on public.profiles
  for each row execute function public.keep_booking_search_text_of_profile();

insert into public.booking_search_texts (booking_id, customer_kind, created_at, search_text, phones)
select b.id, b.customer_kind, b.created_at,
       lower(concat_ws(chr(30), bc.full_name, bc.email, nullif(cu.full_name, bc.full_name), nullif(cu.email, bc.email),
                       cl.full_name, cl.email)),
       concat_ws(chr(30), bc.phone, nullif(cu.phone, bc.phone), cl.phone)
  from public.bookings b
  left join public.booking_contacts bc on bc.booking_id = b.id
  left join public.profiles cu on cu.id = b.customer_id
  left join public.profiles cl on cl.id = b.cleaner_id;

revoke execute on function public.booking_search_text(uuid), public.keep_booking_search_text_for(uuid),
  public.keep_booking_search_text(), public.keep_booking_search_text_of_profile() from public, anon, authenticated;
grant execute on function public.booking_search_text(uuid), public.keep_booking_search_text_for(uuid),
  public.keep_booking_search_text(), public.keep_booking_search_text_of_profile() to service_role;

/*
 * How many bookings each customer kind has: the unsearched tab's total without counting 200,000 index entries each
 * time. Kept exact by statement triggers on bookings (inserts and deletes, cascades included, one update per
 * statement); a booking's kind never changes (refused below), so updates cannot move it.
 */
create table public.booking_kind_counts (
  customer_kind text primary key,
  bookings bigint not null check (bookings >= 0)
);
comment on table public.booking_kind_counts is 'Number of bookings per customer kind (client, guest), kept by triggers; the console''s unsearched Bookings totals. Server-side only.';
alter table public.booking_kind_counts enable row level security;
revoke all on public.booking_kind_counts from public, anon, authenticated;
grant select, insert, update, delete on public.booking_kind_counts to service_role;

create function public.count_bookings_by_kind() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.booking_kind_counts as c (customer_kind, bookings)
    select n.customer_kind::text, count(*) from new_rows n group by 1
    on conflict (customer_kind) do update set bookings = c.bookings + excluded.bookings;
  else
    update public.booking_kind_counts c set bookings = c.bookings - o.n
      from (select customer_kind::text as kind, count(*) as n from old_rows group by 1) o
     where c.customer_kind = o.kind;
  end if;
  return null;
end $$;
create trigger bookings_count_inserted after insert on public.bookings referencing new table as new_rows
  for each statement execute function public.count_bookings_by_kind();
create trigger bookings_count_deleted after delete on public.bookings referencing old table as old_rows
  for each statement execute function public.count_bookings_by_kind();

create function public.keep_booking_kind() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.customer_kind is distinct from old.customer_kind then
    raise exception 'A booking''s customer kind cannot change.' using errcode = '22023';
  end if;
  return new;
end $$;
create trigger bookings_keep_kind before update of customer_kind on public.bookings
  for each row execute function public.keep_booking_kind();

insert into public.booking_kind_counts (customer_kind, bookings)
select customer_kind::text, count(*) from public.bookings group by 1;

revoke execute on function public.count_bookings_by_kind(), public.keep_booking_kind() from public, anon, authenticated;
grant execute on function public.count_bookings_by_kind(), public.keep_booking_kind() to service_role;

/*
 * RPC (admins, aal2): one page of the bookings of clients or of guests (p_booked_by), newest first, with how many
 * match in all (exact). The search finds a reference, or a name, e-mail or phone of the booking's contact, its
 * customer's account or its cleaner. Same answers as 20250719000000's; the search reads booking_search_texts.
 */
create or replace function public.admin_bookings_page(p_booked_by text, p_search text default '', p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  term text := public.clean_search_term(p_search);
  -- A phone number's digits among the phones (null: the term is no phone number); else the term anywhere in the
  -- names and e-mails (lower case; % _ \ escaped).
  pattern text := (public.person_search_patterns(p_search))[1];
  digits text := '%' || public.phone_search_digits(p_search) || '%';
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  low uuid := public.reference_low(p_search, 'BK');
  high uuid := public.reference_high(p_search, 'BK');
  matching text;
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list bookings.' using errcode = '42501';
  end if;
  if p_booked_by is null or p_booked_by not in ('client', 'guest') then
    raise exception 'Choose bookings by clients or by guests.' using errcode = '22023';
  end if;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  -- Two statements, each planned with the real values (EXECUTE): the count scans the narrow table (or its indexes
  -- for a rare term or a reference); the page walks the (kind, created_at) index and stops at its last row.
  matching := 'public.booking_search_texts k where k.customer_kind = $1'
    || case when term = '' then ''
            else ' and (' || case when digits is null then 'k.search_text like $2' else 'k.phones like $3' end
                 || case when low is null then '' else ' or k.booking_id between $4 and $5' end || ')' end;
  if term = '' then
    select coalesce((select c.bookings from public.booking_kind_counts c where c.customer_kind = p_booked_by), 0) into total;
  else
    execute 'select count(*) from ' || matching into total using p_booked_by, pattern, digits, low, high;
  end if;
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'customer_kind', b.customer_kind, 'cleaner_id', b.cleaner_id,
             'services', b.services, 'location', b.location, 'state', b.state, 'status', b.status, 'source', b.source,
             'price_kobo', b.price_kobo, 'budget_kobo', b.budget_kobo, 'scheduled_date', b.scheduled_date,
             'starts_at', b.starts_at, 'ends_at', b.ends_at, 'created_at', b.created_at,
             'contact_name', coalesce(bc.full_name, cu.full_name, ''), 'contact_phone', coalesce(bc.phone, cu.phone),
             'cleaner_name', coalesce(cp.display_name, '')) order by b.created_at desc, b.id), '[]'::jsonb)
      from (select k.booking_id from %s order by k.created_at desc, k.booking_id offset $6 limit $7) k
      join public.bookings b on b.id = k.booking_id
      left join public.booking_contacts bc on bc.booking_id = b.id
      -- A booking without a contact of its own (as the export does): the customer's account.
      left join public.profiles cu on cu.id = b.customer_id
      left join public.cleaner_profiles cp on cp.user_id = b.cleaner_id $q$, matching)
    into page_rows using p_booked_by, pattern, digits, low, high, skip, size;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
