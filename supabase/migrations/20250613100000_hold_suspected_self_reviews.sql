-- Suspected self-reviews are held for admins (issue 21, self-review attack). Confirmation alone cannot stop a cleaner
-- who is also the customer through a second account, so review_booking now refuses a review by the booking's own
-- cleaner and holds a review whose author shares the cleaner's identity signals:
--   same_phone: the reviewer's profile phone or the phone given on the booking equals the cleaner's profile phone,
--               both normalised to +234XXXXXXXXXX (normalize_ng_phone);
--   same_email: the reviewer's profile e-mail or the booking's contact e-mail equals the cleaner's once written
--               canonically (canonical_email: case, a "+tag" in the local part, and Gmail's dots and googlemail.com
--               are ignored, as those providers deliver all such spellings to one mailbox).
-- A shared domain alone is not a signal (every Gmail user shares one). There is no device signal: the product keeps
-- no device identifier and auth sessions record none we can trust, so none is compared.
-- A held review stays stored, is visible to its author and admins only, and is left out of the cleaner's rating
-- (which orders the listings) until an admin clears it with clear_review_flag, or deletes it. The reasons live in
-- review_flags, readable by admins only.

/* Canonical form of an e-mail address for identity comparison; null when it is not an address. */
create function public.canonical_email(p_email text) returns text
language sql immutable set search_path = '' as $$
  select case
    when local = '' or domain = '' then null
    when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
    else local || '@' || domain
  end
  from (select split_part(split_part(e, '@', 1), '+', 1) as local, split_part(e, '@', 2) as domain
          from (select lower(btrim(p_email)) as e where p_email ~ '^[^@\s]+@[^@\s]+$') a) s
$$;
comment on function public.canonical_email(text) is 'Lower-cased address without a +tag (and without dots for Gmail), for comparing identities.';

create table public.review_flags (
  review_id uuid primary key references public.reviews (id) on delete cascade,
  reasons text[] not null check (cardinality(reasons) > 0 and reasons <@ array['same_phone', 'same_email']),
  flagged_at timestamptz not null default now(),
  cleared_at timestamptz,
  cleared_by uuid references auth.users (id) on delete set null,
  check ((cleared_at is null) = (cleared_by is null))
);
comment on table public.review_flags is 'Why a review was held as a suspected self-review; admins only. Held while cleared_at is null.';
create index review_flags_held_idx on public.review_flags (flagged_at desc) where cleared_at is null;
create index review_flags_cleared_by_idx on public.review_flags (cleared_by) where cleared_by is not null;

alter table public.review_flags enable row level security;
grant select on public.review_flags to authenticated;
grant select, insert, update, delete on public.review_flags to service_role;
create policy review_flags_select_admin on public.review_flags for select to authenticated
  using ((select public.is_admin()));

/* Whether a review is held (security definer: the reviews policies run as callers who cannot read review_flags). */
create function public.is_review_held(p_review_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.review_flags where review_id = p_review_id and cleared_at is null)
$$;
comment on function public.is_review_held(uuid) is 'True while a review is held for admins (left out of ratings and public lists).';
revoke all on function public.is_review_held(uuid) from public;
grant execute on function public.is_review_held(uuid) to anon, authenticated, service_role;

/* Internal: a cleaner's rating from the reviews that are not held. */
create function public.recompute_cleaner_rating(p_cleaner_id uuid) returns void
language sql security definer set search_path = '' as $$
  update public.cleaner_profiles c
     set rating_avg = coalesce(s.avg, 0), rating_count = s.n
    from (select round(avg(r.rating)::numeric, 2) as avg, count(*)::integer as n
            from public.reviews r
           where r.cleaner_id = p_cleaner_id and not public.is_review_held(r.id)) s
   where c.user_id = p_cleaner_id
$$;

create or replace function public.refresh_cleaner_rating() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.recompute_cleaner_rating(case when tg_op = 'DELETE' then old.cleaner_id else new.cleaner_id end);
  if tg_op = 'UPDATE' and old.cleaner_id is distinct from new.cleaner_id then
    perform public.recompute_cleaner_rating(old.cleaner_id);
  end if;
  return null;
end $$;

-- Holding or clearing a review changes the rating as much as writing it does.
create function public.review_flags_refresh_rating() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.recompute_cleaner_rating(r.cleaner_id)
     from public.reviews r where r.id = case when tg_op = 'DELETE' then old.review_id else new.review_id end;
  return null;
end $$;
create trigger review_flags_refresh_rating after insert or update or delete on public.review_flags
  for each row execute function public.review_flags_refresh_rating();

revoke all on function public.recompute_cleaner_rating(uuid), public.refresh_cleaner_rating(),
  public.review_flags_refresh_rating() from public, anon, authenticated;
grant execute on function public.recompute_cleaner_rating(uuid), public.refresh_cleaner_rating(),
  public.review_flags_refresh_rating() to service_role;

