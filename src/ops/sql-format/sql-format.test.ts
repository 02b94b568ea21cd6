import { spawnSync } from 'node:child_process';
import { describe, expect, it, type TestContext } from 'vitest';
import { execute } from '../../core/execute.js';
import { createContext } from '../../core/context.js';
import op from './sql-format.op.js';
import { MAX_SQL_CHARS } from './sql-format.js';
import { scanSql, SQL_DIALECTS, type SqlDialect } from './sql-scan.js';

const ctx = createContext({ now: () => new Date('2026-11-21T12:00:00Z') });

async function ok(input: unknown): Promise<{ result: string; statements: number; dialect: string }> {
  const outcome = await execute(op, input, ctx);
  if (!outcome.ok) throw new Error(`expected success, got 400: ${outcome.error}`);
  return outcome.value as { result: string; statements: number; dialect: string };
}
async function fails(input: unknown): Promise<string> {
  const outcome = await execute(op, input, ctx);
  if (outcome.ok) throw new Error(`expected a 400, got ${JSON.stringify(outcome.value)}`);
  return outcome.error;
}

/**
 * Statements per dialect, written for this test (each in the syntax its database documents), formatted and then read
 * back by an independent lexer: Python's sqlparse.
 */
const CORPUS: Record<SqlDialect, readonly string[]> = {
  sql: [
    'select id, name from users where active = 1 order by name',
    "SELECT a, b FROM t1 INNER JOIN t2 ON t1.id = t2.t1_id WHERE t2.kind IN ('x', 'y') AND t1.n BETWEEN 1 AND 10",
    'with recent as (select * from orders where placed_at > current_date - 30) select customer_id, count(*) from recent group by customer_id having count(*) > 3',
    "insert into t (a, b, c) values (1, 'it''s', null), (2, 'two', 3.5e2)",
    "update accounts set balance = balance - 100, updated = current_timestamp where id = 7 and status <> 'closed'",
    'create table people (id integer primary key, name varchar(100) not null, born date, score decimal(5, 2) default 0)',
    'select case when x < 0 then -1 when x > 0 then 1 else 0 end as sign, coalesce(y, 0) from nums -- trailing comment',
    'select count(distinct a) over (partition by b order by c rows between unbounded preceding and current row) from t /* block */',
    'delete from logs where created < (select min(created) from archive); select 1; select 2',
  ],
  postgresql: [
    'SELECT u.id, count(o.id) AS orders FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE u.created_at >= $1 GROUP BY u.id',
    // Spaced around #> because sqlparse's lexer reads data# as a name (a T-SQL temporary table) when it touches it.
    "select data->>'name' as name, data #> '{a,b}' from docs where data @> '{\"x\": 1}'::jsonb",
    'insert into t (id, tags) values (1, array[\'a\', \'b\']) on conflict (id) do update set tags = excluded.tags returning id',
    "create function add(a integer, b integer) returns integer as $$ select a + b; $$ language sql",
    'select generate_series(1, 10) as n, now()::date, interval \'1 day\' * 3',
    'select distinct on (customer_id) customer_id, placed_at from orders order by customer_id, placed_at desc',
  ],
  mysql: [
    'select `name`, ifnull(x, 0) from `my table` limit 5',
    "SELECT * FROM t WHERE a = 'don\\'t' AND b LIKE \"%x%\" # hash comment",
    'insert into t (a, b) values (?, ?) on duplicate key update b = values(b)',
    'create table t (id int unsigned not null auto_increment, body text, primary key (id)) engine = InnoDB default charset = utf8mb4',
    'select date_format(created_at, \'%Y-%m\') as month, count(*) from events group by month order by month desc limit 12',
  ],
  mariadb: [
    'select `a`, b from t where c = 1 limit 10 offset 20',
    'insert into t values (1, \'a\') returning id',
    'select json_value(doc, \'$.name\') from docs where id in (select id from other)',
  ],
  sqlite: [
    'select rowid, * from t where name glob \'a*\' limit 3',
    'insert or replace into kv (k, v) values (:k, :v)',
    'create table if not exists kv (k text primary key, v blob) without rowid',
    'select "quoted col", [bracketed], `tick` from t',
  ],
  tsql: [
    "select top 10 [Name], cast(Price as decimal(10,2)) from dbo.Products where Category = N'Books' order by Price desc",
    'declare @n int = 5; select * from t where id = @n',
    'select a, b into #temp from t with (nolock) where c is not null',
    'update t set x = 1 output inserted.id where y = 2',
  ],
  bigquery: [
    'select * from `project.dataset.table` where _PARTITIONTIME > timestamp("2024-01-01")',
    "select array_agg(struct(a, b)) from t, unnest(items) as item where item.k = 'x'",
    'select * except (secret) from t qualify row_number() over (partition by id order by ts desc) = 1',
  ],
  plsql: [
    "select e.ename, d.dname from emp e join dept d on e.deptno = d.deptno where e.hiredate > to_date('2020-01-01', 'YYYY-MM-DD')",
    'select * from t where rownum <= 10 order by id',
    'insert into t (id) values (seq.nextval)',
    'select nvl(comm, 0) from emp connect by prior empno = mgr start with mgr is null',
  ],
};

