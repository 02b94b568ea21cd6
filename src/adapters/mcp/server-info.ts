/**
 * Who the MCP server says it is, in one place: `initialize` answers with SERVER_INFO, and the server card and the
 * MCP Registry's server.json (server-card.ts, registry-entry.ts) are built from the same constants. Kept apart from
 * the endpoint so a card can be written without loading the MCP SDK's server.
 */
export const SERVER_INFO = { name: 'utility-api', title: 'Utility API', version: '1.0.0' } as const;

/** One line, at most 100 characters: the limit of both the card's and the registry's `description`. */
export const SERVER_DESCRIPTION = 'Free, keyless JSON utilities, money calculators and content catalogs.';

/**
 * The name in the MCP Registry's reverse-DNS namespace, which the publisher proves to own: `io.github.<user>/…` by
 * signing in to GitHub, or a domain's reverse form. The project has no public account or host yet, so the owner is a
 * placeholder to replace before publishing.
 */
export const REGISTRY_NAME = 'io.github.OWNER/utility-api';
