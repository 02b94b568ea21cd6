/**
 * A light scan of SQL text, without a library: the statements it holds (split at ; outside strings, quoted names and
 * comments, as sql-formatter splits them) and its deepest nesting of parentheses, which bounds the formatter's cost.
 */

export const SQL_DIALECTS = ['sql', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'tsql', 'bigquery', 'plsql'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

export interface Scan {
  statements: number;
  maxDepth: number;
  /** Where the deepest nesting was reached, 1-based. */
  depthLine: number;
  depthColumn: number;
}

const MYSQL_LIKE = new Set<SqlDialect>(['mysql', 'mariadb', 'bigquery']);

export function scanSql(sql: string, dialect: SqlDialect): Scan {
  const backslash = MYSQL_LIKE.has(dialect);
  const hashComments = MYSQL_LIKE.has(dialect);
  const backticks = MYSQL_LIKE.has(dialect) || dialect === 'sqlite';
  const brackets = dialect === 'tsql' || dialect === 'sqlite';
  let statements = 0;
  let content = false;
  let depth = 0;
  let maxDepth = 0;
  let depthAt = 0;
  let i = 0;
  const n = sql.length;
  /** Skips a quoted run closed by `close` (doubled to escape it), from just after the opening quote. */
  const skipQuoted = (close: string, escapes: boolean) => {
    while (i < n) {
      const c = sql[i]!;
      if (escapes && c === '\\') i += 2;
      else if (c === close) {
        if (sql[i + 1] === close) i += 2;
        else {
          i++;
          return;
        }
      } else i++;
    }
  };
  while (i < n) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (c === '#' && hashComments) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === ';') {
      if (content) statements++;
      content = false;
      depth = 0;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else {
      content = true;
      if (dialect === 'bigquery' && (c === "'" || c === '"') && sql.startsWith(c.repeat(3), i)) {
        const end = sql.indexOf(c.repeat(3), i + 3);
        i = end === -1 ? n : end + 3;
      } else if (c === "'" || c === '"') {
        i++;
        skipQuoted(c, backslash);
      } else if (c === '`' && backticks) {
        i++;
        skipQuoted('`', false);
      } else if (c === '[' && brackets) {
        i++;
        skipQuoted(']', false);
      } else if (c === '$' && dialect === 'postgresql') {
        const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64))?.[0];
        if (tag) {
          const end = sql.indexOf(tag, i + tag.length);
          i = end === -1 ? n : end + tag.length;
        } else i++;
      } else {
        if (c === '(') {
          depth++;
          if (depth > maxDepth) {
            maxDepth = depth;
            depthAt = i;
          }
        } else if (c === ')' && depth > 0) depth--;
        i++;
      }
    }
  }
  if (content) statements++;
  const before = sql.slice(0, depthAt);
  const lastBreak = before.lastIndexOf('\n');
  return { statements, maxDepth, depthLine: before.split('\n').length, depthColumn: depthAt - lastBreak };
}
