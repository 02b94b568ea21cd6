/**
 * The MCP Registry's `server.json` for this server (a remote server: no packages to install), from the same source as
 * the server card. The file at the repository root is written by `npx tsx scripts/write-server-json.ts`, and
 * test/server-card.test.ts fails when it differs from what that writes.
 */
import type { AnyOperation } from '../../core/operation.js';
import { describeServer, type RemoteServer } from './server-card.js';

/** The registry schema the file declares (the newest published; vendored with its source in test/fixtures/mcp-schemas/). */
export const REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

/**
 * The registry needs absolute URLs and the service has no public host yet: this reserved `.example` origin stands in
 * for it until there is one (then change it here and rewrite server.json).
 */
export const PUBLIC_ORIGIN = 'https://your-public-host.example';

export function registryEntry(operations: readonly AnyOperation[], origin = PUBLIC_ORIGIN): { $schema: string } & RemoteServer {
  return { $schema: REGISTRY_SCHEMA, ...describeServer(origin, operations) };
}

/** server.json's text: two-space JSON and a final newline. */
export function serverJsonText(operations: readonly AnyOperation[]): string {
  return `${JSON.stringify(registryEntry(operations), null, 2)}\n`;
}
