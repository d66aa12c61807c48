-- Admin registration from the operator console (/adminregister): a super_admin creates another admin's account.
-- The browser cannot hold the service key, so this security-definer RPC does what GoTrue's admin API would: a
-- confirmed auth.users row with a bcrypt password (pgcrypto, cost 10, as GoTrue stores it) and its email identity,
-- then the admin role. The sign-up trigger on auth.users creates the profile from the full name.

create function public.register_admin(p_full_name text, p_email text, p_password text, p_role text default 'admin')
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_name text := btrim(coalesce(p_full_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_id uuid := extensions.gen_random_uuid();
  v_now timestamptz := now();
begin
  if not public.is_super_admin() then
    raise exception 'Only a super admin can register admins.' using errcode = '42501';
  end if;
  if v_name = '' or v_email = '' or coalesce(p_password, '') = '' then
    raise exception 'Please fill all required fields.' using errcode = '22023';
  end if;
  if char_length(v_name) > 120 then
    raise exception 'Full name is too long.' using errcode = '22023';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  if char_length(p_password) < 8 then
    raise exception 'Password should be at least 8 characters.' using errcode = '22023';
  end if;
  if char_length(p_password) > 72 then
    -- bcrypt reads only the first 72 bytes; refuse rather than silently truncate.
    raise exception 'Password should be at most 72 characters.' using errcode = '22023';
  end if;
  if p_role is null or p_role not in ('admin', 'super_admin') then
    raise exception 'Invalid role.' using errcode = '22023';
  end if;
  if exists (select 1 from auth.users where lower(email) = v_email) then
    raise exception 'Email already exists. Please use a different email.' using errcode = '23505';
  end if;

  begin
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
      raw_user_meta_data, created_at, updated_at, is_anonymous, confirmation_token, recovery_token,
      email_change_token_new, email_change)
    values ('00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', v_email,
      extensions.crypt(p_password, extensions.gen_salt('bf', 10)), v_now,
      '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', v_name),
      v_now, v_now, false, '', '', '', '');
  exception when unique_violation then
    -- Another registration of the same e-mail won the race.
    raise exception 'Email already exists. Please use a different email.' using errcode = '23505';
  end;
  insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (v_id, v_id::text, v_id,
    jsonb_build_object('sub', v_id::text, 'email', v_email, 'email_verified', true, 'phone_verified', false),
    'email', null, v_now, v_now);

  insert into public.user_roles (user_id, role, granted_by) values (v_id, p_role::public.app_role, auth.uid());
  perform public.notify(v_id, 'system', 'You have been granted the ' || replace(p_role, '_', ' ') || ' role.', '/admin');
  return v_id;
end $$;
comment on function public.register_admin(text, text, text, text) is
  'super_admin only: creates a confirmed account (bcrypt password, email identity) with the admin (default) or super_admin role. Errors: Only a super admin can register admins. / Please fill all required fields. / Please enter a valid email address. / Password should be at least 8 characters. / Invalid role. / Email already exists. Please use a different email.';

revoke all on function public.register_admin(text, text, text, text) from public, anon;
grant execute on function public.register_admin(text, text, text, text) to authenticated;
