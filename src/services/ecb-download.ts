import { formatDay, formatNumber } from '../core/display.js';

/**
 * Fetching an ECB file (the daily feed, the history file) and saying what went wrong, in English and in Spanish:
 * shared by both sources so their limits and failure messages are one.
 */

/** A problem with a download found here (not by a parser), said in English and in Spanish. */
export class FeedTrouble extends Error {
  readonly es: string;
  constructor(message: string, es: string) {
    super(message);
    this.es = es;
  }
}

/** An instant in a Spanish sentence: "20 nov 2026 a las 16:30:00 UTC". */
export function instantEs(at: Date | string): string {
  const iso = typeof at === 'string' ? at : at.toISOString();
  return `${formatDay(iso, 'es')} a las ${iso.slice(11, 19)} UTC`;
}

/** The file's text, within the time limit and the size limit; an HTTP error status throws. */
export async function download(url: string, limits: { timeoutMs: number; maxBytes: number }, fetchImpl: typeof globalThis.fetch): Promise<string> {
  // The signal covers the body as well as the headers, so a feed that trickles is cut off too.
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(limits.timeoutMs), headers: { accept: 'application/xml, text/xml' } });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FeedTrouble(`answered HTTP ${response.status}`, `respondió con un error HTTP ${response.status}`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FeedTrouble(`sent more than ${limits.maxBytes} bytes`, `envió más de ${formatNumber(limits.maxBytes, 'es')} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * "did not answer within 2000 ms", "answered HTTP 500", "sent unusable data: it has an empty rate list"..., and the
 * same in Spanish ("no respondió en 2000 ms").
 */
export function describeFailure(error: unknown, timeoutMs: number): { en: string; es: string } {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return { en: `did not answer within ${timeoutMs} ms`, es: `no respondió en ${formatNumber(timeoutMs, 'es')} ms` };
    }
    if (error.name === 'FeedError') {
      const es = (error as Error & { es?: unknown }).es;
      return { en: `sent unusable data: it ${error.message}`, es: `envió datos inservibles: ${typeof es === 'string' ? es : error.message}` };
    }
    if (error instanceof FeedTrouble) return { en: error.message, es: error.es };
    if (/^(answered|sent) /.test(error.message)) return { en: error.message, es: 'no dio una respuesta utilizable' };
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    const detail = typeof code === 'string' ? ` (${code})` : '';
    return { en: `could not be reached${detail}`, es: `no se pudo contactar${detail}` };
  }
  return { en: 'could not be reached', es: 'no se pudo contactar' };
}
