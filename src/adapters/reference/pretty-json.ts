/**
 * JSON.stringify(value, null, 2), except that an array or object nested inside whose one-line form
 * (`{"a": 1, "b": [2, 3]}`) fits in `width` columns stays on one line: short lists read at a glance.
 */
export function prettyJson(value: unknown, width = 72): string {
  return format(value, '', 0, width, true);
}

function format(value: unknown, indent: string, used: number, width: number, top: boolean): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((v) => [undefined, v])
    : Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return open + close;
  const key = (k: string | undefined) => (k === undefined ? '' : `${JSON.stringify(k)}: `);
  if (!top) {
    const inline = `${open}${entries.map(([k, v]) => key(k) + oneLine(v)).join(', ')}${close}`;
    if (used + inline.length <= width) return inline;
  }
  const inner = `${indent}  `;
  const lines = entries.map(([k, v]) => inner + key(k) + format(v, inner, inner.length + key(k).length, width, false));
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

function oneLine(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ')}}`;
}
