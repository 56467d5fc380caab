import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OpenDatabase, PoolUse } from '../../db/database';
import type { Clock } from '../clock';
import type { JobObserver } from '../jobs/job-worker';
import { readQueueStates, type QueueState } from './job-queue-state';

interface RequestLabels {
  method: string;
  /** The route pattern (routeLabel), never the raw URL: ids and query strings would make a series each. */
  route: string;
  status: number;
}

/** What /metrics shows (METRICS / METRICS_TOKEN); one registry per app, so tests' apps never share counts. */
export interface Metrics {
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** Counts one queue's jobs run by this process. */
  jobObserver(queue: QueueState['queue']): JobObserver;
  /** The Prometheus text exposition and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/** Where the scraper reads them; also a plain 404 while they are off (plugins/web-app.ts). */
export const METRICS_PATH = '/metrics';

/** Seconds: most answers take milliseconds; uploads and exports may take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function poolGauges(registry: Registry, database: OpenDatabase): void {
  const { poolUse } = database;
  if (!poolUse) return; // PGlite: one connection in the process; database_info says which it is
  const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolUse()));
      },
    });
  gauge('db_pool_max_connections', 'Connections this process may open (DATABASE_POOL_SIZE)', (use) => use.max);
  gauge('db_pool_connections', 'Connections this process has open', (use) => use.total);
  gauge('db_pool_idle_connections', 'Open connections not running a query', (use) => use.idle);
  gauge('db_pool_waiting_queries', 'Queries waiting for a free connection (above 0 for long: the pool is too small)', (use) => use.waiting);
}

function queueGauge(registry: Registry, database: OpenDatabase, clock: Clock): void {
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Rows of each job queue by state, read from the database at each scrape (the same in every process): due (waiting for a worker), leased (being run), failing (last try failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // An unreadable database leaves the series out of this scrape rather than failing it.
      const states = await readQueueStates(database.db, clock()).catch(() => []);
      for (const { queue, ...counts } of states) {
        for (const [state, value] of Object.entries(counts)) this.set({ queue, state }, value);
      }
    },
  });
}

export function createMetrics({ database, clock }: { database: OpenDatabase; clock: Clock }): Metrics {
  const registry = new Registry();
  // CPU, memory, event-loop lag, handles, GC: prom-client's standard process and Node.js metrics.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({ name: 'database_info', help: 'The database this process uses: pglite (embedded, no pool metrics) or postgres', labelNames: ['kind'], registers: [registry] }).set({ kind: database.kind }, 1);
  poolGauges(registry, database);
  queueGauge(registry, database, clock);
  const running = new Gauge({ name: 'jobs_running', help: 'Jobs this process is running now', labelNames: ['queue'], registers: [registry] });
  const finished = new Counter({ name: 'jobs_finished_total', help: 'Jobs this process ran, by how they ended (failed: the job threw)', labelNames: ['queue', 'outcome'], registers: [registry] });

  return {
    observeRequest({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    jobObserver(queue) {
      running.set({ queue }, 0);
      return {
        started: () => running.inc({ queue }),
        finished: (outcome) => {
          running.dec({ queue });
          finished.inc({ queue, outcome });
        },
      };
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
