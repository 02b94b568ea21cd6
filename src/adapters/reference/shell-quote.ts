/** POSIX single-quoting: the result is one shell word whatever `text` contains (' becomes '\''). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A shell command written one argument group per line, joined by backslash-newline continuations. */
export function shellLines(...parts: string[]): string {
  return parts.join(' \\\n  ');
}

/**
 * The curl command that calls an operation with `input` (compact JSON body), as shown on the reference page; or, for
 * a body too long to show, with the body read from the file `bodyFile`.
 */
export function curlCommand(baseUrl: string, operationId: string, input: unknown, bodyFile?: string): string {
  const data = bodyFile === undefined ? `-d ${shellQuote(JSON.stringify(input))}` : `--data-binary @${bodyFile}`;
  return shellLines(`curl -s ${baseUrl}/api/v1/${operationId}`, `-H 'content-type: application/json'`, data);
}
