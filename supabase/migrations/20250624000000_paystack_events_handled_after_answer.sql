-- Paystack's webhook now answers as soon as an event is noted and handles it after answering (docs/payments.md
-- "paystack-webhook"): Paystack asks receivers for a quick 200, and the handling (its verify call and the record)
-- took 250-640 ms at 20 concurrent events. An event whose handling failed or never ran (the worker stopped, Paystack
-- or the database did not answer) is no longer retried by Paystack, so payments/process takes it up again.
--
-- Who handles an event is decided here: noting an event claims it for the delivery that noted it, and another
-- delivery or a process run may take it only once the claim is older than paystack_event_claim_window() without the
-- event being handled. So two runs never handle one event at the same time, and a lost handling is picked up by the
-- first process run after the window.
--
-- payments/process also asks Paystack about payouts left processing for 15 minutes (stuck_payouts): their webhook
-- may never have come, or the transfer may never have reached Paystack.

alter table public.paystack_events
  add column claimed_at timestamptz,
  add column attempts integer not null default 1 check (attempts >= 0);
comment on column public.paystack_events.claimed_at is
  'When a handler last took the event; no other may take it until paystack_event_claim_window() has passed.';
comment on column public.paystack_events.attempts is 'How many times handling the event was started.';
-- Events noted before this migration and never handled have no claim: the first process run takes them.
create index paystack_events_unhandled_idx on public.paystack_events (coalesce(claimed_at, received_at))
  where processed_at is null;

/*
 * How long a handler holds an event before another may take it. Longer than one handling can last (Paystack's call
 * gives up after 15 s, then two database calls), so a slow handler is not doubled; short next to the 5-minute
 * schedule of payments/process, so a lost event waits for the next run rather than for this.
 */
create function public.paystack_event_claim_window() returns interval
language sql immutable set search_path = '' as $$
  select interval '60 seconds'
$$;

/*
 * Service role: notes a signed webhook delivery and says whether this delivery should handle it: true for a new
 * event, and for a delivery of an unhandled event whose last claim has lapsed (it then holds the claim); false for a
 * replay of a handled event or of one another handler holds.
 */
create or replace function public.note_paystack_event(p_event text, p_object_id text, p_reference text, p_payload jsonb,
                                                      out event_id bigint, out needs_handling boolean)
language plpgsql security definer set search_path = '' as $$
declare e public.paystack_events;
begin
  insert into public.paystack_events as x (event, object_id, reference, payload, claimed_at)
  values (p_event, p_object_id, p_reference, p_payload, now())
  on conflict (event, object_id) do nothing
  returning x.id into event_id;
  if event_id is not null then
    needs_handling := true;
    return;
  end if;
  -- A delivery seen before: the update locks the row, so of two concurrent deliveries only one takes a lapsed claim.
  update public.paystack_events x set deliveries = x.deliveries + 1
   where x.event = p_event and x.object_id = p_object_id
  returning * into e;
  event_id := e.id;
  needs_handling := e.processed_at is null
                    and (e.claimed_at is null or e.claimed_at < now() - public.paystack_event_claim_window());
  if needs_handling then
    update public.paystack_events x set claimed_at = now(), attempts = x.attempts + 1 where x.id = e.id;
  end if;
end $$;

/* Service role: records what handling an event changed; the first handler to finish keeps its outcome. */
create or replace function public.finish_paystack_event(p_event_id bigint, p_outcome text) returns void
language sql security definer set search_path = '' as $$
  update public.paystack_events set outcome = left(p_outcome, 60), processed_at = now()
   where id = p_event_id and processed_at is null
$$;

/*
 * Service role (payments/process): takes up to p_limit events still unhandled whose claim has lapsed, least recently
 * tried first (an event that keeps failing goes behind the others), and claims them. Rows another run is claiming
 * are skipped.
 */
create function public.claim_paystack_events(p_limit integer default 5)
returns table (event_id bigint, event text, payload jsonb, attempts integer)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare e public.paystack_events;
begin
  for e in select * from public.paystack_events x
            where x.processed_at is null
              and (x.claimed_at is null or x.claimed_at < now() - public.paystack_event_claim_window())
            order by coalesce(x.claimed_at, x.received_at), x.id
            limit least(greatest(coalesce(p_limit, 5), 1), 50)
            for update skip locked loop
    update public.paystack_events x set claimed_at = now(), attempts = x.attempts + 1 where x.id = e.id
    returning * into e;
    event_id := e.id;
    event := e.event;
    payload := e.payload;
    attempts := e.attempts;
    return next;
  end loop;
end $$;

/*
 * Service role (payments/process): payouts sent to Paystack more than 15 minutes ago and still processing, longest
 * waiting first. Paystack settles a transfer or sends its webhook well within that; past it, process asks Paystack.
 */
create function public.stuck_payouts(p_limit integer default 5)
returns table (transfer_reference text, sent_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select p.transfer_reference, p.sent_at from public.payouts p
   where p.status = 'processing' and p.sent_at < now() - interval '15 minutes'
   order by p.sent_at
   limit least(greatest(coalesce(p_limit, 5), 1), 50)
$$;

revoke all on function public.paystack_event_claim_window(), public.claim_paystack_events(integer),
  public.stuck_payouts(integer) from public, anon, authenticated;
grant execute on function public.paystack_event_claim_window(), public.claim_paystack_events(integer),
  public.stuck_payouts(integer) to service_role;
