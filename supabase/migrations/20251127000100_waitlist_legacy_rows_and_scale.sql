-- Issue 34 (D50 revised): no answer carries stored data, every refusal counts whatever the
-- request's shape, and the limits no longer queue every visitor behind one lock.
--
-- 1. Legacy rows. Rows stored before the bidi rule (20251124000200, added NOT VALID) could hold a
--    bidi control. A repeat signup ran `on conflict … do update`, which re-checks every CHECK on
--    the stored row: 23514, with the member's whole row in the error's DETAIL. Such characters are
--    now written as visible escapes (`\u{202e}`, as `npm run leads` prints them), every constraint
--    is validated, and a repeat no longer updates anything (`do nothing`), so it cannot fail on an
--    old row at all.
-- 2. Retention counts from when an address joined. A repeat is anyone's (nothing verifies who
--    sends an address), so it no longer restarts someone else's 24 months: `last_joined_at` goes.
-- 3. One-line fields refuse U+2028/U+2029 and tag characters (`_invalid`, LINE_CONTROL_PATTERN in
--    form-contract.ts); other invisible characters stay allowed and set `invisible_characters`
--    (INVISIBLE_PATTERN), a column Studio, its CSV export and `npm run leads` show.
-- 4. Only an IP address is an address: any other header value is the shared `unknown` bucket, and
--    the database log says so, at most once a minute.
-- 5. The limits lock per address and per network, not per form. The cap for everyone is read
--    without a lock (it may overshoot by the requests in flight), expired ledger rows are cleaned
--    without waiting for anyone.
-- 6. A request can never roll its own counting back: once one of its rows has spent a slot, a
--    spent budget is answered through `response.status` (429, committed) instead of a raise; under
--    PostgREST's singular `Accept` the statement always yields exactly one row, so
--    `failNotSingular` never condemns the transaction.

-- 1, 3: the legacy rows, then every constraint checked.
-- Each refused character becomes a visible escape; a value that grows past p_max is cut before the
-- piece that does not fit, never inside an escape (issue 59; D50 says why editing this file is safe).
create function private.visible_escapes(p_value text, p_pattern text, p_max integer) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  v_out text := '';
  v_char text;
  v_piece text;
begin
  if p_value is null then
    return null;
  end if;
  foreach v_char in array regexp_split_to_array(p_value, '') loop
    v_piece := case when v_char ~ p_pattern then '\u{' || to_hex(ascii(v_char)) || '}' else v_char end;
    exit when char_length(v_out) + char_length(v_piece) > p_max;
    v_out := v_out || v_piece;
  end loop;
  return public.trim_like_js(v_out);
end
$$;

-- What a one-line field may not hold: controls, line separators, tags, bidi controls. Each row
-- changed is named in the migration's output (its id, and whether it had to be shortened).
do $$
declare
  v record;
  v_refused constant text := '[\x01-\x1f\x7f-\x9f\u2028\u2029\U000e0000-\U000e007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
begin
  for v in
    update private.early_access_leads l
      set name = private.visible_escapes(o.name, v_refused, 200),
          company = private.visible_escapes(o.company, v_refused, 200)
      from private.early_access_leads o
      where o.id = l.id and (o.name ~ v_refused or o.company ~ v_refused)
      returning l.id, private.visible_escapes(o.name, v_refused, 100000) is distinct from l.name
        or private.visible_escapes(o.company, v_refused, 100000) is distinct from l.company as shortened
  loop
    raise notice 'early_access_leads id %: refused characters written as escapes%', v.id, case when v.shortened then ', shortened to 200 characters' else '' end;
  end loop;
  for v in
    update public.contact_messages m
      set name = private.visible_escapes(o.name, v_refused, 200)
      from public.contact_messages o
      where o.id = m.id and o.name ~ v_refused
      returning m.id, private.visible_escapes(o.name, v_refused, 100000) is distinct from m.name as shortened
  loop
    raise notice 'contact_messages id %: refused characters written as escapes%', v.id, case when v.shortened then ', shortened to 200 characters' else '' end;
  end loop;
end
$$;

alter table private.early_access_leads
  drop constraint early_access_leads_name_check,
  add constraint early_access_leads_name_check check (
    char_length(name) between 1 and 200 and name = public.trim_like_js(name)
    and name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\U000e0000-\U000e007f]' and name !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  ),
  drop constraint early_access_leads_company_check,
  add constraint early_access_leads_company_check check (
    company is null or (
      char_length(company) between 1 and 200 and company = public.trim_like_js(company)
      and company !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\U000e0000-\U000e007f]' and company !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
    )
  );
