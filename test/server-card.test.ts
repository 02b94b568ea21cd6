import { readFileSync } from 'node:fs';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN, REGISTRY_SCHEMA, registryEntry, serverJsonText } from '../src/adapters/mcp/registry-entry.js';
import { SERVER_CARD_SCHEMA, serverCard } from '../src/adapters/mcp/server-card.js';
import { REGISTRY_NAME, SERVER_INFO } from '../src/adapters/mcp/server-info.js';
import { buildTools } from '../src/adapters/mcp/tool-list.js';
import { MCP_PATH, toolsetRouter } from '../src/adapters/mcp/toolsets.js';
import { operations } from '../src/ops/index.js';

/**
 * The MCP server card (SEP-2127) and the MCP Registry's server.json (issue 28), checked against the published JSON
 * Schemas, vendored in test/fixtures/mcp-schemas/ (its README names their sources), with ajv and its formats.
 */
// ajv-formats is CommonJS: under NodeNext its function is the module's `default` property.
const addFormats = ajvFormats.default;
const schemaFile = (name: string) => JSON.parse(readFileSync(new URL(`fixtures/mcp-schemas/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

// The card schema is draft 2020-12 and holds its types under $defs (the upstream examples validate against ServerCard).
const ajv2020 = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv2020);
ajv2020.addSchema(schemaFile('server-card.schema.json'), 'server-card');
const validateCard = ajv2020.getSchema('server-card#/$defs/ServerCard')!;

// The registry's schema is draft-07 with OpenAPI keywords (example, discriminator) that strict mode would refuse.
const ajv7 = new Ajv({ allErrors: true, strict: false });
addFormats(ajv7);
const registrySchema = schemaFile('server.schema.json');
const validateServerJson = ajv7.compile(registrySchema);

/** The validator's verdict: [] when valid, else each error as "<path> <message>". */
function errorsOf(validate: ValidateFunction, document: unknown): string[] {
  return validate(document) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const ORIGIN = 'https://api.example.org';
const card = serverCard(ORIGIN, operations);
const toolsetNames = toolsetRouter(operations).toolsets.map((t) => t.name);

describe('the MCP server card', () => {
  it('validates against the SEP-2127 schema, for a public origin and for a local one', () => {
    expect(validateCard).toBeTypeOf('function');
    expect(errorsOf(validateCard, card)).toEqual([]);
    expect(errorsOf(validateCard, serverCard('http://127.0.0.1:3000', operations))).toEqual([]);
  });

  it('says who the server is, as initialize does, and where to connect', () => {
    const versions = [...SUPPORTED_PROTOCOL_VERSIONS];
    expect(card).toEqual({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'io.github.OWNER/utility-api',
      title: 'Utility API',
      description: 'Free, keyless JSON utilities, money calculators and content catalogs.',
      version: '1.0.0',
      websiteUrl: 'https://api.example.org/api',
      remotes: [
        { type: 'streamable-http', url: 'https://api.example.org/api/mcp', supportedProtocolVersions: versions },
        {
          type: 'streamable-http',
          url: 'https://api.example.org/api/mcp/{toolset}',
          variables: { toolset: { description: expect.stringContaining('toolset') as string, isRequired: true, choices: toolsetNames } },
          supportedProtocolVersions: versions,
        },
      ],
    });
    // The card's name is the registry's reverse-DNS one; it ends in the name initialize answers with.
    expect(card.name.endsWith(`/${SERVER_INFO.name}`)).toBe(true);
    expect(card).toMatchObject({ title: SERVER_INFO.title, version: SERVER_INFO.version });
    expect(versions).toContain('2025-11-25');
  });

  it('reaches exactly the tools the MCP server lists: every tool at /api/mcp, and the toolsets cover them all', () => {
    const listed = buildTools(operations).map((t) => t.name);
    const router = toolsetRouter(operations);
    expect(router.toolsetOf(new URL(card.remotes[0]!.url).pathname)).toEqual({ ok: true, tools: undefined });
    const choices = card.remotes[1]!.variables!.toolset!.choices;
    expect(choices.length).toBeGreaterThan(1);
    const reached = new Set<string>();
    for (const choice of choices) {
      const path = new URL(card.remotes[1]!.url.replace('{toolset}', choice)).pathname;
      const selection = router.toolsetOf(path);
      if (!selection.ok || !selection.tools) throw new Error(`${path} is not a toolset: ${JSON.stringify(selection)}`);
      for (const tool of selection.tools) reached.add(tool);
    }
    expect([...reached].sort()).toEqual([...listed].sort());
    // No tool list of its own: the schema leaves tools, resources and prompts to the protocol's list calls.
    expect(Object.keys(card).sort()).toEqual(['$schema', 'description', 'name', 'remotes', 'title', 'version', 'websiteUrl']);
  });

  it('a card the schema refuses fails validation: no name, a name without a namespace, a long description, another schema', () => {
    const { name: _name, ...nameless } = card;
    expect(errorsOf(validateCard, nameless)).toEqual(["/ must have required property 'name'"]);
    expect(errorsOf(validateCard, { ...card, name: 'utility-api' })).toEqual(['/name must match pattern "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$"']);
    expect(errorsOf(validateCard, { ...card, description: 'x'.repeat(101) })).toEqual(['/description must NOT have more than 100 characters']);
    expect(errorsOf(validateCard, { ...card, $schema: REGISTRY_SCHEMA })).toHaveLength(1);
    expect(errorsOf(validateCard, { ...card, remotes: [{ type: 'websocket', url: `${ORIGIN}${MCP_PATH}` }] })).toEqual([
      '/remotes/0/type must be equal to one of the allowed values',
    ]);
  });
});

describe('server.json for the MCP Registry', () => {
  const committed = readFileSync(new URL('../server.json', import.meta.url), 'utf8');
  const entry = JSON.parse(committed) as ReturnType<typeof registryEntry>;

  it('is what scripts/write-server-json.ts writes (run it after changing the server)', () => {
    expect(committed).toBe(serverJsonText(operations));
  });

  it("validates against the registry's published schema", () => {
    expect(registrySchema.$id).toBe(REGISTRY_SCHEMA);
    expect(entry.$schema).toBe(REGISTRY_SCHEMA);
    expect(errorsOf(validateServerJson, entry)).toEqual([]);
  });

  it('describes the remote server the card does, at the placeholder public origin', () => {
    const { $schema: _card, ...cardServer } = serverCard(PUBLIC_ORIGIN, operations);
    const { $schema: _entry, ...entryServer } = entry;
    expect(entryServer).toEqual({ ...cardServer, remotes: cardServer.remotes.map(({ supportedProtocolVersions: _v, ...remote }) => remote) });
    expect(entry.remotes[0]).toEqual({ type: 'streamable-http', url: 'https://your-public-host.example/api/mcp' });
    // The registry's own name rule (internal/validators/validators.go) is stricter than its schema's pattern.
    expect(entry.name).toBe(REGISTRY_NAME);
    expect(entry.name).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]\/[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]$/);
  });

  it('an entry the schema refuses fails validation', () => {
    const { version: _version, ...versionless } = entry;
    expect(errorsOf(validateServerJson, versionless)).toEqual(["/ must have required property 'version'"]);
    expect(errorsOf(validateServerJson, { ...entry, remotes: [{ type: 'streamable-http', url: 'your-public-host.example/api/mcp' }] }).length).toBeGreaterThan(0);
  });
});
