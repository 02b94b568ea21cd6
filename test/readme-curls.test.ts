import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it, type TestContext } from 'vitest';
import { createApp } from '../src/adapters/http/app.js';
import { fetchHandler } from '../src/adapters/http/fetch-adapter.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import { testConfig } from './support/harness.js';

/**
 * Every `curl` in the README is sent to the service in-process and must answer exactly what the README shows under it
 * (the `# ` lines). The README's host is kept (localhost:3000), so absolute URLs in an answer read as shown. One rule
 * for values that differ between calls: a JSON string shown as "…" matches any JSON string in that place; everything
 * else, spacing and key order included, must be identical. A `| jq` stage runs the real jq, as the reader would.
 */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const ORIGIN = 'http://localhost:3000';
const IN_CI = process.env.CI === 'true';

interface Curl {
  /** The command as written, continuation lines joined. */
  source: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** jq's arguments, when the answer is piped through it. */
  jq: string[] | undefined;
  /** The `# ` lines under it, without the marker. */
  shown: string;
}

describe('the README curls', () => {
  const curls = readmeCurls(README);

  it('the README shows a utility, a calculator and an MCP call', () => {
    const paths = curls.map((c) => c.path);
    expect(paths).toHaveLength(3);
    const kinds = paths.map((p) => (p === '/api/mcp' ? 'mcp' : operations.find((op) => `/api/v1/${op.id}` === p)?.kind));
    expect(kinds).toEqual(['utility', 'calculator', 'mcp']);
  });

  const handler = fetchHandler(createApp({ config: testConfig(), registry: registryOf(operations) }));

  for (const curl of curls) {
    it(`answers as shown: ${curl.source.slice(0, 80)}…`, async (ctx) => {
      const response = await handler(new Request(ORIGIN + curl.path, { method: curl.method, headers: curl.headers, body: curl.body }), {
        clientAddress: '127.0.0.1',
      });
      expect(response.status).toBe(200);
      let answer = await response.text();
      if (curl.jq) answer = runJq(ctx, curl.jq, answer);
      expect(matchesShown(answer.replace(/\n$/, ''), curl.shown), `README shows:\n${curl.shown}\nthe service answered:\n${answer}`).toBe(true);
    });
  }
});

