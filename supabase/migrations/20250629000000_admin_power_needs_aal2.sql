-- Admin power needs a second factor (issue 24): is_admin() and is_super_admin(), through which every admin RPC,
-- policy and storage rule decides, are true only for a session that passed MFA (the JWT's aal claim is aal2, set by
-- Supabase Auth after a TOTP code). A stolen admin password alone then opens nothing: with it a session is aal1, and
-- the database treats it as the plain user it is. The service role does not call these (it bypasses RLS), so the
-- Edge Functions and the command-line bootstrap are unaffected. has_role() still answers what roles a user holds
-- (the console asks it to know where to send an admin who has not passed MFA yet); it grants nothing.

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
     and exists (
       select 1 from public.user_roles
       where user_id = (select auth.uid()) and role in ('admin', 'super_admin')
     )
$$;
comment on function public.is_admin() is 'True when the caller is an admin or a super_admin and their session passed MFA (aal2).';

create or replace function public.is_super_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
     and exists (
       select 1 from public.user_roles
       where user_id = (select auth.uid()) and role = 'super_admin'
     )
$$;
comment on function public.is_super_admin() is 'True when the caller is a super_admin and their session passed MFA (aal2).';
