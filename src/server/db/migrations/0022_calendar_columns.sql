-- The calendar's one read (migrations 0012, 0018) with less JSON to build and to parse. Building one
-- small JSON array per row (json_build_array, then json_agg) was most of the statement's time at the
-- scale data (a year of a five-unit property: 350 rate overrides and 180 stays, about 0.45 of
-- 1.0 ms on PostgreSQL), so rows now come as columns, one array_agg per field:
-- - each unit carries its own overrides as three arrays (night index in [p_from, p_to), price,
--   minimum stay; null when it has none), gathered per unit through the primary key (unit, night);
-- - stays are seven parallel arrays (null when there are none), their dates as day offsets from
--   p_from (a number written instead of a date formatted, twice per stay);
-- - blocks (a few per unit) stay one array per block.
-- Same arguments, same owner check (null: not the caller's property), same indexes.
CREATE OR REPLACE FUNCTION property_calendar(p_property integer, p_owner integer, p_from date, p_to date, p_statuses text[])
RETURNS json
LANGUAGE plpgsql STABLE
AS $function$
BEGIN
  RETURN (
    SELECT json_build_object(
      'property', json_build_object('id', p.id, 'name', p.name, 'currency', p.currency, 'pricePerNight', p.price_per_night),
      'units', (SELECT coalesce(json_agg(json_build_array(u.id, u.name, u.price_per_night, r.nights, r.prices, r.min_stays) ORDER BY u.id), '[]')
        FROM accommodation_units u
        CROSS JOIN LATERAL (SELECT array_agg(r.night - p_from) AS nights, array_agg(r.price) AS prices, array_agg(r.min_stay) AS min_stays
          FROM unit_night_rates r WHERE r.unit_id = u.id AND r.night >= p_from AND r.night < p_to) r
        WHERE u.property_id = p.id),
      'stays', (SELECT json_build_array(array_agg(s.unit_id), array_agg(s.code), array_agg(s.check_in - p_from), array_agg(s.check_out - p_from),
          array_agg(s.guest_name), array_agg(s.channel), array_agg(s.status))
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
