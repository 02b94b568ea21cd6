import { definePage } from '../../core/operation.js';
import type run from './slugify.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se convertirá en slug, por ejemplo el título de una página.' } },
  },
  page: {
    headline: [{ field: 'slug', label: { en: 'Slug', es: 'Slug' }, format: 'text' }],
  },
});
