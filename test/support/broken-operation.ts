import * as z from 'zod';
import { defineOperation } from '../../src/core/operation.js';

/** A test double whose run always throws: the path of a bug (a 500 with a request id, and the error logged). */
export function brokenOperation(message = 'bug') {
  return defineOperation({
    id: 'broken',
    title: 'Broken',
    summary: 'Always throws.',
    agentDescription: 'Always throws.',
    description: 'Test double.',
    category: 'text',
    kind: 'utility',
    es: { title: 'Prueba', summary: 'Operación de prueba.' },
    input: z.strictObject({}),
    output: z.strictObject({}),
    examples: [],
    worstCase: () => ({}),
    run: () => {
      throw new Error(message);
    },
  });
}
