import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { newUuids } from './uuid.js';

export default defineRun({
  id: 'uuid',
  kind: 'utility',
  random: true,
  input: z.strictObject({
    count: z.int().min(1).max(100).default(1).describe('How many UUIDs to generate, 1–100.'),
    version: z.literal([4, 7]).default(4).describe('4 (random) or 7 (time-ordered).'),
  }),
  output: z.strictObject({
    uuids: z.array(z.uuid()).min(1).max(100).describe('The generated UUIDs, lowercase, count of them.'),
  }),
  run: ({ count, version }, ctx) => ({ uuids: newUuids(count, version, ctx.now()) }),
});
