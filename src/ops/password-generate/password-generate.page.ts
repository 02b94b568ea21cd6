import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, counted, type Noun } from '../../core/answer-words.js';
import type { Localized } from '../../core/locale.js';
import type run from './password-generate.run.js';
import type { Strength } from './strength.js';

const PASSWORDS: Noun = { en: ['password', 'passwords'], es: ['contraseña', 'contraseñas'] };
const PASSPHRASES: Noun = { en: ['passphrase', 'passphrases'], es: ['frase de contraseña', 'frases de contraseña'] };

const STRENGTH_WORDS: Readonly<Record<Strength, Localized>> = {
  poor: { en: 'Poor', es: 'Muy débil' },
  weak: { en: 'Weak', es: 'Débil' },
  good: { en: 'Good', es: 'Buena' },
  excellent: { en: 'Excellent', es: 'Excelente' },
};

const MODE_WORDS: Readonly<Record<'password' | 'passphrase', Localized>> = {
  password: { en: 'Password (characters)', es: 'Contraseña (caracteres)' },
  passphrase: { en: 'Passphrase (words)', es: 'Frase de contraseña (palabras)' },
};

export default definePage<typeof run>({
  form: {
    mode: {
      label: { en: 'Kind', es: 'Tipo' },
      help: {
        en: 'A password of random characters, or a passphrase of random words from EFF’s list, easier to type and remember.',
        es: 'Una contraseña de caracteres al azar, o una frase de palabras al azar de la lista de la EFF, más fácil de teclear y recordar.',
      },
      choices: MODE_WORDS,
    },
    count: { label: { en: 'How many', es: 'Cuántas' }, help: { en: 'How many to generate, 1 to 100.', es: 'Cuántas generar, de 1 a 100.' } },
    length: {
      label: { en: 'Length (password)', es: 'Longitud (contraseña)' },
      help: { en: 'Characters in each password, 4 to 1,024.', es: 'Caracteres de cada contraseña, de 4 a 1.024.' },
    },
    lowercase: {
      label: { en: 'Lowercase a–z', es: 'Minúsculas a–z' },
      help: { en: 'Use lowercase letters; each chosen set appears at least once.', es: 'Usar minúsculas; cada juego elegido aparece al menos una vez.' },
    },
    uppercase: {
      label: { en: 'Uppercase A–Z', es: 'Mayúsculas A–Z' },
      help: { en: 'Use uppercase letters; each chosen set appears at least once.', es: 'Usar mayúsculas; cada juego elegido aparece al menos una vez.' },
    },
    digits: {
      label: { en: 'Digits 0–9', es: 'Cifras 0–9' },
      help: { en: 'Use digits; each chosen set appears at least once.', es: 'Usar cifras; cada juego elegido aparece al menos una vez.' },
    },
    symbols: {
      label: { en: 'Symbols', es: 'Símbolos' },
      help: {
        en: 'Use the 32 ASCII punctuation marks !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~; each chosen set appears at least once.',
        es: 'Usar los 32 signos de puntuación ASCII !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~; cada juego elegido aparece al menos una vez.',
      },
    },
    excludeSimilar: {
      label: { en: 'Leave out look-alikes', es: 'Sin caracteres parecidos' },
      help: {
        en: 'Leave out 0 O o 1 l I |, which are easily mistaken for one another.',
        es: 'Deja fuera 0 O o 1 l I |, que se confunden fácilmente entre sí.',
      },
    },
    exclude: {
      label: { en: 'Also leave out', es: 'Dejar fuera también' },
      help: { en: 'Any other characters the passwords must not use, such as quotes.', es: 'Otros caracteres que las contraseñas no deben usar, como las comillas.' },
    },
    words: {
      label: { en: 'Words (passphrase)', es: 'Palabras (frase)' },
      help: { en: 'Words in each passphrase, 1 to 64; EFF advises at least 6.', es: 'Palabras de cada frase, de 1 a 64; la EFF aconseja 6 como mínimo.' },
    },
    separator: {
      label: { en: 'Separator (passphrase)', es: 'Separador (frase)' },
      help: {
        en: 'What goes between the words, such as - . or _; write space for a space and none for nothing.',
        es: 'Lo que va entre las palabras, como - . o _; escribe espacio para un espacio y ninguno para nada.',
      },
    },
    capitalize: {
      label: { en: 'Capitalize (passphrase)', es: 'Mayúscula inicial (frase)' },
      help: { en: 'Start every word with a capital letter.', es: 'Empezar cada palabra por mayúscula.' },
    },
    number: {
      label: { en: 'Add a digit (passphrase)', es: 'Añadir una cifra (frase)' },
      help: { en: 'Add one random digit after one random word.', es: 'Añadir una cifra al azar tras una palabra al azar.' },
    },
  },
  page: {
    // From the result alone: the page passes the input as the form sends it, defaults left out.
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const bits = tools.format(out.entropyBits, 'number');
      const strength = STRENGTH_WORDS[out.strength];
      const n = out.passwords.length;
      const each = n === 1 ? '' : t(' each', ' cada una');
      if (out.mode === 'passphrase') {
        const what = counted(n, PASSPHRASES, tools);
        return t(
          `${what} from EFF’s 7,776-word list: ${bits} bits of entropy${each}, ${strength.en.toLowerCase()} strength.`,
          `${what} de la lista de 7.776 palabras de la EFF: ${bits} bits de entropía${each}, fortaleza ${strength.es.toLowerCase()}.`,
        );
      }
      const what = counted(n, PASSWORDS, tools);
      // The pool is ASCII: a password's length in UTF-16 units is its length in characters.
      const length = counted(out.passwords[0]?.length ?? 0, CHARACTERS, tools);
      const pool = tools.format(out.poolSize, 'integer');
      return t(
        `${what} of ${length} from a pool of ${pool}: ${bits} bits of entropy${each}, ${strength.en.toLowerCase()} strength.`,
        `${what} de ${length} de un conjunto de ${pool}: ${bits} bits de entropía${each}, fortaleza ${strength.es.toLowerCase()}.`,
      );
    },
    headline: [{ field: 'text', label: { en: 'Passwords', es: 'Contraseñas' }, format: 'code' }],
    details: [
      { field: 'entropyBits', label: { en: 'Entropy (bits, each)', es: 'Entropía (bits, cada una)' }, format: 'number' },
      { field: 'strength', label: { en: 'Strength', es: 'Fortaleza' }, format: 'text', choices: STRENGTH_WORDS },
      { field: 'poolSize', label: { en: 'Drawn from (characters or words)', es: 'Tomadas de (caracteres o palabras)' }, format: 'integer' },
      { field: 'characters', label: { en: 'Characters used', es: 'Caracteres usados' }, format: 'code' },
      { field: 'mode', label: { en: 'Kind', es: 'Tipo' }, format: 'text', choices: MODE_WORDS },
    ],
  },
});
