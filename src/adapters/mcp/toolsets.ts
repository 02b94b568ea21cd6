/**
 * Toolsets: subsets of the MCP tools an agent can connect to instead of all of them, so it pays only for the tool
 * list it needs. `/api/mcp` serves every tool; `/api/mcp/<toolset>` one toolset — one per category that has
 * operations, plus `calculators`, `utilities` and `content` by kind — and `?tools=a,b` picks tools by name on either.
 * Kept apart from the endpoint so the HTTP app can check a path and a query without loading the MCP SDK.
 */
import { categories, type Category } from '../../core/categories.js';
import { didYouMean, elide } from '../../core/errors.js';
import type { RegistryEntry } from '../../core/registry.js';

export const MCP_PATH = '/api/mcp';

export interface Toolset {
  name: string;
  /** One line for the documentation. */
  description: string;
  /** Tool names (operation ids), in registry order. */
  tools: ReadonlySet<string>;
}

const KIND_TOOLSETS = {
  calculators: { kind: 'calculator', description: 'Every calculator (the planning, US tax and Spain/UK categories).' },
  utilities: { kind: 'utility', description: 'Every utility (text, encoding, data, time, color, currency and generators).' },
  content: { kind: 'content', description: categories.content.description },
} as const;

/** The toolsets, in display order: the categories that have operations (categories.ts order), then by kind. */
export function buildToolsets(operations: readonly RegistryEntry[]): Toolset[] {
  const sets: Toolset[] = [];
  for (const key of Object.keys(categories) as Category[]) {
    const tools = new Set(operations.filter((op) => op.category === key).map((op) => op.id));
    if (tools.size > 0) sets.push({ name: key, description: categories[key].description, tools });
  }
  for (const [name, { kind, description }] of Object.entries(KIND_TOOLSETS)) {
    const tools = new Set(operations.filter((op) => op.kind === kind).map((op) => op.id));
    if (tools.size === 0) continue;
    const same = sets.find((s) => s.name === name);
    // `content` is both a category and a kind; they hold the same operations today, and the union is served if not.
    if (same) same.tools = new Set([...same.tools, ...tools]);
    else sets.push({ name, description, tools });
  }
  return sets;
}

/** What a request to an MCP path may use, or why it may not. */
export type ToolSelection =
  | { ok: true; tools: ReadonlySet<string> | undefined }
  | { ok: false; status: 404; message: string; toolsets: string[] }
  | { ok: false; status: 400; message: string };

export interface ToolsetRouter {
  readonly toolsets: readonly Toolset[];
  /** Whether `path` is an MCP path (`/api/mcp` or anything under `/api/mcp/`). */
  isMcpPath(path: string): boolean;
  /** The toolset a path names (`undefined` for `/api/mcp` itself), or a 404 for an unknown one. */
  toolsetOf(path: string): ToolSelection;
  /** The tools a request may use: its toolset's, narrowed by `?tools=`; every tool = `undefined`. */
  select(path: string, search: string): ToolSelection;
}

export function toolsetRouter(operations: readonly RegistryEntry[]): ToolsetRouter {
  const toolsets = buildToolsets(operations);
  const byName = new Map(toolsets.map((t) => [t.name, t]));
  const names = toolsets.map((t) => t.name);
  const allIds = new Set(operations.map((op) => op.id));

  const toolsetOf = (path: string): ToolSelection => {
    if (path === MCP_PATH) return { ok: true, tools: undefined };
    const name = decodeSafely(path.slice(MCP_PATH.length + 1));
    const set = byName.get(name);
    if (set) return { ok: true, tools: set.tools };
    return {
      ok: false,
      status: 404,
      message: `unknown MCP toolset '${elide(name)}'${didYouMean(name, names)} — toolsets: ${names.join(', ')} (at ${MCP_PATH}/<toolset>); ${MCP_PATH} serves every tool`,
      toolsets: names,
    };
  };

  return {
    toolsets,
    isMcpPath: (path) => path === MCP_PATH || path.startsWith(`${MCP_PATH}/`),
    toolsetOf,
    select(path, search) {
      const base = toolsetOf(path);
      if (!base.ok || !search.includes('tools')) return base;
      const params = new URLSearchParams(search);
      if (!params.has('tools')) return base;
      const wanted = params.getAll('tools').flatMap((v) => v.split(',')).map((n) => n.trim()).filter((n) => n !== '');
      if (wanted.length === 0) return { ok: false, status: 400, message: 'tools: name at least one tool, e.g. ?tools=slugify,json-format' };
      const within = base.tools ?? allIds;
      const where = base.tools ? `toolset '${path.slice(MCP_PATH.length + 1)}'` : 'this server';
      for (const name of wanted) {
        if (within.has(name)) continue;
        const message = allIds.has(name)
          ? `tools: '${elide(name)}' is not in ${where} (its tools: ${[...within].join(', ')}); ${MCP_PATH}?tools=${name} serves it`
          : `tools: unknown tool '${elide(name)}'${didYouMean(name, [...within])} — ${base.tools ? `${where} has ${[...within].join(', ')}` : `tools/list at ${MCP_PATH} names every tool`}`;
        return { ok: false, status: 400, message };
      }
      return { ok: true, tools: new Set(wanted) };
    },
  };
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
