import * as z from 'zod';

/**
 * A JSON document in the input: its text as a string (kept exactly as written), or the JSON value itself, as
 * jsonDocumentField (core/json-document.ts) reads it, with a smaller schema — any JSON value — since two such fields
 * per operation would otherwise cost an MCP client twice a six-branch union. Read it with jsonDocumentText.
 */
export function documentField(description: string) {
  return z
    .unknown()
    .refine((value) => value !== undefined, { error: 'is required' })
    .describe(description);
}
