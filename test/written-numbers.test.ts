import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, type Harness } from './support/harness.js';

// The body is written by hand: JSON.stringify could not write 12345678901234567890 or 1.0049999999999999 as such.
const post = (h: Harness, path: string, body: string, headers: Record<string, string> = {}) =>
  h.call(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body });

const DOCUMENT = '{"id":12345678901234567890,"price":1.0049999999999999,"n":[1,2.5]}';

describe.each([
  ['on the main thread', { WORKER_THREADS: '0' }],
  ['in the worker pool', { WORKER_THREADS: '1' }],
])('a JSON document sent as a value keeps its numbers as written, %s', (_, env) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode(env);
  });
  afterAll(async () => {
    await h.close();
  });

  it('over HTTP', async () => {
    const response = await post(h, '/api/v1/json-format', `{"json":${DOCUMENT},"indent":"min"}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: DOCUMENT });
  });

  it('over MCP', async () => {
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"json-to-toon","arguments":{"text":${DOCUMENT}}}}`;
    const response = await post(h, '/api/mcp', call);
    const reply = (await response.json()) as { result: { structuredContent: { result: string } } };
    expect(reply.result.structuredContent.result).toBe('id: 12345678901234567890\nprice: 1.0049999999999999\nn[2]: 1,2.5');
  });

  it('gives the shortest form of a double written two ways in one body (which was meant cannot be told)', async () => {
    const response = await post(h, '/api/v1/json-format', '{"json":[1.0049999999999999,1.005],"indent":"min"}');
    expect(await response.json()).toEqual({ result: '[1.005,1.005]' });
  });
});

describe('currency-convert reads the amount with the digits the request wrote (issue 17)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode();
  });
  afterAll(async () => {
    await h.close();
  });

  // 1.0049999999999999 and 1.005 are one double; half-up to cents they are 1.00 and 1.01.
  it('over HTTP and MCP: 1.0049999999999999 EUR is 1.00 EUR, 1.005 EUR is 1.01', async () => {
    const http = async (amount: string) =>
      ((await (await post(h, '/api/v1/currency-convert', `{"amount":${amount},"from":"EUR","to":"EUR"}`)).json()) as { resultText: string }).resultText;
    expect(await http('1.0049999999999999')).toBe('1.00');
    expect(await http('1.005')).toBe('1.01');
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"currency-convert","arguments":{"amount":1.0049999999999999,"from":"EUR","to":"EUR"}}}`;
    const reply = (await (await post(h, '/api/mcp', call)).json()) as { result: { structuredContent: { resultText: string } } };
    expect(reply.result.structuredContent.resultText).toBe('1.00');
  });

  it('on the page, from the amount typed in the form', async () => {
    const page = async (amount: string) => (await h.call(`/utilities/currency-convert?amount=${amount}&from=EUR&to=EUR`)).text();
    // The headline's converted amount (the page drops trailing zeros: 1.00 is shown as 1).
    const converted = (html: string) => /<div class="headline"[\s\S]*?<span class="figure-value">([^<]*)<\/span>/.exec(html)?.[1];
    expect(converted(await page('1.0049999999999999'))).toBe('1');
    expect(converted(await page('1.005'))).toBe('1.01');
  });
});
