import type { Documents } from '../documents.js';
import { compress, type Encoding } from './compress.js';
import { contentHash } from './etag.js';

/**
 * Stands for the request's origin in documents built while BASE_URL is unset. A `.invalid` host (RFC 6761) can never
 * be a real one, and the characters a validated Host may hold are safe wherever the origin is written (HTML, JSON,
 * shell quotes), so the swap needs no escaping.
 */
export const STAND_IN_ORIGIN = 'http://origin.utility-api.invalid';

/** Origins whose compressed documents are kept; the first visitors of a further origin pay for compressing them. */
const MAX_COMPRESSED_ORIGINS = 8;

/**
 * The documents built from the registry (reference, OpenAPI, llms.txt, the examples' real responses), built once per
 * process: for BASE_URL when it is set, otherwise for STAND_IN_ORIGIN, which each answer then replaces with the
 * request's own origin — a split and join of prebuilt text (about 1 ms for the 950 KB reference) instead of a rebuild
 * (about 500 ms) per Host header. Compressed bodies are kept per origin for a few origins.
 */
export class DocumentStore {
  private built: Promise<Documents> | undefined;
  private readonly pieces = new Map<string, string[]>();
  /** key → hash of the document as built (for the stand-in origin when BASE_URL is unset). */
  private readonly hashes = new Map<string, string>();
  /** origin → (key\0encoding → bytes), in least-recently-used order. */
  private readonly compressed = new Map<string, Map<string, Uint8Array>>();

  constructor(
    private readonly build: (baseUrl: string) => Promise<Documents>,
    /** BASE_URL, when configured: documents are built for it and never rewritten. */
    private readonly fixedBaseUrl: string | undefined,
  ) {}

  /** The base URL documents and pages are rendered with (BASE_URL, or the stand-in). */
  get renderBaseUrl(): string {
    return this.fixedBaseUrl ?? STAND_IN_ORIGIN;
  }

  /** Whether answers depend on the request's Host (BASE_URL unset). */
  get followsHost(): boolean {
    return this.fixedBaseUrl === undefined;
  }

  documents(): Promise<Documents> {
    if (!this.built) {
      this.built = this.build(this.renderBaseUrl);
      // A failed build (a bug) is retried by the next request rather than cached.
      this.built.catch(() => (this.built = undefined));
    }
    return this.built;
  }

  /** `text` for `origin`. `key` names a document whose split pieces are worth keeping (the big, fixed ones). */
  localize(text: string, origin: string, key?: string): string {
    if (!this.followsHost) return text;
    let parts = key === undefined ? undefined : this.pieces.get(key);
    if (!parts) {
      parts = text.split(STAND_IN_ORIGIN);
      if (key !== undefined) this.pieces.set(key, parts);
    }
    return parts.length === 1 ? text : parts.join(origin);
  }

  /**
   * The hash of a fixed document's text (`built`, as built) localized for `origin`, for its ETag: the built text is
   * hashed once, and the localized one — a function of it and the origin — by hashing the two together, so no
   * request hashes a 950 KB reference again.
   */
  hashFor(key: string, built: string, origin: string): string {
    let hash = this.hashes.get(key);
    if (hash === undefined) this.hashes.set(key, (hash = contentHash(built)));
    return this.followsHost ? contentHash(`${hash}\0${origin}`) : hash;
  }

  /** The compressed body of a fixed document for `origin`, kept for the most recent origins; `fresh` when it had to be made. */
  compressedFor(origin: string, key: string, encoding: Encoding, text: string): { bytes: Uint8Array; fresh: boolean } {
    const cacheKey = `${key}\0${encoding}`;
    let forOrigin = this.compressed.get(origin);
    if (forOrigin) {
      // Re-inserted so the map's order stays least-recently-used first.
      this.compressed.delete(origin);
      this.compressed.set(origin, forOrigin);
      const bytes = forOrigin.get(cacheKey);
      if (bytes) return { bytes, fresh: false };
    } else {
      if (this.compressed.size >= MAX_COMPRESSED_ORIGINS) this.compressed.delete(this.compressed.keys().next().value!);
      forOrigin = new Map();
      this.compressed.set(origin, forOrigin);
    }
    const bytes = compress(text, encoding);
    forOrigin.set(cacheKey, bytes);
    return { bytes, fresh: true };
  }
}
