import { formatValue } from '../../../core/display.js';
import type { Locale } from '../../../core/locale.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { queryName, type FormField, type Input } from './form-model.js';
import { CLEAR } from './query-input.js';
import { controlId } from './control-id.js';
import { TIME_ZONE_LIST, timeZoneDatalist } from './time-zone-list.js';
import { toolStrings } from './tool-strings.js';

export interface FormState {
  /** The value shown in each control, by query name. */
  shown: ReadonlyMap<string, string>;
  /** Rows shown for each list field before the blank one. */
  rowCounts: ReadonlyMap<string, number>;
  /** A message beside each field that has a problem, by query name. */
  errors: ReadonlyMap<string, string>;
}



/**
 * The operation's form: a GET to the page itself, one control per input field named exactly as the field, so the URL
 * of a result is the link to share. `novalidate`: the server's messages (the operation's own rules) show beside each
 * field in the page's language, instead of the browser's bubbles.
 */
/**
 * What the page's script needs to compute on the device: the operation's module, the Web Worker for heavy work, how
 * long it may run, and the starting input (what the page shows for a query naming no field, as the server does).
 */
export interface DeviceScripts {
  module: string;
  worker: string;
  deadlineMs?: number;
  start?: Record<string, unknown>;
  /** The operation's result is random: the page computes its own on the device as it opens. */
  random?: boolean;
}

/** A link to the page filled with one of the definition's examples. */
export interface ExampleLink {
  label: string;
  href: string;
}

/** Where the form sends itself, and the examples it offers ("Try an example"). */
export interface FormActions {
  action: string;
  examples: readonly ExampleLink[];
}

export function formHtml(fields: readonly FormField[], state: FormState, actions: FormActions, locale: Locale, submitLabel: string, device?: DeviceScripts): string {
  const t = toolStrings[locale];
  const { action } = actions;
  const body = fields
    .map((field) => {
      if (field.shape === 'value') return valueControl(field.input, field.input.key, state, locale, false, action);
      if (field.shape === 'items') {
        const controls = field.labels
          .map((label, i) => valueControl({ ...field.input, label, help: '' }, queryName([field.input.key, i]), state, locale))
          .join('');
        return `<fieldset class="group items"><legend>${escapeHtml(field.input.label)}</legend>${hint(field.input.help)}<div class="cells">${controls}</div>${errorLine(field.input.key, state)}</fieldset>`;
      }
      const count = Math.min(field.maxRows, (state.rowCounts.get(field.key) ?? 0) + 1);
      const rows = Array.from({ length: count }, (_, i) => rowHtml(field.key, field.columns, i, state, locale)).join('');
      return `<fieldset class="group rows" data-rows="${escapeHtml(field.key)}" data-max-rows="${field.maxRows}"><legend>${escapeHtml(field.label)}</legend>` +
        `${hint(field.help)}<p class="hint">${t.rowsHint}</p>${errorLine(field.key, state)}<div class="row-list">${rows}</div>` +
        `<button type="button" class="secondary" data-add-row hidden>${t.addRow}</button></fieldset>`;
    })
    .join('\n');
  // A text box can hold more than a link can carry: the script says so instead of asking.
  const hasTextBox = fields.some((f) => f.shape === 'value' && f.input.control === 'textarea');
  const tooLong = hasTextBox ? `\n<p class="notice" id="too-long" role="status" hidden>${t.tooLong}</p>` : '';
  // The zone fields (from and to) share one list of zones.
  const zoneList = fields.some((f) => f.shape === 'value' && f.input.control === 'zone') ? `\n${timeZoneDatalist(locale)}` : '';
  const scripts = device
    ? ` data-op="${escapeHtml(device.module)}" data-worker="${escapeHtml(device.worker)}"` +
      `${device.deadlineMs === undefined ? '' : ` data-deadline-ms="${device.deadlineMs}"`}${device.start ? ` data-start="${escapeHtml(JSON.stringify(device.start))}"` : ''}${device.random ? ' data-random' : ''}`
    : '';
  return `<form class="tool-form" method="get" action="${escapeHtml(action)}" novalidate${scripts}>
${body}
<div class="form-actions"><button type="submit">${escapeHtml(submitLabel)}</button> <a href="${escapeHtml(action)}" class="reset" data-reset>${t.reset}</a> <a href="${escapeHtml(`${action}?${CLEAR}`)}" class="reset" data-clear>${t.clear}</a><span class="live-note" hidden>${t.liveNote}</span></div>${tooLong}${zoneList}
${examplesHtml(actions.examples, locale)}</form>`;
}

