-- Issue 25 §1, Cleaner Match's list of schedules: paged through PostgREST with no search, and each page needed a
-- second request for the names of its clients and cleaners. It now reads through admin_schedules_page, like the
-- other console lists: one page, newest first, with the exact total, optionally of one status, found by the name,
-- e-mail or phone of the client or the cleaner (person_search_texts) or by a word of the location. Admins at aal2.

create index if not exists schedules_created_idx on public.schedules (created_at desc, id);

/*
 * RPC (admins, aal2): one page of schedules, newest first, with how many match in all. p_status: pending | active |
 * expired | completed | cancelled, or null for all. Answers {"total": n, "rows": [{id, client_id, cleaner_id, service_type,
 * start_date, service_time, status, location, client_name, cleaner_name}]}.
 */
create function public.admin_schedules_page(p_search text default '', p_status text default null, p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  status text := nullif(btrim(coalesce(p_status, '')), '');
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list schedules.' using errcode = '42501';
  end if;
  if status is not null and status not in ('pending', 'active', 'expired', 'completed', 'cancelled') then
    raise exception 'Invalid status.' using errcode = '22023';
  end if;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  -- Without a search the page is a range of the created_at index; with one, the matches are found once, counted,
  -- then sorted for the page.
  execute format($q$
    with people as materialized (
      select s.profile_id from public.person_search_texts s where $1 <> '' and (s.search_text like $2 or s.search_text like $3)),
    hits as %1$s (
      select x.id, x.created_at from public.schedules x
       where ($4::text is null or x.status::text = $4)
         and ($1 = '' or x.client_id in (select profile_id from people) or x.cleaner_id in (select profile_id from people)
              or lower(coalesce(x.location, '')) like $2)),
    k as (select h.id from hits h order by h.created_at desc, h.id offset $5 limit $6)
    select (select count(*) from hits), (
      select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'client_id', s.client_id, 'cleaner_id', s.cleaner_id,
               'service_type', s.service_type, 'start_date', s.start_date, 'service_time', s.service_time, 'status', s.status,
               'location', s.location, 'client_name', coalesce(cl.full_name, ''), 'cleaner_name', coalesce(cn.full_name, ''))
             order by s.created_at desc, s.id), '[]'::jsonb)
        from k
        join public.schedules s on s.id = k.id
        left join public.profiles cl on cl.id = s.client_id
        left join public.profiles cn on cn.id = s.cleaner_id) $q$,
    case when term = '' then 'not materialized' else 'materialized' end)
    into total, page_rows using term, patterns[1], patterns[2], status, skip, size;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_schedules_page(text, text, integer, integer) is
  'Admins (aal2): one page of schedules (newest first, optionally of one status) with the exact number matching; search by the client''s or cleaner''s name, e-mail or phone, or the location.';
revoke execute on function public.admin_schedules_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_schedules_page(text, text, integer, integer) to authenticated, service_role;
