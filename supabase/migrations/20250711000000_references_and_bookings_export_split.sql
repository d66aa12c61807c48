-- Issue 25 leftovers: references and the guest/client split.
--
-- References. A booking, quote request or bid is shown to people by a short code of its id: BK-3F2A91C0 (booking),
-- QR-… (quote request), BID-… (bid): the prefix and the id's first 8 hex digits. Typed back in any case, with or
-- without the prefix, dashes or spaces (bk 3f2a-91c0, 3F2A91C0, a whole id), it stands for every id that starts with
-- those digits: a range of the primary key (uuids compare byte by byte, as their hex reads), so the search is an
-- index range scan and needs no column of its own. uuid comparison is leakproof, so under RLS too the planner can use
-- the index. At least 4 digits are needed; a shorter or non-hex term is no reference and matches nothing.
--
-- Bookings export. The console lists guests' and clients' bookings apart (customer_kind); the export had no column
-- saying which, nor a filter. It now starts with the reference people see, says who booked (Client or Guest) beside
-- the booker's name, phone and e-mail as the console shows them (the booking's contact, else the account), and takes
-- p_booked_by (client | guest) as the tab on screen does. A search of bookings finds a reference, not only a raw id.

/* The hex digits a typed reference stands for (lower case, 4 to 32), or null when the term is no reference. */
create function public.reference_hex(p_term text, p_prefix text) returns text
language sql immutable set search_path = '' as $$
  select case when h ~ '^[0-9a-f]{4,32}$' then h end
    from (select regexp_replace(regexp_replace(lower(coalesce(p_term, '')), '[[:space:]-]', '', 'g'),
                                '^' || lower(p_prefix), '') as h) s
$$;

/* The first and last id a reference stands for (null when the term is no reference: a range that matches nothing). */
create function public.reference_low(p_term text, p_prefix text) returns uuid
language sql immutable set search_path = '' as $$
  select rpad(public.reference_hex(p_term, p_prefix), 32, '0')::uuid
$$;

create function public.reference_high(p_term text, p_prefix text) returns uuid
language sql immutable set search_path = '' as $$
  select rpad(public.reference_hex(p_term, p_prefix), 32, 'f')::uuid
$$;

/* The reference people see: BK-3F2A91C0. */
create function public.reference_code(p_prefix text, p_id uuid) returns text
language sql immutable set search_path = '' as $$
  select upper(p_prefix) || '-' || upper(left(p_id::text, 8))
$$;

revoke execute on function public.reference_hex(text, text), public.reference_low(text, text), public.reference_high(text, text),
  public.reference_code(text, uuid) from public, anon;
grant execute on function public.reference_hex(text, text), public.reference_low(text, text), public.reference_high(text, text),
  public.reference_code(text, uuid) to authenticated, service_role;

drop function public.admin_export_page(text, text, text, text, date, date, timestamptz, uuid, integer);

/*
 * RPC (admins, aal2): one page of an export, in the list's order, after the keyset (p_after_at, p_after_id) of the
 * previous page's last row. kind: payments | bookings | clients | cleaners. status: the list's status filter
 * (payments and bookings: their status; cleaners: active | suspended | verified | unverified). p_from/p_to: Lagos
 * days the row was created on (inclusive). p_booked_by (bookings only): client | guest, as the console's Guests and
 * Clients tabs split them. Answers each row's keyset and its cells, in the columns admin_export_columns(kind) names.
 */
create function public.admin_export_page(p_kind text, p_search text default null, p_status text default null,
  p_sort text default 'newest', p_from date default null, p_to date default null, p_booked_by text default null,
  p_after_at timestamptz default null, p_after_id uuid default null, p_limit integer default 500)
