-- CSV exports of the console's lists (issue 25, item 4): payments, bookings, clients and cleaners with the filters
-- the admin has on screen. The admin-export Edge Function pages through admin_export_page with the admin's own JWT
-- (so this function decides who may export) and streams each page out as CSV lines: the file is never built whole,
-- in the database or in the function. Cells come out ready to write: naira as plain numbers (38000.00), times as
-- ISO 8601 in Lagos time (+01:00), statuses as words. Escaping and the formula-injection guard are the function's.
-- Each export is an operator action: its first page writes an operator_audit entry with the filters used.

/* A person-search fragment: the term anywhere in a name or e-mail, or its digits in a phone (0803… finds +234803…). */
create function public.export_person_matches(p_term text, p_name text, p_email text, p_phone text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(btrim(p_term), '') = ''
      or lower(coalesce(p_name, '')) like public.like_fragment(p_term)
      or lower(coalesce(p_email, '')) like public.like_fragment(p_term)
      or (length(regexp_replace(p_term, '\D', '', 'g')) >= 4
          and coalesce(p_phone, '') like '%' || regexp_replace(regexp_replace(p_term, '\D', '', 'g'), '^(234|0)', '') || '%')
$$;

/* Kobo as naira with two decimals, no symbol or separators (38000.00): a number a spreadsheet adds up. */
create function public.export_naira(p_kobo bigint) returns text
language sql immutable set search_path = '' as $$
  select case when p_kobo is null then '' else to_char(p_kobo / 100.0, 'FM999999999999990.00') end
$$;

/* A moment as ISO 8601 in Lagos time (2026-11-25T14:30:00+01:00); Lagos keeps +01:00 all year. */
create function public.export_time(p_at timestamptz) returns text
language sql immutable set search_path = '' as $$
  select case when p_at is null then '' else to_char(p_at at time zone 'Africa/Lagos', 'YYYY-MM-DD"T"HH24:MI:SS') || '+01:00' end
$$;

/* A status as words: pending_review -> Pending review. */
create function public.export_label(p_value text) returns text
language sql immutable set search_path = '' as $$
  select case when p_value is null then '' else upper(left(p_value, 1)) || replace(substr(p_value, 2), '_', ' ') end
$$;

/*
 * RPC (admins, aal2): one page of an export, in the list's order, after the keyset (p_after_at, p_after_id) of the
 * previous page's last row. kind: payments | bookings | clients | cleaners. status: the list's status filter
 * (payments and bookings: their status; cleaners: active | suspended | verified | unverified). p_from/p_to: Lagos
 * days the row was created on (inclusive). Answers each row's keyset and its cells, in the columns
 * admin_export_columns(kind) names.
 */
create function public.admin_export_page(p_kind text, p_search text default null, p_status text default null,
  p_sort text default 'newest', p_from date default null, p_to date default null,
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
  if p_kind = 'cleaners' and status is not null and status not in ('active', 'suspended', 'verified', 'unverified') then
    raise exception 'Invalid status.' using errcode = '22023';
  end if;
  if p_after_at is null then
    perform public.record_operator_action('export.' || p_kind, p_kind, null, null,
      jsonb_strip_nulls(jsonb_build_object('search', nullif(term, ''), 'status', status, 'sort', coalesce(p_sort, 'newest'),
        'from', p_from, 'to', p_to)));
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
          x.id::text, public.export_time(x.created_at), coalesce(x.scheduled_date::text, ''),
          coalesce(bc.full_name, c.full_name, ''), coalesce(bc.phone, c.phone, ''), coalesce(bc.email, c.email, ''),
          coalesce(cl.full_name, ''), array_to_string(x.services, '; '), coalesce(x.location, ''), coalesce(x.state, ''),
          coalesce(x.lga, ''), public.export_naira(x.price_kobo), public.export_label(x.status), public.export_label(x.payment_status)]
        from public.bookings x
        left join public.booking_contacts bc on bc.booking_id = x.id
        left join public.profiles c on c.id = x.customer_id
        left join public.profiles cl on cl.id = x.cleaner_id
       where ($1 = '' or x.id::text like lower($1) || '%%'
              or public.export_person_matches($1, coalesce(bc.full_name, c.full_name), coalesce(bc.email, c.email), coalesce(bc.phone, c.phone))
              or public.export_person_matches($1, cl.full_name, cl.email, cl.phone))
         and ($2::text is null or x.status = $2)
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
  return query execute format(sql, cmp, dir) using term, status, from_at, to_at, p_after_at, p_after_id, lim;
end $$;
comment on function public.admin_export_page(text, text, text, text, date, date, timestamptz, uuid, integer) is
  'Admins (aal2): one page of a CSV export (payments, bookings, clients, cleaners) with the list''s filters, keyset-paged; the first page is audited.';

/* The header row of each export, in admin_export_page's cell order. */
create function public.admin_export_columns(p_kind text) returns text[]
language sql immutable set search_path = '' as $$
  select case p_kind
    when 'payments' then array['Reference', 'Created', 'Paid', 'Client', 'Client e-mail', 'Client phone', 'Amount (NGN)',
      'Refunded (NGN)', 'Status', 'Method', 'Booking ID']
    when 'bookings' then array['Booking ID', 'Created', 'Scheduled date', 'Customer', 'Customer phone', 'Customer e-mail',
      'Cleaner', 'Services', 'Location', 'State', 'LGA', 'Price (NGN)', 'Status', 'Payment']
    when 'clients' then array['Name', 'E-mail', 'Phone', 'Address', 'State', 'LGA', 'Joined']
    when 'cleaners' then array['Name', 'E-mail', 'Phone', 'State', 'LGA', 'Status', 'Verification', 'Rating', 'Reviews', 'Joined']
  end
$$;

revoke execute on function public.admin_export_page(text, text, text, text, date, date, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_export_page(text, text, text, text, date, date, timestamptz, uuid, integer) to authenticated, service_role;
revoke execute on function public.admin_export_columns(text) from public, anon;
grant execute on function public.admin_export_columns(text) to authenticated, service_role;
revoke execute on function public.export_person_matches(text, text, text, text), public.export_naira(bigint),
  public.export_time(timestamptz), public.export_label(text) from public, anon;
grant execute on function public.export_person_matches(text, text, text, text), public.export_naira(bigint),
  public.export_time(timestamptz), public.export_label(text) to authenticated, service_role;
