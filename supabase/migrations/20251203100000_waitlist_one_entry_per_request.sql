-- Issue 59 (D50 revised again): one entry per request, and nothing counted is ever undone.
--
-- 1. Only the first row of an insert is judged, counted and written. Every later row gets no lock,
--    no slot and no write; the request answers 400 `one_entry_per_request` through
--    `response.status`, committed. The first row is always yielded (`RETURNING 1` counts 1), so
--    PostgREST's singular check can never condemn the request, whichever `Accept` it negotiated
--    from (the first header) or passed in `request.headers` (the last one).
-- 2. No raise once the slot is taken: a failed write (a unique index it did not arbitrate, a
--    deadlock, a timeout) is logged and answered 503 `unavailable` through `response.status`,
--    so the slot stays counted.
-- 3. A body longer than 8 KB, or of undeclared length, is refused (413) before any lock: one entry
--    needs at most about 6.5 KB even with every character escaped.

-- A new statement starts with no first row (several inserts in one transaction stay apart).
create function private.early_access_leads_statement() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform set_config('waitlist.first', '', true);
  return null;
end
$$;

create trigger early_access_leads_statement
  before insert on public.early_access_leads
  for each statement execute function private.early_access_leads_statement();

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

  -- Only now the list. A repeat (any letter case) changes nothing (D18).
  begin
    insert into private.early_access_leads (name, email, company, ai_employee, source)
    values (v_name, v_email, v_company, new.ai_employee, v_source)
    on conflict ((lower(email)), ai_employee) do nothing;
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

revoke all on function private.early_access_leads_statement() from public, anon, authenticated;
revoke all on function private.early_access_leads_insert() from public, anon, authenticated;
