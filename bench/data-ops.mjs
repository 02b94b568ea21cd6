// csv-to-json and json-to-toon on a 1 MB document: our HTTP path (a running server, request → parsed response)
// against the library called directly in-process on the same document (papaparse for CSV, @toon-format/toon for
// TOON). The ratio is what our path costs on top: HTTP, validation, lossless numbers, key order, typing rules.
import { request } from 'node:http';
import { encode } from '@toon-format/toon';
import Papa from 'papaparse';

const RUNS = 7;

/** ~1,000,000 bytes of CSV: ids, names, decimals, booleans and zip codes with leading zeros. */
export function csvDocument() {
  const lines = ['id,name,price,active,zip'];
  let size = lines[0].length + 1;
  for (let i = 1; size < 1_000_000; i++) {
    const line = `${i},Item ${i},${(i * 1.25).toFixed(2)},${i % 3 === 0},0${(i * 7919) % 100000}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n') + '\n';
}

/** ~1,000,000 bytes of JSON: an array of uniform objects (TOON's best case, a table). */
export function jsonDocument() {
  const items = [];
  let size = 2;
  for (let i = 1; size < 1_000_000; i++) {
    const item = JSON.stringify({ id: i, name: `Item ${i}`, price: i * 1.25, active: i % 3 === 0, tags: ['a', 'b'] });
    items.push(item);
    size += item.length + 1;
  }
  return `[${items.join(',')}]`;
}

function post(port, path, body) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function medianMs(fn) {
  await fn();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

/** Timings against a server listening on `port` with a body limit of at least 4 MiB. */
export async function dataOpTimings(port) {
  const csv = csvDocument();
  const json = jsonDocument();
  const csvBody = JSON.stringify({ csv });
  const toonBody = JSON.stringify({ text: json });
  const check = async (path, body) => {
    const reply = await post(port, path, body);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text.slice(0, 200)}`);
    JSON.parse(reply.text);
  };
  const rows = [
    {
      name: 'csv-to-json',
      bytes: Buffer.byteLength(csv),
      ours: await medianMs(() => check('/api/v1/csv-to-json', csvBody)),
      library: await medianMs(() => JSON.stringify(Papa.parse(csv, { header: true, dynamicTyping: true, skipEmptyLines: true }).data)),
      libraryName: 'papaparse (header, dynamicTyping) + JSON.stringify',
    },
    {
      name: 'json-to-toon',
      bytes: Buffer.byteLength(json),
      ours: await medianMs(() => check('/api/v1/json-to-toon', toonBody)),
      library: await medianMs(() => encode(JSON.parse(json))),
      libraryName: '@toon-format/toon encode(JSON.parse(…))',
    },
  ];
  return rows;
}
