// Lost writes: writes the server acknowledged that the database does not hold once it stopped.
// - A save: each property's version must have risen by exactly the saves acknowledged for it,
//   and its name must be the last one acknowledged. Saves sent but never answered (a timeout) may
//   or may not have been stored: the version may rise by up to that many more, and the name may be
//   one of theirs.
// - A booking: every reservation code answered 201 must be stored.

/**
 * `hosts`: as seeded ({ propertyId, version }); `acknowledged`: from the generator
 * ({ saves: { [propertyId]: { saves, lastName } }, bookings: [code] }); `stored`: read back
 * ({ properties: [{ id, version, name }], bookingCodes: [code] }).
 */
export function countLostWrites({ hosts, acknowledged, stored }) {
  const properties = new Map(stored.properties.map((p) => [p.id, p]));
  let saves = 0;
  let lostSaves = 0;
  for (const host of hosts) {
    const ack = acknowledged.saves[host.propertyId] ?? { saves: 0, lastName: null, unansweredNames: [] };
    const unanswered = ack.unansweredNames ?? [];
    saves += ack.saves;
    const row = properties.get(host.propertyId);
    if (!row) {
      lostSaves += ack.saves;
      continue;
    }
    const rise = row.version - host.version;
    const gap = rise < ack.saves ? ack.saves - rise : rise > ack.saves + unanswered.length ? rise - ack.saves - unanswered.length : 0;
    const nameKept = ack.lastName === null || row.name === ack.lastName || unanswered.includes(row.name);
    if (gap !== 0 || !nameKept) lostSaves += Math.max(1, gap);
  }
  const found = new Set(stored.bookingCodes);
  const lostBookings = acknowledged.bookings.filter((code) => !found.has(code)).length;
  return { saves, lostSaves, bookings: acknowledged.bookings.length, lostBookings, lostWrites: lostSaves + lostBookings };
}
