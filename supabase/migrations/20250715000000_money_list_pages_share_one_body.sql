-- The money console's three list RPCs (admin_payments_page 20250710000100, admin_payouts_page and admin_refunds_page
-- 20250714000000) were one 50-line body written three times: paging bounds, the status filter, the matches counted
-- once and then sorted for the page. That body is now money_list_page(); each RPC keeps what is its own: the admin
-- check, its status domain, what its search matches and the row it answers. Behaviour is unchanged (their tests
-- compare every page and total with the unfactored versions' answers).

/*
 * Internal (callers are admin RPCs that checked is_admin(); not executable by API roles): one page of `p_table`
 * (payments | payouts | refunds, read as x), newest first, and how many match in all.
 * p_match: an "x.… in (…)" condition over $1 (contains the term), $2 (an account's e-mail contains it, on
 * person_search_texts) and $6 (starts with it), or null without a search. p_status: a validated status, or null.
 * p_row: the jsonb of one row over alias r (the table's row), with p_join for any table it also reads.
 * Answers {"total": n, "rows": [...]}.
 */
create function public.money_list_page(p_table text, p_term text, p_match text, p_status text, p_row text, p_join text,
  p_page integer, p_page_size integer)
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  body text := replace(replace(replace(coalesce(p_term, ''), '\', '\\'), '%', '\%'), '_', '\_');
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * least(greatest(coalesce(p_page_size, 20), 1), 100);
  conditions text[] := '{}';
  matching text := '';
  source text;
  hits text := '';
  total bigint;
  page_rows jsonb;
begin
  if p_table not in ('payments', 'payouts', 'refunds') then
    raise exception 'money_list_page: unknown table %', p_table using errcode = '22023';
  end if;
  if p_status is not null then
    conditions := conditions || 'x.status = $3'::text;
  end if;
  if p_match is not null then
    conditions := conditions || p_match;
  end if;
  if cardinality(conditions) > 0 then
    matching := 'where ' || array_to_string(conditions, ' and ');
  end if;

  if p_match is null then
    -- A status alone is an index range, no filter over the whole of the newest-first index.
    execute format('select count(*) from public.%I x %s', p_table, matching)
      into total using null::text, null::text, p_status, null::bigint, null::integer, null::text;
    source := format('(select x.id, x.created_at from public.%I x %s)', p_table, matching);
  else
    -- The matches once (from their indexes): counted, then sorted for the page.
    source := 'hits';
    hits := format('with hits as materialized (select x.id, x.created_at from public.%I x %s) ', p_table, matching);
  end if;
  execute hits || format($q$
    select %2$s, (
      select coalesce(jsonb_agg(%3$s order by r.created_at desc, r.id), '[]'::jsonb)
        from (select k.id from %1$s k order by k.created_at desc, k.id offset $4 limit $5) k
        join public.%4$I r on r.id = k.id %5$s) $q$,
      source, case when p_match is null then '$7' else '(select count(*) from hits)' end, p_row, p_table, coalesce(p_join, ''))
    into total, page_rows
    using '%' || body || '%', '%' || chr(31) || '%' || body || '%' || chr(31) || '%', p_status, skip, size, body || '%', total;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.money_list_page(text, text, text, text, text, text, integer, integer) is
  'Internal: the shared body of admin_payments_page, admin_payouts_page and admin_refunds_page (they check admin power first).';
revoke execute on function public.money_list_page(text, text, text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.money_list_page(text, text, text, text, text, text, integer, integer) to service_role;

/* The search term as the money console sends it (shared-data searchTerm): lower case, [a-z0-9@._+-], 100 at most. */
create function public.money_search_term(p_search text) returns text
language sql immutable set search_path = '' as $$
  select left(regexp_replace(lower(coalesce(p_search, '')), '[^a-z0-9@._+-]', '', 'g'), 100)
$$;
comment on function public.money_search_term(text) is 'Internal: the money lists'' search term (as shared-data searchTerm).';
revoke execute on function public.money_search_term(text) from public, anon, authenticated;
grant execute on function public.money_search_term(text) to service_role;

create or replace function public.admin_payments_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.money_search_term(p_search);
  status public.payment_status;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list payments.' using errcode = '42501';
  end if;
  begin
    status := nullif(p_status, 'all')::public.payment_status;
  exception when check_violation then
    raise exception 'Invalid status.' using errcode = '22023';
  end;
  return public.money_list_page('payments', term,
    -- A union of index lookups: an OR of them would be one scan of payments filtered row by row.
    case when term <> '' then
      'x.id in (select r.id from public.payments r where lower(r.reference) like $6'
      || ' union all select e.id from public.payments e where e.customer_email ilike $1'
      || case when term like '%@%' or length(term) >= 3
           then ' union all select c.id from public.payments c where c.client_id in'
             || ' (select s.profile_id from public.person_search_texts s where s.search_text like $2)' else '' end
      || ')' end,
    status,
    $r$jsonb_build_object('id', r.id, 'booking_id', r.booking_id, 'client_id', r.client_id,
       'customer_email', r.customer_email, 'amount_kobo', r.amount_kobo, 'refunded_kobo', r.refunded_kobo,
       'method', r.method, 'status', r.status, 'provider', r.provider, 'reference', r.reference,
       'paid_at', r.paid_at, 'created_at', r.created_at)$r$,
    null, p_page, p_page_size);
end $$;

create or replace function public.admin_payouts_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.money_search_term(p_search);
  status public.payout_status;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list payouts.' using errcode = '42501';
  end if;
  begin
    status := nullif(p_status, 'all')::public.payout_status;
  exception when check_violation then
    raise exception 'Invalid status.' using errcode = '22023';
  end;
  return public.money_list_page('payouts', term,
    case when term <> '' then
      'x.id in (select r.id from public.payouts r where r.reference like $6'
      || ' union all select t.id from public.payouts t where t.transfer_reference like $6'
      || case when term like '%@%' or length(term) >= 3
           then ' union all select c.id from public.payouts c where c.cleaner_id in'
             || ' (select s.profile_id from public.person_search_texts s where s.search_text like $2)' else '' end
      || ')' end,
    status,
    $r$jsonb_build_object('id', r.id, 'booking_id', r.booking_id, 'cleaner_id', r.cleaner_id,
       'gross_kobo', r.gross_kobo, 'commission_kobo', r.commission_kobo, 'amount_kobo', r.amount_kobo,
       'status', r.status, 'reference', r.reference, 'transfer_reference', r.transfer_reference,
       'attempts', r.attempts, 'waiting_reason', r.waiting_reason, 'failure_reason', r.failure_reason,
       'paid_at', r.paid_at, 'created_at', r.created_at)$r$,
    null, p_page, p_page_size);
end $$;

create or replace function public.admin_refunds_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.money_search_term(p_search);
  status public.refund_status;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list refunds.' using errcode = '42501';
  end if;
  begin
    status := nullif(p_status, 'all')::public.refund_status;
  exception when check_violation then
    raise exception 'Invalid status.' using errcode = '22023';
  end;
  return public.money_list_page('refunds', term,
    -- The matching payments from their own indexes, then their refunds by refunds_payment_idx.
    case when term <> '' then
      'x.payment_id in (select r.id from public.payments r where lower(r.reference) like $6'
      || ' union all select e.id from public.payments e where e.customer_email ilike $1)' end,
    status,
    $r$jsonb_build_object('id', r.id, 'payment_id', r.payment_id, 'booking_id', r.booking_id,
       'amount_kobo', r.amount_kobo, 'reason', r.reason, 'requested_by_kind', r.requested_by_kind,
       'status', r.status, 'failure_reason', r.failure_reason, 'processed_at', r.processed_at,
       'created_at', r.created_at, 'payment_reference', p.reference, 'customer_email', p.customer_email)$r$,
    'join public.payments p on p.id = r.payment_id', p_page, p_page_size);
end $$;
