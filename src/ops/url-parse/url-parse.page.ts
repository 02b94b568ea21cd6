import { definePage } from '../../core/operation.js';
import { describeParts, PARTS_DETAILS } from './url-parts-answer.js';
import type run from './url-parse.run.js';

export default definePage<typeof run>({
  form: {
    url: {
      label: { en: 'URL', es: 'URL' },
      help: {
        en: 'A URL such as https://bücher.example/a?b=1#c; without a scheme, https:// is assumed if it starts with a host name.',
        es: 'Una URL como https://bücher.example/a?b=1#c; sin esquema, se supone https:// si empieza por un nombre de servidor.',
      },
    },
  },
  page: {
    answer: (out, _input, tools) => describeParts(out, tools),
    headline: [{ field: 'href', label: { en: 'Normalized URL', es: 'URL normalizada' }, format: 'code' }],
    details: PARTS_DETAILS,
  },
});
