-- Issue 72: the checkout is a loop, not a door. An order exists for us once the payment provider's
-- signed webhook says a checkout completed; the stripe-webhook function (also run by the embedded
-- server) verifies the signature and stores the order here, once per checkout session whatever the
-- number or the order of deliveries, then sends the customer the confirmation of the contract.
-- /payment-success asks `public.checkout_order_status` (anon may call it) what is true of its
-- session id, and learns nothing personal beyond a masked address.

create table private.orders (
  id bigint generated always as identity primary key,
  -- The provider's checkout session and the event that first told us of it: each stored once.
  session_id text not null constraint orders_session_id_key unique
    constraint orders_session_id_check check (session_id ~ '^cs_[A-Za-z0-9_]{1,250}$'),
  event_id text not null constraint orders_event_id_key unique
    constraint orders_event_id_check check (event_id ~ '^evt_[A-Za-z0-9_]{1,250}$'),
  livemode boolean not null,
  -- From the link's client_reference_id (plan, page language, Terms version: nothing personal);
  -- a link without one still makes an order, with no plan, and the log says so.
  plan text constraint orders_plan_check check (plan in ('draft', 'full')),
  language text not null constraint orders_language_check check (language ~ '^[a-z]{2}$'),
  currency text not null constraint orders_currency_check check (currency ~ '^[A-Z]{3}$'),
  -- What the customer pays each month once the trial ends, as the site stated it; and what the checkout itself took.
  price_after_trial numeric(10, 2),
  amount_paid numeric(10, 2) not null,
  trial_ends_at timestamptz not null,
  email text not null constraint orders_email_check check (length(email) between 3 and 320),
  -- The Terms that applied: the content hash of the text the page showed, and the date they carry.
  terms_hash text constraint orders_terms_hash_check check (terms_hash ~ '^[0-9a-f]{12}$'),
  terms_date date,
  -- Campaign fields, for counting orders by campaign (filled where the checkout carries them).
  utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, gclid text,
  constraint orders_campaign_check check (
    length(coalesce(utm_source, '')) <= 200 and length(coalesce(utm_medium, '')) <= 200
    and length(coalesce(utm_campaign, '')) <= 200 and length(coalesce(utm_term, '')) <= 200
    and length(coalesce(utm_content, '')) <= 200 and length(coalesce(gclid, '')) <= 200
  ),
  ordered_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- The confirmation e-mail: taken by one delivery at a time (a lease), then marked sent once.
  confirmation_claimed_at timestamptz,
  confirmation_sent_at timestamptz
);
create index orders_email_idx on private.orders (lower(email));
create index orders_created_at_idx on private.orders (created_at);
alter table private.orders enable row level security;

-- The status call spends a slot of its own budget in the rate-limit ledger.
alter table private.rate_limit_hits drop constraint rate_limit_hits_form_check;
alter table private.rate_limit_hits add constraint rate_limit_hits_form_check
  check (form in ('contact', 'waitlist', 'order_status'));

/**
 * Stores the order of one completed checkout unless its session (or its event) is already stored,
 * then takes the confirmation e-mail when it is due: not sent yet, and not taken by another
 * delivery within p_lease_seconds. Answers `{"stored": bool, "mail": <order> | null}`; the caller
 * sends the e-mail for a non-null `mail` and then calls `finish_order_confirmation`.
 */
create function public.record_checkout_order(p_order jsonb, p_lease_seconds integer, p_now timestamptz default now())
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_stored boolean;
  v_order private.orders;
begin
  -- Deliveries of one session queue here, so exactly one of them stores and one takes the e-mail.
  perform pg_advisory_xact_lock(hashtext('orders:' || (p_order ->> 'session_id')));
  insert into private.orders (
    session_id, event_id, livemode, plan, language, currency, price_after_trial, amount_paid, trial_ends_at,
    email, terms_hash, terms_date, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, ordered_at, created_at
  ) values (
    p_order ->> 'session_id', p_order ->> 'event_id', (p_order ->> 'livemode')::boolean, p_order ->> 'plan',
    p_order ->> 'language', p_order ->> 'currency', (p_order ->> 'price_after_trial')::numeric,
    (p_order ->> 'amount_paid')::numeric, (p_order ->> 'trial_ends_at')::timestamptz, p_order ->> 'email',
    p_order ->> 'terms_hash', (p_order ->> 'terms_date')::date, p_order ->> 'utm_source', p_order ->> 'utm_medium',
    p_order ->> 'utm_campaign', p_order ->> 'utm_term', p_order ->> 'utm_content', p_order ->> 'gclid',
    (p_order ->> 'ordered_at')::timestamptz, p_now
  )
  on conflict do nothing;
  get diagnostics v_stored = row_count;

  update private.orders set confirmation_claimed_at = p_now
  where session_id = p_order ->> 'session_id'
    and confirmation_sent_at is null
    and (confirmation_claimed_at is null or confirmation_claimed_at <= p_now - make_interval(secs => p_lease_seconds))
  returning * into v_order;
  return jsonb_build_object('stored', v_stored, 'mail', case when v_order.id is null then null else to_jsonb(v_order) end);
