-- Identity documents are read by admins only through an audited view (Nigeria Data Protection Act 2023).
-- Until now the storage policy let any admin read or sign every object in verification-documents directly, so a
-- download through the Storage API left no row in document_access_log. An admin may now read a document only
-- within 15 minutes of logging the view of that very document with log_document_view (which returns its path);
-- the owner keeps reading their own folder. Found by e2e/tests/security-access.spec.ts (storage probes).

create function public.admin_logged_document(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_admin() and exists (
    select 1
      from public.document_access_log l
      join public.verification_submissions s on s.id = l.submission_id
     where l.admin_id = (select auth.uid())
       and l.viewed_at > now() - interval '15 minutes'
       and p_name = case l.document when 'government_id' then s.government_id_path else s.address_proof_path end)
$$;
comment on function public.admin_logged_document(text) is
  'True when the calling admin logged a view of this verification document (log_document_view) in the last 15 minutes.';
revoke all on function public.admin_logged_document(text) from public, anon;
grant execute on function public.admin_logged_document(text) to authenticated;

drop policy objects_select_authenticated on storage.objects;
create policy objects_select_authenticated on storage.objects for select to authenticated
  using (bucket_id = 'avatars'
    or (bucket_id = 'verification-documents'
        and ((storage.foldername(name))[1] = (select auth.uid())::text or public.admin_logged_document(name))));
