import { parse } from 'yaml';

/** Splits "---\n<yaml>\n---\n<markdown>" and parses the YAML (1.2 core schema: dates stay strings). */
export function splitFrontMatter(text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) throw new Error('must start with a front matter block between two "---" lines');
  return { data: parse(match[1]!, { schema: 'core' }), body: text.slice(match[0].length) };
}