alter table public.contact_messages
  drop constraint contact_messages_name_check,
  add constraint contact_messages_name_check check (
    char_length(name) between 1 and 200 and name = public.trim_like_js(name)
    and name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\U000e0000-\U000e007f]' and name !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  );

-- Any other constraint ever added NOT VALID is checked now, so the migration fails loudly rather
-- than leave a row an UPDATE could trip over.
do $$
declare
  v record;
begin
  for v in
    select c.conrelid::regclass as rel, c.conname from pg_constraint c
    where not c.convalidated and c.connamespace in ('public'::regnamespace, 'private'::regnamespace)
  loop
    execute format('alter table %s validate constraint %I', v.rel, v.conname);
  end loop;
end
$$;

-- The flag for invisible characters that stay allowed (INVISIBLE_PATTERN in form-contract.ts).
alter table private.early_access_leads add column invisible_characters boolean generated always as (
  name ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
  or coalesce(company, '') ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
) stored;
alter table public.contact_messages add column invisible_characters boolean generated always as (
  name ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
  or message ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
) stored;

-- The contact function stores the form's fields by the table's columns: never the generated flag.
create or replace function public.submit_contact_message(
  p_form jsonb, p_address_hash text, p_network_hash text,
  p_max integer, p_max_per_network integer, p_window_seconds integer,
  p_global_max_per_minute integer, p_mail_per_hour integer, p_now timestamptz
) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_fields text[];
  v_outcome text;
  v_notify boolean;
begin
  if jsonb_typeof(p_form) is distinct from 'object' then
    raise exception 'p_form must be a JSON object of the form''s fields' using errcode = '22023';
  end if;
  select coalesce(array_agg(key order by key), '{}') into v_fields from jsonb_object_keys(p_form) as key;
  if cardinality(v_fields) = 0 or exists (
    select 1 from unnest(v_fields) as field
    where field in ('id', 'notified', 'created_at')
       or field not in (
         select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'contact_messages' and is_generated = 'NEVER'
       )
  ) then
    raise exception 'p_form holds a field the contact form does not have' using errcode = '22023';
  end if;
  v_outcome := private.take_rate_limit_slot(
    'contact', p_address_hash, p_network_hash, p_max, p_max_per_network, p_window_seconds,
    p_global_max_per_minute, true, p_now
  );
  if v_outcome <> 'ok' then
    return v_outcome;
  end if;
  v_notify := (
    select count(*) from public.contact_messages where notified and created_at > p_now - interval '1 hour'
  ) < p_mail_per_hour;
  -- The named columns from the record jsonb_populate_record makes of the form: each value is
  -- cast to its column's type, and the table's CHECKs decide the rest.
  execute format(
    'insert into public.contact_messages (%1$s, notified, created_at) select %1$s, $2, $3 from jsonb_populate_record(null::public.contact_messages, $1)',
    (select string_agg(format('%I', field), ', ') from unnest(v_fields) as field)
  ) using p_form, v_notify, p_now;
  return case when v_notify then 'stored' else 'stored_without_mail' end;
end
$$;

-- 2: retention from the join; the view shows the flag (appended, so the view's grants stay).
alter table private.early_access_leads drop column last_joined_at;
create or replace view public.early_access_leads with (security_invoker = true) as
  select id, name, email, company, ai_employee, source, created_at, invisible_characters from private.early_access_leads;

create or replace function private.purge_expired_form_data(
  p_retention interval default interval '24 months',
  p_now timestamptz default now()
) returns table (removed_leads bigint, removed_messages bigint, removed_rate_limit_hits bigint)
language sql set search_path = ''
as $$
  with leads as (
    delete from private.early_access_leads where created_at < p_now - p_retention returning 1
  ), messages as (
    delete from public.contact_messages where created_at < p_now - p_retention returning 1
  ), hits as (
    delete from private.rate_limit_hits where expires_at <= p_now returning 1
  )
  select (select count(*) from leads), (select count(*) from messages), (select count(*) from hits)
$$;

-- 3: the first failing rule of a one-line field (form-contract.ts, `line`).
create or replace function private.line_field_error(p_field text, p_value text, p_max integer, p_required boolean) returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_value is null or p_value = '' then case when p_required then p_field || '_required' end
    when p_value ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\U000e0000-\U000e007f]' then p_field || '_invalid'
    when p_value ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]' then p_field || '_bidi_control'
    when char_length(p_value) > p_max then p_field || '_too_long'
  end
