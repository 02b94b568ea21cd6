import type { Localized } from '../core/locale.js';

/**
 * Browser tools are file tools that run entirely in the visitor's browser: the page reads the file, a Web Worker
 * transforms it, and the result is offered as a download. The file never leaves the device; there is no API
 * operation behind them. Each tool is one file `src/browser-tools/<family>/<id>.tool.ts` (default export
 * `defineBrowserTool({...})`), registered with one line in `src/browser-tools/index.ts`; its page is rendered from
 * this definition (src/adapters/site/browser-tool-page.ts) and its code lives in the family's client bundles
 * (`src/client/tools/<family>-tools.ts` and `src/client/tools/<family>-worker.ts`).
 */

/** One option of a browser tool: a form field on its page. */
export interface BrowserToolOption {
  /** The form field name, camelCase. */
  id: string;
  /** 'text': a one-line text field (the pdf tools' page lists, such as `1-3,5`), checked by the page script. */
  kind: 'number' | 'select' | 'checkbox' | 'text';
  label: Localized;
  help?: Localized;
  min?: number;
  max?: number;
  step?: number;
  default?: number | string | boolean;
  /** For 'select'. */
  choices?: { value: string; label: Localized }[];
  /** For 'text': an example shown in the empty field (`placeholder`). */
  placeholder?: Localized;
}

export interface BrowserTool {
  /** Kebab-case; page /utilities/<id> and /es/utilities/<id>. */
  id: string;
  /** Which client bundle and worker run it. */
  family: 'image' | 'pdf';
  /** Catalog category (src/core/categories.ts). */
  category: 'images' | 'pdf';
  title: Localized;
  /** One line. */
  summary: Localized;
  /** A paragraph. */
  description: Localized;
  /** The file input's accept attribute. */
  accept: string;
  multiple: boolean;
  options: readonly BrowserToolOption[];
  /**
   * The worker bundle that runs this tool, when it is not its family's `<family>-worker` (pdf-to-images runs pdf.js
   * in a worker of its own, which the other PDF pages start only to draw thumbnails). A name of BUNDLE_NAMES in
   * src/adapters/site/client-source.ts, built from src/client/tools/<name>.ts.
   */
  worker?: 'pdf-render-worker';
  /**
   * The page shows the chosen PDF's pages (merge: each file's first page) as thumbnails pdf.js draws in
   * pdf-render-worker, started only once a file is chosen (src/client/tools/pdf/page-grid.ts).
   */
  thumbnails?: true;
}

/** Identity, for type checking the definition. */
export function defineBrowserTool(tool: BrowserTool): BrowserTool {
  return tool;
}
