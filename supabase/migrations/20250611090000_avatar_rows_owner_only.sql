-- Anonymous visitors (and every signed-in user) could list the avatars bucket, i.e. learn the id of every user who has
-- a picture, because objects_select_anon and the avatars branch of objects_select_authenticated let anyone select its
-- rows (outside attack review, issue 21). A public bucket serves its objects by URL without any select policy, so
-- pictures need none to be shown; the only reader of an avatar row left is its owner, whose remove and replace (upsert)
-- are checked against it. The verification-documents branch is unchanged (20250605090000_audit_admin_document_reads).

drop policy objects_select_anon on storage.objects;

drop policy objects_select_authenticated on storage.objects;
create policy objects_select_authenticated on storage.objects for select to authenticated
  using ((bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    or (bucket_id = 'verification-documents'
        and ((storage.foldername(name))[1] = (select auth.uid())::text or public.admin_logged_document(name))));
