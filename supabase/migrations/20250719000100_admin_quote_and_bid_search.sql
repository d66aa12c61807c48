-- Issue 25 §1, the rest of the console's Activities: its Quote requests and Bids tabs searched by reference only
-- (QR-…, BID-…), so an operator could not find a guest's request by the name or number the guest gave on the phone.
-- They now read through admin RPCs, as the Bookings tabs do (20250719000000):
--  * admin_quote_requests_page finds a request by reference, or by the name, e-mail or phone of its contact or of the
--    requester's account; it also answers each row's number of bids, which the screen fetched with a second request;
--  * admin_bids_page finds a bid by reference, by its cleaner's name, e-mail or phone, or by the request's contact.
-- One page, newest first, with the exact total; admins at aal2 only (is_admin() first).

create index if not exists quote_request_contacts_search_trgm_idx on public.quote_request_contacts
  using gin ((public.person_search_text(full_name, email, phone)) extensions.gin_trgm_ops);
-- The tabs without a search: one requester kind, newest first.
create index if not exists quote_requests_kind_created_idx on public.quote_requests (requester_kind, created_at desc, id);

/*
 * RPC (admins, aal2): one page of the quote requests of clients or guests (p_requested_by), newest first, optionally
 * of some statuses only, with how many match in all. Answers {"total": n, "rows": [{id, requester_kind, service_type,
 * location, state, description, budget, status, awarded_bid_id, created_at, target_cleaner_id,
 * contact: {full_name, phone, email} | null, bid_count}]}.
 */
create function public.admin_quote_requests_page(p_requested_by text, p_statuses text[] default null, p_search text default '',
  p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  statuses text[] := nullif(p_statuses, '{}');
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list quote requests.' using errcode = '42501';
  end if;
  if p_requested_by is null or p_requested_by not in ('client', 'guest') then
    raise exception 'Choose requests by clients or by guests.' using errcode = '22023';
  end if;
  if statuses is not null and not statuses <@ array['open', 'awarded', 'closed', 'cancelled'] then
    raise exception 'Invalid status.' using errcode = '22023';
  end if;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  -- Without a search the page is a range of the (kind, created_at) index and the count an index-only scan; with one,
  -- the matches are found once (each part from its own index), counted, then sorted for the page.
  execute format($q$
    with people as materialized (
      select s.profile_id from public.person_search_texts s where $4 <> '' and (s.search_text like $2 or s.search_text like $3)),
    hits as %1$s (
      select x.id, x.created_at from public.quote_requests x
       where x.requester_kind = $1
         and ($5::text[] is null or x.status::text = any ($5))
         and ($4 = ''
              or x.id between public.reference_low($4, 'QR') and public.reference_high($4, 'QR')
              or x.id in (select c.quote_request_id from public.quote_request_contacts c
                           where public.person_search_text(c.full_name, c.email, c.phone) like $2
                              or public.person_search_text(c.full_name, c.email, c.phone) like $3)
              or x.requester_id in (select profile_id from people))),
    k as (select h.id from hits h order by h.created_at desc, h.id offset $6 limit $7)
    select (select count(*) from hits), (
      select coalesce(jsonb_agg(jsonb_build_object('id', q.id, 'requester_kind', q.requester_kind, 'service_type', q.service_type,
               'location', q.location, 'state', q.state, 'description', q.description, 'budget', q.budget, 'status', q.status,
               'awarded_bid_id', q.awarded_bid_id, 'created_at', q.created_at, 'target_cleaner_id', q.target_cleaner_id,
               'contact', case when c.quote_request_id is null then null
                               else jsonb_build_object('full_name', c.full_name, 'phone', c.phone, 'email', c.email) end,
               'bid_count', (select count(*) from public.bids b where b.quote_request_id = q.id))
             order by q.created_at desc, q.id), '[]'::jsonb)
        from k
        join public.quote_requests q on q.id = k.id
        left join public.quote_request_contacts c on c.quote_request_id = q.id) $q$,
    case when term = '' then 'not materialized' else 'materialized' end)
    into total, page_rows using p_requested_by, patterns[1], patterns[2], term, statuses, skip, size;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_quote_requests_page(text, text[], text, integer, integer) is
  'Admins (aal2): one page of the quote requests of clients or guests, newest first, with the exact number matching and each one''s bids; search by reference, or the name, e-mail or phone of the contact or the requester.';

/*
 * RPC (admins, aal2): one page of the bids on the requests of clients or guests (p_requested_by), or on one request
 * (p_quote_request_id), newest first, with how many match in all. Answers {"total": n, "rows": [{id,
 * quote_request_id, cleaner_id, amount_kobo, note, status, created_at, cleaner_name, requester_name,
 * request: {service_type, location, status, requester_kind}}]}.
 */
create function public.admin_bids_page(p_requested_by text, p_quote_request_id uuid default null, p_search text default '',
  p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list bids.' using errcode = '42501';
  end if;
  if p_requested_by is null or p_requested_by not in ('client', 'guest') then
    raise exception 'Choose bids on requests by clients or by guests.' using errcode = '22023';
  end if;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  execute format($q$
    with people as materialized (
      select s.profile_id from public.person_search_texts s where $4 <> '' and (s.search_text like $2 or s.search_text like $3)),
    hits as %1$s (
      select x.id, x.created_at from public.bids x
        join public.quote_requests q on q.id = x.quote_request_id
       where q.requester_kind = $1
         and ($5::uuid is null or x.quote_request_id = $5)
         and ($4 = ''
              or x.id between public.reference_low($4, 'BID') and public.reference_high($4, 'BID')
              or x.cleaner_id in (select profile_id from people)
              or x.quote_request_id in (select c.quote_request_id from public.quote_request_contacts c
                                         where public.person_search_text(c.full_name, c.email, c.phone) like $2
                                            or public.person_search_text(c.full_name, c.email, c.phone) like $3))),
    k as (select h.id from hits h order by h.created_at desc, h.id offset $6 limit $7)
    select (select count(*) from hits), (
      select coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'quote_request_id', b.quote_request_id, 'cleaner_id', b.cleaner_id,
               'amount_kobo', b.amount_kobo, 'note', b.note, 'status', b.status, 'created_at', b.created_at,
               'cleaner_name', coalesce(cp.display_name, ''), 'requester_name', coalesce(c.full_name, ''),
               'request', jsonb_build_object('service_type', q.service_type, 'location', q.location, 'status', q.status,
                                             'requester_kind', q.requester_kind))
             order by b.created_at desc, b.id), '[]'::jsonb)
        from k
        join public.bids b on b.id = k.id
        join public.quote_requests q on q.id = b.quote_request_id
        left join public.quote_request_contacts c on c.quote_request_id = q.id
        left join public.cleaner_profiles cp on cp.user_id = b.cleaner_id) $q$,
    case when term = '' then 'not materialized' else 'materialized' end)
    into total, page_rows using p_requested_by, patterns[1], patterns[2], term, p_quote_request_id, skip, size;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_bids_page(text, uuid, text, integer, integer) is
  'Admins (aal2): one page of the bids on requests of clients or guests (or on one request), newest first, with the exact number matching; search by reference, the cleaner''s name, e-mail or phone, or the request''s contact.';

revoke execute on function public.admin_quote_requests_page(text, text[], text, integer, integer),
  public.admin_bids_page(text, uuid, text, integer, integer) from public, anon;
grant execute on function public.admin_quote_requests_page(text, text[], text, integer, integer),
  public.admin_bids_page(text, uuid, text, integer, integer) to authenticated, service_role;
