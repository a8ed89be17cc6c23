-- Issue 62, D88: double opt-in. A new lead is stored as `pending` and becomes a member (`confirmed`)
-- only when the owner of the address opens the link of the confirmation e-mail.
--
-- The browser's insert (D49) and its answers are unchanged: the same for a member and a stranger,
-- within the same budgets (D50). The e-mail is sent by server code (the send-confirmation function,
-- also run by the embedded server) that calls `public.request_waitlist_confirmation` as
-- service_role: it sends only for a lead not yet confirmed that was stored or asked for again in the
-- last minutes, and at most once per address per window. The database keeps only the SHA-256 of
-- each token; `public.confirm_waitlist_entry` (anon may call it) turns a token into a confirmation
-- once, within its lifetime. The durations are `_shared/waitlist-confirmation.ts`'s; the purge's
-- default for pending leads equals its PENDING_DAYS (a test keeps them equal).

-- Rows stored before this migration never confirmed: they are neither members nor pending (no link
-- was ever sent), and keep their 24 months; a repeat join of such an address asks for a link.
alter table private.early_access_leads
  add column status text not null default 'before_opt_in'
    constraint early_access_leads_status_check check (status in ('pending', 'confirmed', 'before_opt_in')),
  add column confirmed_at timestamptz,
  add column requested_at timestamptz,
  add constraint early_access_leads_confirmed_at_check check ((status = 'confirmed') = (confirmed_at is not null));
alter table private.early_access_leads
  alter column status set default 'pending',
  alter column requested_at set default now();

-- The view shows the status and when the address was confirmed (appended, so its grants stay).
create or replace view public.early_access_leads with (security_invoker = true) as
  select id, name, email, company, ai_employee, source, created_at, invisible_characters, status, confirmed_at
  from private.early_access_leads;

-- Members are the confirmed leads; every count and export of members reads this.
create view private.waitlist_members with (security_invoker = true) as
  select id, name, email, company, ai_employee, source, created_at, invisible_characters, confirmed_at
  from private.early_access_leads where status = 'confirmed';

