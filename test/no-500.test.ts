import { describe, expect, it } from 'vitest';
import { execute } from '../src/core/execute.js';
import { operationSchemas } from '../src/core/json-schema.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { createApp } from '../src/adapters/http/app.js';
import { MAX_ERROR_CHARS } from '../src/core/errors.js';
import { MAX_RESPONSE_BYTES } from '../src/core/limits.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import { testConfig } from './support/harness.js';
import { testContext } from './support/run-op.js';

/** Strings that have broken parsers before: escapes, surrogates, control characters, numbers in disguise. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', '\ud800', '\udc00x', '😀', 'é', '\u200d', '\r\n', '\t', '"', "'", '\\', '%', '%G1', '&', '&#0;', '<', '[', '{', ']', '}',
  '0', '-0', '1e400', '9007199254740993', 'NaN', 'Infinity', 'null', 'true', '0x1F', '+1', '.5', '#', '#ff', 'rgb(', 'hsl(1,2,3)',
  '2026-02-30', '2026-13-01T00:00', '9999-12-31T23:59', '-271821-04-20T00:00:00Z', 'Europe/Madrid', 'UTC', 'CEST', 'IST',
  'a: &a [*a]', '- - - x', '---\n---', 'a,b\n1', '"a\n', '[1]: 1', 'users[2]{id}:\n  1', '{"a":1,"a":2}', '[[[[', '}}}',
];

function randomValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 2 ? 6 : 9));
  switch (pick) {
    case 0: return NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)];
    case 1: return Math.floor((random() - 0.5) * 2 ** Math.floor(random() * 60));
    case 2: return [0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 100, 101, 1000, 1001][Math.floor(random() * 10)];
    case 3: return random() < 0.5;
    case 4: return null;
    case 5: // a run of nasty pieces glued together, the way malformed documents look
      return Array.from({ length: 1 + Math.floor(random() * 12) }, () => NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)]).join(random() < 0.5 ? '' : '\n');
    case 6: return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    case 7: return Object.fromEntries(Array.from({ length: Math.floor(random() * 3) }, (_, i) => [`k${i}`, randomValue(random, depth + 1)]));
    default: return { amount: 1, dueDate: '2026-01-01' };
  }
}

/**
 * Every bad input is a 400, never a 500: each operation gets its schema's fields filled with random values of every
 * type (and its examples with one field replaced), and the executor must either succeed or name the problem.
 * A thrown error here is exactly what HTTP would turn into a 500.
 */
describe('no input makes an operation fail with a 500', () => {
  for (const op of operations) {
    it(op.id, async () => {
      const random = seededRandom(op.id.length * 7919);
      const fields = Object.keys((operationSchemas(op).input.properties ?? {}) as Record<string, unknown>);
      const inputs: unknown[] = [];
      for (let n = 0; n < 300; n++) {
        const input: Record<string, unknown> = {};
        for (const field of fields) if (random() < 0.8) input[field] = randomValue(random);
        inputs.push(input);
      }
      for (const example of op.examples) {
        for (const field of fields) {
          for (let n = 0; n < 10; n++) inputs.push({ ...(example.input as object), [field]: randomValue(random) });
        }
      }
      for (const input of inputs) {
        let outcome;
        try {
          outcome = await execute(op, input, testContext());
        } catch (error) {
          throw new Error(`${op.id} threw on ${JSON.stringify(input)}: ${(error as Error).stack}`);
        }
        if (!outcome.ok) expect(outcome.error, JSON.stringify(input)).toMatch(/^[\w[\]. ]+: /);
      }
    });
  }
});

/** A string of `length` characters drawn from pieces that have broken parsers before. */
function nastyText(random: () => number, length: number): string {
  let out = '';
  while (out.length < length) out += NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)] || 'x';
  return out.slice(0, length);
}

/** An array or object nested `depth` deep, written as JSON text (JSON.stringify would recurse). */
function nested(random: () => number, depth: number): string {
  const opens: string[] = [];
  let text = '';
  for (let i = 0; i < depth; i++) {
    const object = random() < 0.5;
    text += object ? '{"k":' : '[';
    opens.push(object ? '}' : ']');
  }
  return `${text}1${opens.reverse().join('')}`;
}

/**
 * A YAML document heavy with anchors and aliases: fans of aliases, nested reuse, redefined anchors, aliases as keys,
 * and in some documents a cycle or an alias to a collection used as a key (both refused).
 */
