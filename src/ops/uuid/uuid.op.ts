import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';

export default defineOperation({
  id: 'uuid',
  title: 'UUID generator',
  summary: 'Generates random version 4 UUIDs.',
  agentDescription:
    'Generates 1 to 100 random version 4 UUIDs (RFC 9562) from a cryptographically secure generator, lowercase. Every call gives new values.',
  description:
    'Each UUID is a random (version 4, RFC 9562) identifier from a cryptographically secure generator: 122 random bits, ' +
    'written as 36 lowercase hexadecimal characters and hyphens (xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx, y being 8, 9, a or b). ' +
    'Every call gives new values. count asks for 1 to 100 at once (default 1).',
  category: 'generators',
  kind: 'utility',
  es: { title: 'Generador de UUID', summary: 'Genera UUID aleatorios de versión 4.' },
  random: true,
  input: z.strictObject({
    count: z.int().min(1).max(100).default(1).describe('How many UUIDs to generate, 1–100.'),
  }),
  form: {
    count: { label: { en: 'How many', es: 'Cuántos' }, help: { es: 'Cuántos UUID generar, de 1 a 100.' } },
  },
  page: {
    headline: [{ field: 'uuids', label: { en: 'UUIDs', es: 'UUID' }, format: 'json' }],
  },
  output: z.strictObject({
    uuids: z.array(z.uuid({ version: 'v4' })).min(1).max(100).describe('The generated UUIDs, lowercase, count of them.'),
  }),
  examples: [
    { title: 'One UUID', input: {} },
    { title: 'Five UUIDs', input: { count: 5 } },
  ],
  // The largest count.
  worstCase: () => ({ count: 100 }),
  run: ({ count }) => ({ uuids: Array.from({ length: count }, () => randomUUID()) }),
});