describe('reading the README curls', () => {
  it('reads -d, -H, -X, quotes, continuation lines and a jq stage', () => {
    const [curl] = readmeCurls(
      "```sh\ncurl -s -X PUT 'localhost:3000/api/v1/x?a=1' -H \"Accept: text/plain\" \\\n  --data '{\"a\":\"it'\\''s\"}' | jq -c '.a'\n# \"it's\"\n```\n",
    );
    expect(curl).toMatchObject({ method: 'PUT', path: '/api/v1/x?a=1', body: '{"a":"it\'s"}', jq: ['-c', '.a'], shown: '"it\'s"' });
    expect(curl!.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' });
  });

  it('takes curl’s defaults: GET without a body, POST with one, its content type unless one is given', () => {
    expect(readmeCurls('```sh\ncurl -s localhost:3000/healthz\n# {}\n```')[0]).toMatchObject({ method: 'GET', body: undefined, headers: {} });
    expect(readmeCurls("```sh\ncurl localhost:3000/a -H 'Content-Type: application/json' -d '{}'\n# {}\n```")[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('fails loudly on a curl it cannot read or an answer that is not shown', () => {
    expect(() => readmeCurls("```sh\ncurl -s localhost:3000/a -F 'x=1'\n# {}\n```")).toThrow("cannot read curl option '-F'");
    expect(() => readmeCurls("```sh\ncurl -s localhost:3000/a -d '{}' | sort\n# {}\n```")).toThrow("cannot read the pipe 'sort'");
    expect(() => readmeCurls("```sh\ncurl -s example.org/a\n# {}\n```")).toThrow('not on localhost:3000');
    expect(() => readmeCurls("```sh\ncurl -s localhost:3000/a -d '{}\n# {}\n```")).toThrow('unclosed quote');
    expect(() => readmeCurls("```sh\ncurl -s localhost:3000/a -d '{}'\n```")).toThrow('no answer shown');
  });

  it('"…" stands for any one JSON string, and for nothing else', () => {
    const uuids = '{"uuids":["0b7e5a52-7a2c-4c55-9c1e-3f0e8a9b7d21","01890a5d-ac96-774b-bcce-b302099a8057"]}';
    expect(matchesShown(uuids, '{"uuids":["…","…"]}')).toBe(true);
    expect(matchesShown('{"uuids":["a\\"b"]}', '{"uuids":["…"]}')).toBe(true);
    expect(matchesShown(uuids, '{"uuids":["…"]}')).toBe(false);
    expect(matchesShown('{"uuids":[1,"x"]}', '{"uuids":["…","…"]}')).toBe(false);
    expect(matchesShown('{"slug":"a-b"}', '{"slug":"a-…"}')).toBe(false);
    expect(matchesShown('{"slug":"a.b"}', '{"slug":"a.b"}')).toBe(true);
    expect(matchesShown('{"slug":"axb"}', '{"slug":"a.b"}')).toBe(false);
  });
});

/** Every curl command in the README's `sh` blocks, with the answer shown under it. Throws on anything it cannot read. */
function readmeCurls(markdown: string): Curl[] {
  const curls: Curl[] = [];
  for (const block of markdown.matchAll(/^```sh\n([\s\S]*?)^```/gm)) {
    const lines = block[1]!.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!/^curl\s/.test(lines[i]!)) continue;
      let source = lines[i]!;
      while (source.endsWith('\\')) source = `${source.slice(0, -1).trimEnd()} ${lines[++i]!.trim()}`;
      const shown: string[] = [];
      while (lines[i + 1]?.startsWith('# ')) shown.push(lines[++i]!.slice(2));
      if (shown.length === 0) throw new Error(`README: no answer shown under: ${source}`);
      curls.push({ ...parseCurl(source), source, shown: shown.join('\n') });
    }
  }
  return curls;
}

/** The forms the README uses: -s, -X, -H, -d/--data, a URL on localhost:3000, and an optional `| jq <args>`. */
function parseCurl(source: string): Omit<Curl, 'source' | 'shown'> {
  const stages = splitPipes(shellWords(source));
  const [words, jqStage, ...rest] = stages;
  if (rest.length > 0 || (jqStage && jqStage[0] !== 'jq')) throw new Error(`README: cannot read the pipe '${(jqStage ?? rest[0])!.join(' ')}' in: ${source}`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 1; i < words!.length; i++) {
    const word = words![i]!;
    const value = () => {
      const next = words![++i];
      if (next === undefined) throw new Error(`README: ${word} without a value in: ${source}`);
      return next;
    };
    if (word === '-s' || word === '--silent') continue;
    else if (word === '-X' || word === '--request') method = value();
    else if (word === '-H' || word === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      if (colon < 1) throw new Error(`README: cannot read header '${header}' in: ${source}`);
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (word === '-d' || word === '--data') body = value();
    else if (word.startsWith('-')) throw new Error(`README: cannot read curl option '${word}' in: ${source}`);
    else if (url === undefined) url = word;
    else throw new Error(`README: a second URL '${word}' in: ${source}`);
  }
  const found = url === undefined ? null : /^(?:http:\/\/)?localhost:3000(\/.*)$/.exec(url);
  if (!found) throw new Error(`README: the URL is not on localhost:3000 in: ${source}`);
  // curl's own defaults: -d means POST with a form content type, unless the command says otherwise.
  if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/x-www-form-urlencoded';
  const ordered = Object.fromEntries(Object.entries(headers).sort(([a], [b]) => (a === 'content-type' ? -1 : b === 'content-type' ? 1 : 0)));
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), path: found[1]!, headers: ordered, body, jq: jqStage?.slice(1) };
}

/** POSIX shell words: single quotes literal, double quotes with \" and \\, backslash escapes outside; `|` as its own word. */
function shellWords(source: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "'") {
      const end = source.indexOf("'", i + 1);
      if (end < 0) throw new Error(`README: unclosed quote in: ${source}`);
      word = (word ?? '') + source.slice(i + 1, end);
      i = end;
    } else if (ch === '"') {
      let text = '';
      for (i++; i < source.length && source[i] !== '"'; i++) text += source[i] === '\\' && /["\\$`]/.test(source[i + 1] ?? '') ? source[++i] : source[i];
      if (i >= source.length) throw new Error(`README: unclosed quote in: ${source}`);
      word = (word ?? '') + text;
    } else if (ch === '\\') word = (word ?? '') + (source[++i] ?? '');
    else if (/\s/.test(ch) || ch === '|') {
      if (word !== undefined) words.push(word);
      word = undefined;
      if (ch === '|') words.push('|');
    } else word = (word ?? '') + ch;
  }
  if (word !== undefined) words.push(word);
  return words;
}

function splitPipes(words: string[]): string[][] {
  const stages: string[][] = [[]];
  for (const word of words) word === '|' ? stages.push([]) : stages.at(-1)!.push(word);
  return stages;
}

/** The answer equals the shown text, where a shown "…" (a whole JSON string) stands for any JSON string. */
function matchesShown(answer: string, shown: string): boolean {
  const anyString = '"(?:[^"\\\\]|\\\\.)*"';
  const pattern = shown.split('"…"').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(anyString);
  return new RegExp(`^${pattern}$`).test(answer);
}

/** The answer piped through jq, as in the README; jq must be installed under CI=true (elsewhere the test skips, saying why). */
function runJq(ctx: TestContext, args: string[], input: string): string {
  const run = spawnSync('jq', args, { input, encoding: 'utf8' });
  if (run.error) {
    const why = `jq could not be started (${run.error.message})`;
    if (IN_CI) throw new Error(`${why}: the README's calculator call pipes its answer through jq (Debian: apt-get install jq)`);
    console.warn(`readme-curls.test.ts: ${why}; install jq to check the README's calculator call`);
    ctx.skip();
  }
  if (run.status !== 0) throw new Error(`jq ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}
