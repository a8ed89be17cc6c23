/**
 * Supabase's API roles, as the hosted platform creates them before any migration runs.
 * `defaultGrants` models a project with the old "default grants" switched on (D19): every new
 * table and function in public is then granted to anon and authenticated unless revoked.
 */
export function supabaseRolesSql(options: { defaultGrants: boolean }): string {
  const roles = `
    do $$
    begin
      if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
      if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
      if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
    end
    $$;
    grant usage on schema public to anon, authenticated, service_role;
  `;
  const defaultGrants = `
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  `;
  return options.defaultGrants ? roles + defaultGrants : roles;
}
