-- Issue 74 (security review 5, D98): one mailbox is one mailbox, the record belongs to whoever
-- confirms, and one erasure covers every table that holds an address.
--
-- 1. Leads, the mail window and confirmations key on a canonical mailbox (private.mailbox_key):
--    lower case, the `+tag` dropped, and for Gmail the dots dropped and googlemail.com read as
--    gmail.com. The address is still stored as it was typed.
-- 2. Confirmation mail has hourly ceilings in total and per recipient domain, and a mail that
--    could not be delivered gives its window back.
-- 3. A repeat join of a pending lead replaces its name and company (the public answer is the same
--    either way); the send request records the visitor's language on the fresh pending leads.
-- 4. A confirmation that changes no lead answers 'expired'; a pending lead lives while an unused,
--    unexpired link covers it; the answer names the employees it confirmed.
-- 5. private.erase_address deletes an address from every table listed in private.erasure_targets.
-- 6. send-confirmation's own budget per client address and network (ledger form 'confirmation').

-- 1. The mailbox an address delivers to, as far as we can tell without asking the provider. Only
-- ASCII addresses pass the form's pattern, so lower() agrees with JavaScript's toLowerCase().
-- _shared/mailbox.ts computes the same (a test keeps the two equal).
create function private.mailbox_key(p_email text) returns text
language sql immutable strict set search_path = ''
as $$
  with parts as (
    select regexp_replace(e, '@[^@]*$', '') as local_part, coalesce(substring(e from '@([^@]*)$'), '') as domain
    from (select lower(public.trim_like_js(p_email)) as e) as typed
  ), untagged as (
    -- A `+tag` reaches the same mailbox; an address that is nothing but a tag keeps its local part.
    select coalesce(nullif(split_part(local_part, '+', 1), ''), local_part) as local_part, domain from parts
  )
  select case
    when domain in ('gmail.com', 'googlemail.com') then replace(local_part, '.', '') || '@gmail.com'
    else local_part || '@' || domain
  end
  from untagged
$$;

-- Two spellings of one mailbox for the same employee were two leads; they become one. The row
-- kept is the strongest record of consent: confirmed, then from before double opt-in, then
-- pending; among equals the earliest. Every row removed is named in the migration's output.
do $$
declare
  v_row record;
begin
  for v_row in
    select id, ai_employee, status from (
      select id, ai_employee, status, row_number() over (
        partition by private.mailbox_key(email), ai_employee
        order by case status when 'confirmed' then 0 when 'before_opt_in' then 1 else 2 end, created_at, id
      ) as rank
      from private.early_access_leads
    ) as ranked
    where rank > 1
  loop
    raise notice 'early_access_leads: removed lead % (%, %): another spelling of the same mailbox is kept', v_row.id, v_row.ai_employee, v_row.status;
    delete from private.early_access_leads where id = v_row.id;
  end loop;
end
$$;

drop index private.early_access_leads_email_employee_key;
create unique index early_access_leads_mailbox_employee_key
  on private.early_access_leads (private.mailbox_key(email), ai_employee);

update private.waitlist_confirmations set email_key = private.mailbox_key(email_key)
  where email_key <> private.mailbox_key(email_key);
-- The hourly ceilings count the last hour's mails.
create index waitlist_confirmations_created_at_idx on private.waitlist_confirmations (created_at);

-- 3. The language of the mail the visitor asked for, on the leads it was asked for (null before this).
alter table private.early_access_leads add column language text;
create or replace view public.early_access_leads with (security_invoker = true) as
  select id, name, email, company, ai_employee, source, created_at, invisible_characters, status, confirmed_at, language
  from private.early_access_leads;

-- The insert trigger of the double opt-in, with two changes: a repeat is found by its mailbox,
-- and a repeat of a pending lead replaces what was typed (whoever confirms owns the record).
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

  -- The body's size, before any lock (PostgREST passes the request's headers).
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

  -- Every rule, in the form contract's order, with its codes; the source is derived.
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

  -- The limits: nothing is counted yet, so a spent budget may still be raised (429).
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

  -- Only now the list. A repeat (any spelling of the same mailbox) answers as a new entry does.
  begin
    insert into private.early_access_leads (name, email, company, ai_employee, source)
    values (v_name, v_email, v_company, new.ai_employee, v_source)
    -- A repeat of a lead not yet confirmed asks for its confirmation e-mail again. While it is
    -- pending, nobody has proved the address yet, so the latest join's words stand: the owner's
    -- own join replaces what a stranger typed, and the owner's confirmation makes it the record.
    -- A member's repeat changes nothing.
    on conflict ((private.mailbox_key(email)), ai_employee) do update set
      requested_at = excluded.requested_at,
      email = case when private.early_access_leads.status = 'pending' then excluded.email else private.early_access_leads.email end,
      name = case when private.early_access_leads.status = 'pending' then excluded.name else private.early_access_leads.name end,
      company = case when private.early_access_leads.status = 'pending' then excluded.company else private.early_access_leads.company end
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

