-- D49 (revises D47): the waiting list is the user's insert again. The browser (or any tool with
-- the public key) runs `insert into early_access_leads {name, email, company, ai_employee, source}`
-- with no select, and everything D47 won stays true on that path.
--
-- A BEFORE INSERT trigger that returns NULL cannot keep D18: it runs before the CHECKs (an invalid
-- row for a member was skipped, 201, while the same row for a stranger failed), and PostgREST's
-- `Prefer: count=exact` counts the rows of `INSERT … RETURNING 1`, so a skipped row showed as */0.
-- So the rows move to private.early_access_leads, and public.early_access_leads becomes a view
-- whose INSTEAD OF INSERT trigger checks every rule (the form's codes), then the rate limit, then
-- writes the private table (a repeat changes nothing but when it last joined), and always returns
-- NEW: one row counted for a member and a stranger alike. Anon may insert into the view and nothing else; asking for
-- the row back (`return=representation`, `?select=`) needs SELECT, which nobody public has, so it
-- fails with the same 401 for everyone before any row is looked at.

--
-- D50: limits that cannot be turned against everyone, and retention from the visitor's own last
-- action on the record.
--
-- The per-minute caps for everyone together ("busy") let about 20 addresses shut both forms for
-- all (issue 24), and every full IPv6 address was its own bucket, so one /64 had endless budgets.
-- Now (the same rule in client-address.ts, `rateLimitKeys`):
-- - an address is an IPv4 address or an IPv6 /64, and it sits in a network, an IPv4 /24 or an
--   IPv6 /48; each has its own budget per window;
-- - the cap for everyone together only refuses an address that already submitted within its
--   window: the first submission of a fresh address is never "busy", so no flood can lock a
--   first-time visitor out; a flood's own addresses and networks run out of budget instead;
-- - refused (invalid) contact payloads count toward the address's budget too (the waiting list's
--   are refused by the database, whose refusal rolls back: see D50);
-- - contact notification mails have a cap per hour: past it a message is still stored and the
--   visitor told so, but no mail goes (the log says so; `npm run leads` and the table have it).

alter table public.early_access_leads set schema private;

-- security_invoker: reading or deleting through the view needs the reader's own rights on the
-- private table (service_role and the owner have them; anon and authenticated never).
create view public.early_access_leads with (security_invoker = true) as
  select id, name, email, company, ai_employee, source, created_at from private.early_access_leads;

-- Retention from the visitor's own last action on the record: joining again refreshes the lead
-- (the repeat still changes nothing else, and still answers like a new signup); a contact message
-- keeps only itself.
alter table private.early_access_leads add column last_joined_at timestamptz;
-- An UPDATE re-checks NOT VALID constraints, and a lead stored before 20251124000200 may hold a
-- bidi control: the unvalidated checks step aside for this one update and come back exactly as
-- they were (20251127000100 repairs such rows). Issue 59; D50 says why editing this file is safe.
do $$
declare
  v record;
  v_restore text[] := '{}';
begin
  for v in
    select conname, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'private.early_access_leads'::regclass and not convalidated
  loop
    execute format('alter table private.early_access_leads drop constraint %I', v.conname);
    v_restore := v_restore || format('add constraint %I %s', v.conname, v.definition);
  end loop;
  update private.early_access_leads set last_joined_at = created_at;
  if cardinality(v_restore) > 0 then
    execute 'alter table private.early_access_leads ' || array_to_string(v_restore, ', ');
  end if;
end
$$;
alter table private.early_access_leads alter column last_joined_at set default now(), alter column last_joined_at set not null;

-- The two keys of a client address, as client-address.ts computes them. Anything that is no
-- address (the shared 'unknown' bucket) is its own key twice.
create function private.rate_limit_keys(p_address text, out address_key text, out network_key text)
language plpgsql immutable set search_path = ''
as $$
declare
  v inet;
begin
  begin
    v := split_part(p_address, '%', 1)::inet;
  exception when others then
    address_key := p_address;
    network_key := p_address;
    return;
  end;
  if family(v) = 4 then
    address_key := host(v);
    network_key := host(network(set_masklen(v, 24))) || '/24';
  else
    address_key := host(network(set_masklen(v, 64))) || '/64';
    network_key := host(network(set_masklen(v, 48))) || '/48';
  end if;
