/**
 * node:zlib, loaded the first time a body is compressed (process.getBuiltinModule: Node, Bun, Deno and workerd all have
 * it), so a cold start whose first answers are small never loads it.
 */
let zlib: typeof import('node:zlib') | undefined;
const zlibNow = () => (zlib ??= process.getBuiltinModule('node:zlib'));

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are: compressing them saves less than the headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** The encoding to answer with, from Accept-Encoding: Brotli, then gzip, honouring q=0 and the * wildcard. */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return undefined;
}

/** Brotli at quality 5: close to the best ratio for text at a fraction of quality 11's time on a 1 MB page. */
export function compress(body: string, encoding: Encoding): Uint8Array {
  const { brotliCompressSync, constants, gzipSync } = zlibNow();
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
  });
}
