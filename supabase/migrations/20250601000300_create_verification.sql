-- Creates cleaner identity verification: submissions (documents are paths in the private verification-documents
-- bucket), the audit log of admin document views (NDPA 2023), and the RPCs to submit, review and view documents.

create domain public.verification_decision as text check (value in ('pending', 'verified', 'rejected'));

create table public.verification_submissions (
  id uuid primary key default extensions.gen_random_uuid(),
  cleaner_id uuid not null references public.cleaner_profiles (user_id) on delete cascade,
  id_type text not null check (id_type in ('Driver''s License', 'NIN', 'Voter''s Card', 'International Passport')),
  government_id_path text not null check (char_length(government_id_path) between 3 and 512),
  address_proof_path text not null check (char_length(address_proof_path) between 3 and 512),
  consent_at timestamptz not null,
  status public.verification_decision not null default 'pending',
  reviewer_id uuid references auth.users (id) on delete set null,
  review_note text check (review_note is null or char_length(review_note) <= 1000),
  submitted_at timestamptz not null default now(),
  reviewed_at timestamptz,
  check ((status = 'pending') = (reviewed_at is null))
);
comment on table public.verification_submissions is 'Identity documents a cleaner submitted for review. Owner and admins only.';
create index verification_submissions_cleaner_idx on public.verification_submissions (cleaner_id, submitted_at desc);
create index verification_submissions_status_idx on public.verification_submissions (status, submitted_at desc);
-- At most one submission awaiting review per cleaner.
create unique index verification_submissions_one_pending_idx on public.verification_submissions (cleaner_id) where status = 'pending';

alter table public.verification_submissions enable row level security;
grant select on public.verification_submissions to authenticated;
create policy verification_submissions_select_authenticated on public.verification_submissions for select to authenticated
  using (cleaner_id = (select auth.uid()) or (select public.is_admin()));

create table public.document_access_log (
  id uuid primary key default extensions.gen_random_uuid(),
  admin_id uuid not null references auth.users (id) on delete cascade,
  submission_id uuid not null references public.verification_submissions (id) on delete cascade,
  document text not null check (document in ('government_id', 'address_proof')),
  viewed_at timestamptz not null default now()
);
comment on table public.document_access_log is 'Who viewed which identity document when. Written by log_document_view; admins read.';
create index document_access_log_submission_idx on public.document_access_log (submission_id, viewed_at desc);
create index document_access_log_admin_idx on public.document_access_log (admin_id);

alter table public.document_access_log enable row level security;
grant select on public.document_access_log to authenticated;
create policy document_access_log_select_authenticated on public.document_access_log for select to authenticated
  using ((select public.is_admin()));

/* RPC: a cleaner submits ID type + both document paths (inside their own folder) with consent. */
create function public.submit_verification(p_id_type text, p_government_id_path text, p_address_proof_path text,
  p_consent boolean default false) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  prof public.cleaner_profiles;
  new_id uuid;
begin
  select * into prof from public.cleaner_profiles where user_id = uid for update;
  if uid is null or not found or not public.has_role('cleaner') then
    raise exception 'Error retrieving your profile. Please try again.' using errcode = '42501';
  end if;
  if prof.status = 'suspended' then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  if p_id_type is null or p_id_type not in ('Driver''s License', 'NIN', 'Voter''s Card', 'International Passport') then
    raise exception 'Please select an ID type.' using errcode = '22023';
  end if;
  if coalesce(p_government_id_path, '') = '' or coalesce(p_address_proof_path, '') = '' then
    raise exception 'Please upload both documents.' using errcode = '22023';
  end if;
  if split_part(p_government_id_path, '/', 1) <> uid::text or split_part(p_address_proof_path, '/', 1) <> uid::text
     or p_government_id_path like '%..%' or p_address_proof_path like '%..%' then
    raise exception 'Invalid document path.' using errcode = '22023';
  end if;
  if not coalesce(p_consent, false) then
    raise exception 'Please consent to the processing of your documents.' using errcode = '22023';
  end if;
  if prof.verification_status = 'verified' then
    raise exception 'Your profile is already verified.' using errcode = '22023';
  end if;
  if prof.verification_status = 'pending' then
    raise exception 'Your verification is already under review.' using errcode = '22023';
  end if;
  insert into public.verification_submissions (cleaner_id, id_type, government_id_path, address_proof_path, consent_at)
  values (uid, p_id_type, p_government_id_path, p_address_proof_path, now())
  returning id into new_id;
  update public.cleaner_profiles set verification_status = 'pending' where user_id = uid;
  perform public.notify_admins('verification',
    coalesce(nullif(prof.display_name, ''), 'A cleaner') || ' submitted documents for verification.', '/admin/verification');
  return new_id;
