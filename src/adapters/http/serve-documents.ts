/**
 * The documents built from the registry: the OpenAPI document (/api/v1/openapi.json), the reference page (/api) and
 * llms.txt. Built once per process (document-store.ts); each answer is the stored text for the request's origin,
 * with its ETag and compressed bytes kept per origin.
 */
import type { Documents } from '../documents.js';
import type { HttpKit } from './kit.js';
import { HTML_CSP, setPageSecurity } from './page-security.js';
import type { HttpRequest, HttpResponse } from './types.js';

export type DocumentKind = 'openapi' | 'reference' | 'llms';

const DOCUMENTS: Record<DocumentKind, { pick: (d: Documents) => string; contentType: string }> = {
  openapi: { pick: (d) => d.openapi, contentType: 'application/json; charset=utf-8' },
  reference: { pick: (d) => d.reference, contentType: 'text/html; charset=utf-8' },
  llms: { pick: (d) => d.llms, contentType: 'text/plain; charset=utf-8' },
};

export function documentServer(kit: HttpKit): (req: HttpRequest, kind: DocumentKind, headers: Record<string, string>) => Promise<HttpResponse> {
  const { store, rateLimit, baseUrlOf, textAnswer, internalError } = kit;

  return async (req, kind, headers) => {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const { pick, contentType } = DOCUMENTS[kind];
      const built = pick(await store.documents());
      const origin = baseUrlOf(req);
      headers['cache-control'] = 'public, max-age=300';
      if (kind === 'reference') setPageSecurity(headers, HTML_CSP);
      const stored = { key: req.path, origin, hash: store.hashFor(req.path, built, origin) };
      return await textAnswer(req, headers, store.localize(built, origin, req.path), contentType, 200, stored);
    } catch (error) {
      return internalError(error, { document: req.path }, headers);
    }
  };
}
