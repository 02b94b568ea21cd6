/**
 * The MCP endpoint over HTTP: `POST /api/mcp` and `/api/mcp/<toolset>` (stateless Streamable HTTP, one JSON-RPC
 * message per request), the host/origin allowlist in front of it, and its server card (discovery, SEP-2127).
 */
import { elide } from '../../core/errors.js';
import type { McpEndpoint, McpReply, McpRequestInfo, ToolCallQuota } from '../mcp/mcp-endpoint.js';
import { toolsetRouter, type ToolSelection, type ToolsetRouter } from '../mcp/toolsets.js';
import { parseJsonBody } from './json-body.js';
import type { HttpKit } from './kit.js';
import { RATE_WINDOW_SECONDS, rateLimitHeaders, type RateLimitState } from './rate-limit.js';
import { json } from './respond.js';
import type { BodyRead, HttpRequest, HttpResponse } from './types.js';

export interface McpServer {
  /** `/api/mcp/<toolset>` and `?tools=` narrow what one endpoint lists and calls, per request (src/adapters/mcp/toolsets.ts). */
  toolsets: ToolsetRouter;
  /** Any method but OPTIONS on a served MCP path: the allowlist, then the call (POST) or a 405. */
  serve(req: HttpRequest, allow: string, headers: Record<string, string>): Promise<HttpResponse>;
  /** An MCP path that names no toolset: the allowlist guards it too, then a 404 listing the toolsets. */
  unknownPath(req: HttpRequest, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> | undefined;
  /** GET the server card: what a client or a registry reads to find and describe this server without connecting. */
  serverCard(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse>;
}

export function mcpServer(kit: HttpKit): McpServer {
  const { config, registry, limiter, rateLimit, limitThen, limitKey, overLimit, contextFor, clientOf, internalError, tooLarge, aborted, methodNotAllowed } = kit;
  const toolsets = toolsetRouter(registry.entries);
  // The MCP SDK and every definition (tools/list shows all their schemas) load on the first MCP request, so they cost
  // nothing to a cold start that serves operations.
  let endpoint: Promise<McpEndpoint> | undefined;
  // Once made, taken without a promise: each await of a settled one is still a microtask on every call.
  let ready: McpEndpoint | undefined;
  const mcpEndpoint = () =>
    (endpoint ??= Promise.all([import('../mcp/mcp-endpoint.js'), registry.loadAll()]).then(([m, operations]) => (ready = new m.McpEndpoint(operations, kit.logError, kit.offload))));

  /**
   * ALLOWED_HOSTS / ALLOWED_ORIGINS (DNS-rebinding protection for private deployments): a request to /api/mcp whose
   * Host, or Origin when it has one, is not listed gets a 403 with a JSON-RPC error. Unset, everything is accepted.
   */
  function foreignCaller(req: HttpRequest, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> | undefined {
    const hosts = config.ALLOWED_HOSTS;
    const origins = config.ALLOWED_ORIGINS;
    if (!hosts && !origins) return undefined;
    let refusal: string | undefined;
    const host = req.header('host')?.trim().toLowerCase() ?? '';
    if (hosts && !hostAllowed(host, hosts)) refusal = `Forbidden: Host '${elide(host)}' is not allowed on this server`;
    const origin = req.header('origin')?.trim().toLowerCase();
    if (!refusal && origins && origin !== undefined && !origins.includes(origin.replace(/\/+$/, ''))) {
      refusal = `Forbidden: Origin '${elide(origin)}' is not allowed on this server`;
    }
    if (!refusal) return undefined;
    return limitThen(req, headers, 0, () => {
      headers['cache-control'] = 'no-store';
      return json(403, { jsonrpc: '2.0', id: null, error: { code: -32000, message: refusal } }, headers);
    });
  }

  /** A toolset path or `?tools=` that names nothing served: 404 with the toolsets, or 400 naming the tool. */
  function unknownTools(req: HttpRequest, selection: ToolSelection & { ok: false }, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> {
    return limitThen(req, headers, 0, () => {
      headers['cache-control'] = 'no-store';
      if (selection.status === 404) return json(404, { error: selection.message, toolsets: selection.toolsets }, headers);
      return json(400, { jsonrpc: '2.0', id: null, error: { code: -32602, message: selection.message } }, headers);
    });
  }

  function serve(req: HttpRequest, allow: string, headers: Record<string, string>): Promise<HttpResponse> {
    const foreign = foreignCaller(req, headers);
    if (foreign) return Promise.resolve(foreign);
    return req.method === 'POST' ? runMcp(req, headers) : Promise.resolve(methodNotAllowed(req, allow, headers));
  }

  function unknownPath(req: HttpRequest, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> | undefined {
    const foreign = foreignCaller(req, headers);
    if (foreign) return foreign;
    const unknown = toolsets.toolsetOf(req.path);
    return unknown.ok ? undefined : unknownTools(req, unknown, headers);
  }

  /**
   * A POST, as the operations' hot path is written (serve-operations.ts): one promise for the body and one callback,
   * then synchronous work while the calls are; no async function (each cost promises and microtask hops a call).
   */
  function runMcp(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const selection = toolsets.select(req.path, req.search);
    if (!selection.ok) return Promise.resolve(unknownTools(req, selection, headers));
    headers['cache-control'] = 'no-store';
    return req.readBody(config.MAX_BODY_BYTES).then((body) => {
      try {
        return mcpResponse(req, headers, body, selection.tools);
      } catch (error) {
        return internalError(error, { endpoint: 'mcp' }, headers);
      }
    });
  }

  function mcpResponse(req: HttpRequest, headers: Record<string, string>, body: BodyRead, tools: ReadonlySet<string> | undefined): HttpResponse | Promise<HttpResponse> {
    if (body.kind === 'too-large') return tooLarge(headers);
    if (body.kind === 'aborted') return aborted(headers);
    const parsed = parseJsonBody(body.bytes);
    if (!parsed.ok) {
      const message = `Parse error: ${parsed.error}`;
      return limitThen(req, headers, 0, () => json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message } }, headers));
    }
    // Every tools/call request counts, one each; the endpoint asks once it has checked the envelope, and the calls
    // beyond what the client has left are refused one by one (and spend nothing).
    const key = limiter ? limitKey(req, headers) : undefined;
    if (key !== undefined && typeof key !== 'string') return key;
    const quotaOf = (state: RateLimitState & { granted: number }): ToolCallQuota => {
      rateLimitHeaders(state, RATE_WINDOW_SECONDS, headers);
      if (!state.allowed) headers['retry-after'] = String(state.resetSeconds);
      // The refusal's words only when some call is refused.
      return { granted: state.granted, refusal: state.allowed ? '' : overLimit(state) };
    };
    const takeToolCalls = limiter && key !== undefined
      ? (wanted: number): ToolCallQuota | Promise<ToolCallQuota> => {
          const state = limiter.take(key, wanted);
          return state instanceof Promise ? state.then(quotaOf) : quotaOf(state);
        }
      : undefined;
    const info: McpRequestInfo = {
      accept: req.header('accept'),
      protocolVersion: req.header('mcp-protocol-version'),
      bodyBytes: body.bytes.byteLength,
      takeToolCalls,
      tools,
      // The limiter's key when it made one (the same key, not computed twice).
      client: typeof key === 'string' ? key : clientOf(req),
    };
    // Set, not spread into the literal: spreading takes V8's slow path on every call.
    if (parsed.writtenNumbers) info.writtenNumbers = parsed.writtenNumbers;
    const ctx = contextFor(req, parsed.writtenNumbers);
    if (!ready) {
      // The first call: a failure to load the endpoint, or of the call itself, is the same logged 500.
      return mcpEndpoint()
        .then((endpoint) => endpoint.handle(parsed.value, ctx, info))
        .then((reply) => replied(reply, key, headers), (error: unknown) => internalError(error, { endpoint: 'mcp' }, headers));
    }
    return replied(ready.handle(parsed.value, ctx, info), key, headers);
  }

  /** The endpoint's reply as HTTP, with the rate-limit headers of a POST that held no tool call (so took nothing). */
  function replied(answering: McpReply | Promise<McpReply>, key: string | undefined, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> {
    if (answering instanceof Promise) {
      return answering.then(
        (reply) => replied(reply, key, headers),
        (error: unknown) => internalError(error, { endpoint: 'mcp' }, headers),
      );
    }
    if (limiter && key !== undefined && headers['ratelimit'] === undefined) {
      const state = limiter.peek(key);
      if (state instanceof Promise) {
        return state.then(
          (peeked) => {
            rateLimitHeaders(peeked, RATE_WINDOW_SECONDS, headers);
            return replied(answering, undefined, headers);
          },
          (error: unknown) => internalError(error, { endpoint: 'mcp' }, headers),
        );
      }
      rateLimitHeaders(state, RATE_WINDOW_SECONDS, headers);
    }
    if (answering.contentType) headers['content-type'] = answering.contentType;
    return { status: answering.status, headers, body: answering.body };
  }

  /**
   * A public document like openapi.json, so outside the allowlist. Rendered per request (it names the request's
   * origin unless BASE_URL is set): it is small, and its ETag saves the transfer. Under the endpoint it is sent as the
   * card's own media type (the current draft); at the well-known addresses as the application/json earlier drafts ask.
   */
  async function serverCard(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const cards = await import('../mcp/server-card.js');
      const card = JSON.stringify(cards.serverCard(kit.baseUrlOf(req), registry.entries));
      const contentType = toolsets.isMcpPath(req.path) ? cards.SERVER_CARD_MEDIA_TYPE : 'application/json; charset=utf-8';
      // It changes with a deploy only; the drafts suggest an hour.
      headers['cache-control'] = 'public, max-age=3600';
      return await kit.textAnswer(req, headers, card, contentType);
    } catch (error) {
      return internalError(error, { document: req.path }, headers);
    }
  }

  return { toolsets, serve, unknownPath, serverCard };
}

/** `host[:port]` against the list: an entry with a port must match exactly, one without matches the name on any port. */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  if (allowed.includes(host)) return true;
  const name = host.replace(/:\d+$/, '');
  return name !== host && allowed.includes(name);
}
