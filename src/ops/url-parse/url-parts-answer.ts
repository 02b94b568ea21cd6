import type { Figure } from '../../core/page-spec.js';
import { textsFor } from '../../core/say.js';
import { counted, type Noun, type Words } from '../../core/answer-words.js';
import type { UrlParts } from './url-parts.js';

const SEGMENTS: Noun = { en: ['path segment', 'path segments'], es: ['segmento de ruta', 'segmentos de ruta'] };
const PARAMETERS: Noun = { en: ['query pair', 'query pairs'], es: ['parámetro de consulta', 'parámetros de consulta'] };

/** "A URL of scheme https for the host bücher.example (xn--bcher-kva.example), port 8080, with 2 path segments…". */
export function describeParts(out: UrlParts, tools: Words): string {
  const { t } = textsFor(tools);
  const scheme = out.scheme;
  const parts: string[] = [];
  if (out.hostname !== '') {
    const host = out.hostnameUnicode === out.hostname ? out.hostname : `${out.hostnameUnicode} (${out.hostname})`;
    parts.push(t(`for the host ${host}`, `del servidor ${host}`));
  } else {
    parts.push(t('without a host', 'sin servidor'));
  }
  if (out.port !== null) parts.push(t(`port ${out.port}`, `puerto ${out.port}`));
  const segments = out.opaquePath ? null : out.segments.filter((s) => s !== '').length;
  const pieces = [
    ...(segments === null ? [t('an opaque path', 'una ruta opaca')] : [counted(segments, SEGMENTS, tools)]),
    counted(out.queryPairs.length, PARAMETERS, tools),
    ...(out.fragment !== null ? [t('a fragment', 'un fragmento')] : []),
  ];
  const last = pieces.pop()!;
  const joined = pieces.length === 0 ? last : `${pieces.join(', ')} ${t('and', 'y')} ${last}`;
  return t(`A URL of scheme ${scheme} ${parts.join(', ')}, with ${joined}.`, `Una URL ${scheme} ${parts.join(', ')}, con ${joined}.`);
}

/** The figures of a parsed URL, shared by url-parse and url-build. */
export const PARTS_DETAILS: readonly Figure[] = [
  { field: 'scheme', label: { en: 'Scheme', es: 'Esquema' }, format: 'code' },
  { field: 'hostnameUnicode', label: { en: 'Host (Unicode)', es: 'Servidor (Unicode)' }, format: 'code' },
  { field: 'hostname', label: { en: 'Host (ASCII, punycode)', es: 'Servidor (ASCII, punycode)' }, format: 'code' },
  { field: 'port', label: { en: 'Port', es: 'Puerto' }, format: 'code' },
  { field: 'effectivePort', label: { en: 'Effective port', es: 'Puerto efectivo' }, format: 'code' },
  { field: 'username', label: { en: 'User name', es: 'Usuario' }, format: 'code' },
  { field: 'password', label: { en: 'Password', es: 'Contraseña' }, format: 'code' },
  { field: 'origin', label: { en: 'Origin', es: 'Origen' }, format: 'code' },
  { field: 'path', label: { en: 'Path', es: 'Ruta' }, format: 'code' },
  { field: 'decodedSegments', label: { en: 'Path segments, decoded', es: 'Segmentos de la ruta, decodificados' }, format: 'json' },
  { field: 'segments', label: { en: 'Path segments, as written', es: 'Segmentos de la ruta, tal como se escriben' }, format: 'json' },
  { field: 'query', label: { en: 'Query string', es: 'Cadena de consulta' }, format: 'code' },
  { field: 'queryObject', label: { en: 'Query as an object (qs)', es: 'Consulta como objeto (qs)' }, format: 'json' },
  { field: 'queryPairs', label: { en: 'Query pairs, in order', es: 'Pares de la consulta, en orden' }, format: 'json' },
  { field: 'fragment', label: { en: 'Fragment', es: 'Fragmento' }, format: 'code' },
  { field: 'notes', label: { en: 'Notes', es: 'Notas' }, format: 'json' },
];
