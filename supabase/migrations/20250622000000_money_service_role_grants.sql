-- Money moves (issue 23), grants the money migrations missed. New hosted projects give no default grants, so the
-- service role (the Edge Functions, create-super-admin) gets each object explicitly: the identity sequences of the
-- webhook log and the audit trail, and the refunds policy's helper. service-role-grants.test.ts checks every object.
grant usage, select on sequence public.paystack_events_id_seq, public.money_audit_id_seq to service_role;
grant execute on function public.is_payment_customer(uuid) to service_role;
