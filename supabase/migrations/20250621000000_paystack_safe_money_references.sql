-- Money moves (issue 23): our payment references go to Paystack as transaction references, which may hold only
-- letters, digits, '-', '.' and '=' (Paystack's API refuses an underscore: "Invalid reference"). The references
-- new_money_reference made (spl_<hex>) were refused at checkout; they are now spl-<hex>. Payout references keep the
-- same shape (spo-<hex>) and their transfer attempts spo-<hex>_<n>, which Paystack's transfer references allow.
create or replace function public.new_money_reference(p_prefix text) returns text
language sql volatile set search_path = '' as $$
  select p_prefix || '-' || encode(extensions.gen_random_bytes(12), 'hex')
$$;
