import type { ExecutedExample } from '../core/examples.js';
import { buildOpenApi } from './openapi.js';
import { renderLlmsTxt } from './reference/llms-txt.js';
import type { ReferenceInput } from './reference/reference-input.js';
import { renderReferencePage } from './reference/reference-page.js';

export interface Documents {
  /** The examples with the responses they really returned, for the operations' pages. */
  executed: ReadonlyMap<string, readonly ExecutedExample[]>;
  openapi: string;
  reference: string;
  llms: string;
}

/** What the documents are built from: the reference's input (registry, base URL, examples, the limits they state). */
export type DocumentsInput = ReferenceInput;

/** The three documents derived from the registry. Loaded on first use, so the renderers cost a cold start nothing. */
export function buildDocuments(input: DocumentsInput): Documents {
  return {
    executed: input.executed,
    openapi: JSON.stringify(buildOpenApi(input.operations, input.baseUrl, input.executed)),
    reference: renderReferencePage(input),
    llms: renderLlmsTxt(input),
  };
}