-- One row per confirmation e-mail sent: the proof of consent together with the lead's confirmed_at
-- (when the link was sent, in which language, when it was used). The token itself is never stored.
create table private.waitlist_confirmations (
  id bigint generated always as identity primary key,
  email_key text not null check (email_key = lower(email_key)),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  language text not null,
  employees text[] not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index waitlist_confirmations_email_idx on private.waitlist_confirmations (email_key, created_at);
alter table private.waitlist_confirmations enable row level security;

-- The insert trigger of issue 59, with one change: a repeat of a lead not yet confirmed renews its request.
create or replace function private.early_access_leads_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  -- What the first row came to: 'taken', its refusal code, or 'unavailable'; '+' once answered for the rest.
  v_first text := coalesce(current_setting('waitlist.first', true), '');
  v_headers json;
  v_too_large boolean;
  v_name text;
  v_email text;
  v_company text;
  v_source text;
  v_error text;
  v_outcome text;
begin
  if v_first like '+%' then
    return null;
  end if;
  if v_first <> '' then
    -- The second row: the request's answer becomes its own, once; no row after the first is read.
    perform set_config('waitlist.first', '+' || v_first, true);
    perform set_config('response.status', '400', true);
    perform set_config('response.headers', json_build_array(
      json_build_object('Waitlist-Error', 'one_entry_per_request'),
      json_build_object('Waitlist-Error-Message', 'The waiting list takes one entry per request. The first was answered as if sent alone ('
        || case v_first when 'taken' then 'taken' when 'unavailable' then 'not stored: unavailable' else 'refused: ' || v_first || ', not stored' end
        || '); the others were not read, and none of them was stored.')
    )::text, true);
    return null;
  end if;

  -- 3. The body's size, before any lock (PostgREST passes the request's headers).
  v_headers := nullif(current_setting('request.headers', true), '')::json;
  v_too_large := case
    when v_headers ->> 'content-length' is null then v_headers ->> 'transfer-encoding' is not null
    when v_headers ->> 'content-length' !~ '^\d{1,9}$' then true
    else (v_headers ->> 'content-length')::integer > 8192
  end;
  if v_too_large then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PT413', 'message', 'payload_too_large')::text,
      detail = json_build_object('status', 413, 'headers', json_build_object())::text;
  end if;

  -- Every rule, in the form contract's order, with its codes (D21); the source is derived.
  v_name := public.trim_like_js(new.name);
  v_email := public.trim_like_js(new.email);
  v_company := nullif(public.trim_like_js(new.company), '');
  v_source := lower(new.ai_employee) || '-landing-page';
  v_error := coalesce(
    private.line_field_error('name', v_name, 200, true),
    private.email_field_error(v_email),
    private.line_field_error('company', v_company, 200, false),
    case when new.ai_employee is null or new.ai_employee not in ('Julie', 'David') then 'ai_employee_invalid' end,
    case when new.source is not null and new.source is distinct from v_source then 'invalid_payload' end
  );

  -- The limits (D50): nothing is counted yet, so a spent budget may still be raised (429).
  v_outcome := private.take_waitlist_slot(v_error is null);
  if v_outcome <> 'ok' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PT429', 'message', v_outcome)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After',
        case v_outcome when 'busy' then '60' else (select window_seconds::text from private.waitlist_settings) end))::text;
  end if;

  -- From here on the slot is counted: answers go through response.status, committed.
  if v_error is not null then
    perform set_config('waitlist.first', v_error, true);
    perform set_config('response.status', '400', true);
    perform set_config('response.headers', json_build_array(
      json_build_object('Waitlist-Error', v_error),
      json_build_object('Waitlist-Error-Message', 'The waiting list refused this entry (' || v_error || '). Nothing was stored.')
    )::text, true);
    return new;
  end if;

  -- Only now the list. A repeat (any letter case) answers as a new entry does (D18).
  begin
    insert into private.early_access_leads (name, email, company, ai_employee, source)
    values (v_name, v_email, v_company, new.ai_employee, v_source)
    -- D88: a repeat of a lead not yet confirmed is a new request for its confirmation e-mail
    -- (only the time of the request changes; what was typed first stays, D18). A member's repeat
    -- changes nothing.
    on conflict ((lower(email)), ai_employee) do update set requested_at = excluded.requested_at
      where private.early_access_leads.status <> 'confirmed';
  exception when others or query_canceled then
    raise log 'waitlist: storing an entry failed with SQLSTATE %', sqlstate;
    perform set_config('waitlist.first', 'unavailable', true);
    perform set_config('response.status', '503', true);
    perform set_config('response.headers', json_build_array(
      json_build_object('Retry-After', '60'),
      json_build_object('Waitlist-Error', 'unavailable'),
      json_build_object('Waitlist-Error-Message', 'The waiting list could not store this entry. Nothing was stored; try again in a minute.')
    )::text, true);
    return new;
  end;
  perform set_config('waitlist.first', 'taken', true);

  -- The same NEW for a member and a stranger: PostgREST counts it, nobody public can read it.
  new.name := v_name;
  new.email := v_email;
  new.company := v_company;
  new.source := v_source;
  return new;
end
$$;

/**
 * Whether to send a confirmation e-mail to p_email now, and for which employees. Send only when the
 * address has a lead not yet confirmed that was stored or asked for again within p_fresh_seconds,
 * and no confirmation e-mail went to the address within p_window_seconds. Then the token's hash is
 * stored with its lifetime and the answer gives the stored address and its leads not yet confirmed; otherwise
 * `{"send": false}`. The caller answers its own caller the same either way.
 */