/** "Try an example": one link, or a short list of them by title. */
function examplesHtml(examples: readonly ExampleLink[], locale: Locale): string {
  const t = toolStrings[locale];
  if (examples.length === 0) return '';
  if (examples.length === 1) return `<p class="examples"><a href="${escapeHtml(examples[0]!.href)}">${t.tryExample}</a></p>\n`;
  const items = examples.map((e) => `<li><a href="${escapeHtml(e.href)}">${escapeHtml(e.label)}</a></li>`).join('');
  return `<details class="examples"><summary>${t.tryExample}</summary><ul>${items}</ul></details>\n`;
}

function rowHtml(key: string, columns: readonly Input[], index: number, state: FormState, locale: Locale): string {
  const t = toolStrings[locale];
  const cells = columns.map((column) => valueControl(column, queryName([key, index, column.key]), state, locale, true)).join('');
  return `<fieldset class="row" data-row><legend>${t.row(index + 1)}</legend><div class="cells">${cells}</div>` +
    `<button type="button" class="secondary remove" data-remove-row hidden>${t.removeRow}</button></fieldset>`;
}

function hint(help: string): string {
  return help ? `<p class="help">${escapeHtml(help)}</p>` : '';
}

function errorLine(name: string, state: FormState): string {
  const message = state.errors.get(name);
  return `<p class="error" id="${controlId(name)}-error" data-error-for="${escapeHtml(name)}"${message ? '' : ' hidden'}>${message ? escapeHtml(message) : ''}</p>`;
}

function valueControl(input: Input, name: string, state: FormState, locale: Locale, compact = false, action = ''): string {
  const t = toolStrings[locale];
  const id = controlId(name);
  const shown = state.shown.get(name);
  const error = state.errors.get(name);
  const described = [input.help && !compact ? `${id}-help` : '', `${id}-error`].filter(Boolean).join(' ');
  const required = input.required || requiredNow(input, state);
  const common = `id="${id}" name="${escapeHtml(name)}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}${required ? ' aria-required="true"' : ''}`;
  const defaultText = input.default === undefined || input.default === null ? '' : defaultLabel(input, locale);
  // A field required in some cases says which, whatever the form holds now: the visitor may be about to change it.
  const marker = input.required ? '' : ` <span class="muted">(${input.requiredWhen ? escapeHtml(input.requiredWhen.words) : defaultText ? t.defaultIs(defaultText) : t.optional})</span>`;
  let control: string;
  switch (input.control) {
    case 'select':
    case 'boolean': {
      // In a row every choice starts blank, so a blank row stays blank (and is dropped) until something is typed in it.
      const selected = shown ?? (input.default === undefined || compact ? '' : String(input.default));
      const blank = !compact && (input.required || input.default !== undefined) ? '' : `<option value=""${selected === '' ? ' selected' : ''}>—</option>`;
      const options = (input.choices ?? [])
        .map((c) => `<option value="${escapeHtml(c.value)}"${c.value === selected ? ' selected' : ''}>${escapeHtml(c.label)}</option>`)
        .join('');
      control = `<select ${common}>${blank}${options}</select>`;
      break;
    }
    case 'textarea':
      control = `<textarea ${common} rows="6" spellcheck="false"${input.maxLength ? ` maxlength="${input.maxLength}"` : ''}>${escapeHtml(shown ?? '')}</textarea>` +
        fileControl(id, input.label, locale);
      break;
    default: {
      const numeric = input.control === 'number' || input.control === 'integer';
      const { type, value } = typedValue(input.control, shown ?? '');
      const attrs = [
        `type="${type}"`,
        numeric ? `inputmode="${input.control === 'integer' ? 'numeric' : 'decimal'}" step="${input.control === 'integer' ? '1' : 'any'}"` : '',
        numeric && input.min !== undefined && !input.exclusiveMin ? `min="${input.min}"` : '',
        numeric && input.max !== undefined ? `max="${input.max}"` : '',
        input.maxLength && input.control === 'text' ? `maxlength="${input.maxLength}"` : '',
        defaultText && numeric ? `placeholder="${escapeHtml(String(input.default))}"` : '',
        // Seconds shown only when the time has them (datetime-local's step is a minute).
        type === 'datetime-local' && value.length > 16 ? 'step="1"' : '',
        input.control === 'zone' ? `list="${TIME_ZONE_LIST}" autocomplete="off" autocapitalize="none" spellcheck="false"` : '',
        `value="${escapeHtml(value)}"`,
      ].filter(Boolean);
      control = `<input ${common} ${attrs.join(' ')}>`;
      if (input.now && action) control = `<div class="with-now">${control}${nowLink(name, id, state, action, locale)}</div>`;
    }
  }
  return `<div class="field${input.control === 'textarea' ? ' wide' : ''}"><label for="${id}">${escapeHtml(input.label)}${marker}</label>${control}` +
    `${input.help && !compact ? `<p class="help" id="${id}-help">${escapeHtml(input.help)}</p>` : ''}${errorLine(name, state)}</div>`;
}

