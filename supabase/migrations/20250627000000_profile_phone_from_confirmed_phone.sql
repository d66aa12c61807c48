-- Phone sign-in (issue 24): an account made with a phone number has no e-mail, and its profile's phone is the number
-- it signed up with (handle_new_user reads it from the sign-up metadata). When a number is confirmed by SMS code
-- later (an e-mail account adding a phone, a phone account changing its number), a profile without a contact phone
-- takes it, so cleaners and admins can reach the person; a contact phone the person typed themselves stays theirs.
create function public.handle_user_phone_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.phone_confirmed_at is not null and new.phone is not null
     and (old.phone is distinct from new.phone or old.phone_confirmed_at is null) then
    update public.profiles
       set phone = public.normalize_ng_phone(new.phone), updated_at = now()
     where id = new.id and phone is null and public.normalize_ng_phone(new.phone) is not null;
  end if;
  return new;
end $$;
revoke all on function public.handle_user_phone_confirmed() from public, anon, authenticated;
grant execute on function public.handle_user_phone_confirmed() to service_role;
comment on function public.handle_user_phone_confirmed() is 'A profile without a contact phone takes the phone its user confirmed by SMS code.';
create trigger on_auth_user_phone_confirmed after update of phone, phone_confirmed_at on auth.users
  for each row execute function public.handle_user_phone_confirmed();
