// Where each microsecond of a request goes: CPU profiles (node --cpu-prof) of our server and of the bare baseline
// under the same load, their samples put in buckets (Node's HTTP parsing, our adapter, the rate limiter, zod, …)
// and divided by the requests answered while profiling.
//
//   node bench/profile-summary.mjs [seconds]          profile both servers now (ports 4117–4118) and print the table
//   node bench/profile-summary.mjs a.cpuprofile:N …   summarise saved profiles (N = requests answered while recording)
//
// Our server is built as npm run build builds it but not minified (into .scratch/profile-build/, ignored by git), so
// the profile keeps the functions' names. (Not tsx: its keepNames helper renames every closure made per request.) Samples are wall-clock: time in the write syscall includes the kernel delivering the bytes
// over loopback (and waiting for a core on a busy machine), which is why that row is large for both servers.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** Buckets by function name; a sample goes to the bucket of the innermost frame of its stack that names one. */
const BUCKETS = [
  ['socket write (syscall, kernel loopback)', ['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writevGeneric', 'writeGeneric', 'createWriteWrap', 'afterWriteDispatched', 'clearBuffer', 'doWrite', 'writeOrBuffer', '_writeRaw', '_write', 'Writable.uncork', 'Writable.cork', 'onwrite', 'afterWrite', 'afterWriteTick', 'handleWriteReq', 'Socket._writeGeneric', '_writeGeneric', 'Socket._writev']],
  ['headers: Node validates and serialises (writeHead)', ['writeHead', '_storeHeader', 'processHeader', 'storeHeader', 'checkIsHttpToken', 'checkInvalidHeaderChar', 'validateHeaderName', 'validateHeaderValue', 'matchHeader', 'utcDate', 'setHeader']],
  ['response end, finish (Node)', ['end', 'write_', '_send', 'resOnFinish', 'onFinish', 'emitCloseNT', '_finish', 'detachSocket', 'ServerResponse', 'OutgoingMessage', 'afterWriteHandle']],
  ['socket read, HTTP parsing, request objects (Node)', ['parserOnHeadersComplete', 'parserOnIncoming', 'parserOnBody', 'parserOnMessageComplete', 'onParserExecute', 'onParserExecuteCommon', '_addHeaderLine', 'IncomingMessage', 'onStreamRead', 'readStart', 'setStreamTimeout', 'Readable', 'EventEmitter.init', 'resetHeadersTimeoutOnReqEnd', '_dump', 'clearIncoming', 'onRequestTimeout', 'kOnExecute']],
  ['body read (listeners, stream events)', ['readBody', 'onData', 'onEnd', 'settle', 'onGone', 'onBodyData', 'onBodyEnd', 'onBodyGone', 'settleBody', 'readableAddChunk', 'readableAddChunkPushByteMode', 'addChunk', 'Readable.read', 'Readable.on', 'Readable.removeListener', 'resume', 'resume_', 'flow', 'endReadableNT', 'emitReadable_', 'maybeReadMore_']],
  ['our Node adapter (request wrapper, send)', ['NodeRequest', 'send', 'nodeListener', 'header', 'isGone', 'byteLength', 'requireHost', 'sendResponse', 'writeResponse']],
  ['rate limiter and its five headers', ['rateLimit', 'limitKey', 'hit', 'roll', 'state', 'rateLimitHeaders', 'socketKey', 'clientKey', 'rateLimitBlock', 'headerBlock']],
  ['JSON parse of the body (UTF-8 check, depth scan)', ['parseJsonBody', 'scanBody', 'closingQuote', 'isUtf8', 'parse']],
  ['operation (slugify)', ['slugify', 'spell', 'anyAscii', 'take', 'run']],
  ['JSON stringify of the result', ['succeed', 'stringify']],
  ['zod validation (execute)', ['execute', 'safeParse']],
  ['app: routing, context, response object', ['handle', 'runOperation', 'finish', 'contextFor', 'baseHeaders', 'text', 'json', 'route', 'operationResponse', 'RequestContext', 'serveOtherRequest']],
  ['promises, ticks, microtasks', ['runMicrotasks', 'processTicksAndRejections', 'nextTick', 'queueMicrotask', 'emitAfterScript', 'emitBeforeScript']],
  ['garbage collection', ['(garbage collector)']],
];
const bucketOf = new Map(BUCKETS.flatMap(([bucket, names]) => names.map((n) => [n, bucket])));
const OTHER = 'other (events, V8, not attributed)';

