import { request } from 'node:http';

/**
 * POSTs `{"text":"Hello World"}` to slugify on `port` in two parts: the first at once, `signal()` after `signalAfterMs`,
 * the rest `endAfterMs` later — a request whose body is still arriving when the signal (SIGTERM) comes.
 */
export function halfSentSlugify(port: number, signal: () => void, signalAfterMs: number, endAfterMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/slugify', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 22 } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.write('{"text":"');
    setTimeout(() => {
      signal();
      setTimeout(() => req.end('Hello World"}'), endAfterMs);
    }, signalAfterMs);
  });
}
