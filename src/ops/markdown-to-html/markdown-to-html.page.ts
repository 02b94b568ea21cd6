import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { counted, type Noun } from '../../core/answer-words.js';
import type run from './markdown-to-html.run.js';

const HEADINGS: Noun = { en: ['heading', 'headings'], es: ['encabezado', 'encabezados'] };
const LINKS: Noun = { en: ['link', 'links'], es: ['enlace', 'enlaces'] };
const CHARACTERS: Noun = { en: ['character', 'characters'], es: ['carácter', 'caracteres'] };

export default definePage<typeof run>({
  form: {
    markdown: {
      label: { en: 'Markdown', es: 'Markdown' },
      help: {
        en: 'GitHub-flavoured Markdown: tables, ~~strikethrough~~, - [ ] task lists; raw HTML is shown as text.',
        es: 'Markdown al estilo de GitHub: tablas, ~~tachado~~, listas de tareas - [ ]; el HTML escrito se muestra como texto.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      if (out.html === '') return t('The Markdown is empty, and so is the HTML.', 'El Markdown está vacío, y el HTML también.');
      const size = counted(out.html.length, CHARACTERS, tools);
      const headings = counted(out.headings.length, HEADINGS, tools);
      const links = counted(out.links, LINKS, tools);
      return t(`${size} of safe HTML, with ${headings} and ${links}.`, `${size} de HTML seguro, con ${headings} y ${links}.`).replace(/^./, (c) => c.toUpperCase());
    },
    headline: [{ field: 'html', label: { en: 'HTML', es: 'HTML' }, format: 'code' }],
    details: [
      { field: 'links', label: { en: 'Links', es: 'Enlaces' }, format: 'integer' },
      { field: 'images', label: { en: 'Images', es: 'Imágenes' }, format: 'integer' },
      { field: 'tables', label: { en: 'Tables', es: 'Tablas' }, format: 'integer' },
      { field: 'tasks', label: { en: 'Tasks', es: 'Tareas' }, format: 'integer' },
      { field: 'tasksDone', label: { en: 'Tasks done', es: 'Tareas hechas' }, format: 'integer' },
    ],
    tables: [
      {
        field: 'headings',
        title: { en: 'Outline', es: 'Esquema' },
        columns: [
          { field: 'level', label: { en: 'Level', es: 'Nivel' }, format: 'integer' },
          { field: 'text', label: { en: 'Heading', es: 'Encabezado' }, format: 'text' },
        ],
      },
    ],
  },
});
