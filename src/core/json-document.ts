import * as z from 'zod';
import type { Context } from './context.js';
import { MAX_TEXT_LENGTH } from './fields.js';

/**
 * A JSON document in an operation's input: the text as a string (exactly as written: every digit, key order, repeated
 * keys reported), or — as people and agents often send it — the JSON value itself. A string is always the text, so
 * `"[1]"` is an array's text; any other value is the document.
 */
export function jsonDocumentField(description: string) {
  const value = z
    .unknown()
    // Only undefined reaches this message (a string fails here but is judged by the string branch).
    .refine((v) => v !== undefined && typeof v !== 'string', { error: 'is required' })
    .meta({ type: ['object', 'array', 'number', 'boolean', 'null'] });
  return z.union([z.string().max(MAX_TEXT_LENGTH), value]).describe(description);
}

/**
 * The same field with a smaller schema — any JSON value — for an operation that takes two documents (json-diff,
 * json-patch): two six-branch unions would cost an MCP client twice. Read it with jsonDocumentText too; a string's
 * length is bounded by the body limit.
 */
export function compactJsonDocumentField(description: string) {
  return z
    .unknown()
    .refine((value) => value !== undefined, { error: 'is required' })
    .describe(description);
}

/**
 * The document's JSON text. A value sent as JSON is written back with its numbers as the request wrote them
 * (ctx.writtenNumber: 12345678901234567890 stays so); what JSON.parse already dropped cannot come back — a repeated
 * key keeps its last value and integer-like keys ("2024") come first, JavaScript's order — so the descriptions say
 * to send the text as a string to keep those.
 */
export function jsonDocumentText(document: unknown, ctx: Context): string {
  if (typeof document === 'string') return document;
  const parts: string[] = [];
  write(document, parts, ctx.writtenNumber);
  return parts.join('');
}

function write(value: unknown, out: string[], written: Context['writtenNumber']): void {
  if (typeof value === 'number') {
    out.push(written?.(value) ?? JSON.stringify(value));
  } else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      write(item, out, written);
    });
    out.push(']');
  } else if (value !== null && typeof value === 'object') {
    out.push('{');
    let first = true;
    for (const key of Object.keys(value)) {
      if (!first) out.push(',');
      first = false;
      out.push(JSON.stringify(key), ':');
      write((value as Record<string, unknown>)[key], out, written);
    }
    out.push('}');
  } else {
    out.push(JSON.stringify(value));
  }
}
