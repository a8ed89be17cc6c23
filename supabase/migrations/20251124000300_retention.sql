-- Issue 20: the retention the privacy page promises, run on a schedule instead of by hand.
-- "24 months from your last contact with us": an address's rows (both forms) go once its latest
-- row is older than p_retention. Rate-limit hashes go once their window has passed.
create function private.purge_expired_form_data(
  p_retention interval default interval '24 months',
  p_now timestamptz default now()
) returns table (removed_leads bigint, removed_messages bigint, removed_rate_limit_hits bigint)
language sql set search_path = ''
as $$
  with recent as (
    select lower(email) as email from public.early_access_leads where created_at >= p_now - p_retention
    union
    select lower(email) from public.contact_messages where created_at >= p_now - p_retention
  ), leads as (
    delete from public.early_access_leads
    where created_at < p_now - p_retention and lower(email) not in (select email from recent)
    returning 1
  ), messages as (
    delete from public.contact_messages
    where created_at < p_now - p_retention and lower(email) not in (select email from recent)
    returning 1
  ), hits as (
    delete from private.rate_limit_hits where expires_at <= p_now returning 1
  )
  select (select count(*) from leads), (select count(*) from messages), (select count(*) from hits)
$$;

revoke all on function private.purge_expired_form_data(interval, timestamptz) from public, anon, authenticated;

-- Hosted Supabase runs it hourly with pg_cron. Where pg_cron is missing or cannot load (PGlite, a
-- plain PostgreSQL) the migration still succeeds: the embedded server runs the same function at
-- start and hourly, and any other host must schedule it (docs/deploy.md).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-expired-form-data', '7 * * * *', 'select private.purge_expired_form_data()');
    exception when others then
      raise warning 'pg_cron is not usable here (%); schedule select private.purge_expired_form_data() hourly yourself', sqlerrm;
    end;
  end if;
end
$$;
