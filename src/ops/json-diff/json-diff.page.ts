import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { counted, listed, type Noun } from '../../core/answer-words.js';
import type { Localized } from '../../core/locale.js';
import type run from './json-diff.run.js';

const CHANGES: Noun = { en: ['change', 'changes'], es: ['cambio', 'cambios'] };
const ADDED: Noun = { en: ['added', 'added'], es: ['añadido', 'añadidos'] };
const REMOVED: Noun = { en: ['removed', 'removed'], es: ['eliminado', 'eliminados'] };
const CHANGED: Noun = { en: ['changed', 'changed'], es: ['modificado', 'modificados'] };
const MOVED: Noun = { en: ['moved', 'moved'], es: ['movido', 'movidos'] };

const KINDS: Readonly<Record<'added' | 'removed' | 'changed' | 'moved', Localized>> = {
  added: { en: 'Added', es: 'Añadido' },
  removed: { en: 'Removed', es: 'Eliminado' },
  changed: { en: 'Changed', es: 'Modificado' },
  moved: { en: 'Moved', es: 'Movido' },
};

export default definePage<typeof run>({
  form: {
    before: { label: { en: 'Before', es: 'Antes' }, help: { en: 'The original JSON document.', es: 'El documento JSON original.' } },
    after: { label: { en: 'After', es: 'Después' }, help: { en: 'The changed JSON document.', es: 'El documento JSON modificado.' } },
    arrayKey: {
      label: { en: 'Array item key', es: 'Clave de los elementos' },
      help: {
        en: 'Optional: a member such as id that identifies the objects in arrays, so a moved object shows as moved.',
        es: 'Opcional: un miembro como id que identifica los objetos de los arrays, para que un objeto movido aparezca como movido.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const total = out.added + out.removed + out.changed + out.moved;
      if (total === 0) {
        return t(
          'No differences: the two documents are equal (numbers compared by value, keys in any order).',
          'Sin diferencias: los dos documentos son iguales (los números se comparan por su valor y las claves en cualquier orden).',
        );
      }
      const parts = (
        [
          [out.added, ADDED],
          [out.removed, REMOVED],
          [out.changed, CHANGED],
          [out.moved, MOVED],
        ] as const
      )
        .filter(([n]) => n > 0)
        .map(([n, noun]) => counted(n, noun, tools));
      return t(
        `${counted(total, CHANGES, tools)}: ${listed(parts, locale)}.`,
        `${counted(total, CHANGES, tools)}: ${listed(parts, locale)}.`,
      );
    },
    headline: [{ field: 'patch', label: { en: 'JSON Patch (RFC 6902)', es: 'JSON Patch (RFC 6902)' }, format: 'code' }],
    details: [
      { field: 'added', label: { en: 'Added', es: 'Añadidos' }, format: 'integer' },
      { field: 'removed', label: { en: 'Removed', es: 'Eliminados' }, format: 'integer' },
      { field: 'changed', label: { en: 'Changed', es: 'Modificados' }, format: 'integer' },
      { field: 'moved', label: { en: 'Moved', es: 'Movidos' }, format: 'integer' },
      { field: 'equal', label: { en: 'Documents equal', es: 'Documentos iguales' }, format: 'boolean' },
    ],
    tables: [
      {
        field: 'changes',
        title: { en: 'Changes', es: 'Cambios' },
        columns: [
          { field: 'kind', label: { en: 'Change', es: 'Cambio' }, format: 'text', choices: KINDS },
          { field: 'path', label: { en: 'Path', es: 'Ruta' }, format: 'code' },
          { field: 'from', label: { en: 'Moved from', es: 'Movido desde' }, format: 'code' },
          { field: 'before', label: { en: 'Before', es: 'Antes' }, format: 'code' },
          { field: 'after', label: { en: 'After', es: 'Después' }, format: 'code' },
        ],
      },
    ],
  },
});
