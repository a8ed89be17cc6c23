-- Issue 20, D18 kept true (D47): the public key must not learn who is on the waiting list.
-- The BEFORE INSERT trigger skipped a duplicate before the CHECK constraints and RLS ran, so an
-- invalid row for a member answered 201 where the same row for a stranger failed. The browser now
-- calls public.join_waitlist, which checks every rule first, then the rate limits, and only then
-- touches the list (`on conflict do nothing`); anon may no longer insert into the table.

-- One-line fields refuse bidi controls (BIDI_CONTROL_PATTERN in form-limits.ts, verbatim).
-- NOT VALID: rows stored before stay as typed (`npm run leads` prints such characters as escapes).
alter table public.early_access_leads
  drop constraint early_access_leads_name_check,
  add constraint early_access_leads_name_check check (
    char_length(name) between 1 and 200 and name = public.trim_like_js(name)
    and name !~ '[\x01-\x1f\x7f-\x9f]' and name !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  ) not valid,
  drop constraint early_access_leads_company_check,
  add constraint early_access_leads_company_check check (
    company is null or (
      char_length(company) between 1 and 200 and company = public.trim_like_js(company)
      and company !~ '[\x01-\x1f\x7f-\x9f]' and company !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
    )
  ) not valid;
alter table public.contact_messages
  drop constraint contact_messages_name_check,
  add constraint contact_messages_name_check check (
    char_length(name) between 1 and 200 and name = public.trim_like_js(name)
    and name !~ '[\x01-\x1f\x7f-\x9f]' and name !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  ) not valid;

-- The waiting list's limits and the salt of its address hashes: one row, edited in the SQL editor
-- on hosted Supabase (the embedded backend writes WAITLIST_* variables here at start).
create table private.waitlist_settings (
  id boolean primary key default true constraint waitlist_settings_one_row check (id),
  max_per_address integer not null check (max_per_address > 0),
  window_seconds integer not null check (window_seconds > 0),
  global_per_minute integer not null check (global_per_minute > 0),
  ip_hash_salt text not null check (char_length(ip_hash_salt) >= 32)
);
insert into private.waitlist_settings (max_per_address, window_seconds, global_per_minute, ip_hash_salt)
values (10, 600, 20, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));

-- The client-address rule of supabase/functions/_shared/client-address.ts (hosted mode), read from
-- the headers PostgREST passes in `request.headers`: cf-connecting-ip (Cloudflare), x-real-ip (the
-- API gateway), then the rightmost x-forwarded-for entry; the leftmost is whatever the caller typed.
create function private.request_client_address() returns text
language plpgsql stable set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text := (
    select btrim(entry) from unnest(string_to_array(headers ->> 'x-forwarded-for', ',')) with ordinality as list(entry, position)
    where btrim(entry) <> '' order by position desc limit 1
  );
  candidate text;
begin
  foreach candidate in array array[headers ->> 'cf-connecting-ip', headers ->> 'x-real-ip', forwarded] loop
    candidate := lower(btrim(candidate));
    if candidate ~ '^[0-9a-z.:%_-]{1,64}$' then
      return regexp_replace(candidate, '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1');
    end if;
  end loop;
  return 'unknown';
end
$$;

-- The first failing rule of a one-line field, as the form schema's error code (form-rules.ts).
create function private.line_field_error(p_field text, p_value text, p_max integer, p_required boolean) returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_value is null or p_value = '' then case when p_required then p_field || '_required' end
    when p_value ~ '[\x01-\x1f\x7f-\x9f]' then p_field || '_invalid'
    when p_value ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]' then p_field || '_bidi_control'
    when char_length(p_value) > p_max then p_field || '_too_long'
  end
$$;

create function private.email_field_error(p_value text) returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_value is null or p_value = '' then 'email_required'
    when p_value ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]' then 'email_bidi_control'
    when char_length(p_value) > 254 then 'email_too_long'
    when p_value !~ '^[A-Za-z0-9_%+''-]+(\.[A-Za-z0-9_%+''-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$' then 'email_invalid'
  end
$$;

-- Joins a waiting list. Every answer is decided before the list is read, so a member and a
-- stranger get the same one for every payload: 400 {message: <error code>} for a broken field,
-- 429 {message: rate_limited | busy} for a limit, otherwise 204 whether the row was new or not.
create function public.join_waitlist(p_name text, p_email text, p_ai_employee text, p_company text default null)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_name text := public.trim_like_js(p_name);
  v_email text := public.trim_like_js(p_email);
  v_company text := nullif(public.trim_like_js(p_company), '');
  v_settings private.waitlist_settings;
  v_hash text;
  v_error text;
begin
  -- 1. Every rule, in the form schema's order, with its codes (D21).
  v_error := coalesce(
    private.line_field_error('name', v_name, 200, true),
    private.email_field_error(v_email),
    private.line_field_error('company', v_company, 200, false),
    case when p_ai_employee is null or p_ai_employee not in ('Julie', 'David') then 'ai_employee_invalid' end
  );
  if v_error is not null then
    raise exception using errcode = '22023', message = v_error;
  end if;

  -- 2. The limits, per address and for everyone together; every valid attempt counts, a repeat
  --    signup included, so the budget cannot tell a member from a stranger either.
  select * into strict v_settings from private.waitlist_settings;
  -- Salted SHA-256 (pgcrypto's HMAC is not available everywhere the migrations run).
  v_hash := encode(sha256(convert_to(v_settings.ip_hash_salt || private.request_client_address(), 'UTF8')), 'hex');
  perform pg_advisory_xact_lock(hashtext('rate_limit:waitlist'));
  delete from private.rate_limit_hits where form = 'waitlist' and expires_at <= now();
  if (
    select count(*) from private.rate_limit_hits
    where form = 'waitlist' and ip_hash = v_hash and created_at > now() - make_interval(secs => v_settings.window_seconds)
  ) >= v_settings.max_per_address then
    raise exception using errcode = 'PT429', message = 'rate_limited';
  end if;
  if (
    select count(*) from private.rate_limit_hits
    where form = 'waitlist' and created_at > now() - interval '1 minute'
  ) >= v_settings.global_per_minute then
    raise exception using errcode = 'PT429', message = 'busy';
  end if;
  insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at)
  values ('waitlist', v_hash, now(), now() + make_interval(secs => greatest(v_settings.window_seconds, 60)));

  -- 3. Only now the list: a repeat (any letter case) is skipped without a word (D18).
  insert into public.early_access_leads (name, email, company, ai_employee, source)
  values (v_name, v_email, v_company, p_ai_employee, lower(p_ai_employee) || '-landing-page')
  on conflict ((lower(email)), ai_employee) do nothing;
end
$$;

-- The old way in is closed: no trigger, no insert policy, no insert grant.
drop trigger early_access_leads_before_insert on public.early_access_leads;
drop function public.early_access_leads_before_insert();
drop policy "visitors join a waiting list" on public.early_access_leads;

-- D19: revoke first, then grant only what the form needs.
revoke all on public.early_access_leads from anon, authenticated;
revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;
revoke all on function public.join_waitlist(text, text, text, text) from public, anon, authenticated;
grant execute on function public.join_waitlist(text, text, text, text) to anon, authenticated;
