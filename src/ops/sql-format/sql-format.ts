import { formatDialect, bigquery, mariadb, mysql, plsql, postgresql, sql as standard, sqlite, transactsql, type DialectOptions } from 'sql-formatter';
import { elide, InputError } from '../../core/errors.js';
import { scanSql, type SqlDialect } from './sql-scan.js';

/**
 * Longest SQL formatted. sql-formatter parses with a general (Earley) parser whose cost grows faster than the text:
 * 32,000 characters of plain queries measured about 200 ms of CPU, and nesting makes it steeper (32,000 characters of
 * statements nested 64 deep, 2 s). 16,000 characters and 16 levels keep the slowest input to a few hundred milliseconds.
 */
export const MAX_SQL_CHARS = 16_000;
export const MAX_DEPTH = 16;

const FORMATTERS: Record<SqlDialect, DialectOptions> = {
  sql: standard,
  postgresql,
  mysql,
  mariadb,
  sqlite,
  tsql: transactsql,
  bigquery,
  plsql,
};

export const DIALECT_NAMES: Record<SqlDialect, string> = {
  sql: 'standard SQL',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  sqlite: 'SQLite',
  tsql: 'T-SQL',
  bigquery: 'BigQuery',
  plsql: 'PL/SQL',
};

export interface SqlFormatResult {
  result: string;
  statements: number;
  dialect: SqlDialect;
}

export function formatSql(sql: string, dialect: SqlDialect, keywordCase: 'upper' | 'lower' | 'preserve', indent: '2' | '4' | 'tab'): SqlFormatResult {
  const name = DIALECT_NAMES[dialect];
  if (sql.length > MAX_SQL_CHARS) {
    throw new InputError(
      `sql: has ${sql.length.toLocaleString('en-US')} characters, more than the ${MAX_SQL_CHARS.toLocaleString('en-US')} formatted; format it in parts`,
      `sql: tiene ${sql.length.toLocaleString('es-ES')} caracteres, más de los ${MAX_SQL_CHARS.toLocaleString('es-ES')} que se formatean; formatéalo por partes`,
    );
  }
  const scan = scanSql(sql, dialect);
  if (scan.maxDepth > MAX_DEPTH) {
    throw new InputError(
      `sql: nests parentheses ${scan.maxDepth} deep at line ${scan.depthLine}, column ${scan.depthColumn}, more than the ${MAX_DEPTH} formatted; flatten the query (a WITH clause) or format it in parts`,
      `sql: anida paréntesis ${scan.maxDepth} niveles en la línea ${scan.depthLine}, columna ${scan.depthColumn}, más de los ${MAX_DEPTH} que se formatean; aplana la consulta (una cláusula WITH) o formatéala por partes`,
    );
  }
  if (sql.trim() === '') return { result: '', statements: 0, dialect };
  let result: string;
  try {
    result = formatDialect(sql, {
      dialect: FORMATTERS[dialect],
      keywordCase,
      // Data types (INT, VARCHAR) and built-in functions (COUNT, COALESCE) are keywords too, for the reader.
      dataTypeCase: keywordCase,
      functionCase: keywordCase,
      tabWidth: indent === '4' ? 4 : 2,
      useTabs: indent === 'tab',
    });
  } catch (error) {
    throw parseError(error, name);
  }
  return { result, statements: scan.statements, dialect };
}

/** sql-formatter's parse error as a 400: where it stopped and what it found there, not its grammar trace. */
function parseError(error: unknown, name: string): InputError {
  if (error instanceof RangeError) {
    return new InputError(`sql: is nested too deeply to format as ${name}; format it in parts`, `sql: está anidado demasiado para formatearlo como ${name}; formatéalo por partes`);
  }
  const message = error instanceof Error ? error.message : String(error);
  const at = /at line (\d+) column (\d+)/.exec(message);
  const found = /Unexpected "([^]*?)" at line/.exec(message)?.[1] ?? /Parse error at token: (.*?) at line/.exec(message)?.[1];
  const near = found === undefined ? '' : found === '«EOF»' ? ' (the text ended too early)' : ` near '${elide(found.trim(), 30)}'`;
  const nearEs = found === undefined ? '' : found === '«EOF»' ? ' (el texto termina antes de tiempo)' : ` cerca de '${elide(found.trim(), 30)}'`;
  const where = at ? ` at line ${at[1]}, column ${at[2]}` : '';
  const whereEs = at ? ` en la línea ${at[1]}, columna ${at[2]}` : '';
  return new InputError(
    `sql: cannot be read as ${name}${where}${near}; check the syntax there (an unclosed quote or parenthesis?) or choose another dialect`,
    `sql: no se puede leer como ${name}${whereEs}${nearEs}; revisa la sintaxis ahí (¿una comilla o un paréntesis sin cerrar?) o elige otro dialecto`,
  );
}
