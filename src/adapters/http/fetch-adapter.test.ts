import { describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { fetchHandler } from './fetch-adapter.js';

/** An app that answers with what readBody(limit) gave it, so each way of reading a body is seen from outside. */
function bodyEcho(limit: number): App {
  return {
    limiter: undefined,
    async handle(req) {
      const read = await req.readBody(limit);
      const seen = read.kind === 'ok' ? { kind: 'ok', text: new TextDecoder().decode(read.bytes) } : read;
      return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(seen) };
    },
  };
}

async function readWith(limit: number, init: RequestInit): Promise<unknown> {
  const response = await fetchHandler(bodyEcho(limit))(new Request('http://localhost/x', { method: 'POST', ...init }));
  return response.json();
}

/** A body stream of the given chunks that fails after them (a client that went away) when `fail` is set. */
function streamOf(chunks: string[], fail = false): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (fail) controller.error(new Error('connection reset'));
      else controller.close();
    },
  });
}

const chunked = (chunks: string[], fail = false): RequestInit => ({ body: streamOf(chunks, fail), duplex: 'half' } as RequestInit);

describe('the fetch adapter reads a body', () => {
  it('with a declared length: whole, in one read', async () => {
    expect(await readWith(10, { body: 'abcde', headers: { 'content-length': '5' } })).toEqual({ kind: 'ok', text: 'abcde' });
    expect(await readWith(5, { body: 'abcde', headers: { 'content-length': '5' } })).toEqual({ kind: 'ok', text: 'abcde' });
  });

  it('with a declared length over the limit: refused before reading', async () => {
    expect(await readWith(4, { body: 'abcde', headers: { 'content-length': '5' } })).toEqual({ kind: 'too-large' });
  });

  it('with a declared length the body runs past: refused once read', async () => {
    expect(await readWith(4, { ...chunked(['abc', 'def']), headers: { 'content-length': '3' } })).toEqual({ kind: 'too-large' });
  });

  it('with a declared length whose stream fails: aborted', async () => {
    expect(await readWith(10, { ...chunked(['abc'], true), headers: { 'content-length': '6' } })).toEqual({ kind: 'aborted' });
  });

  it('without a declared length (chunked): chunk by chunk, up to the limit', async () => {
    expect(await readWith(6, chunked(['abc', 'def']))).toEqual({ kind: 'ok', text: 'abcdef' });
    expect(await readWith(5, chunked(['abc', 'def']))).toEqual({ kind: 'too-large' });
    expect(await readWith(10, chunked(['abc'], true))).toEqual({ kind: 'aborted' });
  });

  it('without a body: empty', async () => {
    expect(await readWith(5, {})).toEqual({ kind: 'ok', text: '' });
  });
});
