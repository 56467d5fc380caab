// Runs autocannon in its own process (the orchestrator pins it to a core with taskset):
// a warm-up, then the measurement. Argument: one JSON object
//   { url, headers, connections, warmupSeconds, durationSeconds }
// Prints one JSON line with the measurement's figures.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const base = { url: opts.url, headers: opts.headers ?? {}, connections: opts.connections ?? 100, pipelining: 1 };

if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(opts.url)) {
  console.error('load-runner only sends traffic to 127.0.0.1');
  process.exit(2);
}

if (opts.warmupSeconds > 0) await autocannon({ ...base, duration: opts.warmupSeconds });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const r = await autocannon({ ...base, duration: opts.durationSeconds ?? 10 });
const cpu = process.cpuUsage(cpu0);
const wallMs = performance.now() - t0;
console.log(
  JSON.stringify({
    requestsPerSec: r.requests.average,
    requestsTotal: r.requests.total,
    latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.average },
    throughputBytesPerSec: r.throughput.average,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodeStats: r.statusCodeStats,
    duration: r.duration,
    // Share of one core the load generator used: near 100 % means it, not the server, may be the limit.
    clientCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  }),
);
