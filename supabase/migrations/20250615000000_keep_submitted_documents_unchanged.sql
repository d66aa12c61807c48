-- Keeps an uploaded identity document what it was when the cleaner submitted it, whoever writes.
--
-- The bucket's policies already forbid updates, but policies bind only the API roles: hosted Storage writes an
-- upload made through a signed upload URL with its own role, past RLS, so an upsert URL signed while the object
-- did not exist yet could replace a submitted ID for as long as the URL lives (attack review, issue 21). A trigger
-- binds every role. Storage gives each write of an object a new `version`, so a replaced file, a rename or a move
-- out of the bucket is refused, while Storage's own bookkeeping of a row (metadata, last access) still works.
-- Removal (the retention job, with the service key) stays possible: a deleted document cannot mislead a reviewer.
create function public.keep_verification_document_unchanged() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.bucket_id = 'verification-documents'
     and (new.version is distinct from old.version
          or new.name is distinct from old.name
          or new.bucket_id is distinct from old.bucket_id) then
    raise exception 'A submitted document cannot be replaced.' using errcode = '42501';
  end if;
  return new;
end $$;
comment on function public.keep_verification_document_unchanged() is
  'Trigger on storage.objects: an object in verification-documents is never replaced, renamed or moved.';
revoke execute on function public.keep_verification_document_unchanged() from public;
grant execute on function public.keep_verification_document_unchanged() to service_role;

create trigger verification_documents_unchanged
  before update on storage.objects
  for each row execute function public.keep_verification_document_unchanged();
