import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { repeatToBytes, textField } from '../../core/fields.js';
import { slugify } from './slugify.js';

export default defineOperation({
  id: 'slugify',
  title: 'Slugify',
  summary: 'Turns a title into a URL slug: lowercase ASCII words joined by hyphens.',
  agentDescription:
    'Turns text such as a title into a URL slug: lowercase ASCII words joined by single hyphens. Accents are stripped and letters such as ß, æ, ø, ł transliterated (ß → ss). Characters with no Latin spelling (CJK, emoji) are dropped, so the slug can be empty.',
  description:
    'Accents are stripped (é → e) and letters without a decomposition are transliterated (ß → ss, æ → ae, ø → o, ł → l, œ → oe). ' +
    'Every run of characters other than a–z and 0–9 becomes one hyphen; there is never a leading, trailing or doubled hyphen. ' +
    'Characters with no Latin spelling (CJK, emoji) are dropped, so the slug may be empty.',
  category: 'text',
  kind: 'utility',
  es: { title: 'Generar slug', summary: 'Convierte un título en un slug de URL: palabras ASCII en minúsculas unidas por guiones.' },
  input: z.strictObject({ text: textField('The text to turn into a slug.') }),
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se convertirá en slug, por ejemplo el título de una página.' } },
  },
  page: {
    headline: [{ field: 'slug', label: { en: 'Slug', es: 'Slug' }, format: 'text' }],
  },
  output: z.strictObject({ slug: z.string().describe('Lowercase ASCII words joined by single hyphens; empty when nothing is left.') }),
  examples: [
    { title: 'A title with accents', input: { text: 'Crème Brûlée à la Mode!' }, output: { slug: 'creme-brulee-a-la-mode' } },
    { title: 'Letters that need transliteration', input: { text: 'Straße, Smørrebrød & Łódź' }, output: { slug: 'strasse-smorrebrod-lodz' } },
  ],
  // Accents and transliterated letters everywhere: every character goes through decomposition and the map.
  worstCase: () => ({ text: repeatToBytes('Crème Brûlée à la Mode! Straße Łódź ') }),
  run: ({ text }) => ({ slug: slugify(text) }),
});
