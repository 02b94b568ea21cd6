import type * as z from 'zod';
import type { Category } from './categories.js';
import type { Context } from './context.js';
import type { FormText, ResultSpec } from './page-spec.js';

/** Whose rules a calculator follows: a country's, or none in particular. */
export type Jurisdiction = 'global' | 'us' | 'es' | 'uk';

export interface Example<I = unknown, O = unknown> {
  /** Short label shown on the reference page and as the OpenAPI example summary. */
  title: string;
  input: I;
  /** Exact expected result. Omitted only for random and content-backed operations, whose result is checked against the output schema. */
  output?: O;
}

/** An operation's example list, typed by its input and output schemas (a calculator keeps it in `<id>.examples.ts`). */
export type ExamplesOf<In extends z.ZodType, Out extends z.ZodType> = readonly Example<z.input<In>, z.output<Out>>[];

/** The same, typed by an operation's run part: `ExamplesFor<typeof run>` (`import type run from './<id>.run.js'`). */
export type ExamplesFor<R extends OperationRun> = ExamplesOf<R['input'], R['output']>;

/**
 * What runs wherever the operation runs — the server, its worker pool and the visitor's browser — kept in the
 * operation's `<id>.run.ts`: its contract (input and output schemas) and `run`, with nothing a page or a document
 * alone reads, so the browser's module of the operation carries no documentation, examples or worst cases.
 */
export interface OperationRun<In extends z.ZodObject = z.ZodObject, Out extends z.ZodObject = z.ZodObject> {
  /** kebab-case; equals the folder, URL segment, MCP tool name and OpenAPI operationId. */
  id: string;
  kind: 'utility' | 'calculator' | 'content';
  /** Whose rules a calculator applies (catalog label, and the currency its page writes); required for calculators. */
  jurisdiction?: Jurisdiction;
  input: In;
  output: Out;
  /** Result differs between identical calls (UUIDs). */
  random?: boolean;
  /**
   * Reads the guides and news briefs (content/), which change without the code changing: like a random operation's,
   * its examples carry no fixed output; its tests check results against the files.
   */
  contentBacked?: boolean;
  /** Reads an outside source (the ECB feed); in the browser, the rates come from the server (src/client/page/). */
  openWorld?: boolean;
  /**
   * Can cost far more than the size of its input suggests — a short YAML document whose aliases expand, a number
   * written out in full, CSV header names repeated in every row, every time zone checked at an instant — so it runs
   * in the worker pool whatever the size of its input, where there is one (and in a Web Worker on its page). An
   * operation without it must answer any input under OFFLOAD_MIN_BODY_BYTES within a few milliseconds
   * (test/worst-case.test.ts checks its worst case).
   */
  heavy?: boolean;
  /**
   * Texts in the result (breakdown labels, assumptions, warnings) are written in `ctx.locale` — English unless a
   * Spanish page asks; the API always answers in English.
   */
  run(input: z.output<In>, ctx: Context): z.input<Out> | Promise<z.input<Out>>;
}

/** How the operation's page reads, in `<id>.page.ts`: the words of its form and how its result is shown. */
export interface OperationPage<In extends z.ZodObject = z.ZodObject, Out extends z.ZodObject = z.ZodObject> {
  /**
   * The words of the form on the operation's page, in every language, for each input field (required for calculators
   * and utilities: a test checks it).
   */
  form: FormText<z.input<In>>;
  /** How the result reads on the page: headline figures, tables, chart. */
  page: ResultSpec<z.output<In>, z.output<Out>>;
}

/** The one definition of an operation: every surface (HTTP, MCP, OpenAPI, reference, catalog, pages, tests) derives from it. */
export interface Operation<In extends z.ZodObject = z.ZodObject, Out extends z.ZodObject = z.ZodObject>
  extends OperationRun<In, Out>, Partial<OperationPage<In, Out>> {
  title: string;
  /** One line. */
  summary: string;
  /**
   * What an agent reads (the MCP tool description): what the tool does, when to use it and the rules that change the
   * answer, in a few sentences (at most 400 characters; a test checks it). `description` stays the full text people read.
   */
  agentDescription: string;
  /** A paragraph: behaviour, rules and limits the schema cannot say. */
  description: string;
  category: Category;
  /** Spanish name and one-line summary, for the catalogs and the Spanish pages (`/es/…`). */
  es: { title: string; summary: string; /** The page's `<title>` where `title` is longer than 65 characters. */ shortTitle?: string };
  /** The page's `<title>` where `title` is longer than 65 characters (what a search result shows). */
  shortTitle?: string;
  examples: readonly Example<z.input<In>, z.output<Out>>[];
  /**
   * The most expensive input that fits in the default body limit (1 MiB): run by the test suite (it must finish
   * promptly) and timed by `npm run bench`, so every operation has a known worst case.
   */
  worstCase(): z.input<In>;
  /**
   * The input within the default body limit with the largest answer, where that is not `worstCase()` (which is the
   * slowest): `npm run bench` records the size of both answers, and the test suite checks they fit the response limit.
   */
  largestOutput?(): z.input<In>;
}

/** Identity function that keeps the input/output types tied together for each definition. */
export function defineOperation<In extends z.ZodObject, Out extends z.ZodObject>(op: Operation<In, Out>): Operation<In, Out> {
  return op;
}

/** An operation's `<id>.run.ts`: its contract and `run`, typed together. */
export function defineRun<In extends z.ZodObject, Out extends z.ZodObject>(part: OperationRun<In, Out>): OperationRun<In, Out> {
  return part;
}

/** An operation's `<id>.page.ts`, typed by its run part (`definePage<typeof run>({ form, page })`). */
export function definePage<R extends OperationRun>(part: OperationPage<R['input'], R['output']>): OperationPage<R['input'], R['output']> {
  return part;
}

// Operations are stored with their types erased; the executor validates at the boundary.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any>;

/**
 * What an operation's page runs on the visitor's device: its run part and its page part, as its browser module
 * (src/client/build/) exports them. Every full definition is one too, so the renderer serves both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageOperation = OperationRun<any, any> & Partial<OperationPage<any, any>>;
