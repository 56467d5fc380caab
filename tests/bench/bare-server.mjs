// The throughput baseline: a bare node:http server answering a small JSON body.
// Usage: PORT=<port> HOST=127.0.0.1 node tests/bench/bare-server.mjs
import { createServer } from 'node:http';

const body = JSON.stringify({ data: [{ id: 1, name: 'Hotel' }, { id: 2, name: 'Villa' }] });
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`bare server listening on ${JSON.stringify(server.address())}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
