/**
 * An element id from a query name: `invoices[0][amount]` → `f-invoices-0-amount`. Its own module: the result's
 * problems link to their fields from the browser's runtime, which must not carry the form's drawing (and its lists).
 */
export function controlId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
}
