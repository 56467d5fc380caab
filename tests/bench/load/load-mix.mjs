// The load generator of tests/bench/api-load.mjs, in its own process (pinned to the other core):
// one virtual host per connection, each in a loop of a realistic mix for its own data — the
// dashboard, a two-month calendar, the reservation list, and a wizard save (the property's name,
// with the version it last saw) — for a warm-up, then the measured period. Argument: one JSON
// object { base, hosts: [{ propertyId, token, version }], csrf: { token, cookie }, warmupSeconds,
// durationSeconds }. Prints one JSON line: counts, latencies per kind, statuses, and the saves the
// server acknowledged per property (for the lost-write check).
import http from 'node:http';

const opts = JSON.parse(process.argv[2]);
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(opts.base)) {
  console.error('load-mix only sends traffic to 127.0.0.1');
  process.exit(2);
}
const { hostname, port } = new URL(opts.base);
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.hosts.length });
const MIX = [
  ['dashboard', 0.3],
  ['calendar', 0.25],
  ['reservations', 0.25],
  ['wizardSave', 0.2],
];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function request(method, path, headers, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ hostname, port, method, path, agent, headers: { accept: 'application/json', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message }));
    if (body) req.end(body);
    else req.end();
  });
}

const pick = () => {
  let r = Math.random();
  for (const [kind, share] of MIX) if ((r -= share) < 0) return kind;
  return MIX[0][0];
};

const measured = { latencies: Object.fromEntries(MIX.map(([kind]) => [kind, []])), statuses: {}, errors: {}, count: 0 };
const acknowledged = {}; // propertyId → { saves, lastName }
let measuring = false;
let stopping = false;

async function virtualHost(host, index) {
  const auth = { authorization: `Bearer ${host.token}` };
  let version = host.version;
  let n = 0;
  while (!stopping) {
    const kind = pick();
    let result;
    let savedName = null;
    if (kind === 'dashboard') result = await request('GET', '/api/v1/web/dashboard', auth);
    else if (kind === 'calendar') result = await request('GET', `/api/v1/web/properties/${host.propertyId}/calendar?from=${day(0)}&to=${day(opts.calendarDays ?? 62)}`, auth);
    else if (kind === 'reservations') result = await request('GET', '/api/v1/web/reservations', auth);
    else {
      savedName = `Load villa ${index} save ${++n}`;
      result = await request(
        'PUT',
        `/api/v1/web/properties/${host.propertyId}/steps/name`,
        { ...auth, 'content-type': 'application/json', 'x-csrf-token': opts.csrf.token, cookie: opts.csrf.cookie },
        JSON.stringify({ version, name: savedName }),
      );
      if (result.status === 200) {
        version = JSON.parse(result.body).data.version;
        const ack = (acknowledged[host.propertyId] ??= { saves: 0, lastName: null });
        ack.saves++;
        ack.lastName = savedName;
      }
    }
    if (!measuring) continue;
    measured.count++;
    measured.latencies[kind].push(result.ms);
    const key = `${kind} ${result.status}`;
    measured.statuses[key] = (measured.statuses[key] ?? 0) + 1;
    if (result.error) measured.errors[result.error] = (measured.errors[result.error] ?? 0) + 1;
  }
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null);
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
};

const loops = opts.hosts.map((host, i) => virtualHost(host, i));
await new Promise((resolve) => setTimeout(resolve, opts.warmupSeconds * 1000));
measuring = true;
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, opts.durationSeconds * 1000));
measuring = false;
const seconds = (performance.now() - started) / 1000;
stopping = true;
await Promise.all(loops);
agent.destroy();

const all = Object.values(measured.latencies).flat();
console.log(
  JSON.stringify({
    seconds,
    requests: measured.count,
    requestsPerSec: measured.count / seconds,
    overall: summary(all),
    byKind: Object.fromEntries(Object.entries(measured.latencies).map(([kind, values]) => [kind, summary(values)])),
    statuses: measured.statuses,
    errors: measured.errors,
    acknowledged,
  }),
);
