-- Issue 20: rate limits a flood cannot fill the inbox past, and that forget addresses.
-- The salted hash of a client address used to sit on each contact message for as long as the
-- message was kept. It now lives in a ledger of its own, one row per accepted submission of either
-- form, deleted once its window has passed (by the next submission, and hourly by
-- private.purge_expired_form_data); the messages no longer carry it. The ledger also feeds the
-- second line behind the per-address limit: a cap on submissions per minute from everyone
-- together, so rotating addresses (or headers) cannot store more than that.

-- Not exposed by the API (only `public` is), and closed to the API roles all the same (D19).
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.rate_limit_hits (
  id bigint generated always as identity primary key,
  form text not null constraint rate_limit_hits_form_check check (form in ('contact', 'waitlist')),
  -- A salted SHA-256 of the client address: enough to count, never the address.
  ip_hash text not null constraint rate_limit_hits_ip_hash_check check (ip_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  -- The end of the longer of the two windows the row counts in (per address, per minute).
  expires_at timestamptz not null
);
create index rate_limit_hits_address_idx on private.rate_limit_hits (form, ip_hash, created_at);
create index rate_limit_hits_created_at_idx on private.rate_limit_hits (form, created_at);
create index rate_limit_hits_expires_at_idx on private.rate_limit_hits (expires_at);

-- The last window's hashes move to the ledger, so the deploy resets nobody's budget.
insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at)
  select 'contact', ip_hash, created_at, created_at + interval '10 minutes'
  from public.contact_messages
  where created_at > now() - interval '10 minutes';
alter table public.contact_messages drop column ip_hash;

drop function public.submit_contact_message(text, text, text, text, integer, integer, timestamptz);

-- Stores a contact message unless this client reached p_max within its window ('rate_limited')
-- or everyone together p_global_max_per_minute within the last minute ('busy'). One lock for
-- the form: concurrent requests are counted one after the other, so neither limit can be slipped
-- under.
create function public.submit_contact_message(
  p_name text, p_email text, p_message text, p_ip_hash text,
  p_max integer, p_window_seconds integer, p_global_max_per_minute integer, p_now timestamptz
) returns text
language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('rate_limit:contact'));
  delete from private.rate_limit_hits where form = 'contact' and expires_at <= p_now;
  if (
    select count(*) from private.rate_limit_hits
    where form = 'contact' and ip_hash = p_ip_hash and created_at > p_now - make_interval(secs => p_window_seconds)
  ) >= p_max then
    return 'rate_limited';
  end if;
  if (
    select count(*) from private.rate_limit_hits
    where form = 'contact' and created_at > p_now - interval '1 minute'
  ) >= p_global_max_per_minute then
    return 'busy';
  end if;
  insert into public.contact_messages (name, email, message, created_at)
  values (p_name, p_email, p_message, p_now);
  insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at)
  values ('contact', p_ip_hash, p_now, p_now + make_interval(secs => greatest(p_window_seconds, 60)));
  return 'stored';
end
$$;

-- D19: revoke first, then grant only what is needed.
revoke all on all tables in schema private from public, anon, authenticated;
revoke all on function public.submit_contact_message(text, text, text, text, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, integer, integer, integer, timestamptz)
  to service_role;
