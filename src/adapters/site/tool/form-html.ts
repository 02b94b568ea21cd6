import { formatValue } from '../../../core/display.js';
import type { Locale } from '../../../core/locale.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { queryName, type FormField, type Input } from './form-model.js';
import { toolStrings } from './tool-strings.js';

export interface FormState {
  /** The value shown in each control, by query name. */
  shown: ReadonlyMap<string, string>;
  /** Rows shown for each list field before the blank one. */
  rowCounts: ReadonlyMap<string, number>;
  /** A message beside each field that has a problem, by query name. */
  errors: ReadonlyMap<string, string>;
}

/** An element id from a query name: `invoices[0][amount]` → `f-invoices-0-amount`. */
export function controlId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
}

/**
 * The operation's form: a GET to the page itself, one control per input field named exactly as the field, so the URL
 * of a result is the link to share. `novalidate`: the server's messages (the operation's own rules) show beside each
 * field in the page's language, instead of the browser's bubbles.
 */
/**
 * What the page's script needs to compute on the device: the operation's module, the Web Worker for heavy work, how
 * long it may run, and the first example's input (what the page shows for an empty form, as the server does).
 */
export interface DeviceScripts {
  module: string;
  worker: string;
  deadlineMs?: number;
  example?: Record<string, unknown>;
}

export function formHtml(fields: readonly FormField[], state: FormState, action: string, locale: Locale, submitLabel: string, device?: DeviceScripts): string {
  const t = toolStrings[locale];
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
  const scripts = device
    ? ` data-op="${escapeHtml(device.module)}" data-worker="${escapeHtml(device.worker)}"` +
      `${device.deadlineMs === undefined ? '' : ` data-deadline-ms="${device.deadlineMs}"`}${device.example ? ` data-example="${escapeHtml(JSON.stringify(device.example))}"` : ''}`
    : '';
  return `<form class="tool-form" method="get" action="${escapeHtml(action)}" novalidate${scripts}>
${body}
<div class="form-actions"><button type="submit">${escapeHtml(submitLabel)}</button> <a href="${escapeHtml(action)}" class="reset">${t.reset}</a><span class="live-note" hidden>${t.liveNote}</span></div>${tooLong}
</form>`;
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
  const common = `id="${id}" name="${escapeHtml(name)}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}${input.required ? ' aria-required="true"' : ''}`;
  const defaultText = input.default === undefined || input.default === null ? '' : defaultLabel(input, locale);
  const marker = input.required ? '' : ` <span class="muted">(${defaultText ? t.defaultIs(defaultText) : t.optional})</span>`;
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
      const attrs = [
        `type="${input.control === 'date' ? 'date' : numeric ? 'number' : 'text'}"`,
        numeric ? `inputmode="${input.control === 'integer' ? 'numeric' : 'decimal'}" step="${input.control === 'integer' ? '1' : 'any'}"` : '',
        numeric && input.min !== undefined && !input.exclusiveMin ? `min="${input.min}"` : '',
        numeric && input.max !== undefined ? `max="${input.max}"` : '',
        input.maxLength && input.control === 'text' ? `maxlength="${input.maxLength}"` : '',
        defaultText && numeric ? `placeholder="${escapeHtml(String(input.default))}"` : '',
        `value="${escapeHtml(shown ?? '')}"`,
      ].filter(Boolean);
      control = `<input ${common} ${attrs.join(' ')}>`;
      if (input.now && action) control = `<div class="with-now">${control}${nowLink(name, id, state, action, locale)}</div>`;
    }
  }
  return `<div class="field${input.control === 'textarea' ? ' wide' : ''}"><label for="${id}">${escapeHtml(input.label)}${marker}</label>${control}` +
    `${input.help && !compact ? `<p class="help" id="${id}-help">${escapeHtml(input.help)}</p>` : ''}${errorLine(name, state)}</div>`;
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
