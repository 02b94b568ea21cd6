// The baseline: a bare node:http server that reads a small JSON body, parses it and answers JSON.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 4001);
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const payload = JSON.stringify({ echo: body.text });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  });
}).listen(port, '127.0.0.1', () => console.log(`baseline listening on ${port}`));