end $$;
comment on function public.submit_verification(text, text, text, boolean) is 'Cleaner: submits identity documents for review. Errors: Please select an ID type. / Please upload both documents. / Invalid document path.';

-- Shared by verify_cleaner and reject_cleaner.
create function public.review_cleaner_verification(p_cleaner_id uuid, p_decision public.verification_decision, p_note text)
returns void language plpgsql security definer set search_path = '' as $$
declare prof public.cleaner_profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can review verifications.' using errcode = '42501';
  end if;
  select * into prof from public.cleaner_profiles where user_id = p_cleaner_id for update;
  if p_cleaner_id is null or not found then
    raise exception 'Cleaner not found.' using errcode = 'P0002';
  end if;
  if p_decision = 'rejected' and coalesce(btrim(p_note), '') = '' then
    raise exception 'Please give a reason for the rejection.' using errcode = '22023';
  end if;
  if prof.verification_status = p_decision::text::public.verification_status then
    raise exception 'This cleaner is already %.', p_decision using errcode = '22023';
  end if;
  update public.verification_submissions
     set status = p_decision, reviewer_id = auth.uid(), review_note = nullif(btrim(p_note), ''), reviewed_at = now()
   where cleaner_id = p_cleaner_id and status = 'pending';
  update public.cleaner_profiles set verification_status = p_decision::text::public.verification_status where user_id = p_cleaner_id;
  if p_decision = 'verified' then
    perform public.notify(p_cleaner_id, 'verification', 'Your profile has been verified. You can now bid on requests.', '/cleaner');
  else
    perform public.notify(p_cleaner_id, 'verification', 'Your verification was rejected: ' || btrim(p_note), '/cleaner/verification');
  end if;
end $$;

/* RPC: admin verifies a cleaner (their pending submission, if any, is marked verified). */
create function public.verify_cleaner(p_cleaner_id uuid, p_note text default null) returns void
language sql security definer set search_path = '' as $$
  select public.review_cleaner_verification(p_cleaner_id, 'verified', p_note)
$$;
comment on function public.verify_cleaner(uuid, text) is 'Admin: marks a cleaner verified and notifies them.';

/* RPC: admin rejects a cleaner's verification with a reason (required). */
create function public.reject_cleaner(p_cleaner_id uuid, p_reason text) returns void
language sql security definer set search_path = '' as $$
  select public.review_cleaner_verification(p_cleaner_id, 'rejected', p_reason)
$$;
comment on function public.reject_cleaner(uuid, text) is 'Admin: rejects a cleaner''s verification with a reason and notifies them.';

/* RPC: admin records that they view a document and gets its storage path (to create a signed URL). */
create function public.log_document_view(p_submission_id uuid, p_document text) returns text
language plpgsql security definer set search_path = '' as $$
declare sub public.verification_submissions;
begin
  if not public.is_admin() then
    raise exception 'Only admins can view verification documents.' using errcode = '42501';
  end if;
  if p_document is null or p_document not in ('government_id', 'address_proof') then
    raise exception 'Invalid document kind.' using errcode = '22023';
  end if;
  select * into sub from public.verification_submissions where id = p_submission_id;
  if not found then
    raise exception 'Error retrieving the file.' using errcode = 'P0002';
  end if;
  insert into public.document_access_log (admin_id, submission_id, document) values (auth.uid(), sub.id, p_document);
  return case p_document when 'government_id' then sub.government_id_path else sub.address_proof_path end;
end $$;
comment on function public.log_document_view(uuid, text) is 'Admin: logs the view and returns the document''s path in verification-documents.';

grant execute on function public.submit_verification(text, text, text, boolean), public.verify_cleaner(uuid, text),
  public.reject_cleaner(uuid, text), public.log_document_view(uuid, text) to authenticated;
