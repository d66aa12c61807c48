-- Issue 25 §1: the console's Bookings tabs (Activities: Guests, Clients) searched by reference only, while the CSV
-- export of the same tab also found the customer's and the cleaner's name, phone and e-mail: an operator who typed a
-- name saw "nothing found" and then exported rows. The tabs now read through admin_bookings_page, which finds a
-- booking by
--  * its reference (BK-3F2A91C0, typed in any case, with or without prefix and dashes: a primary-key range),
--  * the name, e-mail or phone of its contact (booking_contacts: who booked, guest or client), through a trigram
--    index on the same lower-case text person_search_texts keeps for accounts,
--  * the name, e-mail or phone of the customer's account or of its cleaner (person_search_texts),
-- and answers one page, newest first, with the exact number of matches. Security definer with is_admin() (aal2)
-- checked first, as the other console lists (20250710000000): under RLS a LIKE can never use an index.

create index if not exists booking_contacts_search_trgm_idx on public.booking_contacts
  using gin ((public.person_search_text(full_name, email, phone)) extensions.gin_trgm_ops);

-- The tab without a search: one customer kind, newest first.
create index if not exists bookings_kind_created_idx on public.bookings (customer_kind, created_at desc, id);

/*
 * RPC (admins, aal2): one page of the bookings of clients or of guests (p_booked_by), newest first, with how many
 * match in all. The search finds a reference, or a name, e-mail or phone of the booking's contact, its customer's
 * account or its cleaner. Answers {"total": n, "rows": [{id, customer_kind, cleaner_id, services, location, state,
 * status, source, price_kobo, budget_kobo, scheduled_date, starts_at, ends_at, created_at, contact_name,
 * contact_phone, cleaner_name}]}.
 */
create function public.admin_bookings_page(p_booked_by text, p_search text default '', p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  total bigint;
  page_rows jsonb;
  -- One page's rows, in order, from the ids in k (the same for both branches).
  page_sql constant text := $q$
    select coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'customer_kind', b.customer_kind, 'cleaner_id', b.cleaner_id,
             'services', b.services, 'location', b.location, 'state', b.state, 'status', b.status, 'source', b.source,
             'price_kobo', b.price_kobo, 'budget_kobo', b.budget_kobo, 'scheduled_date', b.scheduled_date,
             'starts_at', b.starts_at, 'ends_at', b.ends_at, 'created_at', b.created_at,
             'contact_name', coalesce(bc.full_name, ''), 'contact_phone', bc.phone,
             'cleaner_name', coalesce(cp.display_name, '')) order by b.created_at desc, b.id), '[]'::jsonb)
      from k
      join public.bookings b on b.id = k.id
      left join public.booking_contacts bc on bc.booking_id = b.id
      left join public.cleaner_profiles cp on cp.user_id = b.cleaner_id $q$;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list bookings.' using errcode = '42501';
  end if;
  if p_booked_by is null or p_booked_by not in ('client', 'guest') then
    raise exception 'Choose bookings by clients or by guests.' using errcode = '22023';
  end if;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  if term = '' then
    select count(*) into total from public.bookings where customer_kind = p_booked_by;
    execute 'with k as (select x.id from public.bookings x where x.customer_kind = $1 order by x.created_at desc, x.id offset $2 limit $3) '
      || page_sql
      into page_rows using p_booked_by, skip, size;
  else
    -- The matches once (each part from its own index), counted, then sorted for the page.
    execute $q$
      with people as materialized (
        select s.profile_id from public.person_search_texts s where s.search_text like $2 or s.search_text like $3),
      hits as materialized (
        select x.id, x.created_at from public.bookings x
         where x.customer_kind = $1
           and (x.id between public.reference_low($4, 'BK') and public.reference_high($4, 'BK')
                or x.id in (select c.booking_id from public.booking_contacts c
                             where public.person_search_text(c.full_name, c.email, c.phone) like $2
                                or public.person_search_text(c.full_name, c.email, c.phone) like $3)
                or x.customer_id in (select profile_id from people)
                or x.cleaner_id in (select profile_id from people))),
      k as (select h.id from hits h order by h.created_at desc, h.id offset $5 limit $6)
      select (select count(*) from hits), ($q$ || page_sql || $q$) $q$
      into total, page_rows using p_booked_by, patterns[1], patterns[2], term, skip, size;
  end if;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_bookings_page(text, text, integer, integer) is
  'Admins (aal2): one page of the bookings of clients or guests, newest first, with the exact number matching; search by reference, or the name, e-mail or phone of the contact, the customer or the cleaner.';
revoke execute on function public.admin_bookings_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_bookings_page(text, text, integer, integer) to authenticated, service_role;
-- The index above calls person_search_text whenever a contact is written; a write runs as its caller's role, which
-- needs to execute it (a pure function of its arguments: nothing to hide).
grant execute on function public.person_search_text(text, text, text) to authenticated;
