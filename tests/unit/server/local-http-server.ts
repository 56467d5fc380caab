import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  port: number;
  /** "127.0.0.1:<port>", the allow-list entry that lets safeFetch reach it. */
  hostPort: string;
  url: (path?: string) => string;
  /** Every request that reached the server, in order. */
  hits: IncomingMessage[];
  close: () => Promise<void>;
}

/**
 * A throwaway HTTP server on a free port that records each request it gets. `host` '::' listens on
 * both IPv4 and IPv6 loopback, so a request to "localhost" lands here whichever family it picks.
 */
export async function startLocalServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<LocalServer> {
  const hits: IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    hostPort: `127.0.0.1:${port}`,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
