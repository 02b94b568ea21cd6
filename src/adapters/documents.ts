import type { ExecutedExample } from '../core/examples.js';
import type { AnyOperation } from '../core/operation.js';
import { buildOpenApi } from './openapi.js';
import { renderLlmsTxt } from './reference/llms-txt.js';
import { renderReferencePage } from './reference/reference-page.js';

export interface Documents {
  /** The examples with the responses they really returned, for the operations' pages. */
  executed: ReadonlyMap<string, readonly ExecutedExample[]>;
  openapi: string;
  reference: string;
  llms: string;
}

export interface DocumentsInput {
  operations: readonly AnyOperation[];
  baseUrl: string;
  executed: ReadonlyMap<string, readonly ExecutedExample[]>;
  rateLimitPerMinute: number;
  maxBodyBytes: number;
}

/** The three documents derived from the registry. Loaded on first use, so the renderers cost a cold start nothing. */
export function buildDocuments(input: DocumentsInput): Documents {
  return {
    executed: input.executed,
    openapi: JSON.stringify(buildOpenApi(input.operations, input.baseUrl, input.executed)),
    reference: renderReferencePage(input),
    llms: renderLlmsTxt(input),
  };
}