function aliasYaml(random: () => number): string {
  const lines: string[] = [];
  const collections: string[] = [];
  const scalars: string[] = [];
  const cycles = random() < 0.2;
  const collectionKeys = random() < 0.2;
  // Some documents small, some long enough for fans of aliases to multiply past the node budget.
  const count = 1 + Math.floor(random() * (random() < 0.5 ? 60 : 2_000));
  const some = (names: string[]) => (names.length > 0 ? `*${names[Math.floor(random() * names.length)]}` : '1');
  for (let i = 0; i < count; i++) {
    // Mostly fresh names; now and then one redefined (an alias then means its latest definition).
    const name = random() < 0.9 ? `a${i}` : `a${Math.floor(random() * i)}`;
    const pick = Math.floor(random() * 7);
    if (pick === 0) lines.push(`k${i}: &${name} [${Array.from({ length: 1 + Math.floor(random() * 6) }, () => some(collections)).join(', ')}]`);
    else if (pick === 1 && cycles) lines.push(`k${i}: &${name} [*${name}]`);
    else if (pick === 2) lines.push(`k${i}: &${name} {x: ${some(collections)}, y: [${some(scalars)}, ${some(collections)}]}`);
    else if (pick === 3 && (collectionKeys || scalars.length > 0)) lines.push(`? ${some(collectionKeys ? collections : scalars.splice(0, 1))}\n: ${i}`);
    else if (pick === 4) lines.push(`k${i}: &s${name} v${i}`);
    else if (pick === 5) lines.push(`k${i}: &${name} [${'1,'.repeat(Math.floor(random() * 500))}1]`);
    else lines.push(`k${i}: ${some(collections)}`);
    if (pick === 0 || pick === 2 || pick === 5 || (pick === 1 && cycles)) collections.push(name);
    if (pick === 4) scalars.push(`s${name}`);
  }
  return lines.join('\n');
}

/**
 * The same promise through the whole HTTP app, with bodies no schema-shaped generator makes: nesting deep enough to
 * overflow a recursive walker, tens of thousands of unknown fields, megabyte names and values where a short name
 * belongs, and YAML heavy with aliases. Every answer is a 200 or a 400 (or 413 past the body limit) with a bounded
 * body — never a 500, a thrown error or a giant error message.
 */
describe('hostile bodies through the HTTP app are a 200 or a bounded 400, never a 500', () => {
  const app = createApp({ config: testConfig(), registry: registryOf(operations), now: () => new Date('2026-11-21T12:00:00Z') });
  const call = async (path: string, body: string) => {
    const response = await app.handle({
      method: 'POST',
      path,
      search: '',
      header: (name) => (name === 'host' ? 'localhost' : undefined),
      socketAddress: '127.0.0.1',
      socketKey: (derive) => derive('127.0.0.1'),
      protocol: 'http',
      readBody: async (limit) => {
        const bytes = new TextEncoder().encode(body);
        return bytes.length > limit ? { kind: 'too-large' as const } : { kind: 'ok' as const, bytes };
      },
    });
    const text = typeof response.body === 'string' ? response.body : new TextDecoder().decode(response.body ?? new Uint8Array());
    expect([200, 400, 404, 413], `${path} ${body.slice(0, 200)}: ${response.status} ${text.slice(0, 300)}`).toContain(response.status);
    if (response.status !== 200) expect(text.length, path).toBeLessThan(MAX_ERROR_CHARS + 200);
    else expect(text.length, path).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    return { status: response.status, text };
  };

  for (const op of operations) {
    it(op.id, async () => {
      const random = seededRandom(op.id.length * 104_729);
      const fields = Object.keys((operationSchemas(op).input.properties ?? {}) as Record<string, unknown>);
      const field = () => fields[Math.floor(random() * fields.length)] ?? 'unit';
      // Three rounds of random sizes (each up to the body limit) per operation: the cost is bounded by construction
      // (src/core/limits.ts), so more rounds add time, not cases.
      for (let n = 0; n < 3; n++) {
        // Deep nesting in a field, at the body's root, and inside an array of objects.
        const depth = 33 + Math.floor(random() * 20_000);
        await call(`/api/v1/${op.id}`, `{"${field()}": ${nested(random, depth)}}`);
        await call(`/api/v1/${op.id}`, nested(random, depth));
        // Tens of thousands of unknown fields, some with megabyte-long names.
        const keys = Array.from({ length: 1 + Math.floor(random() * 40_000) }, (_, i) => [`${nastyText(random, 3)}${i}`, i]);
        await call(`/api/v1/${op.id}`, JSON.stringify(Object.fromEntries(keys)));
        await call(`/api/v1/${op.id}`, JSON.stringify({ [nastyText(random, 500_000)]: 1 }));
        // A huge value where a short name belongs (an enum, a zone, a code, a slug), and as the operation's name.
        await call(`/api/v1/${op.id}`, JSON.stringify({ [field()]: nastyText(random, 100_000 + Math.floor(random() * 900_000)) }));
        await call(`/api/v1/${op.id}${nastyText(random, 8_000).replace(/[^a-z]/g, 'x')}`, '{}');
      }
    });
  }

  it('convert-data with YAML heavy with anchors and aliases', async () => {
    const random = seededRandom(7_777);
    const statuses = new Map<number, number>();
    for (let n = 0; n < 40; n++) {
      const text = aliasYaml(random);
      for (const to of ['json', 'yaml', 'toon', 'csv']) {
        const { status } = await call('/api/v1/convert-data', JSON.stringify({ text, from: 'yaml', to }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    // Both outcomes occur: the documents are not all refused for one early reason.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(10);
  });

  it('an MCP call naming a huge unknown tool, or with huge arguments', async () => {
    const random = seededRandom(4_242);
    for (let n = 0; n < 5; n++) {
      const name = nastyText(random, 200_000 + Math.floor(random() * 700_000));
      const answer = await call('/api/mcp', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }));
      expect(answer.text.length).toBeLessThan(1_000);
    }
  });
});
