// The mix a host makes, one row per kind of call: what it asks, how often, and the answer that
// counts as success. Routes are written as in openapi/portal.yaml, so the bench can check each
// tree's contract holds them before it loads the tree (a route change is a change of one row).
// `share`s add up to 1.

/** A day `offset` days from now, YYYY-MM-DD (UTC; the server's Sri Lankan day differs by hours only). */
export const dayFromNow = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Bookings go past the scale data's last stay (about 9 months ahead), one night each, so none collides. */
export const FIRST_BOOKED_DAY = 400;

export const CALLS = [
  { kind: 'dashboard', share: 0.3, method: 'GET', route: '/api/v1/web/dashboard', ok: 200 },
  {
    kind: 'calendar',
    share: 0.25,
    method: 'GET',
    route: '/api/v1/web/properties/{propertyId}/calendar',
    query: ({ calendarDays }) => ({ from: dayFromNow(0), to: dayFromNow(calendarDays) }),
    ok: 200,
  },
  { kind: 'reservations', share: 0.25, method: 'GET', route: '/api/v1/web/reservations', ok: 200 },
  {
    kind: 'wizardSave',
    share: 0.1,
    method: 'PUT',
    // One PUT per step since issue 22 (the table's key names the step); before it, one path per step.
    routes: ['/api/v1/web/properties/{propertyId}/steps/{step}', '/api/v1/web/properties/{propertyId}/name'],
    step: 'name',
    // The version the host last saw: the server refuses a stale one (409), so a host's saves go one after another.
    body: ({ host, n }) => ({ version: host.version, name: `Load villa ${host.propertyId} save ${n}` }),
    ok: 200,
    write: 'save',
  },
  {
    kind: 'booking',
    share: 0.1,
    method: 'POST',
    route: '/api/v1/web/reservations',
    // The host's n-th booking: its units in turn, one night each, a later night once every unit has one.
    body: ({ host, n }) => ({
      propertyId: host.propertyId,
      unitId: host.unitIds[n % host.unitIds.length],
      guestName: `Load guest ${n}`,
      guestEmail: `load-guest-${n}@example.com`,
      checkIn: dayFromNow(FIRST_BOOKED_DAY + Math.floor(n / host.unitIds.length)),
      checkOut: dayFromNow(FIRST_BOOKED_DAY + Math.floor(n / host.unitIds.length) + 1),
      adults: 2,
      paymentMethod: 'onsite',
    }),
    ok: 201,
    write: 'booking',
  },
];

/** The request of one call for one host: method, path (with its query) and JSON body, if any. */
export function requestOf(call, { host, n, calendarDays }) {
  const path = call.route.replace('{propertyId}', String(host.propertyId)).replace('{step}', call.step ?? '');
  const query = call.query ? `?${new URLSearchParams(call.query({ calendarDays }))}` : '';
  return { method: call.method, path: path + query, body: call.body ? JSON.stringify(call.body({ host, n })) : undefined };
}

const holds = (contract, route, method) => Boolean(contract.paths?.[route]?.[method.toLowerCase()]);

/**
 * The mix as one tree's contract (portal.yaml, parsed) answers it: a row with `routes` takes the
 * first its contract holds, so the same mix runs against the commits before and after a route change.
 */
export function callsFor(contract, calls = CALLS) {
  return calls.map(({ routes, ...call }) => (routes ? { ...call, route: routes.find((r) => holds(contract, r, call.method)) ?? routes[0] } : call));
}

/** The calls whose method and route the contract does not hold. */
export function callsMissingFrom(contract, calls = CALLS) {
  return callsFor(contract, calls).filter((call) => !holds(contract, call.route, call.method));
}

/** Each kind's route for this contract, as the generator is told it (open-loop.mjs). */
export const routesFor = (contract) => Object.fromEntries(callsFor(contract).map((call) => [call.kind, call.route]));
