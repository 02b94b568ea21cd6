// pdf.js's parser side ships without type declarations; the render worker only hands it to pdf.js.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