const PYTHON = '/usr/bin/python3';
const LEXER = `
import json, sys
import sqlparse
from sqlparse import tokens as T
out = []
for text in json.loads(sys.stdin.read()):
    toks = []
    for ttype, value in sqlparse.lexer.tokenize(text):
        if ttype in T.Whitespace or ttype in T.Newline:
            continue
        toks.append([str(ttype), value])
    out.append(toks)
sys.stdout.write(json.dumps(out))
`;

const missing = ((): string | undefined => {
  const probe = spawnSync(PYTHON, ['-c', 'import sqlparse; print(sqlparse.__version__)'], { encoding: 'utf8' });
  if (probe.error) return `${PYTHON} could not be started (${probe.error.message})`;
  if (probe.status !== 0) return `${PYTHON} has no sqlparse module (${probe.stderr.trim().split('\n').at(-1)})`;
  return undefined;
})();

function needSqlparse(test: TestContext): void {
  if (!missing) return;
  if (process.env.CI === 'true') throw new Error(`${missing}: the token check needs Debian's python3-sqlparse under CI=true (apt-get install python3-sqlparse)`);
  console.warn(`sql-format token check skipped: ${missing}`);
  test.skip();
}

function lex(texts: readonly string[]): [string, string][][] {
  const run = spawnSync(PYTHON, ['-c', LEXER], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`sqlparse failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout) as [string, string][][];
}

/**
 * A token as compared: keywords, word operators and unquoted names (which keywordCase may re-case: SELECT, COUNT, INT) in one case with
 * their inner spaces collapsed (ORDER BY), comments without the whitespace around them; anything else exactly.
 */
function comparable([type, value]: [string, string]): string {
  if (type.startsWith('Token.Comment')) return `comment:${value.trim()}`;
  const recased =
    type.startsWith('Token.Keyword') ||
    type === 'Token.Name.Builtin' ||
    (type === 'Token.Name' && !/^[`"[]/.test(value)) ||
    // Word operators: IN, LIKE, AND, NOT.
    (type.startsWith('Token.Operator') && /^[a-z]/i.test(value));
  return recased ? `word:${value.replace(/\s+/g, ' ').toLowerCase()}` : `${type}:${value}`;
}

describe('sql-format', () => {
  it('runs its examples exactly', async () => {
    for (const example of op.examples) expect(await ok(example.input), example.title).toEqual(example.output);
  });

  it('keeps every token, in order, in every dialect and option (checked with Python sqlparse)', async (test) => {
    needSqlparse(test);
    const pairs: { label: string; before: string; after: string }[] = [];
    for (const dialect of SQL_DIALECTS) {
      for (const [i, sql] of CORPUS[dialect].entries()) {
        for (const keywordCase of ['upper', 'lower', 'preserve'] as const) {
          const indent = (['2', '4', 'tab'] as const)[i % 3]!;
          const { result } = await ok({ sql, dialect, keywordCase, indent });
          pairs.push({ label: `${dialect} ${keywordCase} #${i}`, before: sql, after: result });
          if (keywordCase === 'preserve') {
            // Letter case untouched: every non-space character in the same order.
            expect(result.replace(/\s+/g, ''), `${dialect} #${i}`).toBe(sql.replace(/\s+/g, ''));
          }
        }
      }
    }
    const tokens = lex(pairs.flatMap((pair) => [pair.before, pair.after]));
    pairs.forEach((pair, k) => {
      const before = tokens[2 * k]!.map(comparable);
      const after = tokens[2 * k + 1]!.map(comparable);
      expect(after, pair.label).toEqual(before);
    });
    expect(pairs.length).toBe(Object.values(CORPUS).flat().length * 3);
  });

  it('writes keywords, types and functions in the case asked, never identifiers or strings', async () => {
    const sql = "Select Count(*), CAST(Amount As Int) From Sales Where Region = 'North'";
    expect((await ok({ sql })).result).toBe("SELECT\n  COUNT(*),\n  CAST(Amount AS INT)\nFROM\n  Sales\nWHERE\n  Region = 'North'");
    expect((await ok({ sql, keywordCase: 'lower' })).result).toBe("select\n  count(*),\n  cast(Amount as int)\nfrom\n  Sales\nwhere\n  Region = 'North'");
    expect((await ok({ sql, keywordCase: 'PRESERVE', indent: 'tab' })).result).toBe("Select\n\tCount(*),\n\tCAST(Amount As Int)\nFrom\n\tSales\nWhere\n\tRegion = 'North'");
  });

  it('counts statements between semicolons outside strings, names and comments', async () => {
    expect((await ok({ sql: "select ';' from t; -- a; comment\nselect 2;" })).statements).toBe(2);
    expect((await ok({ sql: 'select 1;;; select 2' })).statements).toBe(2);
    expect((await ok({ sql: 'create function f() returns int as $$ select 1; select 2; $$ language sql', dialect: 'postgresql' })).statements).toBe(1);
    expect((await ok({ sql: 'select [a;b] from t; select 1', dialect: 'tsql' })).statements).toBe(2);
    expect((await ok({ sql: "select 'a\\';' from t", dialect: 'mysql' })).statements).toBe(1);
    expect(scanSql('select ((1)), (2)', 'sql')).toEqual({ statements: 1, maxDepth: 2, depthLine: 1, depthColumn: 9 });
  });

  it('reads dialect names people use, in any case', async () => {
    expect((await ok({ sql: 'select 1', dialect: 'Postgres' })).dialect).toBe('postgresql');
    expect((await ok({ sql: 'select 1', dialect: 'MSSQL' })).dialect).toBe('tsql');
    expect((await ok({ sql: 'select 1', dialect: ' oracle ' })).dialect).toBe('plsql');
    expect((await ok({ sql: 'select 1', indent: 4 })).result).toBe('SELECT\n    1');
  });

  it('gives an empty result for empty SQL and keeps a lone comment', async () => {
    expect(await ok({ sql: '  \n ' })).toEqual({ result: '', statements: 0, dialect: 'sql' });
    expect(await ok({ sql: '-- nothing yet' })).toEqual({ result: '-- nothing yet', statements: 0, dialect: 'sql' });
  });

  it('refuses SQL it cannot read, naming the line and column', async () => {
    expect(await fails({ sql: 'select (a from t' })).toBe(
      'sql: cannot be read as standard SQL at line 1, column 17 (the text ended too early); check the syntax there (an unclosed quote or parenthesis?) or choose another dialect',
    );
    expect(await fails({ sql: "select 1;\nselect 'abc from t" })).toBe(
      "sql: cannot be read as standard SQL at line 2, column 8 near ''abc from'; check the syntax there (an unclosed quote or parenthesis?) or choose another dialect",
    );
    // Backticks are MySQL's: standard PostgreSQL refuses them.
    expect(await fails({ sql: 'select `a` from t', dialect: 'postgresql' })).toBe(
      "sql: cannot be read as PostgreSQL at line 1, column 8 near '`a` from t'; check the syntax there (an unclosed quote or parenthesis?) or choose another dialect",
    );
    expect(await fails({ sql: 'select 1', dialect: 'oracle9' })).toBe(
      "dialect: must be one of 'sql', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'tsql', 'bigquery', 'plsql', got 'oracle9'",
    );
    expect(await fails({ sql: 'select 1', keywordCase: 'title' })).toBe("keywordCase: must be one of 'upper', 'lower', 'preserve', got 'title'");
  });

  it('bounds its cost: length and nesting are limited', async () => {
    expect(await fails({ sql: 'x'.repeat(MAX_SQL_CHARS + 1) })).toBe(
      'sql: has 16,001 characters, more than the 16,000 formatted; format it in parts',
    );
    expect(await fails({ sql: `select 1,\n  ${'('.repeat(17)}1${')'.repeat(17)}` })).toBe(
      'sql: nests parentheses 17 deep at line 2, column 19, more than the 16 formatted; flatten the query (a WITH clause) or format it in parts',
    );
    // Parentheses inside strings and comments do not count.
    expect((await ok({ sql: `select '${'('.repeat(40)}' -- ${'('.repeat(40)}` })).statements).toBe(1);
    const worst = await ok(op.worstCase());
    expect(worst.statements).toBe(Math.floor(MAX_SQL_CHARS / `select ${'f('.repeat(16)}1${')'.repeat(16)};\n`.length));
  });
});
