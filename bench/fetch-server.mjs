// Our fetch handler (dist/app.js) served under Node the plain way: IncomingMessage → Request → Response.
// Benchmarked only to show what the WHATWG Request/Response layer costs next to the direct Node adapter.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { fetch as handle } from '../dist/app.js';

const port = Number(process.env.PORT ?? 4003);
createServer(async (req, res) => {
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Readable.toWeb(req),
    duplex: 'half',
  });
  const response = await handle(request, { clientAddress: req.socket.remoteAddress });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, '127.0.0.1', () => console.log(`fetch-handler server listening on ${port}`));
