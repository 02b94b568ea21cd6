import type { Locale } from '../../core/locale.js';
import { noticeSections } from '../../adapters/site/tool/tool-result.js';
import { escapeHtml } from '../../adapters/reference/html-escape.js';
import { toolStrings } from '../../adapters/site/tool/tool-strings.js';
import { seconds, tooExpensive } from '../../workers/offload.js';
import type { PageJob, PageJobResult } from './page-worker.js';

/** The answer and result sections, and the messages by field, as the page swaps them in. */
export interface DrawnResult {
  html: string;
  errors: Readonly<Record<string, string>>;
}

/** As long as the server's worker pool lets one request run (OPERATION_DEADLINE_MS's default), unless the page says otherwise. */
const DEFAULT_DEADLINE_MS = 5_000;

interface Waiting {
  job: Omit<PageJob, 'id' | 'op'>;
  callers: ((drawn: DrawnResult) => void)[];
}

/**
 * The page's Web Worker (page-worker.ts), from the main thread: one job at a time, and while one runs only the latest
 * edit waits (the ones it replaced get its result, which the page then takes as current). A job that runs past the
 * deadline is stopped by ending the worker, and answered as the server's pool answers it (a 422 in words); the next job
 * starts a fresh worker.
 */
export class PageWorker {
  private worker: Worker | undefined;
  private running: (Waiting & { id: number; timer: ReturnType<typeof setTimeout> }) | undefined;
  private waiting: Waiting | undefined;
  private nextId = 1;

  constructor(
    private readonly url: string,
    private readonly opUrl: string,
    private readonly deadlineMs = DEFAULT_DEADLINE_MS,
  ) {}

  /**
   * Takes over a worker the page's entry started before this module loaded (tool-runtime.ts: a heavy operation's page
   * starts it once the page is drawn and its modules fetched), as if this one had started it.
   */
  adopt(worker: Worker): void {
    if (this.worker) return;
    this.worker = worker;
    this.worker.onmessage = (event: MessageEvent<PageJobResult>) => this.finished(event.data);
  }

  /** Starts the worker (and its load of the operation's module) before the first job needs it. */
  warm(): void {
    this.started().postMessage({ warm: this.opUrl });
  }

  draw(job: Omit<PageJob, 'id' | 'op'>, locale: Locale): Promise<DrawnResult> {
    return new Promise((resolve) => {
      if (this.waiting) {
        this.waiting.job = job;
        this.waiting.callers.push(resolve);
      } else {
        this.waiting = { job, callers: [resolve] };
      }
      this.locale = locale;
      this.pump();
    });
  }

  private locale: Locale = 'en';

  private started(): Worker {
    if (!this.worker) {
      this.worker = new Worker(this.url, { type: 'module' });
      this.worker.onmessage = (event: MessageEvent<PageJobResult>) => this.finished(event.data);
    }
    return this.worker;
  }

  private pump(): void {
    if (this.running || !this.waiting) return;
    const next = this.waiting;
    this.waiting = undefined;
    const id = this.nextId++;
    const timer = setTimeout(() => this.stop(id), this.deadlineMs);
    this.running = { ...next, id, timer };
    this.started().postMessage({ ...next.job, id, op: this.opUrl } satisfies PageJob);
  }

  private finished(result: PageJobResult): void {
    const running = this.running;
    if (!running || result.id !== running.id) return;
    clearTimeout(running.timer);
    this.running = undefined;
    for (const caller of running.callers) caller(result);
    this.pump();
  }

  /** Past the deadline: the worker is ended (its run cannot be interrupted otherwise) and the job answered with why. */
  private stop(id: number): void {
    const running = this.running;
    if (!running || running.id !== id) return;
    this.worker?.terminate();
    this.worker = undefined;
    this.running = undefined;
    const t = toolStrings[this.locale];
    const message = this.locale === 'en' ? tooExpensive(this.opUrl.replace(/^.*\/op-(.+)-[A-Z0-9]+\.js$/, '$1'), `did not finish within ${seconds(this.deadlineMs)}`).error : t.stopped;
    const drawn = noticeSections(this.locale, `<p class="notice" role="alert">${escapeHtml(message)}</p>`, running.job.search);
    const html = `${drawn.answer}\n${drawn.html}`;
    for (const caller of running.callers) caller({ html, errors: {} });
    this.pump();
  }
}