end
$$;

alter table private.rate_limit_hits
  add column network_hash text constraint rate_limit_hits_network_hash_check check (network_hash ~ '^[0-9a-f]{64}$'),
  -- A refused payload counts toward its address and network, never toward the cap for everyone.
  add column accepted boolean not null default true;
create index rate_limit_hits_network_idx on private.rate_limit_hits (form, network_hash, created_at);

-- One slot of a form's budget: 'ok' (and counted), 'rate_limited' (this address or network used
-- its window) or 'busy' (everyone together used the last minute, and this address is no
-- newcomer). One lock per form: concurrent requests are counted one after the other.
create function private.take_rate_limit_slot(
  p_form text, p_address_hash text, p_network_hash text,
  p_max_per_address integer, p_max_per_network integer, p_window_seconds integer,
  p_global_per_minute integer, p_accepted boolean, p_now timestamptz
) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_since timestamptz := p_now - make_interval(secs => p_window_seconds);
  v_by_address bigint;
begin
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || p_form));
  delete from private.rate_limit_hits where form = p_form and expires_at <= p_now;
  select count(*) into v_by_address from private.rate_limit_hits
    where form = p_form and ip_hash = p_address_hash and created_at > v_since;
  if v_by_address >= p_max_per_address or (
    select count(*) from private.rate_limit_hits
    where form = p_form and network_hash = p_network_hash and created_at > v_since
  ) >= p_max_per_network then
    return 'rate_limited';
  end if;
  if p_accepted and v_by_address > 0 and (
    select count(*) from private.rate_limit_hits
    where form = p_form and accepted and created_at > p_now - interval '1 minute'
  ) >= p_global_per_minute then
    return 'busy';
  end if;
  insert into private.rate_limit_hits (form, ip_hash, network_hash, accepted, created_at, expires_at)
  values (p_form, p_address_hash, p_network_hash, p_accepted, p_now, p_now + make_interval(secs => greatest(p_window_seconds, 60)));
  return 'ok';
end
$$;

-- The waiting list's budget per network, beside the others in its settings row.
alter table private.waitlist_settings
  add column max_per_network integer not null default 30 check (max_per_network > 0);

create function private.take_waitlist_slot() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_settings private.waitlist_settings;
  v_keys record;
  v_outcome text;
