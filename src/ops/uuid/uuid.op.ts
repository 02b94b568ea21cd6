import { defineOperation } from '../../core/operation.js';
import page from './uuid.page.js';
import run from './uuid.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'UUID generator',
  summary: 'Generates random version 4 UUIDs, or time-ordered version 7 ones.',
  agentDescription:
    'Generates 1 to 100 UUIDs (RFC 9562), lowercase, from a cryptographically secure generator: version 4 (random, default) or 7 (time-ordered: sortable database keys). Every call gives new values.',
  description:
    'Version 4 (the default) is a random identifier: 122 random bits, written as 36 lowercase hexadecimal characters and ' +
    'hyphens (xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx, y being 8, 9, a or b). ' +
    'Version 7 starts with the time of the request in milliseconds since 1970 (48 bits), so UUIDs sort in the order they were ' +
    'made — the usual choice for database keys; a counter follows the time (RFC 9562 §6.2, method 1), so UUIDs made in the same ' +
    'millisecond are in ascending order too, within one call and across calls to the same server process (a clock stepped back ' +
    'by up to ten seconds keeps the later time; several servers each keep their own order, so theirs may interleave within a ' +
    'millisecond), and the rest is random. Values come from a cryptographically secure ' +
    'generator (the uuid library for version 7) and every call gives new ones. count asks for 1 to 100 at once (default 1).',
  category: 'generators',
  es: { title: 'Generador de UUID', summary: 'Genera UUID aleatorios de versión 4, u ordenados por tiempo de versión 7.' },
  examples: [
    { title: 'One UUID', input: {} },
    { title: 'Five UUIDs', input: { count: 5 } },
    { title: 'Three time-ordered UUIDs (version 7)', input: { count: 3, version: 7 } },
  ],
  // The largest count.
  worstCase: () => ({ count: 100, version: 7 as const }),
});