create function public.request_waitlist_confirmation(
  p_email text,
  p_token_hash text,
  p_language text,
  p_fresh_seconds integer,
  p_window_seconds integer,
  p_lifetime_seconds integer,
  p_now timestamptz default now()
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_key text := lower(public.trim_like_js(p_email));
  v_employees text[];
  v_email text;
begin
  if v_key is null or v_key = '' or p_token_hash !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('send', false);
  end if;
  -- Two requests for one address at once: one of them sends.
  perform pg_advisory_xact_lock(hashtext('waitlist_confirmation:' || v_key));
  if not exists (
    select from private.early_access_leads
    where lower(email) = v_key and status <> 'confirmed'
      and coalesce(requested_at, created_at) > p_now - make_interval(secs => p_fresh_seconds)
  ) then
    return jsonb_build_object('send', false);
  end if;
  if exists (
    select from private.waitlist_confirmations
    where email_key = v_key and created_at > p_now - make_interval(secs => p_window_seconds)
  ) then
    return jsonb_build_object('send', false);
  end if;
  select array_agg(ai_employee order by ai_employee), min(email) into v_employees, v_email
  from private.early_access_leads where lower(email) = v_key and status <> 'confirmed';
  insert into private.waitlist_confirmations (email_key, token_hash, language, employees, created_at, expires_at)
  values (v_key, p_token_hash, p_language, v_employees, p_now, p_now + make_interval(secs => p_lifetime_seconds));
  -- The e-mail goes to the address as it was stored, not as this request spelled it.
  return jsonb_build_object('send', true, 'email', v_email, 'employees', to_jsonb(v_employees));
end
$$;

/**
 * The link of a confirmation e-mail: 'confirmed' (the first use within its lifetime: the leads it
 * was sent for become members), 'used', 'expired', or 'invalid' (no such token: malformed, never
 * sent, or erased with its address). Only the token's holder learns anything.
 */
create function public.confirm_waitlist_entry(p_token text) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_row private.waitlist_confirmations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43}$' then
    return 'invalid';
  end if;
  select * into v_row from private.waitlist_confirmations
  where token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
  for update;
  if not found then
    return 'invalid';
  end if;
  if v_row.used_at is not null then
    return 'used';
  end if;
  if v_row.expires_at <= now() then
    return 'expired';
  end if;
  update private.waitlist_confirmations set used_at = now() where id = v_row.id;
  update private.early_access_leads set status = 'confirmed', confirmed_at = now()
  where lower(email) = v_row.email_key and status <> 'confirmed' and ai_employee = any (v_row.employees);
  return 'confirmed';
end
$$;

-- Retention (D50) plus the pending period: a lead never confirmed goes p_pending after it was
-- stored; a confirmation row goes with the last lead of its address, once its link has expired.
drop function private.purge_expired_form_data(interval, timestamptz);
create function private.purge_expired_form_data(
  p_retention interval default interval '24 months',
  p_now timestamptz default now(),
  p_pending interval default interval '7 days'
) returns table (removed_leads bigint, removed_messages bigint, removed_rate_limit_hits bigint)
language sql set search_path = ''
as $$
  with leads as (
    delete from private.early_access_leads
    where created_at < p_now - p_retention or (status = 'pending' and created_at < p_now - p_pending)
    returning lower(email) as email_key
  ), messages as (
    delete from public.contact_messages where created_at < p_now - p_retention returning 1
  ), hits as (
    delete from private.rate_limit_hits where expires_at <= p_now returning 1
  ), confirmations as (
    delete from private.waitlist_confirmations c
    where c.expires_at <= p_now
      and not exists (
        select from private.early_access_leads l
        where lower(l.email) = c.email_key and lower(l.email) not in (select email_key from leads)
      )
    returning 1
  )
  select (select count(*) from leads), (select count(*) from messages), (select count(*) from hits)
$$;

-- D19: revoke first, then grant only what is needed.
revoke all on private.waitlist_confirmations, private.waitlist_members from public, anon, authenticated;
grant select, insert, update, delete on private.waitlist_confirmations to service_role;
grant select on private.waitlist_members to service_role;
revoke all on function private.purge_expired_form_data(interval, timestamptz, interval) from public, anon, authenticated;
revoke all on function public.request_waitlist_confirmation(text, text, text, integer, integer, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.request_waitlist_confirmation(text, text, text, integer, integer, integer, timestamptz) to service_role;
revoke all on function public.confirm_waitlist_entry(text) from public, anon, authenticated;
grant execute on function public.confirm_waitlist_entry(text) to anon, authenticated, service_role;
-- The view was replaced: D19 all the same.
revoke all on public.early_access_leads from anon, authenticated;
grant insert (name, email, company, ai_employee, source) on public.early_access_leads to anon, authenticated;
grant select, insert, delete on public.early_access_leads to service_role;
