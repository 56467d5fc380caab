-- The calendar's one read (src/server/modules/calendar/calendar-view.ts), as a function so that its
-- plan is made once per connection and reused: PL/pgSQL keeps the plans of its statements for the
-- session. Planning this statement cost more than running it on the embedded database (about
-- 1.4 ms of 3 ms in WebAssembly), and the calendar is read on every visit.
-- p_owner null: any owner (admins). p_statuses: the occupying statuses (src/rules/reservation-status.ts).
-- Stays are found by property and check-out (reservations_property_check_out_idx), so years of past
-- stays are never scanned. Null when the property is not the caller's.
CREATE OR REPLACE FUNCTION property_calendar(p_property integer, p_owner integer, p_from date, p_to date, p_statuses text[])
RETURNS json
LANGUAGE plpgsql STABLE
AS $function$
BEGIN
  RETURN (
    SELECT json_build_object(
      'property', json_build_object('id', p.id, 'name', p.name, 'currency', p.currency, 'pricePerNight', p.price_per_night),
      'units', (SELECT coalesce(json_agg(json_build_array(u.id, u.name, u.price_per_night) ORDER BY u.id), '[]')
        FROM accommodation_units u WHERE u.property_id = p.id),
      'rates', (SELECT coalesce(json_agg(json_build_array(r.unit_id, r.night, r.price, r.min_stay)), '[]')
        FROM accommodation_units u JOIN unit_night_rates r ON r.unit_id = u.id
        WHERE u.property_id = p.id AND r.night >= p_from AND r.night < p_to),
      'stays', (SELECT coalesce(json_agg(json_build_array(s.unit_id, s.code, s.check_in, s.check_out, s.guest_name, s.channel, s.status)), '[]')
        FROM reservations s
        WHERE s.property_id = p.id AND s.check_out > p_from AND s.check_in < p_to AND s.status = ANY (p_statuses)),
      'blocks', (SELECT coalesce(json_agg(json_build_array(b.id, b.unit_id, b.starts_on, b.ends_on, b.source, b.channel, b.note, e.kind, f.name)), '[]')
        FROM accommodation_units u JOIN calendar_blocks b ON b.unit_id = u.id
        LEFT JOIN ical_feed_events e ON e.feed_id = b.feed_id AND e.uid = b.feed_uid
        LEFT JOIN ical_feeds f ON f.id = b.feed_id
        WHERE u.property_id = p.id AND b.starts_on < p_to AND b.ends_on > p_from))
    FROM properties p
    WHERE p.id = p_property AND (p_owner IS NULL OR p.owner_id = p_owner)
  );
END
$function$;
