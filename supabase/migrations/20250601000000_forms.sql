-- Tables behind the two public forms: the Julie/David waiting list and the contact form.
-- Every rule here mirrors supabase/functions/_shared/form-rules.ts (lengths in code points, the
-- same email pattern, JavaScript's idea of whitespace), so a row the schema accepts always fits
-- and a row written around the browser can never be one the schema rejects.

-- String.prototype.trim() whitespace, so "trimmed" means the same thing here and in the browser.
create function public.trim_like_js(value text) returns text
language sql immutable strict set search_path = ''
as $$
  select btrim(value, E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')
$$;

create table public.early_access_leads (
  id bigint generated always as identity primary key,
  name text not null
    constraint early_access_leads_name_check
    check (char_length(name) between 1 and 200 and name = public.trim_like_js(name) and name !~ '[\x01-\x1f\x7f-\x9f]'),
  email text not null
    constraint early_access_leads_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9_%+''-]+(\.[A-Za-z0-9_%+''-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$'),
  company text
    constraint early_access_leads_company_check
    check (company is null or (char_length(company) between 1 and 200 and company = public.trim_like_js(company) and company !~ '[\x01-\x1f\x7f-\x9f]')),
  ai_employee text not null
    constraint early_access_leads_ai_employee_check check (ai_employee in ('Julie', 'David')),
  source text not null
    constraint early_access_leads_source_check check (source = lower(ai_employee) || '-landing-page'),
  created_at timestamptz not null default now()
);

-- D18: one row per address (any letter case) and employee. The trigger below makes a repeat a
-- silent no-op; this index is the backstop should two inserts ever race past it.
create unique index early_access_leads_email_employee_key
  on public.early_access_leads (lower(email), ai_employee);
create index early_access_leads_created_at_idx on public.early_access_leads (created_at);

-- Trims like the form does, nulls a blank company and skips a duplicate (D18): the visitor gets
-- the same success either way, so the public key learns nothing about who is on the list.
-- SECURITY DEFINER because anon may not read the table it checks.
create function public.early_access_leads_before_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.name := public.trim_like_js(new.name);
  new.email := public.trim_like_js(new.email);
  new.company := nullif(public.trim_like_js(new.company), '');
  perform pg_advisory_xact_lock(hashtext('early_access_leads:' || lower(coalesce(new.email, '')) || ':' || coalesce(new.ai_employee, '')));
  if exists (
    select 1 from public.early_access_leads
    where lower(email) = lower(new.email) and ai_employee = new.ai_employee
  ) then
    return null;
  end if;
  return new;
end
$$;

create trigger early_access_leads_before_insert
  before insert on public.early_access_leads
  for each row execute function public.early_access_leads_before_insert();

create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null
    constraint contact_messages_name_check
    check (char_length(name) between 1 and 200 and name = public.trim_like_js(name) and name !~ '[\x01-\x1f\x7f-\x9f]'),
  email text not null
    constraint contact_messages_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9_%+''-]+(\.[A-Za-z0-9_%+''-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$'),
  message text not null
    constraint contact_messages_message_check
    check (char_length(message) between 10 and 2000 and message = public.trim_like_js(message)),
  -- HMAC-SHA-256 of the client address with a secret salt: enough to rate-limit, never the address.
  ip_hash text not null constraint contact_messages_ip_hash_check check (ip_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index contact_messages_ip_hash_created_at_idx on public.contact_messages (ip_hash, created_at);
create index contact_messages_created_at_idx on public.contact_messages (created_at);

-- Stores a contact message unless this client already sent p_max within the window. One
-- statement under a per-client lock, so concurrent requests cannot both slip under the limit.
create function public.submit_contact_message(
  p_name text, p_email text, p_message text, p_ip_hash text,
  p_max integer, p_window_seconds integer, p_now timestamptz
) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('contact_messages:' || p_ip_hash));
  if (
    select count(*) from public.contact_messages
    where ip_hash = p_ip_hash and created_at > p_now - make_interval(secs => p_window_seconds)
  ) >= p_max then
    return false;
  end if;
  insert into public.contact_messages (name, email, message, ip_hash, created_at)
  values (p_name, p_email, p_message, p_ip_hash, p_now);
  return true;
end
$$;

-- Row level security on every table. Only anon/authenticated inserts into the waiting list are
-- allowed; contact_messages has no policy at all (only the function's service role writes it).
alter table public.early_access_leads enable row level security;
alter table public.contact_messages enable row level security;

create policy "visitors join a waiting list" on public.early_access_leads
  for insert to anon, authenticated
  with check (source = lower(ai_employee) || '-landing-page');

-- trim_like_js stays executable by everyone: the CHECK constraints call it as the inserting role.
-- D19: revoke first, so a project with Supabase's default grants switched on ends up exactly as
-- closed as a new one; then grant only what the forms need.
revoke all on public.early_access_leads, public.contact_messages from anon, authenticated;
grant insert (name, email, company, ai_employee, source) on public.early_access_leads to anon, authenticated;
grant all on public.early_access_leads, public.contact_messages to service_role;

revoke all on function public.early_access_leads_before_insert() from public, anon, authenticated;
revoke all on function public.submit_contact_message(text, text, text, text, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, integer, integer, timestamptz)
  to service_role;
