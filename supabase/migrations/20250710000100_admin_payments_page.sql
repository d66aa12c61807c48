-- Issue 25 §2: the Payments console's transactions list at scale. Its search (our reference, the e-mail given at
-- checkout, or the client's account e-mail) was three ILIKE filters under RLS, which no index can serve there, plus a
-- first request for the ids of up to 200 accounts whose e-mail matched (a silent cap): ~250 ms at 114,000 payments
-- (bench/RESULTS.md §9). admin_payments_page checks is_admin() (aal2) once and then searches without RLS in the way,
-- each kind of match from its own index: a reference that starts with the term (a b-tree range: references are pasted
-- or typed from their start, and being codes of few distinct characters, their trigrams would match most rows), a
-- checkout e-mail that contains it (trigrams), and the account e-mail in person_search_texts (20250710000000): every
-- matching account, not the first 200. Totals stay exact.

create index if not exists payments_reference_prefix_idx on public.payments (lower(reference) text_pattern_ops);
create index if not exists payments_customer_email_trgm_idx on public.payments using gin (customer_email extensions.gin_trgm_ops);

/*
 * RPC (admins, aal2): one page of payments, newest first, and how many match in all. p_search as the console sends it
 * (letters, digits and @ . _ + - only, lower case; shared-data searchTerm): a reference that starts with it, a checkout
 * e-mail that contains it or, from 3 characters or with an @, a client whose account e-mail contains it; % and _ match
 * themselves. p_status: a payment
 * status, or null / 'all' for every one. Answers {"total": n, "rows": [payment rows as the console reads them]}.
 */
create function public.admin_payments_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := left(regexp_replace(lower(coalesce(p_search, '')), '[^a-z0-9@._+-]', '', 'g'), 100);
  body text;
  status public.payment_status;
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
    raise exception 'Only admins can list payments.' using errcode = '42501';
  end if;
  if nullif(p_status, 'all') is not null then
    begin
      status := p_status::public.payment_status;
    exception when check_violation then
      raise exception 'Invalid status.' using errcode = '22023';
    end;
    conditions := conditions || 'x.status = $3'::text;
  end if;
  body := replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_');
  if term <> '' then
    -- A union of three index lookups: an OR of them would be one scan of payments filtered row by row.
    conditions := conditions || (
      'x.id in (select r.id from public.payments r where lower(r.reference) like $6'
      || ' union all select e.id from public.payments e where e.customer_email ilike $1'
      || case when term like '%@%' or length(term) >= 3
           then ' union all select c.id from public.payments c where c.client_id in'
             || ' (select s.profile_id from public.person_search_texts s where s.search_text like $2)' else '' end
      || ')');
  end if;
  if cardinality(conditions) > 0 then
    matching := 'where ' || array_to_string(conditions, ' and ');
  end if;

  if term = '' then
    -- A status alone is an index range (payments_status_idx), no filter the whole of payments_created_idx.
    execute format('select count(*) from public.payments x %s', matching) into total using null::text, null::text, status, null::bigint, null::integer, null::text;
    source := format('(select x.id, x.created_at from public.payments x %s)', matching);
  else
    -- The matches once (from the trigram indexes): counted, then sorted for the page.
    source := 'hits';
    hits := format('with hits as materialized (select x.id, x.created_at from public.payments x %s) ', matching);
  end if;
  execute hits || format($q$
    select %2$s, (
      select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'booking_id', p.booking_id, 'client_id', p.client_id,
               'customer_email', p.customer_email, 'amount_kobo', p.amount_kobo, 'refunded_kobo', p.refunded_kobo,
               'method', p.method, 'status', p.status, 'provider', p.provider, 'reference', p.reference,
               'paid_at', p.paid_at, 'created_at', p.created_at) order by p.created_at desc, p.id), '[]'::jsonb)
        from (select k.id from %1$s k order by k.created_at desc, k.id offset $4 limit $5) k
        join public.payments p on p.id = k.id) $q$, source, case when term = '' then '$7' else '(select count(*) from hits)' end)
    into total, page_rows
    using '%' || body || '%', '%' || chr(31) || '%' || body || '%' || chr(31) || '%', status, skip, size, body || '%', total;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_payments_page(text, text, integer, integer) is
  'Admins (aal2): one page of payments (newest first) with the exact number matching; search by reference, checkout e-mail or account e-mail.';

revoke execute on function public.admin_payments_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_payments_page(text, text, integer, integer) to authenticated, service_role;
