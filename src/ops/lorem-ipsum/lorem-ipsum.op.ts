import { defineOperation } from '../../core/operation.js';
import page from './lorem-ipsum.page.js';
import run from './lorem-ipsum.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Lorem ipsum',
  summary: 'Generates placeholder Latin text by paragraphs, sentences or words; the same request always gives the same text.',
  agentDescription:
    'Lorem ipsum placeholder text: count paragraphs, sentences or words, optionally in <p> tags. Deterministic: starts “Lorem ipsum dolor sit amet…”; a larger count continues the same text.',
  description:
    'The text is deterministic: it always starts with "Lorem ipsum dolor sit amet, consectetur adipiscing elit." and continues with ' +
    'sentences drawn from the words of the classic passage by a pseudo-random generator with a fixed seed, so the same count, unit and ' +
    'html always give the same text, and a larger count continues the same text. Sentences have 6 to 14 words, start with a ' +
    'capital, end with a period and have the occasional comma; paragraphs have 4 to 7 sentences. unit words gives the first count words, ' +
    'ending with a period; unit sentences gives the first count sentences joined by spaces; unit paragraphs gives count paragraphs ' +
    'separated by a blank line ("\\n\\n"). With html, each paragraph is wrapped in <p>…</p> and the paragraphs are separated by "\\n"; ' +
    'for words and sentences the whole text is wrapped in one <p>…</p>.',
  category: 'text',
  es: { title: 'Generar texto lorem ipsum', summary: 'Genera texto de relleno en latín por párrafos, frases o palabras; la misma petición da siempre el mismo texto.' },
  examples: [
    {
      title: 'Twelve words',
      input: { count: 12, unit: 'words' },
      output: {
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cupidatat aliquip consectetur eiusmod.',
        count: 12,
        unit: 'words',
        html: false,
      },
    },
    {
      title: 'Two sentences',
      input: { count: 2, unit: 'sentences' },
      output: {
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cupidatat aliquip consectetur eiusmod, ipsum nisi.',
        count: 2,
        unit: 'sentences',
        html: false,
      },
    },
    {
      title: 'Five words as HTML',
      input: { count: 5, unit: 'words', html: true },
      output: { text: '<p>Lorem ipsum dolor sit amet.</p>', count: 5, unit: 'words', html: true },
    },
  ],
  // The largest count, in its longest unit.
  worstCase: () => ({ count: 1000, unit: 'paragraphs' as const, html: true }),
});