/** µs per request by bucket; idle time is left out. */
export function summarise(file, requests) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map();
  const classify = (id) => {
    if (memo.has(id)) return memo.get(id);
    const name = nodes.get(id).callFrame.functionName;
    const up = parent.get(id);
    const bucket = name === '(idle)' ? null : (bucketOf.get(name) ?? (up === undefined ? OTHER : classify(up)));
    memo.set(id, bucket);
    return bucket;
  };
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const bucket = classify(profile.samples[i]);
    if (bucket !== null) totals.set(bucket, (totals.get(bucket) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return Object.fromEntries([...BUCKETS.map(([b]) => b), OTHER].map((b) => [b, (totals.get(b) ?? 0) / requests]));
}

export function table(columns) {
  const names = Object.keys(columns);
  const rows = Object.keys(Object.values(columns)[0]);
  const total = (c) => Object.values(columns[c]).reduce((a, b) => a + b, 0);
  return [
    `| where | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---:').join('|')}|`,
    ...rows.map((r) => `| ${r} | ${names.map((c) => columns[c][r].toFixed(1)).join(' | ')} |`),
    `| **total (wall-clock, not idle)** | ${names.map((c) => `**${total(c).toFixed(1)}**`).join(' | ')} |`,
  ].join('\n');
}

const body = JSON.stringify({ text: 'Crème Brûlée à la Mode!' });

/** Profiles one server under autocannon (32 connections) for `seconds`; resolves with the profile file and the requests answered. */
async function profileServer(args, port, path, seconds) {
  const dir = mkdtempSync(join(tmpdir(), 'prof-'));
  const env = { ...process.env, PORT: String(port), RATE_LIMIT_PER_MINUTE: '1000000000', HOST: '127.0.0.1', ECB_FETCH: 'off' };
  // SIGINT ends the process through process.exit, which is when --cpu-prof writes its file.
  const child = spawn(process.execPath, ['--import', 'data:text/javascript,process.once("SIGINT",()=>process.exit(0))', '--cpu-prof', `--cpu-prof-dir=${dir}`, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => child.stdout.once('data', r));
  const options = { url: `http://127.0.0.1:${port}${path}`, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections: 32 };
  const warm = await autocannon({ ...options, duration: 2 });
  const main = await autocannon({ ...options, duration: seconds });
  child.kill('SIGINT');
  await new Promise((r) => child.once('exit', r));
  // The main thread's profile (the worker pool's idle threads write their own, numbered after it).
  return { file: join(dir, readdirSync(dir).sort()[0]), requests: warm.requests.total + main.requests.total, rps: main.requests.average };
}

/** scripts/build.mjs with minify off for the server bundle and its own output folder; returns the server entry. */
async function unminifiedBuild() {
  const out = '.scratch/profile-build';
  const script = readFileSync('scripts/build.mjs', 'utf8')
    .replace("from 'esbuild'", `from '${import.meta.resolve('esbuild')}'`)
    .replaceAll("'dist'", `'${out}'`)
    .replace(/(['`])dist\//g, `$1${out}/`)
    .replace(/from '\.\/([\w-]+\.mjs)'/g, (_, file) => `from '${new URL(`../scripts/${file}`, import.meta.url).href}'`)
    .replace('minify: true', 'minify: false')
    // Its stamp would mark dist/ current whatever dist/ holds (scripts/ensure-build.mjs reads it).
    .replace('writeFileSync(STAMP_FILE,', '(() => {})(STAMP_FILE,');
  if (script.includes('minify: true') || !script.includes('minify: false') || script.includes('writeFileSync(STAMP_FILE')) throw new Error('scripts/build.mjs: the minify setting or the stamp moved; update unminifiedBuild');
  mkdirSync('.scratch', { recursive: true });
  writeFileSync('.scratch/profile-build.mjs', script);
  const child = spawn(process.execPath, ['.scratch/profile-build.mjs'], { stdio: 'inherit' });
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`unminified build exited ${code}`);
  return `${out}/server.js`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const columns = {};
  if (args.length > 0 && args[0].includes('.cpuprofile')) {
    for (const arg of args) {
      const [file, requests] = arg.split(':');
      columns[file.replace(/.*\//, '')] = summarise(file, Number(requests));
    }
  } else {
    const seconds = Number(args[0] ?? 10);
    const ours = await profileServer([await unminifiedBuild()], 4117, '/api/v1/slugify', seconds);
    const bare = await profileServer(['bench/baseline-server.mjs'], 4118, '/', seconds);
    console.log(`ours ${ours.file} (${ours.requests} requests, ${Math.round(ours.rps)} req/s); baseline ${bare.file} (${bare.requests} requests, ${Math.round(bare.rps)} req/s)`);
    columns['our server, µs/request'] = summarise(ours.file, ours.requests);
    columns['bare node:http, µs/request'] = summarise(bare.file, bare.requests);
  }
  console.log(table(columns));
}
