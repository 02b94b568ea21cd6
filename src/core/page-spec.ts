import type { Currency, ValueFormat } from './display.js';
import type { Locale, Localized } from './locale.js';

/**
 * The words of one input field on its page. The English help is the schema's own description unless `help.en`
 * says it shorter; the bounds, default and choices come from the schema itself.
 */
export interface FieldText {
  label: Localized;
  help: { es: string; en?: string };
  /** The words for each value of an enum, by value. */
  choices?: Readonly<Record<string, Localized>>;
  /** A list of objects (one row per item): the words of each row's fields. */
  fields?: Readonly<Record<string, FieldText>>;
  /** A list of a fixed number of amounts (paidPerQuarter): each amount's label. */
  items?: readonly Localized[];
  /** The field can be set to the current time with one click ("Now"): as Unix seconds. */
  now?: 'unix-seconds';
  /**
   * What a text field holds, where its schema does not say it (the operation checks the format itself, with its own
   * messages): a wall-clock date-time (a date-time control) or an IANA time zone (a list of zones named by city).
   */
  kind?: 'local-date-time' | 'time-zone';
  /**
   * Required only while another top-level field holds one of `values` (its default counts when it is blank): the
   * marker says when (`words`: "required for the US and Spain"), and the control is aria-required in exactly those cases.
   */
  requiredWhen?: { field: string; values: readonly string[]; words: Localized };
}

/**
 * The words of every input field: the type makes each definition name all of its fields. A refinement of the
 * schema words its rule in Spanish as `params: { es }` beside its English message (the page shows it).
 */
export type FormText<I> = { readonly [K in keyof I]-?: FieldText };

/** One figure of a result: where it is (a dotted path into the output), what it is called and how it is written. */
export interface Figure {
  field: string;
  label: Localized;
  format: ValueFormat;
  /** Words for a text field's values (an enum such as a status). */
  choices?: Readonly<Record<string, Localized>>;
  /** A list of objects in a table cell: the keys shown for each, in order (texts, dates, {title, url} links). */
  keys?: readonly string[];
  /** The value is a CSS color: shown with a swatch of it. */
  swatch?: boolean;
}

/** A list of objects in the result shown as a table: one column per named key. */
export interface TableSpec {
  field: string;
  title: Localized;
  columns: readonly Figure[];
}

/** A chart, described in data; the page draws it as SVG with `summary` as its text alternative. */
export type Chart =
  | {
      kind: 'line';
      title: string;
      /** The text alternative: what the chart shows, in a sentence or two. */
      summary: string;
      format: ValueFormat;
      /** x is a YYYY-MM-DD date. */
      points: readonly { x: string; y: number }[];
      /** Points worth pointing at (the lowest balance, the first day below zero). */
      marks?: readonly { x: string; label: string }[];
    }
  | {
      kind: 'bars';
      title: string;
      summary: string;
      format: ValueFormat;
      /** Name of the axis the labels are on ("Claiming age"). */
      axis: string;
      bars: readonly { label: string; value: number; highlight?: boolean }[];
    }
  | {
      kind: 'split';
      title: string;
      summary: string;
      format: ValueFormat;
      /** Parts of a whole, in order (net pay, income tax, Social Security). */
      parts: readonly { label: string; value: number }[];
    };

/** A wall clock in the result: a date-time (YYYY-MM-DDTHH:mm[:ss]) read on a clock in a zone. Fields are dotted paths. */
export interface ClockSpec {
  label: Localized;
  datetime: string;
  zone: string;
  offset: string;
  abbreviation?: string;
}

/**
 * A view of a result drawn by the page from fields of the output, beside its figures (a utility's): a line diff side
 * by side and unified, a table preview of tabular data, wall clocks. Fields are dotted paths into the output.
 */
export type Display =
  /** `lines`: a list of { kind: 'equal' | 'removed' | 'added', text, originalLine, changedLine }; `unified`: its diff -u text. */
  | { kind: 'diff'; lines: string; unified: string }
  /**
   * The first rows of tabular data as a table: a list of objects (`rows`, with its `columns` list in order), or CSV
   * text (`csv`, with its row `count`, and the output field holding its one-character `delimiter` — comma if absent).
   */
  | { kind: 'table-preview'; title: Localized; rows: string; columns: string }
  | { kind: 'table-preview'; title: Localized; csv: string; count: string; delimiter?: string }
  | { kind: 'clocks'; clocks: readonly ClockSpec[] }
  | ScoreCardSpec;

/**
 * A score card: one row per area of a list in the output, with its score out of 100, what closing its gap is worth a
 * year (money in `currency`; 0 where the gap cannot be priced) and the reasoning, folded beneath. `keys` name each
 * area's fields; `names` words its name (an enum value).
 */
export interface ScoreCardSpec {
  kind: 'score-card';
  title: Localized;
  areas: string;
  keys: { name: string; score: string; gap: string; reasoning: string };
  names: Readonly<Record<string, Localized>>;
  currency: Currency;
}

export interface ChartTools<In, Out> {
  locale: Locale;
  currency: Currency;
  /** The same operation on another input, run the same way (null when that input is refused). */
  rerun(input: In): Out | null;
  /** A value in the page's words (the formats of the result's figures). */
  format(value: unknown, format: ValueFormat): string;
}

/** How a calculator's or utility's result reads on its page: generic machinery, fed by this. */
export interface ResultSpec<In, Out> {
  /** The figures that answer the question, shown large, in order. */
  headline: readonly Figure[];
  /** Further figures, in a two-column table under the headline. */
  details?: readonly Figure[];
  /** Lists of objects in the result, each as a table. */
  tables?: readonly TableSpec[];
  /** Breakdown terms that are not money (a count of years), by their `item`: written in this format instead. */
  breakdownFormats?: Readonly<Record<string, ValueFormat>>;
  /** The currency of the 'money' figures: fixed, or read from the result (a calculator for several countries). */
  currency?: Currency | ((output: Out) => Currency);
  /** Views of the result beside its figures (a diff, a table preview, clocks), in order. */
  displays?: readonly Display[];
  /**
   * The answer in one sentence, in the page's language (`tools.locale`), naming the headline figures in words
   * ("You take home 1,628.50 € a month, 23,124.00 € a year."). It leads the result: above the form on a phone, and
   * kept in view beside it on a wide screen. Figures are written with `tools.format`, as the headline writes them.
   */
  answer(output: Out, input: In, tools: ChartTools<In, Out>): string;
  /**
   * What the form holds when the page opens, and after "Start again": the first example unless the page should start
   * elsewhere — dates relative to today (`today` is YYYY-MM-DD, the visitor's day), money in the page's currency.
   */
  start?(today: string, locale: Locale): In;
  /** The chart this result calls for, if any. */
  chart?(output: Out, input: In, tools: ChartTools<In, Out>): Chart | undefined;
}
