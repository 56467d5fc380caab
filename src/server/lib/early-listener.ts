import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorBody } from './http-error';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface EarlyListener {
  server: Server;
  /** The port it listens on (the one asked for, or the one the system gave for port 0). */
  port: number;
  /** For Fastify's `serverFactory`: from now on `handler` answers, starting with the requests that waited. */
  handOver(handler: RequestHandler): Server;
  /** Shutting down: new requests get 503 in the error shape, with the security headers. */
  refuseNewRequests(): void;
  /** Requests waiting for the app right now. */
  readonly waiting: number;
}

export interface EarlyListenerOptions {
  port: number;
  host: string;
  /** The security headers for a path (the same ones the app sends). */
  headersFor: (url: string) => Record<string, string>;
  /** At most this many requests wait for the app; more get 503 (a flood must not grow memory). */
  maxWaiting?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The HTTP server, listening before the slow part of start-up (opening the embedded database,
 * migrating, compiling the contract's routes), so that a process manager or load balancer sees the
 * process alive at once: `GET /health` (the process only, as the app's own /health) answers
 * straight away, and every other request waits until the app takes over, then is answered by it
 * as if it had just arrived. `GET /api/v1/health`, which asks the database, is among those that
 * wait: it is the readiness check.
 *
 * It also answers the requests that arrive while the process shuts down (503, with the security
 * headers and the error shape), which Fastify's own `return503OnClosing` answer had neither of.
 */
export async function listenEarly({ port, host, headersFor, maxWaiting = 1000 }: EarlyListenerOptions): Promise<EarlyListener> {
  let handler: RequestHandler | null = null;
  let refusing = false;
  const queue: [IncomingMessage, ServerResponse][] = [];

  const answer = (request: IncomingMessage, response: ServerResponse, status: number, body: object) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      ...headersFor(request.url ?? '/'),
      'content-type': JSON_TYPE,
      'content-length': Buffer.byteLength(text),
      ...(status === 503 ? { 'retry-after': '5', connection: 'close' } : {}),
    });
    response.end(text);
  };

  const server = createServer((request, response) => {
    if (refusing) return answer(request, response, 503, errorBody('The server is restarting. Please try again in a moment'));
    if (handler) return handler(request, response);
    if (request.url === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      return answer(request, response, 200, { status: 'ok' });
    }
    if (queue.length >= maxWaiting) return answer(request, response, 503, errorBody('The server is starting. Please try again in a moment'));
    queue.push([request, response]);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();

  return {
    server,
    port: address && typeof address === 'object' ? address.port : port,
    handOver(appHandler) {
      handler = appHandler;
      for (const [request, response] of queue.splice(0)) {
        // A client that gave up while waiting needs no answer.
        if (!request.destroyed) appHandler(request, response);
      }
      return server;
    },
    refuseNewRequests() {
      refusing = true;
      // Waiting requests are answered too: the app that would have answered them is not coming.
      for (const [request, response] of queue.splice(0)) if (!request.destroyed) answer(request, response, 503, errorBody('The server is restarting. Please try again in a moment'));
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Stops accepting connections and resolves once the requests under way have been answered (idle
 * keep-alive connections are closed at once); a connection still open after `graceMs` is cut.
 */
export function closeServer(server: Server, graceMs = 10_000): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
  });
}
