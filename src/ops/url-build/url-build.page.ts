import { definePage } from '../../core/operation.js';
import { describeParts } from '../url-parse/url-parts-answer.js';
import { describeUrl } from '../url-parse/url-parts.js';
import type run from './url-build.run.js';

export default definePage<typeof run>({
  form: {
    scheme: {
      label: { en: 'Scheme', es: 'Esquema' },
      help: { en: 'https by default; also http, ftp, file, mailto, or any other scheme.', es: 'https por defecto; también http, ftp, file, mailto o cualquier otro esquema.' },
    },
    username: { label: { en: 'User name', es: 'Usuario' }, help: { en: 'Optional; characters a URL cannot hold are encoded for you.', es: 'Opcional; los caracteres que una URL no admite se codifican por ti.' } },
    password: { label: { en: 'Password', es: 'Contraseña' }, help: { en: 'Optional; characters a URL cannot hold are encoded for you.', es: 'Opcional; los caracteres que una URL no admite se codifican por ti.' } },
    host: {
      label: { en: 'Host', es: 'Servidor' },
      help: {
        en: 'A domain in Unicode or ASCII (bücher.example or xn--bcher-kva.example), an IPv4 address, or an IPv6 address with or without [ ].',
        es: 'Un dominio en Unicode o ASCII (bücher.example o xn--bcher-kva.example), una dirección IPv4 o una IPv6 con o sin [ ].',
      },
    },
    port: { label: { en: 'Port', es: 'Puerto' }, help: { en: "0 to 65535; the scheme's default port is left out.", es: 'De 0 a 65535; el puerto por defecto del esquema no se escribe.' } },
    path: {
      label: { en: 'Path', es: 'Ruta' },
      help: {
        en: 'As written, such as /docs/a%20b (write %3F and %23 for a literal ? or #), or a JSON list of plain segments to encode, such as ["docs", "a b/c"].',
        es: 'Tal como se escribe, como /docs/a%20b (escribe %3F y %23 para un ? o un # literales), o una lista JSON de segmentos en texto llano que se codifican, como ["docs", "a b/c"].',
      },
    },
    query: {
      label: { en: 'Query', es: 'Consulta' },
      help: {
        en: 'A query string as written (a=1&b=2), or a JSON object such as {"tags":["a","b"]} written with qs, or a JSON list of [name, value] pairs.',
        es: 'Una cadena de consulta tal como se escribe (a=1&b=2), o un objeto JSON como {"tags":["a","b"]} escrito con qs, o una lista JSON de pares [nombre, valor].',
      },
    },
    arrayFormat: {
      label: { en: 'Arrays in a query object', es: 'Listas en un objeto de consulta' },
      help: { en: 'How a list in a query object is written.', es: 'Cómo se escribe una lista de un objeto de consulta.' },
      choices: {
        repeat: { en: 'Repeat the name: a=1&a=2', es: 'Repetir el nombre: a=1&a=2' },
        brackets: { en: 'Brackets: a[]=1&a[]=2', es: 'Corchetes: a[]=1&a[]=2' },
        indices: { en: 'Indices: a[0]=1&a[1]=2', es: 'Índices: a[0]=1&a[1]=2' },
      },
    },
    fragment: { label: { en: 'Fragment', es: 'Fragmento' }, help: { en: "What follows '#'; characters a URL cannot hold are encoded for you.", es: "Lo que sigue a '#'; los caracteres que una URL no admite se codifican por ti." } },
  },
  page: {
    // The URL built is valid by construction, so reading it back cannot fail; the sentence describes its parts.
    answer: (out, _input, tools) => describeParts(describeUrl(new URL(out.href), [], tools.locale), tools),
    headline: [{ field: 'href', label: { en: 'URL', es: 'URL' }, format: 'code' }],
    details: [{ field: 'notes', label: { en: 'Notes', es: 'Notas' }, format: 'json' }],
  },
});
