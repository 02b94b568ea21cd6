import { isUtf8 } from 'node:buffer';
import { lineAndColumn } from '../../formats/text-position.js';

export type ParsedBody = { ok: true; value: unknown } | { ok: false; error: string };

/** UTF-8 bytes → JSON value, with a message that says where parsing stopped. */
export function parseJsonBody(bytes: Uint8Array): ParsedBody {
  if (bytes.length === 0) return { ok: false, error: 'body: is required; send a JSON object, for example {}' };
  if (!isUtf8(bytes)) return { ok: false, error: 'body: is not valid UTF-8 text' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: `body: is not valid JSON: ${describeJsonError(error, text)}` };
  }
}

/** V8's message plus the line and column of the position it names. */
function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /at position (\d+)/.exec(message);
  if (!match) return message;
  const { line, column } = lineAndColumn(text, Number(match[1]));
  return `${message.replace(/\s*\(line \d+ column \d+\)$/, '')} (line ${line}, column ${column})`;
}
