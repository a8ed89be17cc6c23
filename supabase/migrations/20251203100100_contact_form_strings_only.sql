-- Issue 59 (review 4, #6): the contact function stores only strings (or null), as the form sends
-- them. An array, object, number or boolean is refused with 22023 before any work, as an unknown
-- field is, instead of being stored as its JSON text.
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
  if exists (select 1 from jsonb_each(p_form) where jsonb_typeof(value) not in ('string', 'null')) then
    raise exception 'p_form holds a value that is neither a string nor null' using errcode = '22023';
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

-- `create or replace` keeps the grants; D19 all the same.
revoke all on function public.submit_contact_message(jsonb, text, text, integer, integer, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(jsonb, text, text, integer, integer, integer, integer, integer, timestamptz)
  to service_role;
