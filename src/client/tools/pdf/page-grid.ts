/**
 * The pages of the chosen PDF as cards, on the split, rotate, reorder and pdf-to-images pages: drawn as numbered
 * cards as soon as the page count is known, with each page's thumbnail once pdf.js has drawn it. What the visitor
 * does here is written into the typed field the same operation reads (order, pages), so there is one way the work is
 * asked for; what they type there is shown here in turn. Only the turns of single pages, which no typed field says,
 * travel on their own (`turns`).
 *
 * - `arrange` (reorder): drag a card, or its Earlier / Later buttons (the keyboard's way), and ↻ to turn it.
 * - `turn` (rotate): ↻ on a page adds a quarter turn clockwise; the typed angle and pages set every page's turn.
 * - `select` (split, pdf-to-images): a tick box per page, and All / None.
 */
import { formatPageList, parsePageRanges, resolvePageRanges } from './page-ranges.js';

export type GridMode = 'arrange' | 'turn' | 'select';
type Locale = 'en' | 'es';

const TEXT = {
  en: {
    arrange: 'Pages: drag a page to move it, or use its arrow buttons; ↻ turns it.',
    turn: 'Pages: press ↻ on a page to turn it a quarter turn clockwise.',
    select: 'Pages: tick the pages to use.',
    page: (n: number) => `Page ${n}`,
    earlier: (n: number) => `Move page ${n} earlier`,
    later: (n: number) => `Move page ${n} later`,
    rotate: (n: number) => `Turn page ${n}`,
    moved: (n: number, at: number, of: number) => `Page ${n} is now number ${at} of ${of}.`,
    turned: (n: number, degrees: number) => (degrees === 0 ? `Page ${n} is upright again.` : `Page ${n} turned ${degrees}°.`),
    all: 'All pages',
    none: 'No pages',
    turnAll: 'Turn every page',
    turnNone: 'Turn none',
    turnedAll: (degrees: number) => `Every page turned ${degrees}°.`,
    turnedNone: 'No page is turned.',
  },
  es: {
    arrange: 'Páginas: arrastra una página para moverla o usa sus botones de flecha; ↻ la gira.',
    turn: 'Páginas: pulsa ↻ en una página para girarla un cuarto de vuelta a la derecha.',
    select: 'Páginas: marca las páginas que quieres usar.',
    page: (n: number) => `Página ${n}`,
    earlier: (n: number) => `Mover la página ${n} antes`,
    later: (n: number) => `Mover la página ${n} después`,
    rotate: (n: number) => `Girar la página ${n}`,
    moved: (n: number, at: number, of: number) => `La página ${n} es ahora la número ${at} de ${of}.`,
    turned: (n: number, degrees: number) => (degrees === 0 ? `La página ${n} vuelve a estar derecha.` : `Página ${n} girada ${degrees}°.`),
    all: 'Todas las páginas',
    none: 'Ninguna página',
    turnAll: 'Girar todas',
    turnNone: 'No girar ninguna',
    turnedAll: (degrees: number) => `Todas las páginas giradas ${degrees}°.`,
    turnedNone: 'No hay ninguna página girada.',
  },
} as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A button whose visible text is a symbol and whose name, for screen readers, is the words. */
function iconButton(symbol: string, words: string, action: string, page: number): HTMLButtonElement {
  const shown = element('span', { textContent: symbol });
  shown.setAttribute('aria-hidden', 'true');
  const button = element('button', { type: 'button', className: 'secondary' }, shown, element('span', { className: 'visually-hidden', textContent: words }));
  button.dataset.action = action;
  button.dataset.page = String(page);
  return button;
}

export interface GridFields {
  /** reorder's `order`, or split's, rotate's and pdf-to-images' `pages`. */
  pages: HTMLInputElement;
  /** rotate's `angle`. */
  angle?: HTMLSelectElement | null;
  /** split's `mode`. */
  mode?: HTMLSelectElement | null;
}

export class PageGrid {
  readonly root: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly t: (typeof TEXT)[Locale];
  /** Original page indices, in the order they will be written. */
  private order: number[];
  /** Degrees clockwise added to each page, by original index. */
  private turns: number[];
  /** Pages ticked, by original index. */
  private selected: Set<number>;
  private thumbs: string[] = [];
  private dragged: number | undefined;
  /** The typed field reads against this PDF: the cards show what it says. When it does not (page 9 of 5), the page's
   *  own check names the problem, not the cards. */
  private typedReads = true;

