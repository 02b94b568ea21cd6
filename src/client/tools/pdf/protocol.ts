/**
 * Messages between the PDF tools' page script (src/client/tools/pdf-tools.ts) and its workers
 * (src/client/tools/pdf-worker.ts: pdf-lib; src/client/tools/pdf-render-worker.ts: pdf.js, for pdf-to-images).
 * File bytes travel as transferred ArrayBuffers, never copied, never sent anywhere else.
 */
import type { Text } from './page-ranges.js';

export type { Text };

export interface FileIn {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface FileOut {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  /** Pages of an output PDF, shown beside its link. */
  pages?: number;
  /** Pixel size of an output image. */
  width?: number;
  height?: number;
}

/** Option values as the form gives them: text (numbers and choices as typed) or a checkbox's state. */
export type Options = Record<string, string | boolean>;

export interface Job {
  /** Echoed in every reply to this job. */
  id: number;
  /** A tool id, or 'pdf-info': the page count of each file, asked as soon as files are chosen. */
  tool: string;
  files: FileIn[];
  options: Options;
}

export type Reply = { id: number } & (
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; files: FileOut[]; notes?: Text[] }
  /** The answer to 'pdf-info': per file, its page count or why it cannot be read. */
  | { type: 'info'; files: ({ pages: number } | { message: Text })[] }
  /** `field`: the option (form field id) the message is about, if any; the page names it and marks it invalid. */
  | { type: 'error'; message: Text; field?: string }
);

export type Outcome = { files: FileOut[]; notes?: Text[] };

/** What a worker does: a tool's job, or the page counts of files ('pdf-info'). */
export interface Runner {
  run(job: Job, progress: (done: number, total: number) => void): Promise<Outcome>;
  /** The page count of one file, or a ToolError saying why it cannot be read. */
  pages(file: FileIn): Promise<number>;
}

/** A refusal the worker words for the visitor (anything else thrown is reported as an unexpected failure). */
export class ToolError extends Error {
  constructor(
    readonly text: Text,
    readonly field?: string,
  ) {
    super(text.en);
  }
}

/** The minimal worker global we use (the project's TypeScript lib is the DOM's, not the worker's). */
export interface WorkerScope {
  postMessage(message: Reply, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Job>) => void): void;
}

export function baseName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[\\/:*?"<>|]+/g, '_').trim();
  return base === '' ? 'document' : base;
}

function unexpected(error: unknown): Text {
  const detail = error instanceof Error ? error.message : String(error);
  return { en: `Something went wrong while processing the file (${detail}).`, es: `Algo ha fallado al procesar el archivo (${detail}).` };
}

/** Runs jobs one at a time, posting progress, the result or a worded error. */
export function serve(scope: WorkerScope, runner: Runner): void {
  let queue: Promise<void> = Promise.resolve();
  scope.addEventListener('message', (event) => {
    const job = event.data;
    if (typeof job !== 'object' || job === null || typeof job.id !== 'number') return;
    const { id } = job;
    queue = queue.then(async () => {
      if (job.tool === 'pdf-info') {
        const files: ({ pages: number } | { message: Text })[] = [];
        for (const file of job.files) {
          try {
            files.push({ pages: await runner.pages(file) });
          } catch (error) {
            files.push({ message: error instanceof ToolError ? error.text : unexpected(error) });
          }
        }
        scope.postMessage({ id, type: 'info', files });
        return;
      }
      let lastPost = 0;
      const progress = (done: number, total: number) => {
        const now = Date.now();
        if (done < total && now - lastPost < 50) return;
        lastPost = now;
        scope.postMessage({ id, type: 'progress', done, total });
      };
      try {
        const result = await runner.run(job, progress);
        scope.postMessage({ id, type: 'result', ...result }, result.files.map((f) => f.bytes));
      } catch (error) {
        if (error instanceof ToolError) {
          scope.postMessage(error.field === undefined ? { id, type: 'error', message: error.text } : { id, type: 'error', message: error.text, field: error.field });
        } else {
          scope.postMessage({ id, type: 'error', message: unexpected(error) });
        }
      }
    });
  });
}
