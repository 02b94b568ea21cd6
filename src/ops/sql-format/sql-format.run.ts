import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';
import { SQL_DIALECTS } from './sql-scan.js';

// sql-formatter (and its grammar) is loaded when the operation is first called.
const logic = lazy(() => import('./sql-format.js'));

/** Names people use for the dialects, read as the dialect (any letter case). */
const ALIASES: Readonly<Record<string, string>> = {
  standard: 'sql',
  postgres: 'postgresql',
  pg: 'postgresql',
  'transact-sql': 'tsql',
  mssql: 'tsql',
  sqlserver: 'tsql',
  oracle: 'plsql',
  'pl/sql': 'plsql',
};
const dialectName = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const name = value.trim().toLowerCase();
  return ALIASES[name] ?? name;
};
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export default defineRun({
  id: 'sql-format',
  kind: 'utility',
  // A general parser: 16,000 characters take a few hundred milliseconds.
  heavy: true,
  input: z.strictObject({
    sql: z.string().describe('One or more statements.'),
    dialect: z.preprocess(dialectName, z.enum(SQL_DIALECTS).default('sql')).describe('SQL dialect; default sql (standard).'),
    keywordCase: z.preprocess(lowerCase, z.enum(['upper', 'lower', 'preserve']).default('upper')).describe('Keyword letter case.'),
    indent: z
      .union([z.enum(['2', '4', 'tab']), z.literal([2, 4]).transform((n) => String(n) as '2' | '4')])
      .default('2')
      .describe('Spaces or tab.'),
  }),
  output: z.strictObject({
    result: z.string(),
    statements: z.int(),
    dialect: z.enum(SQL_DIALECTS),
  }),
  run: async ({ sql, dialect, keywordCase, indent }) => (await logic()).formatSql(sql, dialect, keywordCase, indent),
});
