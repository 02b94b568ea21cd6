import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { LINES, counted, listed, type Noun } from '../../core/answer-words.js';
import type run from './diff.run.js';

const ADDED: Noun = { en: ['added', 'added'], es: ['añadida', 'añadidas'] };
const REMOVED: Noun = { en: ['removed', 'removed'], es: ['eliminada', 'eliminadas'] };

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
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const ignoreCase = input.ignoreCase ?? false;
      const ignoreWhitespace = input.ignoreWhitespace ?? false;
      const ignoring =
        ignoreCase && ignoreWhitespace
          ? t(' (ignoring letter case and whitespace)', ' (sin contar mayúsculas ni espacios)')
          : ignoreCase
            ? t(' (ignoring letter case)', ' (sin contar mayúsculas)')
            : ignoreWhitespace
              ? t(' (ignoring whitespace)', ' (sin contar los espacios)')
              : '';
      const changed = out.added + out.removed;
      if (changed === 0) {
        if (out.unchanged === 0) return t('Both texts are empty.', 'Los dos textos están vacíos.');
        return t(`No differences${ignoring}: ${counted(out.unchanged, LINES, tools)} in both.`, `Sin diferencias${ignoring}: ${counted(out.unchanged, LINES, tools)} en ambos.`);
      }
      const parts = [...(out.added > 0 ? [counted(out.added, ADDED, tools)] : []), ...(out.removed > 0 ? [counted(out.removed, REMOVED, tools)] : [])];
      return t(
        `The two texts differ in ${counted(changed, LINES, tools)}${ignoring}: ${parts.join(', ')}.`,
        `Los dos textos difieren en ${counted(changed, LINES, tools)}${ignoring}: ${listed(parts, 'es')}.`,
      );
    },
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
