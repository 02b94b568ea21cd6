import { definePage } from '../../core/operation.js';
import type run from './diff.run.js';

export default definePage<typeof run>({
  form: {
    original: { label: { en: 'Original text', es: 'Texto original' }, help: { es: 'El texto antes del cambio.' } },
    changed: { label: { en: 'Changed text', es: 'Texto modificado' }, help: { es: 'El texto después del cambio.' } },
    ignoreCase: {
      label: { en: 'Ignore case', es: 'Ignorar mayúsculas y minúsculas' },
      help: { es: 'Trata como iguales las líneas que solo se diferencian en mayúsculas y minúsculas.' },
    },
    ignoreWhitespace: {
      label: { en: 'Ignore whitespace', es: 'Ignorar espacios' },
      help: { es: 'Trata como iguales las líneas que solo se diferencian en los espacios, estén donde estén.' },
    },
  },
  page: {
    headline: [
      { field: 'added', label: { en: 'Lines added', es: 'Líneas añadidas' }, format: 'integer' },
      { field: 'removed', label: { en: 'Lines removed', es: 'Líneas eliminadas' }, format: 'integer' },
    ],
    details: [
      { field: 'unchanged', label: { en: 'Unchanged lines', es: 'Líneas sin cambios' }, format: 'integer' },
      { field: 'minimal', label: { en: 'Shortest possible diff', es: 'Diferencia mínima' }, format: 'boolean' },
    ],
    // Side by side (changed lines paired, the changed part marked) and unified (the diff -u text, to copy).
    displays: [{ kind: 'diff', lines: 'lines', unified: 'unified' }],
  },
});
