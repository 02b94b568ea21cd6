import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { counted, lineCount, LINES, type Noun } from '../../core/answer-words.js';
import type run from './sql-format.run.js';

const STATEMENTS: Noun = { en: ['statement', 'statements'], es: ['sentencia', 'sentencias'] };

const DIALECTS = {
  sql: { en: 'Standard SQL', es: 'SQL estándar' },
  postgresql: { en: 'PostgreSQL', es: 'PostgreSQL' },
  mysql: { en: 'MySQL', es: 'MySQL' },
  mariadb: { en: 'MariaDB', es: 'MariaDB' },
  sqlite: { en: 'SQLite', es: 'SQLite' },
  tsql: { en: 'T-SQL (SQL Server)', es: 'T-SQL (Microsoft)' },
  bigquery: { en: 'BigQuery', es: 'BigQuery' },
  plsql: { en: 'PL/SQL (Oracle)', es: 'PL/SQL' },
} as const;

export default definePage<typeof run>({
  form: {
    sql: { label: { en: 'SQL', es: 'SQL' }, help: { en: 'One or more statements, separated by semicolons.', es: 'Una o más sentencias, separadas por punto y coma.' } },
    dialect: {
      label: { en: 'Dialect', es: 'Dialecto' },
      help: { en: 'The database the SQL is written for; by default standard SQL.', es: 'La base de datos para la que está escrito el SQL; por defecto, SQL estándar.' },
      choices: DIALECTS,
    },
    keywordCase: {
      label: { en: 'Keyword case', es: 'Mayúsculas en palabras clave' },
      help: { en: 'How to write keywords, data types and built-in functions.', es: 'Cómo escribir las palabras clave, los tipos de datos y las funciones integradas.' },
      choices: {
        upper: { en: 'UPPER CASE', es: 'MAYÚSCULAS' },
        lower: { en: 'lower case', es: 'minúsculas' },
        preserve: { en: 'As written', es: 'Como están escritas' },
      },
    },
    indent: {
      label: { en: 'Indentation', es: 'Sangría' },
      help: { en: 'Indentation per level.', es: 'Sangría por nivel: 2 o 4 espacios, o un tabulador.' },
      choices: {
        '2': { en: '2 spaces', es: '2 espacios' },
        '4': { en: '4 spaces', es: '4 espacios' },
        tab: { en: 'Tab', es: 'Tabulador' },
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      if (out.statements === 0 && out.result === '') return t('The SQL is empty: nothing to format.', 'El SQL está vacío: no hay nada que formatear.');
      const statements = counted(out.statements, STATEMENTS, tools);
      const lines = counted(lineCount(out.result), LINES, tools);
      const dialect = { sql: t('standard SQL', 'SQL estándar'), tsql: 'T-SQL', plsql: 'PL/SQL' }[out.dialect as string] ?? DIALECTS[out.dialect][locale];
      const formateadas = out.statements === 1 ? 'formateada' : 'formateadas';
      return t(`${statements} of ${dialect}, formatted on ${lines}.`, `${statements} de ${dialect}, ${formateadas} en ${lines}.`);
    },
    headline: [{ field: 'result', label: { en: 'Formatted SQL', es: 'SQL formateado' }, format: 'code' }],
    details: [
      { field: 'statements', label: { en: 'Statements', es: 'Sentencias' }, format: 'integer' },
      { field: 'dialect', label: { en: 'Dialect', es: 'Dialecto' }, format: 'text', choices: DIALECTS },
    ],
  },
});