  constructor(
    private readonly mode: GridMode,
    locale: Locale,
    readonly count: number,
    private readonly fields: GridFields,
    private readonly announce: (text: string) => void,
    private readonly changed: () => void,
  ) {
    this.t = TEXT[locale];
    this.order = Array.from({ length: count }, (_, i) => i);
    this.turns = this.order.map(() => 0);
    this.selected = new Set(this.order);
    const caption = element('p', { className: 'help', id: 'page-grid-caption', textContent: this.t[mode] });
    this.list = element('ol', { className: `page-grid page-grid-${mode}` });
    this.list.setAttribute('aria-labelledby', caption.id);
    const tools =
      mode === 'select' ? [this.bulkButton(this.t.all, true), this.bulkButton(this.t.none, false)] : mode === 'turn' ? [this.bulkButton(this.t.turnAll, true), this.bulkButton(this.t.turnNone, false)] : [];
    this.root = element('div', { className: 'page-grid-box' }, caption, ...(tools.length ? [element('p', { className: 'page-grid-tools' }, ...tools)] : []), this.list);
    this.list.addEventListener('click', (event) => this.onClick(event));
    this.list.addEventListener('change', (event) => this.onTick(event));
    if (mode === 'arrange') this.enableDrag();
    this.readFields();
    this.render();
  }

  /** Shows each page's picture (blob: URLs, by original index). */
  setThumbnails(urls: string[]): void {
    this.thumbs = urls;
    this.render();
  }

  /** The per-page turns for the worker (`0,90,0`): what the cards show, which is what the typed fields say or more. */
  turnsOption(): string | undefined {
    return this.mode === 'select' ? undefined : this.turns.join(',');
  }

  /** What the button counts on rotate: the pages turned. */
  turned(): number {
    return this.turns.filter((turn) => turn !== 0).length;
  }

  /** Nothing to do: no page ticked (select), none turned (turn). */
  empty(): boolean {
    if (!this.typedReads) return false;
    return this.mode === 'select' ? this.selected.size === 0 : this.mode === 'turn' ? this.turned() === 0 : false;
  }

  /** The typed fields changed: show what they now say (a list that does not read is left for the page to refuse). */
  readFields(): void {
    const parsed = parsePageRanges(this.fields.pages.value);
    const resolved = parsed.ok ? resolvePageRanges(parsed.ranges, this.count) : undefined;
    this.typedReads = resolved?.ok === true;
    if (!resolved?.ok) return;
    const listed = resolved.pages;
    if (this.mode === 'arrange') {
      const seen = new Set(listed);
      if (seen.size !== listed.length) return;
      this.order = [...listed, ...this.order.filter((page) => !seen.has(page))];
    } else if (this.mode === 'turn') {
      const angle = Number(this.fields.angle?.value ?? '90');
      const chosen = new Set(listed.length === 0 ? this.order : listed);
      this.turns = this.turns.map((_, page) => (chosen.has(page) ? angle : 0));
    } else {
      this.selected = new Set(listed.length === 0 ? this.order : listed);
    }
    this.render();
  }

  /** Writes the cards' state into the typed field (no input event: `changed` tells the page, which would otherwise read it back). */
  private writeFields(): void {
    const { pages, angle, mode } = this.fields;
    this.typedReads = true;
    if (this.mode === 'arrange') pages.value = formatPageList(this.order);
    else if (this.mode === 'turn') {
      const turned = this.order.filter((page) => this.turns[page] !== 0);
      const angles = new Set(turned.map((page) => this.turns[page]));
      if (angle && angles.size === 1) angle.value = String([...angles][0]);
      pages.value = turned.length === this.count && angles.size === 1 ? '' : formatPageList(turned);
    } else {
      const ticked = this.order.filter((page) => this.selected.has(page));
      // Blank is every page, one file each; the other ways of splitting need the pages written.
      pages.value = ticked.length === this.count && (mode?.value ?? 'each') === 'each' ? '' : formatPageList(ticked);
    }
    this.changed();
  }

  /** All or none: every page ticked or none (select), every page turned by the angle chosen or none (turn). */
  private bulkButton(label: string, on: boolean): HTMLButtonElement {
    const button = element('button', { type: 'button', className: 'secondary', textContent: label });
    button.addEventListener('click', () => {
      if (this.mode === 'select') this.selected = new Set(on ? this.order : []);
      else {
        const angle = on ? Number(this.fields.angle?.value ?? '90') : 0;
        this.turns = this.turns.map(() => angle);
        this.announce(on ? this.t.turnedAll(angle) : this.t.turnedNone);
      }
      this.render();
      this.writeFields();
    });
    return button;
  }