returns table (sort_at timestamptz, row_id uuid, cells text[])
language plpgsql security definer set search_path = '' as $$
declare
  asc_order boolean := coalesce(p_sort, 'newest') = 'oldest';
  dir text := case when coalesce(p_sort, 'newest') = 'oldest' then 'asc' else 'desc' end;
  cmp text := case when coalesce(p_sort, 'newest') = 'oldest' then '>' else '<' end;
  lim integer := least(greatest(coalesce(p_limit, 500), 1), 1000);
  term text := left(btrim(coalesce(p_search, '')), 100);
  status text := nullif(btrim(coalesce(p_status, '')), '');
  booked_by text := nullif(btrim(coalesce(p_booked_by, '')), '');
  from_at timestamptz := (p_from::timestamp at time zone 'Africa/Lagos');
  to_at timestamptz := ((p_to + 1)::timestamp at time zone 'Africa/Lagos');
  sql text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can export data.' using errcode = '42501';
  end if;
  if p_kind is null or p_kind not in ('payments', 'bookings', 'clients', 'cleaners') then
    raise exception 'Choose payments, bookings, clients or cleaners.' using errcode = '22023';
  end if;
  if coalesce(p_sort, 'newest') not in ('newest', 'oldest') then
    raise exception 'Choose newest or oldest first.' using errcode = '22023';
  end if;
  if (p_after_at is null) <> (p_after_id is null) then
    raise exception 'A page starts after a row''s time and id together.' using errcode = '22023';
  end if;
  if booked_by is not null and (p_kind <> 'bookings' or booked_by not in ('client', 'guest')) then
    raise exception 'Choose bookings by clients or by guests.' using errcode = '22023';
  end if;
  if p_kind = 'cleaners' and status is not null and status not in ('active', 'suspended', 'verified', 'unverified') then
    raise exception 'Invalid status.' using errcode = '22023';
  end if;
  if p_after_at is null then
    perform public.record_operator_action('export.' || p_kind, p_kind, null, null,
      jsonb_strip_nulls(jsonb_build_object('search', nullif(term, ''), 'status', status, 'sort', coalesce(p_sort, 'newest'),
        'booked_by', booked_by, 'from', p_from, 'to', p_to)));
  end if;

  -- Each kind is one query: a keyset on (created_at, id) walks the created_at indexes page after page.
  if p_kind = 'payments' then
    sql := $q$
      select x.created_at, x.id, array[
          x.reference, public.export_time(x.created_at), public.export_time(x.paid_at),
          coalesce(c.full_name, ''), coalesce(x.customer_email, c.email, ''), coalesce(c.phone, ''),
          public.export_naira(x.amount_kobo), public.export_naira(x.refunded_kobo), public.export_label(x.status),
          public.export_label(x.method), coalesce(x.booking_id::text, '')]
        from public.payments x
        left join public.profiles c on c.id = x.client_id
       where ($1 = '' or x.reference ilike public.like_fragment($1) or public.export_person_matches($1, c.full_name, coalesce(x.customer_email, c.email), c.phone))
         and ($2::text is null or x.status = $2)
         and ($3::timestamptz is null or x.created_at >= $3) and ($4::timestamptz is null or x.created_at < $4)
         and ($5::timestamptz is null or (x.created_at, x.id) %1$s ($5, $6))
       order by x.created_at %2$s, x.id %2$s limit $7 $q$;
  elsif p_kind = 'bookings' then
    sql := $q$
      select x.created_at, x.id, array[
          public.reference_code('BK', x.id), x.id::text, public.export_time(x.created_at), coalesce(x.scheduled_date::text, ''),
          public.export_label(x.customer_kind), coalesce(bc.full_name, c.full_name, ''), coalesce(bc.phone, c.phone, ''), coalesce(bc.email, c.email, ''),
          coalesce(cl.full_name, ''), array_to_string(x.services, '; '), coalesce(x.location, ''), coalesce(x.state, ''),
          coalesce(x.lga, ''), public.export_naira(x.price_kobo), public.export_label(x.status), public.export_label(x.payment_status)]
        from public.bookings x
        left join public.booking_contacts bc on bc.booking_id = x.id
        left join public.profiles c on c.id = x.customer_id
        left join public.profiles cl on cl.id = x.cleaner_id
       where ($1 = '' or x.id between public.reference_low($1, 'BK') and public.reference_high($1, 'BK')
              or public.export_person_matches($1, coalesce(bc.full_name, c.full_name), coalesce(bc.email, c.email), coalesce(bc.phone, c.phone))
              or public.export_person_matches($1, cl.full_name, cl.email, cl.phone))
         and ($2::text is null or x.status = $2)
         and ($8::text is null or x.customer_kind = $8)
         and ($3::timestamptz is null or x.created_at >= $3) and ($4::timestamptz is null or x.created_at < $4)
         and ($5::timestamptz is null or (x.created_at, x.id) %1$s ($5, $6))
       order by x.created_at %2$s, x.id %2$s limit $7 $q$;
  elsif p_kind = 'clients' then
    sql := $q$
      select x.created_at, x.user_id, array[
          coalesce(c.full_name, ''), coalesce(c.email, ''), coalesce(c.phone, ''), coalesce(x.address, ''),
          coalesce(x.state_of_residence, ''), coalesce(x.lga_of_residence, ''), public.export_time(x.created_at)]
        from public.client_profiles x
        join public.profiles c on c.id = x.user_id
       where public.export_person_matches($1, c.full_name, c.email, c.phone)
         and ($2::text is null or true)
         and ($3::timestamptz is null or x.created_at >= $3) and ($4::timestamptz is null or x.created_at < $4)
         and ($5::timestamptz is null or (x.created_at, x.user_id) %1$s ($5, $6))
       order by x.created_at %2$s, x.user_id %2$s limit $7 $q$;
  else
    sql := $q$
      select x.created_at, x.user_id, array[
          coalesce(c.full_name, x.display_name, ''), coalesce(c.email, ''), coalesce(c.phone, ''), coalesce(x.state, ''),
          coalesce(x.lga, ''), public.export_label(x.status), public.export_label(x.verification_status),
          to_char(x.rating_avg, 'FM0.00'), x.rating_count::text, public.export_time(x.created_at)]
        from public.cleaner_profiles x
        join public.profiles c on c.id = x.user_id
       where public.export_person_matches($1, c.full_name, c.email, c.phone)
         and ($2::text is null
              or ($2 in ('active', 'suspended') and x.status = $2)
              or ($2 = 'verified' and x.verification_status = 'verified')
              or ($2 = 'unverified' and x.verification_status <> 'verified'))
         and ($3::timestamptz is null or x.created_at >= $3) and ($4::timestamptz is null or x.created_at < $4)
         and ($5::timestamptz is null or (x.created_at, x.user_id) %1$s ($5, $6))
       order by x.created_at %2$s, x.user_id %2$s limit $7 $q$;
  end if;
  return query execute format(sql, cmp, dir) using term, status, from_at, to_at, p_after_at, p_after_id, lim, booked_by;
