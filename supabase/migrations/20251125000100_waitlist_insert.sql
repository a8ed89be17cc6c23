-- D49 (revises D47): the waiting list is the user's insert again. The browser (or any tool with
-- the public key) runs `insert into early_access_leads {name, email, company, ai_employee, source}`
-- with no select, and everything D47 won stays true on that path.
--
-- A BEFORE INSERT trigger that returns NULL cannot keep D18: it runs before the CHECKs (an invalid
-- row for a member was skipped, 201, while the same row for a stranger failed), and PostgREST's
-- `Prefer: count=exact` counts the rows of `INSERT … RETURNING 1`, so a skipped row showed as */0.
-- So the rows move to private.early_access_leads, and public.early_access_leads becomes a view
-- whose INSTEAD OF INSERT trigger checks every rule (the form's codes), then the rate limit, then
-- writes the private table with `on conflict do nothing`, and always returns NEW: one row counted
-- for a member and a stranger alike. Anon may insert into the view and nothing else; asking for
-- the row back (`return=representation`, `?select=`) needs SELECT, which nobody public has, so it
-- fails with the same 401 for everyone before any row is looked at.

alter table public.early_access_leads set schema private;

-- security_invoker: reading or deleting through the view needs the reader's own rights on the
-- private table (service_role and the owner have them; anon and authenticated never).
create view public.early_access_leads with (security_invoker = true) as
  select id, name, email, company, ai_employee, source, created_at from private.early_access_leads;

-- The D47 limits, unchanged for now: per client address, and per minute for everyone together.
-- Every valid attempt counts, a repeat included, so the budget cannot tell a member from a stranger.
create function private.take_waitlist_slot() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_settings private.waitlist_settings;
  v_hash text;
begin
  select * into strict v_settings from private.waitlist_settings;
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

  -- 2. The limits.
  perform private.take_waitlist_slot();

  -- 3. Only now the list: a repeat is skipped without a word (D18).
  insert into private.early_access_leads (name, email, company, ai_employee, source)
  values (v_name, v_email, v_company, new.ai_employee, v_source)
  on conflict ((lower(email)), ai_employee) do nothing;

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

-- D19: revoke first, then grant only what the form needs. service_role keeps reading and erasing
-- (through the view, or the table itself).
revoke all on public.early_access_leads from public, anon, authenticated;
grant insert (name, email, company, ai_employee, source) on public.early_access_leads to anon, authenticated;
grant select, insert, delete on public.early_access_leads to service_role;
grant usage on schema private to service_role;
grant select, insert, update, delete on private.early_access_leads to service_role;
revoke all on all functions in schema private from public, anon, authenticated;
