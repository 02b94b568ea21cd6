/**
 * The access log (ACCESS_LOG=on|all): one JSON line per request on stdout, through pino's asynchronous destination,
 * which pino flushes synchronously when the process exits (SIGTERM included: src/server.ts ends with process.exit).
 * Never the query string (a tool page's query holds what the user typed) nor a body: the path only.
 */
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Config } from '../../config.js';
import { MCP_PATH } from '../mcp/toolsets.js';
import { HEALTH_PATH, OPERATION_PREFIX, SERVER_CARD_PATHS } from './routes.js';
import type { HttpResponse } from './types.js';

/** Called once per request after its response was written: `sent` is what went out, undefined when the client had gone. */
export type AccessLog = (req: IncomingMessage, start: number, sent: HttpResponse | undefined, response?: HttpResponse) => void;

/** One line of the log (pino adds `level` and `time`). */
export interface AccessEntry {
  requestId: string | undefined;
  method: string;
  path: string;
  /** The operation for /api/v1/<operation>, `mcp` for the MCP endpoint; absent elsewhere. */
  operation?: string;
  /** 499 (nginx's "client closed request") when the client went away before its answer could be written. */
  status: number;
  durationMs: number;
  /** Body bytes written (0 for HEAD), compressed size when compressed. */
  bytes: number;
}

type Write = ((entry: AccessEntry) => void) & { flush?(): Promise<void> };

/**
 * Resolves once every line written so far is out. The shutdown waits for it before the process exits: pino's own
 * flush at exit writes what it still buffers synchronously, which can land before a line whose asynchronous write is
 * still queued in libuv's thread pool (busy, say, loading modules), so lines came out of order.
 */
export type FlushLog = () => Promise<void>;

/** The log for a mode, or undefined for `off`: the Node adapter then runs without a single extra instruction. */
export function accessLog(mode: Config['ACCESS_LOG'], writer?: Write): (AccessLog & { flush: FlushLog }) | undefined {
  if (mode === 'off') return undefined;
  const write = writer ?? pinoWriter();
  const withHealth = mode === 'all';
  const log: AccessLog = (req, start, sent, response) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path === HEALTH_PATH && !withHealth) return;
    const status = sent ? sent.status : 499;
    const operation = operationOf(path, status);
    write({
      requestId: (sent ?? response)?.headers['x-request-id'],
      method: req.method ?? 'GET',
      path,
      ...(operation ? { operation } : {}),
      status,
      durationMs: Math.round((performance.now() - start) * 1000) / 1000,
      bytes: sent?.body ? Number(sent.headers['content-length']) : 0,
    });
  };
  return Object.assign(log, { flush: write.flush ?? (() => Promise.resolve()) });
}

/** Read from the path: a 404 under /api/v1/ named no operation, and openapi.json and the server card are documents. */
function operationOf(path: string, status: number): string | undefined {
  if (path === MCP_PATH || (path.startsWith(`${MCP_PATH}/`) && !SERVER_CARD_PATHS.includes(path))) return 'mcp';
  if (!path.startsWith(OPERATION_PREFIX) || status === 404) return undefined;
  const name = path.slice(OPERATION_PREFIX.length);
  return name === 'openapi.json' ? undefined : name;
}

/**
 * pino, required here, synchronously, only when the log is on (it costs ~20 ms to load): nothing for a start without
 * it, and ready before the first request, so no line waits on it (and none is lost to an early exit). Left out of the
 * bundle, from node_modules like piscina.
 */
function pinoWriter(): Write {
  const { pino } = createRequire(import.meta.url)('pino') as typeof import('pino');
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  const write: Write = (entry) => logger.info(entry);
  // sonic-boom writes one chunk at a time and says 'drain' once all of it is out; pino's flush() does not wait for a
  // write in flight (it returns at once with the default minLength of 0), and the stream has no public "writing" flag.
  const writing = destination as unknown as { _writing: boolean; once(event: 'drain', listener: () => void): unknown };
  write.flush = () => (writing._writing ? new Promise((resolve) => void writing.once('drain', () => resolve())) : Promise.resolve());
  return write;
}
