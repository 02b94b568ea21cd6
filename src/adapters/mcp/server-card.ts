/**
 * The MCP server card (SEP-2127, "MCP Server Cards"): a static JSON document that tells a client what this server is
 * and where to connect before it connects — served at `/.well-known/mcp/server-card.json` and at the endpoint's own
 * `/api/mcp/server-card`. By the schema's design it names no tools, resources or capabilities (those stay with
 * tools/list and initialize); what it does say is derived here, never kept by hand: the identity from server-info.ts,
 * the endpoints from the toolsets, the protocol versions from the ones the endpoint accepts.
 *
 * Loads the MCP SDK's types module (for the protocol versions): the HTTP layer imports this lazily, like the endpoint.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { RegistryEntry } from '../../core/registry.js';
import { REGISTRY_NAME, SERVER_DESCRIPTION, SERVER_INFO } from './server-info.js';
import { buildToolsets, MCP_PATH } from './toolsets.js';

/** The schema a card declares (v1; vendored with its source in test/fixtures/mcp-schemas/). */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** The card's media type, which a client asks for in `Accept` and the server answers in `Content-Type`. */
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';

/** A remote endpoint as the card and the registry's server.json both describe one. */
export interface McpRemote {
  type: 'streamable-http';
  /** A URL, or a template whose `{variables}` the client fills in before connecting. */
  url: string;
  variables?: Record<string, { description: string; isRequired: boolean; choices: string[] }>;
  /** Card only: the registry's remotes have no such field. */
  supportedProtocolVersions?: string[];
}

/** What the card and the registry's server.json share: who the server is and where it listens. */
export interface RemoteServer {
  name: string;
  title: string;
  description: string;
  version: string;
  websiteUrl: string;
  remotes: McpRemote[];
}

/**
 * The server as both documents describe it, for a public `origin` (scheme and host, no trailing slash). Two remotes:
 * `/api/mcp` with every tool, and `/api/mcp/{toolset}` with one toolset's (a smaller tools/list to pay for).
 */
export function describeServer(origin: string, operations: readonly RegistryEntry[]): RemoteServer {
  const toolsets = buildToolsets(operations).map((t) => t.name);
  return {
    name: REGISTRY_NAME,
    title: SERVER_INFO.title,
    description: SERVER_DESCRIPTION,
    version: SERVER_INFO.version,
    // The reference page: every tool's fields and examples, and how to connect an MCP client.
    websiteUrl: `${origin}/api`,
    remotes: [
      { type: 'streamable-http', url: `${origin}${MCP_PATH}` },
      {
        type: 'streamable-http',
        url: `${origin}${MCP_PATH}/{toolset}`,
        variables: {
          toolset: {
            description: `A toolset: one category's or kind's tools, a smaller tools/list than ${MCP_PATH}, which serves every tool.`,
            isRequired: true,
            choices: toolsets,
          },
        },
      },
    ],
  };
}

/** The server card for a public `origin`. */
export function serverCard(origin: string, operations: readonly RegistryEntry[]): { $schema: string } & RemoteServer {
  const server = describeServer(origin, operations);
  const supportedProtocolVersions = [...SUPPORTED_PROTOCOL_VERSIONS];
  return { $schema: SERVER_CARD_SCHEMA, ...server, remotes: server.remotes.map((remote) => ({ ...remote, supportedProtocolVersions })) };
}