$$;

-- 4: client-address.ts's rule: an IP address from cf-connecting-ip, x-real-ip or the rightmost
-- x-forwarded-for entry, or 'unknown'. A value that is no IP address is skipped, so nobody gets
-- a budget of their own by inventing one.
create or replace function private.request_client_address() returns text
language plpgsql stable set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text := (
    select btrim(entry) from unnest(string_to_array(headers ->> 'x-forwarded-for', ',')) with ordinality as list(entry, position)
    where btrim(entry) <> '' order by position desc limit 1
  );
  candidate text;
  parsed inet;
begin
  foreach candidate in array array[headers ->> 'cf-connecting-ip', headers ->> 'x-real-ip', forwarded] loop
    candidate := lower(btrim(candidate));
    continue when candidate is null or candidate !~ '^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*(%[0-9a-z_.-]{1,32})?)$';
    begin
      parsed := split_part(candidate, '%', 1)::inet;
    exception when others then
      continue;
    end;
    continue when masklen(parsed) <> case family(parsed) when 4 then 32 else 128 end;
    return regexp_replace(candidate, '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1');
  end loop;
  return 'unknown';
end
$$;

-- 5: one slot of a form's budget, locked per address and per network. The two classes of keys
-- are always taken in that order (address, then network), and no request holds a network lock
-- while it waits for an address one, so they cannot deadlock. Requests of different networks
-- never wait for each other.
create or replace function private.take_rate_limit_slot(
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
  perform pg_advisory_xact_lock(hashtext('rate_limit:address:' || p_form), hashtext(p_address_hash));
  perform pg_advisory_xact_lock(hashtext('rate_limit:network:' || p_form), hashtext(p_network_hash));
  -- Expired hashes go as they are met, a few at a time, never waiting for a row someone else holds
  -- (the hourly purge takes the rest).
  delete from private.rate_limit_hits where id in (
    select id from private.rate_limit_hits where form = p_form and expires_at <= p_now limit 20 for update skip locked
  );
  select count(*) into v_by_address from private.rate_limit_hits
    where form = p_form and ip_hash = p_address_hash and created_at > v_since;
  if v_by_address >= p_max_per_address or (
    select count(*) from private.rate_limit_hits
    where form = p_form and network_hash = p_network_hash and created_at > v_since
  ) >= p_max_per_network then
    return 'rate_limited';
  end if;
  -- The cap for everyone, read without a lock: only addresses that already submitted reach it.
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

-- 4, 5: the waiting list's slot for this request's address; 'ok', 'rate_limited' or 'busy'.
drop function private.take_waitlist_slot(boolean);
create function private.take_waitlist_slot(p_accepted boolean) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_settings private.waitlist_settings;
  v_address text := private.request_client_address();
  v_keys record;
  v_address_hash text;
begin
  select * into strict v_settings from private.waitlist_settings;
  v_keys := private.rate_limit_keys(v_address);
  -- Salted SHA-256 (pgcrypto's HMAC is not available everywhere the migrations run).
  v_address_hash := encode(sha256(convert_to(v_settings.ip_hash_salt || v_keys.address_key, 'UTF8')), 'hex');
  if v_address = 'unknown' and not exists (
    select from private.rate_limit_hits
    where form = 'waitlist' and ip_hash = v_address_hash and created_at > now() - interval '1 minute'
  ) then
    -- The server log only (LOG is not sent to the client), at most about once a minute.
    raise log 'waitlist: a request carried no client IP address (cf-connecting-ip, x-real-ip, x-forwarded-for); it shares the budget of unknown senders';
  end if;
  return private.take_rate_limit_slot(
    'waitlist', v_address_hash,
    encode(sha256(convert_to(v_settings.ip_hash_salt || v_keys.network_key, 'UTF8')), 'hex'),
    v_settings.max_per_address, v_settings.max_per_network, v_settings.window_seconds,
    v_settings.global_per_minute, p_accepted, now()
  );
end
$$;

-- 1, 2, 6: one row of an insert into the view. Every answer is decided before the list is read.
--
-- Per request (transaction-local settings, reset by PostgREST's next transaction):
-- `waitlist.rows` numbers the rows, `waitlist.counted` says a row already spent a slot (from then
-- on nothing may be raised), `waitlist.limited` says the budget ran out (later rows are skipped
-- without any work).
create or replace function private.early_access_leads_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_name text := public.trim_like_js(new.name);
  v_email text := public.trim_like_js(new.email);
  v_company text := nullif(public.trim_like_js(new.company), '');
  v_source text := lower(new.ai_employee) || '-landing-page';
  v_row integer := coalesce(nullif(current_setting('waitlist.rows', true), '')::integer, 0) + 1;
  -- PostgREST condemns (rolls back) a request asking for one object whose statement yields
  -- another number of rows (`failNotSingular`): under that Accept, exactly the first row is
  -- yielded, whatever its answer, and the others are refused.
  v_singular boolean := coalesce(
    lower(nullif(current_setting('request.headers', true), '')::json ->> 'accept') like '%application/vnd.pgrst.object%', false
  );
  v_yield boolean;
  v_error text;
  v_outcome text;
  v_retry text;
begin
  perform set_config('waitlist.rows', v_row::text, true);
  v_yield := v_singular and v_row = 1;
  if current_setting('waitlist.limited', true) = 'yes' then
    return case when v_yield then new end;
  end if;

  -- 1. Every rule, in the form contract's order, with its codes (D21). The source is derived from
  --    the employee; a caller may leave it out, but may not send another. Under the singular
  --    Accept only one entry can be answered for: any other is `invalid_payload`.
  v_error := coalesce(
    private.line_field_error('name', v_name, 200, true),
    private.email_field_error(v_email),
    private.line_field_error('company', v_company, 200, false),
    case when new.ai_employee is null or new.ai_employee not in ('Julie', 'David') then 'ai_employee_invalid' end,
    case when new.source is not null and new.source is distinct from v_source then 'invalid_payload' end,
    case when v_singular and v_row > 1 then 'invalid_payload' end
  );

  -- 2. The limits (D50): a refusal spends the budget too, never the cap for everyone.
  v_outcome := private.take_waitlist_slot(v_error is null);
  if v_outcome <> 'ok' then
    v_retry := case v_outcome when 'busy' then '60' else (select window_seconds::text from private.waitlist_settings) end;
    if current_setting('waitlist.counted', true) is distinct from 'yes' then
      -- Nothing of this request is counted yet, so a raise loses nothing: 429 with its code.
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'PT429', 'message', v_outcome)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_retry))::text;
    end if;
    -- Earlier rows spent slots: answer 429 and commit, so they stay counted.
    perform set_config('waitlist.limited', 'yes', true);
    perform set_config('response.status', '429', true);
    perform set_config('response.headers', json_build_array(
      json_build_object('Retry-After', v_retry),
      json_build_object('Waitlist-Error', v_outcome)
    )::text, true);
    return case when v_yield then new end;
  end if;
  perform set_config('waitlist.counted', 'yes', true);

  if v_error is not null then
    -- Answered through PostgREST's response settings, committed: the first refused row names the code.
    if nullif(current_setting('response.status', true), '') is null then
      perform set_config('response.status', '400', true);
      perform set_config('response.headers', json_build_array(
        json_build_object('Waitlist-Error', v_error),
        json_build_object('Waitlist-Error-Message', 'The waiting list refused this entry (' || v_error || '). Nothing was stored.')
      )::text, true);
    end if;
    return case when v_yield then new end;
  end if;

  -- 3. Only now the list. A repeat (any letter case) changes nothing at all (D18): no UPDATE, so
  --    nothing re-checks a stored row. Should the write fail anyway, the answer carries no row.
  begin
    insert into private.early_access_leads (name, email, company, ai_employee, source)
    values (v_name, v_email, v_company, new.ai_employee, v_source)
    on conflict ((lower(email)), ai_employee) do nothing;
  exception when others then
    raise log 'waitlist: storing an entry failed with SQLSTATE %', sqlstate;
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PT500', 'message', 'unavailable')::text,
      detail = json_build_object('status', 500, 'headers', json_build_object())::text;
  end;

  -- The same NEW for a member and a stranger: PostgREST counts it, nobody public can read it.
  new.name := v_name;
  new.email := v_email;
  new.company := v_company;
  new.source := v_source;
  return new;
end
$$;

-- D19: revoke first; the view's insert grant is unchanged (the flag is no column anyone inserts).
revoke all on public.early_access_leads from public, anon, authenticated;
grant insert (name, email, company, ai_employee, source) on public.early_access_leads to anon, authenticated;
grant select, insert, delete on public.early_access_leads to service_role;
revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;
