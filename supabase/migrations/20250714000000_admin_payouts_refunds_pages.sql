-- Issue 25 §1 (no silent cap): the Payments console's payouts and refunds lists. The payouts search reached the
-- cleaner's account e-mail through a first request for the ids of at most 200 matching accounts, so a term matching
-- more accounts silently missed payouts; both lists also searched with ILIKEs under RLS, which no index serves there.
-- Like admin_payments_page (20250710000100) each is one admin RPC that checks is_admin() (aal2) once, then unites
-- index lookups: a reference that starts with the term (b-tree ranges; references are pasted or typed from their
-- start), an e-mail that contains it (trigrams), and every account whose e-mail contains it (person_search_texts).
-- Totals stay exact.

-- Payout references are lower case by their checks, so the column itself is the key.
create index if not exists payouts_reference_prefix_idx on public.payouts (reference text_pattern_ops);
create index if not exists payouts_transfer_reference_prefix_idx on public.payouts (transfer_reference text_pattern_ops)
  where transfer_reference is not null;

/*
 * RPC (admins, aal2): one page of payouts, newest first, and how many match in all. p_search as the console sends it
 * (shared-data searchTerm): our reference or the transfer reference starting with it or, from 3 characters or with
 * an @, a cleaner whose account e-mail contains it; % and _ match themselves. p_status: a payout status, or null /
 * 'all'. Answers {"total": n, "rows": [payout rows as the console reads them]}.
 */
create function public.admin_payouts_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := left(regexp_replace(lower(coalesce(p_search, '')), '[^a-z0-9@._+-]', '', 'g'), 100);
  body text;
  status public.payout_status;
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * least(greatest(coalesce(p_page_size, 20), 1), 100);
  conditions text[] := '{}';
  matching text := '';
  source text;
  hits text := '';
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list payouts.' using errcode = '42501';
  end if;
  if nullif(p_status, 'all') is not null then
    begin
      status := p_status::public.payout_status;
    exception when check_violation then
      raise exception 'Invalid status.' using errcode = '22023';
    end;
    conditions := conditions || 'x.status = $3'::text;
  end if;
  body := replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_');
  if term <> '' then
    -- A union of index lookups: an OR of them would be one scan of payouts filtered row by row.
    conditions := conditions || (
      'x.id in (select r.id from public.payouts r where r.reference like $6'
      || ' union all select t.id from public.payouts t where t.transfer_reference like $6'
      || case when term like '%@%' or length(term) >= 3
           then ' union all select c.id from public.payouts c where c.cleaner_id in'
             || ' (select s.profile_id from public.person_search_texts s where s.search_text like $2)' else '' end
      || ')');
  end if;
  if cardinality(conditions) > 0 then
    matching := 'where ' || array_to_string(conditions, ' and ');
  end if;

  if term = '' then
    execute format('select count(*) from public.payouts x %s', matching) into total using null::text, null::text, status, null::bigint, null::integer, null::text;
    source := format('(select x.id, x.created_at from public.payouts x %s)', matching);
  else
    -- The matches once: counted, then sorted for the page.
    source := 'hits';
    hits := format('with hits as materialized (select x.id, x.created_at from public.payouts x %s) ', matching);
  end if;
  execute hits || format($q$
    select %2$s, (
      select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'booking_id', p.booking_id, 'cleaner_id', p.cleaner_id,
               'gross_kobo', p.gross_kobo, 'commission_kobo', p.commission_kobo, 'amount_kobo', p.amount_kobo,
               'status', p.status, 'reference', p.reference, 'transfer_reference', p.transfer_reference,
               'attempts', p.attempts, 'waiting_reason', p.waiting_reason, 'failure_reason', p.failure_reason,
               'paid_at', p.paid_at, 'created_at', p.created_at) order by p.created_at desc, p.id), '[]'::jsonb)
        from (select k.id from %1$s k order by k.created_at desc, k.id offset $4 limit $5) k
        join public.payouts p on p.id = k.id) $q$, source, case when term = '' then '$7' else '(select count(*) from hits)' end)
    into total, page_rows
    using '%' || body || '%', '%' || chr(31) || '%' || body || '%' || chr(31) || '%', status, skip, size, body || '%', total;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_payouts_page(text, text, integer, integer) is
  'Admins (aal2): one page of payouts (newest first) with the exact number matching; search by reference, transfer reference or the cleaner''s account e-mail.';

revoke execute on function public.admin_payouts_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_payouts_page(text, text, integer, integer) to authenticated, service_role;

/*
 * RPC (admins, aal2): one page of refunds, newest first, with their payment's reference and checkout e-mail, and how
 * many match in all. p_search (shared-data searchTerm): the payment's reference starting with it or its checkout
 * e-mail containing it; % and _ match themselves. p_status: a refund status, or null / 'all'.
 * Answers {"total": n, "rows": [refund rows as the console reads them]}.
 */
create function public.admin_refunds_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := left(regexp_replace(lower(coalesce(p_search, '')), '[^a-z0-9@._+-]', '', 'g'), 100);
  body text;
  status public.refund_status;
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * least(greatest(coalesce(p_page_size, 20), 1), 100);
  conditions text[] := '{}';
  matching text := '';
  source text;
  hits text := '';
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list refunds.' using errcode = '42501';
  end if;
  if nullif(p_status, 'all') is not null then
    begin
      status := p_status::public.refund_status;
    exception when check_violation then
      raise exception 'Invalid status.' using errcode = '22023';
    end;
    conditions := conditions || 'x.status = $3'::text;
  end if;
  body := replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_');
  if term <> '' then
    -- The matching payments from their own indexes (payments_reference_prefix_idx, payments_customer_email_trgm_idx),
    -- then their refunds by refunds_payment_idx.
    conditions := conditions || (
      'x.payment_id in (select r.id from public.payments r where lower(r.reference) like $6'
      || ' union all select e.id from public.payments e where e.customer_email ilike $1)');
  end if;
  if cardinality(conditions) > 0 then
    matching := 'where ' || array_to_string(conditions, ' and ');
  end if;

  if term = '' then
    execute format('select count(*) from public.refunds x %s', matching) into total using null::text, null::text, status, null::bigint, null::integer, null::text;
    source := format('(select x.id, x.created_at from public.refunds x %s)', matching);
  else
    source := 'hits';
    hits := format('with hits as materialized (select x.id, x.created_at from public.refunds x %s) ', matching);
  end if;
  execute hits || format($q$
    select %2$s, (
      select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'payment_id', r.payment_id, 'booking_id', r.booking_id,
               'amount_kobo', r.amount_kobo, 'reason', r.reason, 'requested_by_kind', r.requested_by_kind,
               'status', r.status, 'failure_reason', r.failure_reason, 'processed_at', r.processed_at,
               'created_at', r.created_at, 'payment_reference', p.reference, 'customer_email', p.customer_email)
               order by r.created_at desc, r.id), '[]'::jsonb)
        from (select k.id from %1$s k order by k.created_at desc, k.id offset $4 limit $5) k
        join public.refunds r on r.id = k.id
        join public.payments p on p.id = r.payment_id) $q$, source, case when term = '' then '$7' else '(select count(*) from hits)' end)
    into total, page_rows
    using '%' || body || '%', null::text, status, skip, size, body || '%', total;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_refunds_page(text, text, integer, integer) is
  'Admins (aal2): one page of refunds (newest first) with their payment''s reference and e-mail and the exact number matching; search by the payment''s reference or checkout e-mail.';

revoke execute on function public.admin_refunds_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_refunds_page(text, text, integer, integer) to authenticated, service_role;
