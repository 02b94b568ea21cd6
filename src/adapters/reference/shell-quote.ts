/** POSIX single-quoting: the result is one shell word whatever `text` contains (' becomes '\''). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A shell command written one argument group per line, joined by backslash-newline continuations. */
export function shellLines(...parts: string[]): string {
  return parts.join(' \\\n  ');
}

/** The curl command that calls an operation with `input` (compact JSON body), as shown on the reference page. */
export function curlCommand(baseUrl: string, operationId: string, input: unknown): string {
  return shellLines(`curl -s ${baseUrl}/api/v1/${operationId}`, `-H 'content-type: application/json'`, `-d ${shellQuote(JSON.stringify(input))}`);
}
