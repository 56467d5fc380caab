// The load generator of tests/bench/api-load.mjs, in its own process (pinned to the other core):
// offers the mix of load-calls.mjs open-loop at a fixed rate (arrivals.mjs), whatever the server
// answers. Each call's latency is measured from the time it was scheduled, not from when it was
// sent, so a generator or a connection that falls behind shows up as latency instead of hiding it
// (coordinated omission). Like a browser, each host has up to 6 connections, and a host's writes
// go one after another (a save carries the version the previous one returned).
//
// Argument: a file holding one JSON object { base, hosts: [{ propertyId, unitIds, token, version }],
// csrf: { token, cookie }, ratePerSecond, warmupSeconds, durationSeconds, calendarDays, seed }. Prints one JSON
// line: latencies per kind (calls scheduled after the warm-up), statuses, failures, how late the
// generator sent, and every write the server acknowledged (for the lost-write check).
// Exits 3 at once when a route answers 404 or 405: the mix no longer matches the server's API.
// Exits 4 when a call of the mix fails in the check made once before the load begins.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { scheduleArrivals } from './arrivals.mjs';
import { summarise } from './latency-summary.mjs';
import { CALLS as MIX, requestOf } from './load-calls.mjs';

const opts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// The route of each kind on the server under test (load-calls.mjs callsFor, from its own contract).
const CALLS = MIX.map(({ routes, ...call }) => ({ ...call, route: opts.routes?.[call.kind] ?? call.route ?? routes[0] }));
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(opts.base)) {
  console.error('open-loop only sends traffic to 127.0.0.1');
  process.exit(2);
}
const { hostname, port } = new URL(opts.base);
const REQUEST_TIMEOUT_MS = 30_000;
const callOf = Object.fromEntries(CALLS.map((call) => [call.kind, call]));
const hosts = opts.hosts.map((h) => ({
  ...h,
  agent: new http.Agent({ keepAlive: true, maxSockets: 6 }),
  writes: Promise.resolve(),
  sent: Object.fromEntries(CALLS.map((c) => [c.kind, 0])),
}));
const warmupMs = opts.warmupSeconds * 1000;
const untilMs = warmupMs + opts.durationSeconds * 1000;
const schedule = scheduleArrivals({ ratePerSecond: opts.ratePerSecond, hosts: hosts.length, calls: CALLS, untilMs, seed: opts.seed ?? 1 });

const latencies = Object.fromEntries(CALLS.map((c) => [c.kind, []]));
const statuses = {};
const failures = {};
const sendLagMs = [];
const acknowledged = { saves: {}, bookings: [] };
let answeredInWindow = 0;
const bySecond = [];

function send(host, { method, path, body }) {
  return new Promise((resolve) => {
    const headers = { accept: 'application/json', authorization: `Bearer ${host.token}` };
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'x-csrf-token': opts.csrf.token, cookie: opts.csrf.cookie });
    const req = http.request({ hostname, port, method, path, agent: host.agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  });
}

/** What the generator knows of a host's saves: those acknowledged, and those sent but never answered. */
const savesOf = (host) => (acknowledged.saves[host.propertyId] ??= { saves: 0, lastName: null, unansweredNames: [] });

/** Keeps what a write's success answer says; false when that answer is not the contract's. */
function acknowledge(call, host, request, answer) {
  let data;
  try {
    data = JSON.parse(answer.body).data;
  } catch {
    return false;
  }
  if (call.write === 'save') {
    host.version = data.version;
    const ack = savesOf(host);
    ack.saves++;
    ack.lastName = JSON.parse(request.body).name;
  } else if (call.write === 'booking') acknowledged.bookings.push(data.code);
  return true;
}

/** One call of `call`'s kind by `host`; a host's writes wait for its previous write. */
function perform(call, host) {
  const n = ++host.sent[call.kind];
  const exchange = async () => {
    const request = requestOf(call, { host, n, calendarDays: opts.calendarDays });
    const answer = await send(host, request);
    // A save with no answer (a timeout, a reset) may still have been stored: the lost-write check
    // must not count it either way.
    if (call.write === 'save' && answer.status === 0) savesOf(host).unansweredNames.push(JSON.parse(request.body).name);
    if (answer.status === 404 || answer.status === 405) {
      console.error(`${call.kind}: ${request.method} ${call.route} answered ${answer.status} (${answer.body.slice(0, 200)}): the mix in load-calls.mjs does not match this server's API`);
      process.exit(3);
    }
    const succeeded = answer.status === call.ok && (!call.write || acknowledge(call, host, request, answer));
    return { ...answer, succeeded };
  };
  return call.write ? (host.writes = host.writes.then(exchange)) : exchange();
}

async function offer(arrival, scheduledAt) {
  const call = callOf[arrival.kind];
  // How late the dispatcher offered the call: a generator short of CPU would show here.
  sendLagMs.push(performance.now() - scheduledAt);
  // The wait behind the host's previous write counts in the latency.
  const answer = await perform(call, hosts[arrival.host]);
  if (arrival.at < warmupMs) return;
  const answeredAt = performance.now();
  latencies[call.kind].push(answeredAt - scheduledAt);
  // By the second it was due: tells a stall (every call late by the same) from a growing queue.
  (bySecond[Math.floor((arrival.at - warmupMs) / 1000)] ??= []).push(answeredAt - scheduledAt);
  if (answeredAt <= started + untilMs) answeredInWindow++;
  const key = `${call.kind} ${answer.status || answer.error}`;
  statuses[key] = (statuses[key] ?? 0) + 1;
  if (!answer.succeeded) failures[key] = (failures[key] ?? 0) + 1;
}

// Before the clock starts, each kind of call once, one after another: a route the server lacks
// stops the run here, and what the server prepares at a route's first call (its validators and
// serialisers are compiled then) is not charged to the first seconds of the schedule.
for (const call of CALLS) {
  const answer = await perform(call, hosts[0]);
  if (!answer.succeeded) {
    console.error(`${call.kind}: ${call.method} ${call.route} answered ${answer.status || answer.error} before the load began: ${String(answer.body).slice(0, 300)}`);
    process.exit(4);
  }
}

// Dispatch: wake at the next arrival and offer every arrival that is due.
const started = performance.now() + 50;
const inFlight = [];
await new Promise((resolve) => {
  let next = 0;
  const tick = () => {
    const now = performance.now();
    while (next < schedule.length && started + schedule[next].at <= now) {
      inFlight.push(offer(schedule[next], started + schedule[next].at));
      next++;
    }
    if (next === schedule.length) return resolve();
    setTimeout(tick, Math.max(0, started + schedule[next].at - performance.now()));
  };
  setTimeout(tick, 50);
});
await Promise.all(inFlight);
for (const host of hosts) host.agent.destroy();

const measured = schedule.filter((a) => a.at >= warmupMs).length;
console.log(
  JSON.stringify({
    ratePerSecond: opts.ratePerSecond,
    seconds: opts.durationSeconds,
    offered: measured,
    // Throughput: calls of the measured period answered within it. Every scheduled call is
    // answered or fails (bounded by the request timeout): none is dropped from the latencies.
    answeredPerSecond: answeredInWindow / opts.durationSeconds,
    byKind: Object.fromEntries(Object.entries(latencies).map(([kind, values]) => [kind, summarise(values)])),
    statuses,
    failures,
    sendLag: summarise(sendLagMs),
    p99BySecond: Array.from(bySecond, (values) => summarise(values ?? []).p99),
    acknowledged,
  }),
);
