import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { assertWellFormedField, describeUrl, explainFailure, type UrlParts } from './url-parts.js';

/** A scheme as WHATWG reads one: a letter, then letters, digits, + - . — followed by a colon. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The start of a text that can only be a host: a domain of two or more labels whose last one is a word (a top-level
 * domain: letters, or an xn-- label), an IPv4 address, localhost, or a bracketed IPv6 address — then an optional
 * :port, then the end or / ? #. No user name: "user@example.com" is an e-mail address as much as a URL.
 */
const HOST_START = /^(\[[0-9a-f:.]+\]|[^\s:/?#@\\[\]]+)(:\d+)?(?=[/?#]|$)/iu;
const TOP_LABEL = /^(\p{L}[\p{L}\p{M}\d-]*|xn--[a-z0-9-]+)$/iu;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function startsWithHost(text: string): { withPort: boolean } | undefined {
  const match = HOST_START.exec(text);
  if (match === null) return undefined;
  const host = match[1]!;
  const labels = host.replace(/\.$/, '').split('.');
  const domain = labels.length >= 2 && labels.every((label) => label !== '') && TOP_LABEL.test(labels.at(-1)!);
  if (host.startsWith('[') || host.toLowerCase() === 'localhost' || IPV4.test(host) || domain) return { withPort: match[2] !== undefined };
  return undefined;
}

/**
 * Reads the text as a URL. Surrounding whitespace is dropped. A text without a scheme is read as https:// only when
 * it starts with a host (example.com/a, localhost:3000, //cdn.example/x), which a note says; anything else without
 * one is refused. "example.com:8080" is a host and port, not the scheme "example.com".
 */
export function parseUrl(text: string, locale: Locale): UrlParts {
  assertWellFormedField('url', text);
  // WHATWG drops C0 controls and spaces around the URL and every tab and line break in it; other whitespace around
  // it (a no-break space pasted with it) goes too.
  const trimmed = text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g, '');
  if (trimmed === '') throw new InputError('url: is empty; give a URL such as https://example.com/path', 'url: está vacía; indica una URL como https://example.com/ruta');
  let candidate = trimmed;
  let assumed = false;
  const host = startsWithHost(trimmed);
  if (trimmed.startsWith('//')) {
    candidate = `https:${trimmed}`;
    assumed = true;
  } else if (!SCHEME.test(trimmed) || host?.withPort === true) {
    if (host === undefined) {
      throw new InputError(
        'url: has no scheme, and does not start with a host name; include the scheme, as in https://example.com/path',
        'url: no tiene esquema ni empieza por un nombre de servidor; incluye el esquema, como en https://example.com/ruta',
      );
    }
    candidate = `https://${trimmed}`;
    assumed = true;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw explainFailure(candidate, 'url');
  }
  const notes: string[] = [];
  if (assumed) {
    notes.push(
      locale === 'es'
        ? 'Sin esquema: se ha supuesto https://, porque el texto empieza por un nombre de servidor.'
        : 'No scheme given: https:// was assumed, since the text starts with a host name.',
    );
  }
  return describeUrl(url, notes, locale);
}
