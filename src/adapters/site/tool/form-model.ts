import type { Locale } from '../../../core/locale.js';
import type { PageOperation } from '../../../core/operation.js';
import type { FieldText } from '../../../core/page-spec.js';
import { inputJsonSchema, type JsonSchema } from '../../../core/json-schema.js';

/**
 * How one value is entered. Booleans are a yes/no choice, so a GET form always sends them (a box left unticked sends
 * nothing). A `datetime` is a wall-clock date-time (datetime-local), a `zone` an IANA time zone picked from a list.
 */
export type Control = 'number' | 'integer' | 'text' | 'textarea' | 'date' | 'datetime' | 'zone' | 'select' | 'boolean';

/** One value of the form, read from the operation's input schema and worded by its FieldText. */
export interface Input {
  /** The key in its object ("amount" in a row, "hourlyRate" at the top). */
  key: string;
  control: Control;
  label: string;
  help: string;
  required: boolean;
  min?: number;
  max?: number;
  /** min and max exclude their bound (amount > 0). */
  exclusiveMin?: boolean;
  maxLength?: number;
  default?: unknown;
  /** A choice among numbers (pagas: 12 or 14): the chosen value is sent to the operation as a number. */
  numeric?: boolean;
  choices?: readonly { value: string; label: string }[];
  /** A "Now" control fills in the current time in this form. */
  now?: 'unix-seconds';
  /** Required while `field` (a top-level query name) holds one of `values`, or is blank and `fallback` (its default) is one. */
  requiredWhen?: { field: string; values: readonly string[]; fallback?: string; words: string };
}

/** A top-level field of the form: one value, a fixed list of values (four quarters), or rows of objects (invoices). */
export type FormField =
  | { shape: 'value'; input: Input }
  | { shape: 'items'; input: Input; labels: readonly string[] }
  | { shape: 'rows'; key: string; label: string; help: string; required: boolean; minRows: number; maxRows: number; columns: readonly Input[] };

const cache = new Map<string, readonly FormField[]>();

/** The form of an operation's page, in one language (built once per operation and language). */
export function formModel(op: PageOperation, locale: Locale): readonly FormField[] {
  const cacheKey = `${op.id}\0${locale}`;
  let model = cache.get(cacheKey);
  if (!model) {
    model = buildModel(op, locale);
    cache.set(cacheKey, model);
  }
  return model;
}

function buildModel(op: PageOperation, locale: Locale): FormField[] {
  const schema = inputJsonSchema(op);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const texts = (op.form ?? {}) as Record<string, FieldText>;
  return Object.entries(properties).map(([key, property]): FormField => {
    const text = texts[key] ?? fallbackText(key, property);
    if (property.type === 'array') {
      const items = (property.items ?? {}) as JsonSchema;
      if (items.type === 'object') {
        const itemProperties = (items.properties ?? {}) as Record<string, JsonSchema>;
        const itemRequired = new Set((items.required ?? []) as string[]);
        return {
          shape: 'rows',
          key,
          label: text.label[locale],
          help: helpOf(text, property, locale),
          required: required.has(key),
          minRows: (property.minItems as number | undefined) ?? 0,
          maxRows: (property.maxItems as number | undefined) ?? 100,
          columns: Object.entries(itemProperties).map(([itemKey, itemProperty]) =>
            inputOf(itemKey, itemProperty, text.fields?.[itemKey] ?? fallbackText(itemKey, itemProperty), itemRequired.has(itemKey), locale),
          ),
        };
      }
      const count = (property.maxItems as number | undefined) ?? 0;
      return {
        shape: 'items',
        input: inputOf(key, items, text, required.has(key), locale),
        labels: Array.from({ length: count }, (_, i) => text.items?.[i]?.[locale] ?? `${text.label[locale]} ${i + 1}`),
      };
    }
    const input = inputOf(key, property, text, required.has(key), locale);
    if (text.requiredWhen) {
      const { field, values, words } = text.requiredWhen;
      const fallback = properties[field]?.default;
      input.requiredWhen = { field, values, words: words[locale], ...(fallback === undefined ? {} : { fallback: String(fallback) }) };
    }
    return { shape: 'value', input };
  });
}

function inputOf(key: string, property: JsonSchema, text: FieldText, required: boolean, locale: Locale): Input {
  const input: Input = { key, control: controlOf(property, text), label: text.label[locale], help: helpOf(text, property, locale), required };
  if (typeof property.minimum === 'number') input.min = property.minimum;
  if (typeof property.exclusiveMinimum === 'number') {
    input.min = property.exclusiveMinimum;
    input.exclusiveMin = true;
  }
  if (typeof property.maximum === 'number') input.max = property.maximum;
  if (typeof property.maxLength === 'number') input.maxLength = property.maxLength;
  if ('default' in property) input.default = property.default;
  if (text.now) input.now = text.now;
  const values = (property.enum as unknown[] | undefined)?.map(String) ?? (text.choices ? Object.keys(text.choices) : undefined);
  if (property.enum && (property.type === 'number' || property.type === 'integer')) input.numeric = true;
  if (values) input.choices = values.map((value) => ({ value, label: text.choices?.[value]?.[locale] ?? value }));
  if (input.control === 'boolean') input.choices = [{ value: 'true', label: locale === 'es' ? 'Sí' : 'Yes' }, { value: 'false', label: 'No' }];
  return input;
}

function controlOf(property: JsonSchema, text: FieldText): Control {
  if (property.enum || text.choices) return 'select';
  switch (property.type) {
    case 'boolean': return 'boolean';
    case 'integer': return 'integer';
    case 'number': return 'number';
  }
  if (property.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || property.format === 'date') return 'date';
  if (text.kind === 'local-date-time') return 'datetime';
  if (text.kind === 'time-zone') return 'zone';
  // A field that also takes another JSON type (a timestamp as a number, a document as a value) is typed as its text.
  const asText = (property.anyOf as JsonSchema[] | undefined)?.find((branch) => branch.type === 'string') ?? property;
  // A short text, or one of a fixed shape (a pattern: a code, a date-time), is one line; a long text is a text box.
  const maxLength = asText.maxLength as number | undefined;
  return (maxLength !== undefined && maxLength <= 200) || typeof asText.pattern === 'string' ? 'text' : 'textarea';
}

function helpOf(text: FieldText, property: JsonSchema, locale: Locale): string {
  if (locale === 'es') return text.help.es;
  return text.help.en ?? (property.description as string | undefined) ?? '';
}

/** Words for a field a definition has not worded yet (a test requires every field to be worded). */
function fallbackText(key: string, property: JsonSchema): FieldText {
  return { label: { en: key, es: key }, help: { es: '', en: (property.description as string | undefined) ?? '' } };
}

/** Every value's query name: `hourlyRate`, `paidPerQuarter[2]`, `invoices[0][amount]`. */
export function queryName(path: readonly (string | number)[]): string {
  return path.map((part, i) => (i === 0 ? String(part) : `[${part}]`)).join('');
}
