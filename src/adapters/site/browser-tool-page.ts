import { actionLabel } from '../../browser-tools/action-label.js';
import { browserTools, type BrowserTool, type BrowserToolOption } from '../../browser-tools/index.js';
import { categories } from '../../core/categories.js';
import type { Locale } from '../../core/locale.js';
import { sitePath } from '../../content/site-urls.js';
import { escapeHtml } from '../reference/html-escape.js';
import { fileToolsCss } from './file-tools-style.js';
import { itemList } from './site-lists.js';

/**
 * The page of a browser file tool (src/browser-tools/), rendered from its definition in either language: the file
 * input and one field per option inside `<form class="file-tool">`, which the family's page script
 * (`/assets/<family>-tools-<hash>.js`) takes over; it runs the work in the family's Web Worker, whose URL the form
 * carries in `data-worker`. Nothing here reaches the server: without JavaScript the form is hidden and a note says why.
 */

/** The family's two bundles, by their URLs; absent while a family's client code is not written (dev and tests). */
export interface FileToolAssets {
  /** `/assets/<family>-tools-<hash>.js`: the page script. */
  script?: string;
  /** `/assets/<family>-worker-<hash>.js`: the worker the page script starts (`new Worker(form.dataset.worker)`). */
  worker?: string;
  /** `/assets/pdf-render-worker-<hash>.js` on the PDF page tools: pdf.js, started once a file is chosen, draws the page thumbnails. */
  thumbnails?: string;
}

export const browserToolStrings = {
  en: {
    file: 'Choose a file',
    files: 'Choose files',
    accepts: (kinds: string) => `Accepted: ${kinds}.`,
    private: 'Your files stay on this device: your browser does the work, and nothing is uploaded.',
    drop: (multiple: boolean) => (multiple ? 'Drop the files here, or click to choose them.' : 'Drop the file here, or click to choose it.'),
    progress: 'Progress',
    runsInBrowser: 'Runs in your browser',
    noscript: 'This tool runs in your browser and needs JavaScript: turn it on to use it. The file never leaves your device — it is read and processed here, and nothing is uploaded.',
    howItWorks: 'How it works',
    more: (category: string) => `More tools: ${category}`,
    images: 'images',
  },
  es: {
    file: 'Elige un archivo',
    files: 'Elige los archivos',
    accepts: (kinds: string) => `Admite: ${kinds}.`,
    private: 'Tus archivos no salen de este dispositivo: el trabajo lo hace tu navegador y no se sube nada.',
    drop: (multiple: boolean) => (multiple ? 'Suelta aquí los archivos o haz clic para elegirlos.' : 'Suelta aquí el archivo o haz clic para elegirlo.'),
    progress: 'Progreso',
    runsInBrowser: 'Funciona en tu navegador',
    noscript: 'Esta herramienta funciona en tu navegador y necesita JavaScript: actívalo para usarla. El archivo no sale de tu dispositivo: se lee y se procesa aquí, y no se sube nada.',
    howItWorks: 'Cómo funciona',
    more: (category: string) => `Más herramientas: ${category}`,
    images: 'imágenes',
  },
} as const;

/** The styles only these pages need (appended to the site's stylesheet on them; the drop zone's and thumbnails' in ./file-tools-style.ts). */
export const browserToolCss = fileToolsCss + `
.file-tool { max-width: 46rem; margin: 1.5rem 0 2rem; }
.file-tool input[type="file"] { padding: 0.6rem; cursor: pointer; }
.field.check { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.5rem; }
.field.check input { width: auto; margin: 0; }
.field.check label { display: inline; margin: 0; }
.field.check .help { flex-basis: 100%; }
.file-tool-progress { display: block; width: 100%; margin: 1rem 0 0; }
.file-tool-progress[hidden] { display: none; }
.file-tool-status { margin: 0.75rem 0 0; font-weight: 600; }
.file-tool-status:empty { display: none; }
.file-tool-output { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); gap: 0.75rem; margin-top: 0.75rem; }
.file-tool-output:empty { display: none; }
.file-tool-output > * { min-width: 0; overflow-wrap: anywhere; }
.file-tool-output img, .file-tool-output canvas { display: block; max-width: 100%; height: auto; border: 1px solid var(--border); border-radius: 6px; background: var(--bg-soft); }
.file-tool-output a[download] { font-weight: 600; }
`;

/** Without JavaScript the form could only send the file's name: it is hidden, and the note says why. */
export const browserToolNoscriptCss = '.file-tool{display:none}';

/** The accepted kinds in words: 'image/png,image/jpeg' → 'PNG, JPEG'. */
export function acceptedKinds(accept: string, locale: Locale): string {
  const names: Record<string, string> = {
    'image/png': 'PNG', '.png': 'PNG',
    'image/jpeg': 'JPEG', '.jpg': 'JPEG', '.jpeg': 'JPEG',
    'image/webp': 'WebP', '.webp': 'WebP',
    'image/avif': 'AVIF', '.avif': 'AVIF',
    'image/gif': 'GIF', '.gif': 'GIF',
    'image/bmp': 'BMP', '.bmp': 'BMP',
    'application/pdf': 'PDF', '.pdf': 'PDF',
    'image/*': browserToolStrings[locale].images,
  };
  const kinds = accept.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean).map((part) => names[part] ?? part.replace(/^\./, '').toUpperCase());
  return [...new Set(kinds)].join(', ');
}

