import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { counted, type Noun } from '../../core/answer-words.js';
import type run from './regex-test.run.js';

const MATCHES: Noun = { en: ['match', 'matches'], es: ['coincidencia', 'coincidencias'] };

export default definePage<typeof run>({
  form: {
    pattern: {
      label: { en: 'Pattern', es: 'Patrón' },
      help: {
        en: 'A JavaScript regular expression, such as (?<year>\\d{4})-(\\d\\d), or a whole literal such as /a+/gi.',
        es: 'Una expresión regular de JavaScript, como «(?<year>\\d{4})-(\\d\\d)», o un literal completo como «/a+/gi».',
      },
    },
    flags: {
      label: { en: 'Flags', es: 'Indicadores' },
      help: {
        en: 'Any of d g i m s u v y, such as gi; g finds every match, without it only the first.',
        es: 'Cualquiera de d g i m s u v y, como «gi»; g busca todas las coincidencias, sin él solo la primera.',
      },
    },
    text: {
      label: { en: 'Text', es: 'Texto' },
      help: { en: 'The text to search, up to 50,000 characters (10,000 for lookaround or backreferences).', es: 'El texto en el que buscar, hasta 50.000 caracteres (10.000 con búsquedas alrededor o referencias hacia atrás).' },
    },
    replacement: {
      label: { en: 'Replacement', es: 'Reemplazo' },
      help: {
        en: 'Optional: replaces each match, reading $1, $<name>, $& and $$ as JavaScript does.',
        es: 'Opcional: sustituye cada coincidencia; lee «$1», «$<name>», «$&» y «$$» como JavaScript.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const found = counted(out.count, MATCHES, tools);
      const warning = out.catastrophic ? t(' The pattern backtracks catastrophically in a backtracking engine; it ran here in linear time.', ' El patrón retrocede de forma catastrófica en un motor con retroceso; aquí se ejecutó en tiempo lineal.') : '';
      if (out.count === 0) return t(`No match.${warning}`, `Ninguna coincidencia.${warning}`);
      const first = out.matches[0];
      const where = first ? t(` The first is at index ${tools.format(first.index, 'integer')}.`, ` La primera está en el índice ${tools.format(first.index, 'integer')}.`) : '';
      return t(`${found}.${where}${warning}`, `${found}.${where}${warning}`).replace(/^./, (c) => c.toUpperCase());
    },
    headline: [{ field: 'count', label: { en: 'Matches', es: 'Coincidencias' }, format: 'integer' }],
    details: [
      { field: 'replaced', label: { en: 'Replaced text', es: 'Texto reemplazado' }, format: 'code' },
      { field: 'catastrophic', label: { en: 'Catastrophic backtracking', es: 'Retroceso catastrófico' }, format: 'text' },
      { field: 'engine', label: { en: 'Engine', es: 'Motor' }, format: 'text', choices: { linear: { en: 'Linear time (RE2)', es: 'Tiempo lineal (RE2)' }, backtracking: { en: 'JavaScript RegExp', es: 'RegExp de JavaScript' } } },
      { field: 'pattern', label: { en: 'Pattern read', es: 'Patrón leído' }, format: 'code' },
      { field: 'flags', label: { en: 'Flags', es: 'Indicadores' }, format: 'code' },
      { field: 'truncated', label: { en: 'More matches than listed', es: 'Más coincidencias de las listadas' }, format: 'boolean' },
    ],
    tables: [
      {
        field: 'matches',
        title: { en: 'Matches', es: 'Coincidencias' },
        columns: [
          { field: 'index', label: { en: 'Index', es: 'Índice' }, format: 'integer' },
          { field: 'end', label: { en: 'End', es: 'Fin' }, format: 'integer' },
          { field: 'match', label: { en: 'Match', es: 'Coincidencia' }, format: 'code' },
          { field: 'groups', label: { en: 'Groups', es: 'Grupos' }, format: 'json' },
          { field: 'named', label: { en: 'Named groups', es: 'Grupos con nombre' }, format: 'json' },
        ],
      },
    ],
  },
});
