-- D50 revised (issue 24): a refused waiting-list insert counts toward its address's and network's
-- budget, as a refused contact payload does, and never toward the cap for everyone.
--
-- A raised error rolls back the whole request, ledger row included, so the trigger no longer raises
-- for a broken field. It spends one slot of the budget (accepted = false), then asks PostgREST for
-- a 400 through the transaction's `response.status` and `response.headers` settings, which
-- PostgREST reads after the statement and applies to its answer while the transaction commits
-- (PostgREST 8.0 and later; see D50 for the source). It writes no lead and returns NULL, so the
-- row is not counted (`Content-Range: */0` with `count=exact`). The field is judged before the
-- list is read, so a member and a stranger still get the same answer.
--
-- Once the budget is spent the answer is 429 `rate_limited`, refused payload or not, raised as
-- before (nothing to keep), now with `Retry-After` (PostgREST 12 and later read the status and
-- headers of a `PGRST` error), as the contact function answers.

drop function private.take_waitlist_slot();

-- One slot of the waiting list's budget for this request's address and network; raises 429
-- (`rate_limited` or `busy`, with Retry-After) when there is none. A refusal (p_accepted false)
-- is never `busy` and never counts toward the cap for everyone.
create function private.take_waitlist_slot(p_accepted boolean) returns void
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
    v_settings.global_per_minute, p_accepted, now()
  );
  if v_outcome <> 'ok' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PT429', 'message', v_outcome)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object(
        'Retry-After', case v_outcome when 'busy' then '60' else v_settings.window_seconds::text end
      ))::text;
  end if;
end
$$;

-- One insert into the view. Every answer is decided before the list is read: 400 with the code in
-- `Waitlist-Error` for a broken field (committed, so the refusal is counted), 429 for a limit,
-- otherwise 201 with one row counted, whether the row was new or a repeat that changed nothing.
create or replace function private.early_access_leads_insert() returns trigger
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
    -- A refusal spends the budget too (429 once it is gone), and must commit to be counted:
    -- PostgREST answers with these settings instead of an error. The first refused row of a
    -- request names the code; each row is judged on its own.
    perform private.take_waitlist_slot(false);
    if nullif(current_setting('response.status', true), '') is null then
      perform set_config('response.status', '400', true);
      perform set_config('response.headers', json_build_array(
        json_build_object('Waitlist-Error', v_error),
        json_build_object('Waitlist-Error-Message', 'The waiting list refused this entry (' || v_error || '). Nothing was stored.')
      )::text, true);
    end if;
    return null;
  end if;

  -- 2. The limits (D50).
  perform private.take_waitlist_slot(true);

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

revoke all on function private.take_waitlist_slot(boolean) from public, anon, authenticated;
