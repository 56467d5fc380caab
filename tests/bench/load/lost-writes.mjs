// Lost writes: writes the server acknowledged that the database does not hold once it stopped.
// - A save: each property's version must have risen by exactly the saves acknowledged for it,
//   and its name must be the last one acknowledged.
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
    const ack = acknowledged.saves[host.propertyId] ?? { saves: 0, lastName: null };
    saves += ack.saves;
    const row = properties.get(host.propertyId);
    if (!row) {
      lostSaves += ack.saves;
      continue;
    }
    const gap = ack.saves - (row.version - host.version);
    if (gap !== 0 || (ack.lastName !== null && row.name !== ack.lastName)) lostSaves += Math.max(1, Math.abs(gap));
  }
  const found = new Set(stored.bookingCodes);
  const lostBookings = acknowledged.bookings.filter((code) => !found.has(code)).length;
  return { saves, lostSaves, bookings: acknowledged.bookings.length, lostBookings, lostWrites: lostSaves + lostBookings };
}
