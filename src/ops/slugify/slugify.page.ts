import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, WORDS, counted } from '../../core/answer-words.js';
import type run from './slugify.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se convertirá en slug, por ejemplo el título de una página.' } },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const words = counted(out.slug.split('-').length, WORDS, tools);
      const chars = counted(out.slug.length, CHARACTERS, tools);
      return t(`A slug of ${words}, ${chars}.`, `Un slug de ${words}, ${chars}.`);
    },
    headline: [{ field: 'slug', label: { en: 'Slug', es: 'Slug' }, format: 'text' }],
  },
});