function optionField(option: BrowserToolOption, locale: Locale): string {
  const id = `f-${option.id}`;
  const help = option.help ? `<p class="help" id="${id}-help">${escapeHtml(option.help[locale])}</p>` : '';
  const described = option.help ? ` aria-describedby="${id}-help"` : '';
  const label = `<label for="${id}">${escapeHtml(option.label[locale])}</label>`;
  const name = `id="${id}" name="${escapeHtml(option.id)}"${described}`;
  switch (option.kind) {
    case 'checkbox':
      return `<div class="field check"><input type="checkbox" ${name} value="true"${option.default === true ? ' checked' : ''}>${label}${help}</div>`;
    case 'select': {
      const choices = option.choices ?? [];
      const selected = option.default === undefined ? choices[0]?.value : String(option.default);
      const options = choices
        .map((c) => `<option value="${escapeHtml(c.value)}"${c.value === selected ? ' selected' : ''}>${escapeHtml(c.label[locale])}</option>`)
        .join('');
      return `<div class="field">${label}<select ${name}>${options}</select>${help}</div>`;
    }
    case 'number': {
      const attrs = [
        'type="number"',
        `inputmode="${option.step !== undefined && Number.isInteger(option.step) ? 'numeric' : 'decimal'}"`,
        option.min === undefined ? '' : `min="${option.min}"`,
        option.max === undefined ? '' : `max="${option.max}"`,
        `step="${option.step ?? 'any'}"`,
        option.default === undefined ? '' : `value="${escapeHtml(String(option.default))}"`,
      ].filter(Boolean);
      return `<div class="field">${label}<input ${name} ${attrs.join(' ')}>${help}</div>`;
    }
    case 'text': {
      // A page list such as 1-3,5 (the pdf tools): checked by the family's page script, which marks it invalid.
      const attrs = [
        'type="text"',
        'autocomplete="off"',
        'spellcheck="false"',
        option.placeholder ? `placeholder="${escapeHtml(option.placeholder[locale])}"` : '',
        option.default === undefined ? '' : `value="${escapeHtml(String(option.default))}"`,
      ].filter(Boolean);
      return `<div class="field">${label}<input ${name} ${attrs.join(' ')}>${help}</div>`;
    }
  }
}

/** The form the family's page script takes over (the contract of docs/site.md, "Browser tools"). */
export function fileToolForm(tool: BrowserTool, locale: Locale, assets: FileToolAssets): string {
  const t = browserToolStrings[locale];
  const worker = assets.worker ? ` data-worker="${escapeHtml(assets.worker)}"` : '';
  const thumbnails = assets.thumbnails ? ` data-thumbnails="${escapeHtml(assets.thumbnails)}"` : '';
  const format = tool.options.find((option) => option.id === 'format')?.default;
  return `<form class="file-tool tool-form" data-tool="${escapeHtml(tool.id)}"${worker}${thumbnails} data-locale="${locale}" novalidate>
<div class="field"><div class="drop-zone"><label for="files">${tool.multiple ? t.files : t.file}</label>` +
    `<p class="drop-hint" id="files-drop">${escapeHtml(t.drop(tool.multiple))}</p>` +
    `<input type="file" id="files" name="files" accept="${escapeHtml(tool.accept)}"${tool.multiple ? ' multiple' : ''} aria-describedby="files-drop files-help"></div>` +
    `<p class="help" id="files-help">${escapeHtml(t.accepts(acceptedKinds(tool.accept, locale)))} ${escapeHtml(t.private)}</p></div>
${tool.options.map((option) => optionField(option, locale)).join('\n')}
<div class="form-actions"><button type="submit">${escapeHtml(actionLabel(tool.id, locale, typeof format === 'string' ? { format } : {}))}</button></div>
<progress class="file-tool-progress" max="1" value="0" aria-label="${t.progress}" hidden></progress>
<p class="file-tool-status" role="status" aria-live="polite"></p>
<div class="file-tool-output"></div>
</form>
<noscript><p class="notice">${escapeHtml(t.noscript)}</p></noscript>`;
}

/** The page's main content: title, summary, the form, then how it works and the other tools of its category. */
export function browserToolMain(tool: BrowserTool, locale: Locale, assets: FileToolAssets): string {
  const t = browserToolStrings[locale];
  const category = locale === 'es' ? categories[tool.category].es.title : categories[tool.category].title;
  const siblings = browserTools.filter((other) => other.category === tool.category && other.id !== tool.id);
  const more = siblings.length === 0
    ? ''
    : `\n<h2>${escapeHtml(t.more(category))}</h2>\n${itemList(siblings.map((other) => ({ title: other.title[locale], href: sitePath(locale, 'utilities', other.id), description: other.summary[locale] })), locale)}`;
  return `<h1>${escapeHtml(tool.title[locale])}</h1>
<p class="lead">${escapeHtml(tool.summary[locale])}</p>
<ul class="meta"><li>${escapeHtml(category)}</li><li>${t.runsInBrowser}</li></ul>
${fileToolForm(tool, locale, assets)}
<div class="about">
<h2>${t.howItWorks}</h2>
<p>${escapeHtml(tool.description[locale])}</p>${more}
</div>`;
}

/** The browser tools on the /utilities index, under their categories (which follow the API utilities' ones). */
export function browserToolIndex(locale: Locale): string {
  return (Object.keys(categories) as (keyof typeof categories)[])
    .map((key) => {
      const tools = browserTools.filter((tool) => tool.category === key);
      if (tools.length === 0) return '';
      const category = locale === 'es' ? categories[key].es : categories[key];
      const items = tools.map((tool) => ({ title: tool.title[locale], href: sitePath(locale, 'utilities', tool.id), description: tool.summary[locale] }));
      return `<h2>${escapeHtml(category.title)}</h2>\n<p class="muted">${escapeHtml(category.description)}</p>\n${itemList(items, locale)}`;
    })
    .filter(Boolean)
    .join('\n');
}
