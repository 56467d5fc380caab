-- The dashboard shows the oldest few requests waiting for an answer and counts all of them.
--
-- Before, it listed up to 50 waiting requests (each a whole reservation view, 35 of the 39 KB of a
-- busy host's dashboard) and counted the list, so its "Requests waiting" figure stopped at 50. Now
-- the function takes the length of that list apart from the others' (p_requests) and answers how
-- many wait in all; the reservations page lists every one of them. The rest is migration 0038's.
DROP FUNCTION host_dashboard(integer, date, date, integer, text[], text[]);
--> statement-breakpoint
CREATE FUNCTION host_dashboard(p_owner integer, p_today date, p_month date, p_cap integer, p_requests integer, p_payout_plans text[], p_occupying text[])
RETURNS json
LANGUAGE plpgsql STABLE
AS $function$
DECLARE
  v_last_month date := (p_month - interval '1 month')::date;
  v_next_month date := (p_month + interval '1 month')::date;
  v_submitted integer;
  v_draft integer;
  v_focus integer;
  v_lists json;
  v_waiting integer;
  v_by_status json;
BEGIN
  SELECT min(first_id) FILTER (WHERE status <> 'draft'), min(first_id) FILTER (WHERE status = 'draft'),
      coalesce(json_agg(json_build_object('status', status, 'n', n, 'firstId', first_id)), '[]')
    INTO v_submitted, v_draft, v_by_status
    FROM (SELECT status, count(*)::int AS n, min(id) AS first_id FROM properties WHERE owner_id = p_owner GROUP BY status) g;
  v_focus := coalesce(v_submitted, v_draft);

  -- The five lists from one pass over the host's stays that any of them can hold: each stay with its
  -- property's and unit's names and the property type (room or unit), as the reservation list shows it.
  WITH stays AS (
    SELECT r.*, json_build_object('reservation', to_json(r), 'propertyName', p.name, 'unitName', u.name,
        'letsRooms', coalesce(t.is_room_or_homestay, false), 'typeName', t.name) AS view
      FROM reservations r
      JOIN properties p ON p.id = r.property_id
      JOIN accommodation_units u ON u.id = r.unit_id
      LEFT JOIN property_types t ON t.id = p.property_type_id
      WHERE p.owner_id = p_owner
        AND (r.status = 'pending' OR (r.check_in <= p_today + 7 AND r.check_out >= p_today))
  )
  SELECT json_build_object(
      'arrivals', (SELECT coalesce(json_agg(view ORDER BY check_in, id), '[]') FROM (SELECT view, check_in, id FROM stays
        WHERE check_in = p_today AND status IN ('confirmed', 'checked_in') ORDER BY check_in, id LIMIT p_cap) s),
      'departures', (SELECT coalesce(json_agg(view ORDER BY check_in, id), '[]') FROM (SELECT view, check_in, id FROM stays
        WHERE check_out = p_today AND status IN ('confirmed', 'checked_in', 'checked_out') ORDER BY check_in, id LIMIT p_cap) s),
      'staying', (SELECT coalesce(json_agg(view ORDER BY check_out, id), '[]') FROM (SELECT view, check_out, id FROM stays
        WHERE check_in < p_today AND check_out > p_today AND status IN ('confirmed', 'checked_in') ORDER BY check_out, id LIMIT p_cap) s),
      'weekAhead', (SELECT coalesce(json_agg(view ORDER BY check_in, id), '[]') FROM (SELECT view, check_in, id FROM stays
        WHERE check_in > p_today AND check_in <= p_today + 7 AND status IN ('pending', 'confirmed') ORDER BY check_in, id LIMIT p_cap) s),
      'pendingRequests', (SELECT coalesce(json_agg(view ORDER BY created_at, id), '[]') FROM (SELECT view, created_at, id FROM stays
        WHERE status = 'pending' ORDER BY created_at, id LIMIT p_requests) s)),
    (SELECT count(*)::int FROM stays WHERE status = 'pending')
    INTO v_lists, v_waiting
    FROM (SELECT 1) one;

  RETURN json_build_object(
    'lists', v_lists,
    'waitingRequests', v_waiting,
    'byStatus', v_by_status,
    -- Booked nights of listed properties in this month and the last, against their units.
    'occupancy', (SELECT json_build_object(
        'units', (SELECT count(*)::int FROM accommodation_units u JOIN properties p ON p.id = u.property_id WHERE p.owner_id = p_owner AND p.status = 'listed'),
        'nights', array[
          coalesce(sum(greatest(0, least(r.check_out, v_next_month) - greatest(r.check_in, p_month))), 0)::int,
          coalesce(sum(greatest(0, least(r.check_out, p_month) - greatest(r.check_in, v_last_month))), 0)::int])
      FROM reservations r JOIN properties p ON p.id = r.property_id
      WHERE p.owner_id = p_owner AND p.status = 'listed' AND r.status IN ('confirmed', 'checked_in', 'checked_out')
        AND r.check_in < v_next_month AND r.check_out > v_last_month),
    'payoutListings', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'status', l.status, 'planName', l.plan_name, 'payments', l.payments) ORDER BY l.id), '[]')
      FROM (SELECT p.id, p.name, p.status, pl.name AS plan_name, p.payments FROM properties p JOIN plans pl ON pl.id = p.plan_id
        WHERE p.owner_id = p_owner AND pl.name = ANY (p_payout_plans) ORDER BY p.id LIMIT p_cap) l),
    'setup', json_build_object(
      'submittedId', v_submitted,
      'draftId', v_draft,
      -- Photos guests see: a new photo of a live listing waits for review (migration 0037).
      'photos', (SELECT count(*)::int FROM listing_photos WHERE property_id = v_focus AND NOT waiting_for_review),
      'feeds', EXISTS (SELECT 1 FROM ical_feeds f JOIN accommodation_units u ON u.id = f.unit_id JOIN properties p ON p.id = u.property_id WHERE p.owner_id = p_owner),
      'calendarTouched', EXISTS (SELECT 1 FROM properties p JOIN accommodation_units u ON u.property_id = p.id
        WHERE p.owner_id = p_owner AND (EXISTS (SELECT 1 FROM unit_night_rates n WHERE n.unit_id = u.id)
          OR EXISTS (SELECT 1 FROM calendar_blocks b WHERE b.unit_id = u.id AND b.source = 'host')))),
    'hasFeedErrors', EXISTS (SELECT 1 FROM ical_feeds f JOIN accommodation_units u ON u.id = f.unit_id JOIN properties p ON p.id = u.property_id
      WHERE p.owner_id = p_owner AND (f.last_status = 'error' OR f.empty_since IS NOT NULL)),
    'hasConflicts', EXISTS (SELECT 1 FROM ical_conflicts c JOIN ical_feeds f ON f.id = c.feed_id JOIN accommodation_units u ON u.id = f.unit_id
        JOIN properties p ON p.id = u.property_id LEFT JOIN reservations r ON r.id = c.reservation_id
      WHERE p.owner_id = p_owner AND (c.block_id IS NOT NULL OR r.status = ANY (p_occupying))));
END
$function$;
