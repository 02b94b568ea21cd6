// The bare baseline (bench/baseline-server.mjs) answering with the 11 headers our POST /api/v1/slugify sends, same
// names and sizes: what Node costs for our header contract alone, without any of our code.
//   node bench/ab.mjs 5 3 'baseline|bench/baseline-server.mjs|4101' 'baseline+headers|bench/baseline-our-headers.mjs|4102' 'ours|dist/server.js|4103'
import { createServer } from 'node:http';
const port = Number(process.env.PORT ?? 4001);
let n = 0;
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const payload = JSON.stringify({ echo: body.text });
    const remaining = String(999999999 - ++n);
    res.writeHead(200, {
      'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', 'x-request-id': '6bc9bd92-b208-4032-821c-f1372f38c7be',
      'cache-control': 'no-store', 'ratelimit-policy': '"per-minute";q=1000000000;w=60', ratelimit: `"per-minute";r=${remaining};t=12`,
      'x-ratelimit-limit': '1000000000', 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': '1796025000',
      'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  });
}).listen(port, '127.0.0.1', () => console.log(`baseline listening on ${port}`));