end $$;
comment on function public.admin_export_page(text, text, text, text, date, date, text, timestamptz, uuid, integer) is
  'Admins (aal2): one page of a CSV export (payments, bookings, clients, cleaners) with the list''s filters, keyset-paged; the first page is audited.';

/* The header row of each export, in admin_export_page's cell order. */
create or replace function public.admin_export_columns(p_kind text) returns text[]
language sql immutable set search_path = '' as $$
  select case p_kind
    when 'payments' then array['Reference', 'Created', 'Paid', 'Client', 'Client e-mail', 'Client phone', 'Amount (NGN)',
      'Refunded (NGN)', 'Status', 'Method', 'Booking ID']
    when 'bookings' then array['Reference', 'Booking ID', 'Created', 'Scheduled date', 'Booked by', 'Customer', 'Customer phone', 'Customer e-mail',
      'Cleaner', 'Services', 'Location', 'State', 'LGA', 'Price (NGN)', 'Status', 'Payment']
    when 'clients' then array['Name', 'E-mail', 'Phone', 'Address', 'State', 'LGA', 'Joined']
    when 'cleaners' then array['Name', 'E-mail', 'Phone', 'State', 'LGA', 'Status', 'Verification', 'Rating', 'Reviews', 'Joined']
  end
$$;

revoke execute on function public.admin_export_page(text, text, text, text, date, date, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_export_page(text, text, text, text, date, date, text, timestamptz, uuid, integer) to authenticated, service_role;
