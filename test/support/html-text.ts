import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';

/**
 * The words of a server-drawn page as a visitor without JavaScript reads them, from its HTML alone — no browser: the
 * text of `roots` (CSS selectors) and the accessible names a screen reader speaks (aria-label, title, placeholder,
 * alt), leaving out `skip` and what is never shown (`[hidden]`, templates, scripts, styles). A superset of what a
 * browser paints: it keeps the bodies of closed <details> and text a stylesheet might hide, so a check that passes on
 * it passes on the painted page too.
 */
export function pageText(html: string | HTMLElement, roots: string, skip: string): string {
  const root = typeof html === 'string' ? parseHtml(html) : html;
  const skipped = new Set<Node>(root.querySelectorAll(`${skip}, [hidden], template, script, style`));
  const out: string[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) out.push(child.text);
      else if (child.nodeType === NodeType.ELEMENT_NODE && !skipped.has(child)) walk(child);
    }
  };
  const named = (element: HTMLElement): void => {
    for (const el of element.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (insideSkipped(el, skipped)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) out.push(el.getAttribute(attribute) ?? '');
    }
  };
  for (const element of root.querySelectorAll(roots)) {
    if (insideSkipped(element, skipped)) continue;
    walk(element);
    named(element);
  }
  return out.join('\n');
}

function insideSkipped(element: HTMLElement, skipped: Set<Node>): boolean {
  for (let at: HTMLElement | null = element; at; at = at.parentNode) if (skipped.has(at)) return true;
  return false;
}

/**
 * The page's tree as a browser without JavaScript builds it: <noscript> holds elements (node-html-parser keeps it as
 * raw text by default, as a browser with scripts on does), and so does <pre>; only <script> and <style> are text.
 */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { blockTextElements: { script: true, style: true } });
}

/** Every text node under `element`, joined by spaces and collapsed, as a TreeWalker over SHOW_TEXT reads them. */
export function spacedText(element: HTMLElement): string {
  const texts: string[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) texts.push(child.text);
      else if (child.nodeType === NodeType.ELEMENT_NODE) walk(child);
    }
  };
  walk(element);
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}