/** YYYY-MM-DD[T ]HH:mm[:ss[.sss]], a day and time that exist, as datetime-local holds it (with a T); else undefined. */
function localDateTime(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(:\d{2}(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, seconds = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const exists = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) && Number(hour) < 24 && Number(minute) < 60 && !/^:[6-9]/.test(seconds);
  return exists ? `${year}-${month}-${day}T${hour}:${minute}${seconds}` : undefined;
}

/**
 * An input's type and value. A date or date-time control shows what it can hold, written as it writes it (what the
 * operation takes); a value it cannot hold (another form the operation takes, or a mistake to correct) is kept as typed
 * in a text input, since the browser would blank it.
 */
function typedValue(control: Input['control'], shown: string): { type: string; value: string } {
  switch (control) {
    case 'number':
    case 'integer':
      return { type: 'number', value: shown };
    case 'date':
      return shown === '' || localDateTime(`${shown.trim()}T00:00`) !== undefined ? { type: 'date', value: shown.trim() } : { type: 'text', value: shown };
    case 'datetime': {
      const local = shown === '' ? '' : localDateTime(shown);
      return local === undefined ? { type: 'text', value: shown } : { type: 'datetime-local', value: local };
    }
    default:
      return { type: 'text', value: shown };
  }
}

/** Whether a field required in some cases is required by the values the form holds (a blank one stands for its default). */
function requiredNow(input: Input, state: FormState): boolean {
  if (!input.requiredWhen) return false;
  const { field, values, fallback } = input.requiredWhen;
  const shown = state.shown.get(field)?.trim();
  const value = shown === undefined || shown === '' ? fallback : shown;
  return value !== undefined && values.includes(value);
}

/**
 * "Open a file…" under a text box: the script reads a local file in the browser and puts its text in the box (the
 * file is never sent; its text is the field's, as if typed). Hidden until the script shows it; the file input has no
 * name, so the form never submits it.
 */
function fileControl(id: string, label: string, locale: Locale): string {
  const t = toolStrings[locale];
  return `<div class="file-open" data-js hidden><button type="button" class="secondary" data-open-file="${id}">${t.openFile}<span class="visually-hidden"> ${escapeHtml(t.fileFor(label))}</span></button>` +
    `<input type="file" data-file-for="${id}" tabindex="-1" aria-hidden="true" hidden></div>`;
}

/**
 * "Now" beside a time field: a link to this page with the field set to `now`, which the page reads as the time of the
 * request, so it works without JavaScript; the script fills in the time of the click instead.
 */
function nowLink(name: string, id: string, state: FormState, action: string, locale: Locale): string {
  const t = toolStrings[locale];
  const params = new URLSearchParams();
  for (const [key, value] of state.shown) if (key !== name && value.trim() !== '') params.set(key, value);
  params.set(name, 'now');
  return `<a class="button secondary now" href="${escapeHtml(`${action}?${params.toString()}`)}" data-now="${id}" title="${t.nowHelp}">${t.now}</a>`;
}

function defaultLabel(input: Input, locale: Locale): string {
  const choice = input.choices?.find((c) => c.value === String(input.default));
  if (choice) return choice.label;
  return typeof input.default === 'number' ? formatValue(input.default, 'number', locale) : String(input.default);
}