-- Held reviews leave the public lists (and the cleaner's own view) until cleared; their author and admins still see them.
drop policy reviews_select_anon on public.reviews;
create policy reviews_select_anon on public.reviews for select to anon
  using (not public.is_review_held(id)
    and exists (select 1 from public.cleaner_profiles c
                 where c.user_id = cleaner_id and c.verification_status = 'verified' and c.status = 'active'));
drop policy reviews_select_authenticated on public.reviews;
create policy reviews_select_authenticated on public.reviews for select to authenticated
  using (reviewer_id = (select auth.uid()) or (select public.is_admin())
    or (not public.is_review_held(id)
        and (cleaner_id = (select auth.uid())
          or exists (select 1 from public.cleaner_profiles c
                      where c.user_id = cleaner_id and c.verification_status = 'verified' and c.status = 'active'))));
grant select on public.reviews to service_role;

/* RPC: the customer of a confirmed completed booking reviews it, once. Returns the review id. */
create or replace function public.review_booking(p_booking_id uuid, p_rating integer, p_comment text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; v_name text; new_id uuid; reasons text[];
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'Please provide a rating.' using errcode = '22023';
  end if;
  if coalesce(btrim(p_comment), '') = '' then
    raise exception 'Both feedback and rating are required.' using errcode = '22023';
  end if;
  -- A completion left unanswered past the window counts as confirmed, and so becomes reviewable.
  perform public.settle_overdue_completions();
  select * into bk from public.bookings where id = p_booking_id and customer_id = auth.uid() for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.cleaner_id = auth.uid() then
    raise exception 'You cannot review your own work.' using errcode = '42501';
  end if;
  if bk.status <> 'completed' or bk.cleaner_id is null then
    raise exception 'You can only review a completed booking.' using errcode = '22023';
  end if;
  if exists (select 1 from public.reviews where booking_id = bk.id) then
    raise exception 'You have already reviewed this booking.' using errcode = '23505';
  end if;
  select array_remove(array[
           case when exists (
             select 1 from public.profiles c, public.profiles r
              where c.id = bk.cleaner_id and r.id = auth.uid() and c.phone is not null
                and c.phone in (r.phone, (select public.normalize_ng_phone(bc.phone) from public.booking_contacts bc where bc.booking_id = bk.id)))
             then 'same_phone' end,
           case when exists (
             select 1 from public.profiles c, public.profiles r
              where c.id = bk.cleaner_id and r.id = auth.uid() and public.canonical_email(c.email) is not null
                and public.canonical_email(c.email) in (public.canonical_email(r.email),
                  (select public.canonical_email(bc.email) from public.booking_contacts bc where bc.booking_id = bk.id)))
             then 'same_email' end], null)
    into reasons;
  select btrim(split_part(full_name, ' ', 1) || coalesce(' ' || nullif(left(split_part(full_name, ' ', 2), 1), '') || '.', ''))
    into v_name from public.profiles where id = auth.uid();
  insert into public.reviews (booking_id, cleaner_id, reviewer_id, reviewer_name, rating, comment)
  values (bk.id, bk.cleaner_id, auth.uid(), coalesce(nullif(v_name, ''), 'Guest'), p_rating, btrim(p_comment))
  returning id into new_id;
  if cardinality(reasons) > 0 then
    insert into public.review_flags (review_id, reasons) values (new_id, reasons);
    perform public.notify_admins('review', 'A ' || p_rating || '-star review is held: its author shares the cleaner''s '
      || array_to_string(array_replace(array_replace(reasons, 'same_phone', 'phone'), 'same_email', 'e-mail'), ' and ') || '.',
      '/admin/reviews');
  else
    perform public.notify(bk.cleaner_id, 'review', 'You received a ' || p_rating || '-star review.', '/cleaner/reviews');
  end if;
  return new_id;
end $$;
comment on function public.review_booking(uuid, integer, text)
  is 'Customer: reviews a confirmed completed booking once; held for admins when the author shares the cleaner''s phone or e-mail. Errors: Please provide a rating. / Both feedback and rating are required. / Invalid booking ID / You can only review a completed booking. / You have already reviewed this booking. / You cannot review your own work.';

/* RPC: an admin clears a held review after checking it; it then counts in the rating and shows publicly. */
create function public.clear_review_flag(p_review_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare f public.review_flags;
begin
  if not public.is_admin() then
    raise exception 'Only admins can moderate reviews.' using errcode = '42501';
  end if;
  select * into f from public.review_flags where review_id = p_review_id for update;
  if not found then
    raise exception 'Review not found.' using errcode = 'PT404';
  end if;
  if f.cleared_at is not null then
    raise exception 'This review is not held.' using errcode = '22023';
  end if;
  update public.review_flags set cleared_at = now(), cleared_by = auth.uid() where review_id = p_review_id;
end $$;
comment on function public.clear_review_flag(uuid)
  is 'Admin: releases a held review into the rating. Errors: Only admins can moderate reviews. / Review not found. / This review is not held.';

revoke all on function public.canonical_email(text), public.review_booking(uuid, integer, text),
  public.clear_review_flag(uuid) from public, anon;
grant execute on function public.review_booking(uuid, integer, text), public.clear_review_flag(uuid) to authenticated, service_role;
grant execute on function public.canonical_email(text) to service_role;