end
$$;

/** After the e-mail: `p_sent` marks it sent for good; otherwise the lease is released for the next delivery. */
create function public.finish_order_confirmation(p_session_id text, p_sent boolean, p_now timestamptz default now())
returns void
language sql security definer set search_path = ''
as $$
  update private.orders
  set confirmation_sent_at = case when p_sent then p_now end,
      confirmation_claimed_at = case when p_sent then confirmation_claimed_at end
  where session_id = p_session_id and confirmation_sent_at is null;
$$;

/** `j…@e….cz`: enough for the customer to recognise the address, too little to learn it. */
create function private.mask_email(p_email text) returns text
language sql immutable set search_path = ''
as $$
  select left(split_part(p_email, '@', 1), 1) || '…@'
    || left(split_part(p_email, '@', 2), 1) || '…'
    || coalesce(substring(split_part(p_email, '@', 2) from '(\.[^.]+)$'), '')
$$;

/**
 * What /payment-success may know of a session id: `recorded` with the plan, the trial's end, the
 * language and the masked address, or `unknown`, the same for any id never stored, malformed or
 * erased. Each call spends a slot of the caller's budget (per address and per network, as the
 * waiting list's, D50): past it, `rate_limited`, whatever the id.
 */
create function public.checkout_order_status(p_session_id text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_settings private.waitlist_settings;
  v_keys record;
  v_outcome text;
  v_order private.orders;
begin
  select * into strict v_settings from private.waitlist_settings;
  v_keys := private.rate_limit_keys(private.request_client_address());
  -- A page polls for about 30 s: 60 calls per address and 180 per network in 10 minutes leave a
  -- visitor several reloads, and a guesser nothing worth having.
  v_outcome := private.take_rate_limit_slot(
    'order_status',
    encode(sha256(convert_to(v_settings.ip_hash_salt || v_keys.address_key, 'UTF8')), 'hex'),
    encode(sha256(convert_to(v_settings.ip_hash_salt || v_keys.network_key, 'UTF8')), 'hex'),
    60, 180, 600, 600, false, now()
  );
  if v_outcome <> 'ok' then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  if p_session_id is null or p_session_id !~ '^cs_[A-Za-z0-9_]{1,250}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  select * into v_order from private.orders where session_id = p_session_id;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  return jsonb_build_object(
    'status', 'recorded',
    'plan', v_order.plan,
    'language', v_order.language,
    -- The day the trial ends where the operator is, as the confirmation e-mail dates it.
    'trial_ends_at', to_char(v_order.trial_ends_at at time zone 'Europe/Prague', 'YYYY-MM-DD'),
    'email', private.mask_email(v_order.email)
  );
end
$$;

-- Retention as for the waiting list: an order goes 24 months after it was stored.
create function private.purge_expired_orders(p_retention interval default interval '24 months', p_now timestamptz default now())
returns bigint
language sql set search_path = ''
as $$
  with gone as (delete from private.orders where created_at < p_now - p_retention returning 1)
  select count(*) from gone
$$;

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-expired-orders', '17 * * * *', 'select private.purge_expired_orders()');
    exception when others then
      raise warning 'pg_cron is not usable here (%); schedule select private.purge_expired_orders() hourly yourself', sqlerrm;
    end;
  end if;
end
$$;

-- D19: revoke first, then grant only what is needed.
revoke all on private.orders from public, anon, authenticated;
grant select, insert, update, delete on private.orders to service_role;
revoke all on function public.record_checkout_order(jsonb, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.record_checkout_order(jsonb, integer, timestamptz) to service_role;
revoke all on function public.finish_order_confirmation(text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_order_confirmation(text, boolean, timestamptz) to service_role;
revoke all on function private.mask_email(text) from public, anon, authenticated;
revoke all on function private.purge_expired_orders(interval, timestamptz) from public, anon, authenticated;
revoke all on function public.checkout_order_status(text) from public, anon, authenticated;
grant execute on function public.checkout_order_status(text) to anon, authenticated, service_role;