begin
  select * into strict v_settings from private.waitlist_settings;
  v_keys := private.rate_limit_keys(private.request_client_address());
  -- Salted SHA-256 (pgcrypto's HMAC is not available everywhere the migrations run).
  v_outcome := private.take_rate_limit_slot(
    'waitlist',
    encode(sha256(convert_to(v_settings.ip_hash_salt || v_keys.address_key, 'UTF8')), 'hex'),
    encode(sha256(convert_to(v_settings.ip_hash_salt || v_keys.network_key, 'UTF8')), 'hex'),
    v_settings.max_per_address, v_settings.max_per_network, v_settings.window_seconds,
    v_settings.global_per_minute, true, now()
  );
  if v_outcome <> 'ok' then
    raise exception using errcode = 'PT429', message = v_outcome;
  end if;
end
$$;

-- One insert into the view. Every answer is decided before the list is read: 400 {message: code}
-- for a broken field (22023), 429 {message: rate_limited | busy} for a limit, otherwise 201 with
-- one row counted, whether the row was new or a repeat (any letter case) that changed nothing.
create function private.early_access_leads_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_name text := public.trim_like_js(new.name);
  v_email text := public.trim_like_js(new.email);
  v_company text := nullif(public.trim_like_js(new.company), '');
  v_source text := lower(new.ai_employee) || '-landing-page';
  v_error text;
begin
  -- 1. Every rule, in the form contract's order, with its codes (D21). The source is derived from
  --    the employee; a caller may leave it out, but may not send another.
  v_error := coalesce(
    private.line_field_error('name', v_name, 200, true),
    private.email_field_error(v_email),
    private.line_field_error('company', v_company, 200, false),
    case when new.ai_employee is null or new.ai_employee not in ('Julie', 'David') then 'ai_employee_invalid' end,
    case when new.source is not null and new.source is distinct from v_source then 'invalid_payload' end
  );
  if v_error is not null then
    raise exception using errcode = '22023', message = v_error;
  end if;

  -- 2. The limits (D50).
  perform private.take_waitlist_slot();

  -- 3. Only now the list: a repeat changes nothing the visitor typed (D18) and restarts retention.
  insert into private.early_access_leads (name, email, company, ai_employee, source)
  values (v_name, v_email, v_company, new.ai_employee, v_source)
  on conflict ((lower(email)), ai_employee) do update set last_joined_at = now();

  -- The same NEW for a member and a stranger: PostgREST counts it, nobody public can read it.
  new.name := v_name;
  new.email := v_email;
  new.company := v_company;
  new.source := v_source;
  return new;
end
$$;

create trigger early_access_leads_insert
  instead of insert on public.early_access_leads
  for each row execute function private.early_access_leads_insert();

-- The RPC of D47 is gone: one way in.
drop function public.join_waitlist(text, text, text, text);

-- Contact messages: whether a notification mail went out (the cap per hour, D50).
alter table public.contact_messages add column notified boolean not null default true;

drop function public.submit_contact_message(text, text, text, text, integer, integer, integer, timestamptz);

-- Stores a contact message unless its address or network used its window ('rate_limited') or
-- everyone together the last minute and this address is no newcomer ('busy'). 'stored': send
-- the notification; 'stored_without_mail': the cap of mails per hour is reached.
create function public.submit_contact_message(
  p_name text, p_email text, p_message text, p_address_hash text, p_network_hash text,
  p_max integer, p_max_per_network integer, p_window_seconds integer,
  p_global_max_per_minute integer, p_mail_per_hour integer, p_now timestamptz
) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_outcome text := private.take_rate_limit_slot(
    'contact', p_address_hash, p_network_hash, p_max, p_max_per_network, p_window_seconds,
    p_global_max_per_minute, true, p_now
  );
  v_notify boolean;
begin
  if v_outcome <> 'ok' then
    return v_outcome;
  end if;
  v_notify := (
    select count(*) from public.contact_messages where notified and created_at > p_now - interval '1 hour'
  ) < p_mail_per_hour;
  insert into public.contact_messages (name, email, message, notified, created_at)
  values (p_name, p_email, p_message, v_notify, p_now);
  return case when v_notify then 'stored' else 'stored_without_mail' end;
end
$$;

-- A refused contact payload still spends its address's budget: 'counted', or 'rate_limited' once
-- the budget is gone (then the function answers 429 instead of the field's code).
create function public.count_refused_contact(
  p_address_hash text, p_network_hash text, p_max integer, p_max_per_network integer,
  p_window_seconds integer, p_now timestamptz
) returns text
language sql security definer set search_path = ''
as $$
  select case private.take_rate_limit_slot(
    'contact', p_address_hash, p_network_hash, p_max, p_max_per_network, p_window_seconds, 1, false, p_now
  ) when 'ok' then 'counted' else 'rate_limited' end
$$;

-- Retention per record: a lead 24 months after its last join, a message 24 months after it came.
create or replace function private.purge_expired_form_data(
  p_retention interval default interval '24 months',
  p_now timestamptz default now()
) returns table (removed_leads bigint, removed_messages bigint, removed_rate_limit_hits bigint)
language sql set search_path = ''
as $$
  with leads as (
    delete from private.early_access_leads where last_joined_at < p_now - p_retention returning 1
  ), messages as (
    delete from public.contact_messages where created_at < p_now - p_retention returning 1
  ), hits as (
    delete from private.rate_limit_hits where expires_at <= p_now returning 1
  )
  select (select count(*) from leads), (select count(*) from messages), (select count(*) from hits)
$$;

-- D19: revoke first, then grant only what the form needs. service_role keeps reading and erasing
-- (through the view, or the table itself).
revoke all on public.early_access_leads from public, anon, authenticated;
grant insert (name, email, company, ai_employee, source) on public.early_access_leads to anon, authenticated;
grant select, insert, delete on public.early_access_leads to service_role;
grant usage on schema private to service_role;
grant select, insert, update, delete on private.early_access_leads to service_role;
revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;
revoke all on function public.submit_contact_message(text, text, text, text, text, integer, integer, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
revoke all on function public.count_refused_contact(text, text, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text, integer, integer, integer, integer, integer, timestamptz)
  to service_role;
grant execute on function public.count_refused_contact(text, text, integer, integer, integer, timestamptz) to service_role;
