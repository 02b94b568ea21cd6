// A/B of server builds: each build (a copy of dist/ somewhere, or the baseline) in its own process, interleaved
// rounds of autocannon (32 connections, the slugify body); prints median req/s and server CPU µs per request (/proc).
//   node bench/ab.mjs <rounds> <seconds> 'name|script|port[|envJSON[|node args]]' …   (first = the reference)
// For example, a build of the previous commit copied to .scratch/dist-before against the current dist/:
//   node bench/ab.mjs 5 3 'baseline|bench/baseline-server.mjs|4101' 'before|.scratch/dist-before/server.js|4102' 'after|dist/server.js|4103'
// AB_MCP=1 sends the same text as an MCP tools/call to /api/mcp instead (the baseline still gets its plain body); a
// sixth field `mcp` does it for one target, so our HTTP path and MCP compare in one run:
//   node bench/ab.mjs 5 3 'http|dist/server.js|4103' 'mcp|dist/server.js|4104|||mcp'
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const [rounds, seconds, ...specs] = process.argv.slice(2);
const body = JSON.stringify({ text: 'Crème Brûlée à la Mode!' });
const mcp = process.env.AB_MCP === '1';
const mcpBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slugify', arguments: { text: 'Crème Brûlée à la Mode!' } } });
const baseEnv = { ...process.env, RATE_LIMIT_PER_MINUTE: '1000000000', HOST: '127.0.0.1', ECB_FETCH: 'off' };
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10_000; };
const targets = [];
for (const spec of specs) {
  const [name, script, port, env, nodeArgs, mode] = spec.split('|');
  const child = spawn(process.execPath, [...(nodeArgs ? nodeArgs.split(' ') : []), script], { env: { ...baseEnv, ...(env ? JSON.parse(env) : {}), PORT: port }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => child.stdout.once('data', r));
  const baseline = script.includes('baseline');
  const viaMcp = !baseline && (mcp || mode === 'mcp');
  const path = baseline ? '/' : viaMcp ? '/api/mcp' : '/api/v1/slugify';
  targets.push({ name, child, url: `http://127.0.0.1:${port}${path}`, body: viaMcp ? mcpBody : body, runs: [] });
}
const opts = (t, d) => ({ url: t.url, method: 'POST', body: t.body, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, connections: 32, duration: d });
for (const t of targets) await autocannon(opts(t, 2));
for (let r = 0; r < Number(rounds); r++) for (const t of targets) {
  const c0 = cpu(t.child.pid);
  const res = await autocannon(opts(t, Number(seconds)));
  if (res.non2xx || res.errors) throw new Error(`${t.name}: ${res.non2xx} non2xx ${res.errors} errors`);
  t.runs.push({ rps: res.requests.average, us: (cpu(t.child.pid) - c0) / res.requests.total });
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const base = med(targets[0].runs.map((r) => r.rps));
for (const t of targets) {
  const rps = med(t.runs.map((r) => r.rps)), us = med(t.runs.map((r) => r.us));
  console.log(`${t.name.padEnd(22)} rps ${Math.round(rps).toString().padStart(6)} (${t.runs.map((r) => Math.round(r.rps)).join(',')})  ratio ${(rps / base).toFixed(2)}  cpu ${us.toFixed(1)} µs (${t.runs.map((r) => r.us.toFixed(1)).join(',')})`);
  t.child.kill('SIGINT');
}
