import type { Config } from '../../config.js';
import type { Context } from '../../core/context.js';
import type { RegistryEntry } from '../../core/registry.js';
import type { HttpRequest } from './types.js';

/** The public origin of a request: BASE_URL, or the scheme and (validated) Host it came with. */
export function originOf(config: Config): (req: HttpRequest) => string {
  return (req) => {
    if (config.BASE_URL) return config.BASE_URL;
    const forwardedProto = config.TRUST_PROXY > 0 ? req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : req.protocol;
    const host = req.header('host');
    return `${proto}://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : 'localhost'}`;
  };
}

/**
 * An operation's context for one request; the base URL is worked out only if the operation asks for it (few do).
 * Not an object literal with a `get baseUrl()`: each such literal gets a getter closure of its own that V8 keeps
 * reachable from the object's map, so ~2 KB a request outlived the young generation (12% of what a request allocates
 * was promoted, then mark-swept) and the literal cost ~0.4 µs. Nor an own property defined per request
 * (`Object.defineProperty`, ~90 ns a request): the getter is the class's, shared. So `{ ...ctx }` does not copy
 * `baseUrl`: a copy names it (`{ ...ctx, baseUrl: ctx.baseUrl }`).
 */
export class RequestContext implements Context {
  cachedBaseUrl: string | undefined = undefined;
  declare readonly writtenNumber?: (value: number) => string | undefined;

  constructor(
    readonly now: () => Date,
    readonly ecbRates: Context['ecbRates'],
    readonly operations: readonly RegistryEntry[],
    readonly req: HttpRequest,
    readonly baseUrlOf: (req: HttpRequest) => string,
    writtenNumber: ((value: number) => string | undefined) | undefined,
  ) {
    // Absent, not undefined, when the request held no number a double does not keep.
    if (writtenNumber) (this as { writtenNumber?: typeof writtenNumber }).writtenNumber = writtenNumber;
  }

  get baseUrl(): string {
    return (this.cachedBaseUrl ??= this.baseUrlOf(this.req));
  }
}
