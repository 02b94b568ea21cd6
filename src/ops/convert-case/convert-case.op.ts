import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './convert-case.page.js';
import run from './convert-case.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Convert case',
  summary: 'Converts text to UPPER, lower, Title or Sentence case, or to a camelCase, PascalCase, snake_case, kebab-case or CONSTANT_CASE identifier.',
  agentDescription:
    'Changes text case: upper, lower, title, sentence (spacing kept; no small-word exceptions), or an identifier — camel, pascal, snake, kebab, constant — split at spaces, punctuation, case changes, acronyms and letter–digit boundaries, symbols dropped.',
  description:
    'upper and lower change every letter and keep everything else. title and sentence also keep the spacing and punctuation: ' +
    'title uppercases the first character of each word (a run of letters and digits; an apostrophe between letters does not end it, so ' +
    "don't → Don't) and lowercases the rest, with no exceptions for short words (of, the); sentence lowercases everything, then uppercases " +
    'the first letter of each sentence, which starts at the start of the text, after a blank line, and after . ! ? or … (closing quotes or ' +
    'brackets allowed) followed by whitespace; a digit before any letter takes the capital ("3 apples"), and proper nouns become lowercase too. ' +
    'camel, pascal, snake, kebab and constant split the text into words and join them: words end at spaces, punctuation and symbols ' +
    '(which are dropped, as are emoji), at a lowercase-to-uppercase change (camelCase → camel Case), at the last capital of an acronym ' +
    'before a capitalised word (XMLHttpRequest → XML Http Request), between letters and digits (base64Encode → base 64 Encode; ' +
    'ordinals such as 1st and 22nd stay whole) and between cased and caseless letters (東京Tokyo → 東京 Tokyo); an apostrophe between ' +
    "letters is dropped without splitting (don't → dont). Letters of every script are kept, accents included (ÉcoleNormale → école_normale). " +
    'camel lowercases the first word and capitalises the others, pascal capitalises every word, snake and kebab lowercase them (joined by _ ' +
    'and -), constant uppercases them (joined by _). Case changes are Unicode and locale-independent (ß uppercases to SS); where a ' +
    'letter is capitalised (title, sentence, camel, pascal) it takes its Unicode titlecase form, which for a few letters is not the ' +
    'uppercase: ﬁnancial → Financial, ǆemal → ǅemal, ßtraße → Sstraße, and Georgian letters stay as they are. ' +
    'The result may be empty when the text has no letters or digits. The mode may also be written as the style itself, in any case and ' +
    'with or without spaces, underscores or hyphens: camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, UPPER, Title Case, ' +
    'Sentence case (also dash-case, param-case, SCREAMING_SNAKE_CASE, UpperCamelCase).',
  category: 'text',
  es: { title: 'Convertir mayúsculas y minúsculas', summary: 'Convierte texto a MAYÚSCULAS, minúsculas, Tipo Título o Tipo oración, o a un identificador camelCase, PascalCase, snake_case, kebab-case o CONSTANT_CASE.' },
  examples: [
    {
      title: 'Acronyms, humps and digits to kebab-case',
      input: { text: 'XMLHttpRequest base64Encode', mode: 'kebab' },
      output: { result: 'xml-http-request-base-64-encode' },
    },
    {
      title: 'Accented words to snake_case',
      input: { text: 'ÉcoleNormale supérieure', mode: 'snake' },
      output: { result: 'école_normale_supérieure' },
    },
    {
      title: 'Title case keeps punctuation',
      input: { text: "the QUICK brown fox's tale: part 2", mode: 'title' },
      output: { result: "The Quick Brown Fox's Tale: Part 2" },
    },
    {
      title: 'Ligatures and digraphs take their titlecase form',
      input: { text: 'ﬁnancial report for ǆemal', mode: 'title' },
      output: { result: 'Financial Report For ǅemal' },
    },
  ],
  // Humps, acronyms, digits and accents in every word.
  worstCase: () => ({ text: repeatToBytes('XMLHttpRequest base64Encode ÉcoleNormale 22nd '), mode: 'kebab' as const }),
});