  private card(page: number, at: number): HTMLLIElement {
    const t = this.t;
    const n = page + 1;
    const turn = this.turns[page] ?? 0;
    const url = this.thumbs[page];
    const picture = url ? element('img', { src: url, alt: '', decoding: 'async' }) : element('span', { className: 'page-blank', textContent: String(n) });
    if (turn !== 0) picture.style.transform = `rotate(${turn}deg)`;
    picture.setAttribute('aria-hidden', 'true');
    const thumb = element('span', { className: 'page-thumb' }, picture);
    const li = element('li', { className: 'page-card' });
    li.dataset.page = String(page);
    if (this.mode === 'select') {
      const box = element('input', { type: 'checkbox', checked: this.selected.has(page), id: `page-${n}` });
      box.dataset.page = String(page);
      li.classList.toggle('selected', this.selected.has(page));
      li.append(element('label', { htmlFor: box.id, className: 'page-label' }, thumb, element('span', { className: 'page-number' }, box, ` ${t.page(n)}`)));
      return li;
    }
    const actions = element('span', { className: 'page-actions' });
    if (this.mode === 'arrange') {
      li.draggable = true;
      const earlier = iconButton('←', t.earlier(n), 'earlier', page);
      const later = iconButton('→', t.later(n), 'later', page);
      earlier.disabled = at === 0;
      later.disabled = at === this.order.length - 1;
      actions.append(earlier, later);
    }
    actions.append(iconButton('↻', t.rotate(n), 'rotate', page));
    const caption = element('span', { className: 'page-number', textContent: t.page(n) });
    if (turn !== 0) caption.append(element('span', { className: 'page-turn', textContent: ` · ${turn}°` }));
    li.append(thumb, caption, actions);
    return li;
  }

  private render(): void {
    this.list.replaceChildren(...this.order.map((page, at) => this.card(page, at)));
  }

  private focusAction(page: number, action: string): void {
    const wanted = this.list.querySelector<HTMLButtonElement>(`button[data-page="${page}"][data-action="${action}"]`);
    const other = this.list.querySelector<HTMLButtonElement>(`button[data-page="${page}"][data-action="${action === 'earlier' ? 'later' : 'earlier'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }

  /** Moves `page` to position `to`, and says where it is now. */
  private move(page: number, to: number): void {
    const from = this.order.indexOf(page);
    if (from < 0 || to < 0 || to >= this.order.length || from === to) return;
    this.order.splice(from, 1);
    this.order.splice(to, 0, page);
    this.render();
    this.announce(this.t.moved(page + 1, to + 1, this.order.length));
    this.writeFields();
  }

  private onClick(event: Event): void {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-action]');
    if (!button) return;
    const page = Number(button.dataset.page);
    const action = button.dataset.action ?? '';
    if (action === 'rotate') {
      this.turns[page] = ((this.turns[page] ?? 0) + 90) % 360;
      this.render();
      this.list.querySelector<HTMLButtonElement>(`button[data-page="${page}"][data-action="rotate"]`)?.focus();
      this.announce(this.t.turned(page + 1, this.turns[page]!));
      this.writeFields();
      return;
    }
    const at = this.order.indexOf(page);
    this.move(page, action === 'earlier' ? at - 1 : at + 1);
    this.focusAction(page, action);
  }

  private onTick(event: Event): void {
    const box = event.target as HTMLInputElement;
    if (box.type !== 'checkbox' || box.dataset.page === undefined) return;
    const page = Number(box.dataset.page);
    if (box.checked) this.selected.add(page);
    else this.selected.delete(page);
    box.closest('li')?.classList.toggle('selected', box.checked);
    this.writeFields();
  }

  /** Drag a card onto another: it takes that card's place (the others shift toward where it was). */
  private enableDrag(): void {
    const cardOf = (event: Event) => (event.target as HTMLElement).closest<HTMLLIElement>('li.page-card');
    this.list.addEventListener('dragstart', (event) => {
      const card = cardOf(event);
      if (!card || !event.dataTransfer) return;
      this.dragged = Number(card.dataset.page);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', card.dataset.page ?? '');
      card.classList.add('dragging');
    });
    this.list.addEventListener('dragover', (event) => {
      if (this.dragged === undefined) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      for (const card of this.list.querySelectorAll('.drop-target')) card.classList.remove('drop-target');
      cardOf(event)?.classList.add('drop-target');
    });
    this.list.addEventListener('drop', (event) => {
      const card = cardOf(event);
      const page = this.dragged;
      if (page === undefined) return;
      event.preventDefault();
      this.dragged = undefined;
      if (card) this.move(page, this.order.indexOf(Number(card.dataset.page)));
      else this.render();
    });
    this.list.addEventListener('dragend', () => {
      this.dragged = undefined;
      for (const card of this.list.querySelectorAll('.dragging, .drop-target')) card.classList.remove('dragging', 'drop-target');
    });
  }
}
