import { describe, expect, it } from 'vitest';
import { categories } from '../../core/categories.js';
import { operations } from '../../ops/index.js';
import { renderLlmsTxt } from './llms-txt.js';
import { BASE_URL, inputFor, randomOp, realInput, tableOp } from '../../../test/support/reference-fixtures.js';

describe('renderLlmsTxt', async () => {
  const text = renderLlmsTxt(await realInput());

  it('follows the llms.txt layout: H1, summary quote, sections', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Utility API');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text).toContain('\n## Operations\n');
    expect(text).toContain('\n## Machine-readable\n');
    expect(text.indexOf('## Operations')).toBeLessThan(text.indexOf('## Machine-readable'));
  });

  it('lists every operation under its category with a link to its section', () => {
    for (const op of operations) {
      expect(text).toContain(`- [${op.title}](${BASE_URL}/api#${op.id}): ${op.summary}`);
      const heading = text.indexOf(`### ${categories[op.category].title}\n`);
      expect(heading).toBeGreaterThan(-1);
      expect(text.indexOf(`/api#${op.id})`)).toBeGreaterThan(heading);
    }
  });

  it('names the conventions, the MCP URL and the machine-readable documents', () => {
    expect(text).toContain(`${BASE_URL}/api/mcp`);
    expect(text).toContain(`](${BASE_URL}/api/mcp)`);
    expect(text).toContain(`](${BASE_URL}/api/v1/openapi.json)`);
    expect(text).toContain(`POST ${BASE_URL}/api/v1/<id>`);
    for (const status of ['400', '404', '405', '413', '429', '500']) expect(text).toContain(status);
    expect(text).toContain('60 requests per minute');
    expect(text).toContain('Retry-After');
  });

  it('describes parameters with type, required/optional, default and limits', async () => {
    const withTests = renderLlmsTxt(await inputFor([...operations, tableOp, randomOp], { rateLimitPerMinute: 0 }));
    const line = withTests.split('\n').find((l) => l.includes('/api#table-test)'))!;
    expect(line).toContain('style ("camel" | "snake", optional, default "camel")');
    expect(line).toContain('count (integer, optional, default 10, min 1, max 100)');
    expect(line).toContain('strict (boolean, optional)');
    expect(line).toContain('code (string, required, pattern ^[A-Z]{3}$)');
    const random = withTests.split('\n').find((l) => l.includes('/api#random-test)'))!;
    expect(random).toContain('Random: the result differs on every call.');
    expect(random).toContain('Parameters: none.');
    expect(withTests).toContain('no rate limit');
  });
});
