import { defineOperation } from '../../core/operation.js';
import { MAX_DEPTH, MAX_SQL_CHARS } from './sql-format.js';
import page from './sql-format.page.js';
import run from './sql-format.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'SQL formatter',
  summary: 'Formats SQL for its dialect (standard, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL, BigQuery, PL/SQL): one clause per line, indented, keywords in the case you choose.',
  agentDescription:
    'Formats SQL for a dialect: clauses on their own lines, indented. Keeps every token; only whitespace and keyword case change. Unparseable SQL: 400 with line and column.',
  description:
    'sql is one or more SQL statements, separated by semicolons, at most ' +
    `${MAX_SQL_CHARS.toLocaleString('en-US')} characters and ${MAX_DEPTH} levels of nested parentheses (the formatter's cost grows ` +
    'faster than the text; longer SQL can be formatted in parts). It is formatted by sql-formatter for the dialect: sql ' +
    '(standard SQL, the default), postgresql, mysql, mariadb, sqlite, tsql (SQL Server), bigquery or plsql (Oracle); the names ' +
    'postgres, mssql, sqlserver and oracle are read too. The dialect decides how quotes, comments, parameters ($1, ?, :name, ' +
    '@p) and operators are read and which words are keywords. Each clause (SELECT, FROM, WHERE…) starts a line and its contents ' +
    'are indented by indent (2 spaces by default, 4, or tab); statements are separated by a blank line. keywordCase (upper by ' +
    'default, lower or preserve) applies to keywords, data types and built-in function names; identifiers, strings, numbers ' +
    'and comments are kept exactly as written, and no token is added, removed or reordered: only whitespace and the letter ' +
    'case of keywords change. statements counts the statements (text between semicolons outside strings, quoted names and ' +
    'comments). SQL the formatter cannot read (an unclosed quote or parenthesis, syntax of another dialect) is refused with ' +
    'the line and column where it stopped. Empty SQL gives an empty result.',
  category: 'code',
  es: {
    title: 'Formateador de SQL',
    summary: 'Formatea SQL según su dialecto (estándar, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL, BigQuery, PL/SQL): una cláusula por línea, con sangría y las palabras clave en mayúsculas o minúsculas.',
  },
  examples: [
    {
      title: 'A query, keywords in upper case',
      input: { sql: 'select id, name from users where active = 1 order by name;' },
      output: { result: 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\nORDER BY\n  name;', statements: 1, dialect: 'sql' },
    },
    {
      title: 'Two PostgreSQL statements, lower case, 4 spaces',
      input: {
        sql: 'SELECT u.id, count(o.id) AS orders FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE u.created_at >= $1 GROUP BY u.id; delete from sessions where expires < now()',
        dialect: 'postgresql',
        keywordCase: 'lower',
        indent: '4',
      },
      output: {
        result:
          'select\n    u.id,\n    count(o.id) as orders\nfrom\n    users u\n    left join orders o on o.user_id = u.id\nwhere\n    u.created_at >= $1\ngroup by\n    u.id;\n\n' +
          'delete from sessions\nwhere\n    expires < now()',
        statements: 2,
        dialect: 'postgresql',
      },
    },
    {
      title: 'T-SQL with bracketed names',
      input: { sql: "select top 10 [Name], cast(Price as decimal(10,2)) from dbo.Products where Category = N'Books' order by Price desc", dialect: 'tsql' },
      output: {
        result: "SELECT\n  TOP 10 [Name],\n  CAST(Price AS DECIMAL(10, 2))\nFROM\n  dbo.Products\nWHERE\n  Category = N'Books'\nORDER BY\n  Price DESC",
        statements: 1,
        dialect: 'tsql',
      },
    },
  ],
  // Statements nested as deep as accepted, repeated to the longest SQL accepted: the parser's costliest shape.
  worstCase: () => {
    const one = `select ${'f('.repeat(MAX_DEPTH)}1${')'.repeat(MAX_DEPTH)};\n`;
    return { sql: one.repeat(Math.floor(MAX_SQL_CHARS / one.length)), dialect: 'tsql' };
  },
});
