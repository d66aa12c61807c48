-- E-mail confirmation on (issue 24): a guest who gives an address to keep their requests ("Create an account to keep
-- these") stays anonymous until they follow the confirmation link, so the shell can no longer add the client role
-- right after the form. The role now follows the confirmation itself: when Auth turns a guest into a permanent user
-- whose sign-up data says account_type client, this trigger provisions the client role in the same transaction.
-- Only client, the self-service role a guest becomes; anything else in the (user-editable) metadata is ignored.
-- Otherwise as in 20250601000100_create_identity.sql.
create or replace function public.handle_user_updated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles
     set email = new.email, is_guest = coalesce(new.is_anonymous, false), updated_at = now()
   where id = new.id and (email is distinct from new.email or is_guest is distinct from coalesce(new.is_anonymous, false));
  if coalesce(old.is_anonymous, false) and not coalesce(new.is_anonymous, false)
     and new.raw_user_meta_data ->> 'account_type' = 'client' then
    perform public.provision_role(new.id, 'client', null);
  end if;
  return new;
end $$;
