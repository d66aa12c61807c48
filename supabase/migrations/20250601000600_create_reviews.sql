-- Creates reviews of completed bookings (one per booking), the trigger that keeps each cleaner's rating average and
-- count, and the review_booking RPC. Reviews of listed cleaners are public; admins may delete abusive ones.

create table public.reviews (
  id uuid primary key default extensions.gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  cleaner_id uuid not null references public.cleaner_profiles (user_id) on delete cascade,
  reviewer_id uuid not null references auth.users (id) on delete cascade,
  -- Shown publicly instead of the reviewer's full name (first name and initial).
  reviewer_name text not null default '' check (char_length(reviewer_name) <= 60),
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (char_length(btrim(comment)) between 1 and 2000),
  created_at timestamptz not null default now()
);
comment on table public.reviews is 'A customer''s review of a completed booking. Public for listed cleaners.';
create index reviews_cleaner_idx on public.reviews (cleaner_id, created_at desc);
create index reviews_reviewer_idx on public.reviews (reviewer_id, created_at desc);
create index reviews_created_idx on public.reviews (created_at desc);

create function public.refresh_cleaner_rating() returns trigger
language plpgsql security definer set search_path = '' as $$
declare target uuid := case when tg_op = 'DELETE' then old.cleaner_id else new.cleaner_id end;
begin
  update public.cleaner_profiles c
     set rating_avg = coalesce((select round(avg(rating)::numeric, 2) from public.reviews where cleaner_id = target), 0),
         rating_count = (select count(*) from public.reviews where cleaner_id = target)
   where c.user_id = target;
  if tg_op = 'UPDATE' and old.cleaner_id is distinct from new.cleaner_id then
    update public.cleaner_profiles c
       set rating_avg = coalesce((select round(avg(rating)::numeric, 2) from public.reviews where cleaner_id = old.cleaner_id), 0),
           rating_count = (select count(*) from public.reviews where cleaner_id = old.cleaner_id)
     where c.user_id = old.cleaner_id;
  end if;
  return null;
end $$;
create trigger reviews_refresh_rating after insert or update or delete on public.reviews
  for each row execute function public.refresh_cleaner_rating();

alter table public.reviews enable row level security;
grant select on public.reviews to anon, authenticated;
grant delete on public.reviews to authenticated;
create policy reviews_select_anon on public.reviews for select to anon
  using (exists (select 1 from public.cleaner_profiles c
                  where c.user_id = cleaner_id and c.verification_status = 'verified' and c.status = 'active'));
create policy reviews_select_authenticated on public.reviews for select to authenticated
  using (reviewer_id = (select auth.uid()) or cleaner_id = (select auth.uid()) or (select public.is_admin())
    or exists (select 1 from public.cleaner_profiles c
                where c.user_id = cleaner_id and c.verification_status = 'verified' and c.status = 'active'));
create policy reviews_delete_authenticated on public.reviews for delete to authenticated
  using ((select public.is_admin()));

/* RPC: the customer of a completed booking reviews it, once. Returns the review id. */
create function public.review_booking(p_booking_id uuid, p_rating integer, p_comment text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; v_name text; new_id uuid;
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
  select * into bk from public.bookings where id = p_booking_id and customer_id = auth.uid() for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'P0002';
  end if;
  if bk.status <> 'completed' or bk.cleaner_id is null then
    raise exception 'You can only review a completed booking.' using errcode = '22023';
  end if;
  if exists (select 1 from public.reviews where booking_id = bk.id) then
    raise exception 'You have already reviewed this booking.' using errcode = '23505';
  end if;
  select btrim(split_part(full_name, ' ', 1) || coalesce(' ' || nullif(left(split_part(full_name, ' ', 2), 1), '') || '.', ''))
    into v_name from public.profiles where id = auth.uid();
  insert into public.reviews (booking_id, cleaner_id, reviewer_id, reviewer_name, rating, comment)
  values (bk.id, bk.cleaner_id, auth.uid(), coalesce(nullif(v_name, ''), 'Guest'), p_rating, btrim(p_comment))
  returning id into new_id;
  perform public.notify(bk.cleaner_id, 'review', 'You received a ' || p_rating || '-star review.', '/cleaner/reviews');
  return new_id;
end $$;
comment on function public.review_booking(uuid, integer, text)
  is 'Customer: reviews a completed booking once. Errors: Please provide a rating. / Both feedback and rating are required. / Invalid booking ID';

grant execute on function public.review_booking(uuid, integer, text) to authenticated;
