// Our fetch handler (dist/app.js) served under Node the way a platform's Node runtime does it (Vercel's buffers the
// body too): IncomingMessage → Request with the body read into one Buffer → Response → res.
// Benchmarked to show what the WHATWG Request/Response layer costs next to the direct Node adapter. A buffered body
// rather than Readable.toWeb(req): one web stream per request fewer (each costs a makeTransferable in Node 20).
import { createServer } from 'node:http';
import { fetch as handle } from '../dist/app.js';

const port = Number(process.env.PORT ?? 4003);
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    const hasBody = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: hasBody ? (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) : undefined,
    });
    const response = await handle(request, { clientAddress: req.socket.remoteAddress });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}).listen(port, '127.0.0.1', () => console.log(`fetch-handler server listening on ${port}`));
