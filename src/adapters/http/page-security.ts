/**
 * Pages run scripts of our own only and send forms and fetches to their own origin only; styles are inline (one
 * stylesheet per page, no outside request). Workers come from our own origin only: the service worker every page
 * registers and a tool page's Web Worker (a `blob:` worker stays refused); so does the web app manifest. Pages may not
 * be framed by another site (clickjacking): `frame-ancestors` for browsers that read CSP, X-Frame-Options for older ones.
 */
export const HTML_CSP =
  "default-src 'none'; script-src 'self'; worker-src 'self'; manifest-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; " +
  "img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * A browser file tool's page also shows previews of the files it reads and makes as `blob:` URLs (`img-src blob:`).
 * Its download links are `blob:` URLs too, which CSP does not govern (following a link is a navigation), so nothing
 * else is opened.
 */
export const FILE_TOOL_CSP = HTML_CSP.replace("img-src 'self' data:", "img-src 'self' data: blob:");

/**
 * A page's address can hold what the visitor typed (a tool page's query: a key, a token, a text), and the browser
 * would send it as the Referer of what the page loads next, the favicon it looks for again on every new address
 * included: pages send no Referer at all (none of our own requests needs one).
 */
export function setPageSecurity(headers: Record<string, string>, csp: string): void {
  headers['content-security-policy'] = csp;
  headers['x-frame-options'] = 'DENY';
  headers['referrer-policy'] = 'no-referrer';
}
