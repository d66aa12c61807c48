-- Creates the storage buckets and their object policies: avatars (public read, owner-folder writes, images up to
-- 2 MB) and verification-documents (private; a cleaner uploads into their own folder, admins read to sign URLs;
-- images or PDF up to 5 MB). Size and type limits are bucket settings the Storage API enforces.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('verification-documents', 'verification-documents', false, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Paths are `<uid>/<file>`; the first folder names the owner.
create policy objects_select_anon on storage.objects for select to anon
  using (bucket_id = 'avatars');
create policy objects_select_authenticated on storage.objects for select to authenticated
  using (bucket_id = 'avatars'
    or (bucket_id = 'verification-documents'
        and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))));
create policy objects_insert_authenticated on storage.objects for insert to authenticated
  with check (
    (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select public.is_anonymous_caller()))
    or (bucket_id = 'verification-documents' and (storage.foldername(name))[1] = (select auth.uid())::text
      and (select public.has_role('cleaner'))));
-- Only avatars may be replaced or removed: a submitted identity document must stay what the admin reviewed.
create policy objects_update_authenticated on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy objects_delete_authenticated on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
