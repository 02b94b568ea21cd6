import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';
import { DIALECTS, MAX_EXPRESSION_CHARS } from './cron-fields.js';

// croner and cronstrue are loaded when the operation is first called.
const logic = lazy(() => import('./cron-explain.js'));

/** Enum values read in any letter case and with spaces around them ('Quartz ' → 'quartz'). */
const lenientEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(values));

export default defineRun({
  id: 'cron-explain',
  kind: 'utility',
  // A schedule that never runs (31 February) is searched month by month to the year 3000: a few milliseconds.
  heavy: true,
  input: z.strictObject({
    expression: z.string().max(MAX_EXPRESSION_CHARS).describe('e.g. 0 9 * * 1-5, @daily.'),
    dialect: lenientEnum(DIALECTS).optional().describe('Default detected.'),
    timeZone: z.string().max(64).optional().describe('IANA; default UTC.'),
    from: z.string().max(40).optional().describe('ISO; default now.'),
    count: z.int().min(1).max(100).default(5).describe('Runs to list.'),
  }),
  output: z.strictObject({
    dialect: z.enum(DIALECTS),
    dialectDetected: z.boolean(),
    description: z.string(),
    timeZone: z.string(),
    from: z.string(),
    runs: z.array(
      z.strictObject({
        local: z.string(),
        utc: z.string(),
        clockChange: z.enum(['gap', 'repeated-first', 'repeated-second']).nullable(),
      }),
    ),
    warnings: z.array(z.string()),
  }),
  run: async ({ expression, dialect, timeZone, from, count }, ctx) =>
    (await logic()).explainCron(expression, dialect, timeZone, from, count, ctx.now(), ctx.locale),
});
