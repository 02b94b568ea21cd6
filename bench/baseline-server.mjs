// The baseline: a bare node:http server that reads a small JSON body, parses it and answers JSON.
// OUR_HEADERS=1: the same, answering with the 11 headers our POST /api/v1/slugify sends (same names and sizes): what
// Node costs for our header contract alone, without any of our code (bench/README.md, "Where each microsecond goes"):
//   node bench/ab.mjs 5 3 'baseline|bench/baseline-server.mjs|4101' 'baseline+headers|bench/baseline-server.mjs|4102|{"OUR_HEADERS":"1"}' 'ours|dist/server.js|4103'
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 4001);
let n = 0;
// Chosen once, so the plain baseline runs no branch per request.
const headersFor = process.env.OUR_HEADERS === '1'
  ? (payload) => {
      const remaining = String(999999999 - ++n);
      return {
        'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', 'x-request-id': '6bc9bd92-b208-4032-821c-f1372f38c7be',
        'cache-control': 'no-store', 'ratelimit-policy': '"per-minute";q=1000000000;w=60', ratelimit: `"per-minute";r=${remaining};t=12`,
        'x-ratelimit-limit': '1000000000', 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': '1796025000',
        'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) };
    }
  : (payload) => ({ 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const payload = JSON.stringify({ echo: body.text });
    res.writeHead(200, headersFor(payload));
    res.end(payload);
  });
}).listen(port, '127.0.0.1', () => console.log(`baseline listening on ${port}`));