-- 1, 2, 3. Whether to send a confirmation e-mail now, as before, keyed on the mailbox, and within
-- the hourly ceilings: past one, nothing is stored (no window is spent), the database log says
-- which ceiling engaged, and the answer says so to the function (never to the visitor).
drop function public.request_waitlist_confirmation(text, text, text, integer, integer, integer, timestamptz);
create function public.request_waitlist_confirmation(
  p_email text,
  p_token_hash text,
  p_language text,
  p_fresh_seconds integer,
  p_window_seconds integer,
  p_lifetime_seconds integer,
  p_mail_per_hour integer,
  p_mail_per_domain_per_hour integer,
  p_now timestamptz default now()
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_key text := private.mailbox_key(p_email);
  v_domain text := split_part(v_key, '@', 2);
  v_employees text[];
  v_email text;
begin
  if v_key is null or v_domain = '' or p_token_hash !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('send', false);
  end if;
  -- Two requests for one mailbox at once: one of them sends.
  perform pg_advisory_xact_lock(hashtext('waitlist_confirmation:' || v_key));
  -- The fresh pending leads of this mailbox take the language the visitor asked in.
  update private.early_access_leads set language = p_language
  where private.mailbox_key(email) = v_key and status <> 'confirmed'
    and coalesce(requested_at, created_at) > p_now - make_interval(secs => p_fresh_seconds);
  if not found then
    return jsonb_build_object('send', false);
  end if;
  if exists (
    select from private.waitlist_confirmations
    where email_key = v_key and created_at > p_now - make_interval(secs => p_window_seconds)
  ) then
    return jsonb_build_object('send', false);
  end if;
  if (select count(*) from private.waitlist_confirmations where created_at > p_now - interval '1 hour') >= p_mail_per_hour then
    raise log 'waitlist: a confirmation e-mail was due but % were sent in the last hour; the lead stays pending', p_mail_per_hour;
    return jsonb_build_object('send', false, 'ceiling', 'total');
  end if;
  if (
    select count(*) from private.waitlist_confirmations
    where created_at > p_now - interval '1 hour' and split_part(email_key, '@', 2) = v_domain
  ) >= p_mail_per_domain_per_hour then
    raise log 'waitlist: a confirmation e-mail was due but % went to one domain in the last hour; the lead stays pending', p_mail_per_domain_per_hour;
    return jsonb_build_object('send', false, 'ceiling', 'domain');
  end if;
  select array_agg(ai_employee order by ai_employee) into v_employees
  from private.early_access_leads where private.mailbox_key(email) = v_key and status <> 'confirmed';
  -- The e-mail goes to the address as the latest fresh join typed it, not as this request spelled it.
  select email into v_email from private.early_access_leads
  where private.mailbox_key(email) = v_key and status <> 'confirmed'
  order by coalesce(requested_at, created_at) desc, id desc limit 1;
  insert into private.waitlist_confirmations (email_key, token_hash, language, employees, created_at, expires_at)
  values (v_key, p_token_hash, p_language, v_employees, p_now, p_now + make_interval(secs => p_lifetime_seconds));
  return jsonb_build_object('send', true, 'email', v_email, 'employees', to_jsonb(v_employees));
end
$$;

-- 2. A mail that could not be delivered gives its window back: its row goes (only an unused one).
create function public.release_waitlist_confirmation(p_token_hash text) returns boolean
language sql security definer set search_path = ''
as $$
  with released as (
    delete from private.waitlist_confirmations where token_hash = p_token_hash and used_at is null returning 1
  )
  select exists (select from released)
$$;

-- 4. The link of a confirmation e-mail: {"outcome": "confirmed", "employees": [...]} the first time
-- within its lifetime; otherwise {"outcome": "used" | "expired" | "invalid"}. A link whose leads are
-- gone (purged, erased) or already members confirms nothing, so it answers 'expired' and stays unused.
drop function public.confirm_waitlist_entry(text);
create function public.confirm_waitlist_entry(p_token text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_row private.waitlist_confirmations;
  v_employees text[];
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43}$' then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  select * into v_row from private.waitlist_confirmations
  where token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
  for update;
  if not found then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  if v_row.used_at is not null then
    return jsonb_build_object('outcome', 'used');
  end if;
  if v_row.expires_at <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;
  with confirmed as (
    update private.early_access_leads set status = 'confirmed', confirmed_at = now()
    where private.mailbox_key(email) = v_row.email_key and status <> 'confirmed' and ai_employee = any (v_row.employees)
    returning ai_employee
  )
  select array_agg(ai_employee order by ai_employee) into v_employees from confirmed;
  if v_employees is null then
    return jsonb_build_object('outcome', 'expired');
  end if;
  update private.waitlist_confirmations set used_at = now() where id = v_row.id;
  return jsonb_build_object('outcome', 'confirmed', 'employees', to_jsonb(v_employees));
end
$$;

-- 4. Retention plus the pending period: a lead never confirmed goes p_pending after it was
-- stored, unless an unused link that has not expired covers it (it was joined again late, and
-- its link must still find it); a confirmation row goes with the last lead of its mailbox, once
-- its link has expired.
create or replace function private.purge_expired_form_data(
  p_retention interval default interval '24 months',
  p_now timestamptz default now(),
  p_pending interval default interval '7 days'
) returns table (removed_leads bigint, removed_messages bigint, removed_rate_limit_hits bigint)
language sql set search_path = ''
as $$
  with leads as (
    delete from private.early_access_leads l
    where l.created_at < p_now - p_retention
       or (l.status = 'pending' and l.created_at < p_now - p_pending and not exists (
         select from private.waitlist_confirmations c
         where c.email_key = private.mailbox_key(l.email) and c.used_at is null and c.expires_at > p_now
           and l.ai_employee = any (c.employees)
       ))
    returning private.mailbox_key(email) as email_key
  ), messages as (
    delete from public.contact_messages where created_at < p_now - p_retention returning 1
  ), hits as (
    delete from private.rate_limit_hits where expires_at <= p_now returning 1
  ), confirmations as (
    delete from private.waitlist_confirmations c
    where c.expires_at <= p_now
      and not exists (
        select from private.early_access_leads l
        where private.mailbox_key(l.email) = c.email_key and private.mailbox_key(l.email) not in (select email_key from leads)
      )
    returning 1
  )
  select (select count(*) from leads), (select count(*) from messages), (select count(*) from hits)
$$;

-- 5. Erasure on request: every row of every listed table whose address reaches the same mailbox.
-- A table that stores an address is one row here, so a new one is a one-line change.
create table private.erasure_targets (
  target regclass primary key,
  email_column name not null
);
insert into private.erasure_targets (target, email_column) values
  ('private.early_access_leads', 'email'),
  ('public.contact_messages', 'email'),
  ('private.waitlist_confirmations', 'email_key'),
  ('private.orders', 'email');

create function private.erase_address(p_email text) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  v_key text := private.mailbox_key(p_email);
  v_target record;
  v_count bigint;
  v_removed jsonb := '{}';
begin
  if v_key is null or split_part(v_key, '@', 2) = '' then
    raise exception 'erase_address needs an e-mail address' using errcode = '22023';
  end if;
  for v_target in select target, email_column from private.erasure_targets order by target::text loop
    execute format('with gone as (delete from %s where private.mailbox_key(%I) = $1 returning 1) select count(*) from gone',
      v_target.target, v_target.email_column)
    into v_count using v_key;
    v_removed := v_removed || jsonb_build_object(v_target.target::text, v_count);
  end loop;
  return v_removed;
end
$$;

-- 6. send-confirmation's own budget: a send follows a join, so it gets the join's budget per
-- address and per network (private.waitlist_settings), and no cap for everyone (past its budget
-- the function answers as always and does nothing, so nobody else is turned away).
alter table private.rate_limit_hits drop constraint rate_limit_hits_form_check;
alter table private.rate_limit_hits add constraint rate_limit_hits_form_check
  check (form in ('contact', 'waitlist', 'order_status', 'confirmation'));

create function public.take_confirmation_slot(p_address_hash text, p_network_hash text, p_now timestamptz default now())
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_settings private.waitlist_settings;
begin
  select * into strict v_settings from private.waitlist_settings;
  return private.take_rate_limit_slot(
    'confirmation', p_address_hash, p_network_hash, v_settings.max_per_address, v_settings.max_per_network,
    v_settings.window_seconds, 2147483647, true, p_now
  );
end
$$;

-- Revoke first, then grant only what is needed.
revoke all on private.erasure_targets from public, anon, authenticated;
grant select on private.erasure_targets to service_role;
revoke all on function private.mailbox_key(text) from public, anon, authenticated;
grant execute on function private.mailbox_key(text) to service_role;
revoke all on function private.erase_address(text) from public, anon, authenticated;
revoke all on function private.purge_expired_form_data(interval, timestamptz, interval) from public, anon, authenticated;
revoke all on function public.request_waitlist_confirmation(text, text, text, integer, integer, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.request_waitlist_confirmation(text, text, text, integer, integer, integer, integer, integer, timestamptz)
  to service_role;
revoke all on function public.release_waitlist_confirmation(text) from public, anon, authenticated;
grant execute on function public.release_waitlist_confirmation(text) to service_role;
revoke all on function public.take_confirmation_slot(text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.take_confirmation_slot(text, text, timestamptz) to service_role;
revoke all on function public.confirm_waitlist_entry(text) from public, anon, authenticated;
grant execute on function public.confirm_waitlist_entry(text) to anon, authenticated, service_role;
-- The view was replaced: revoke and grant all the same.
revoke all on public.early_access_leads from anon, authenticated;
grant insert (name, email, company, ai_employee, source) on public.early_access_leads to anon, authenticated;
grant select, insert, delete on public.early_access_leads to service_role;
