import type { BrowserTool } from './browser-tool.js';
// Image tools (src/browser-tools/image/).
import imageResize from './image/image-resize.tool.js';
import imageCompress from './image/image-compress.tool.js';
import imageConvert from './image/image-convert.tool.js';
import imageStripMetadata from './image/image-strip-metadata.tool.js';
// PDF tools (src/browser-tools/pdf/).
import pdfMerge from './pdf/pdf-merge.tool.js';
import pdfSplit from './pdf/pdf-split.tool.js';
import pdfRotate from './pdf/pdf-rotate.tool.js';
import pdfReorder from './pdf/pdf-reorder.tool.js';
import imagesToPdf from './pdf/images-to-pdf.tool.js';
import pdfToImages from './pdf/pdf-to-images.tool.js';

export type { BrowserTool, BrowserToolOption } from './browser-tool.js';
export { defineBrowserTool } from './browser-tool.js';

// The registry of browser tools, in display order. Add a tool with one import and one entry (image tools together,
// pdf tools together).

export const browserTools: readonly BrowserTool[] = [
  // Image tools.
  imageResize,
  imageCompress,
  imageConvert,
  imageStripMetadata,
  // PDF tools.
  pdfMerge,
  pdfSplit,
  pdfRotate,
  pdfReorder,
  imagesToPdf,
  pdfToImages,
];

/** The browser tool with this id, if any. */
export function findBrowserTool(id: string): BrowserTool | undefined {
  return browserTools.find((tool) => tool.id === id);
}
