/**
 * The file tools' drop zone (both families): files dropped on it go into the form's file input as if chosen there,
 * and a `change` event follows, so the page script has one way in for files. A click anywhere on the zone opens the
 * picker; the input itself stays the keyboard's way in (Enter or Space on it), so the zone adds no tab stop.
 */

/** Does `file` match the input's `accept` (`image/*`, `application/pdf,.pdf`)? An empty accept takes anything. */
export function accepts(accept: string, file: File): boolean {
  const parts = accept.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  if (parts.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return parts.some((part) => (part.startsWith('.') ? name.endsWith(part) : part.endsWith('/*') ? type.startsWith(part.slice(0, -1)) : type === part));
}

/**
 * Makes `zone` take dropped files into `input`. `refused(names)` is called with the dropped files the input does not
 * accept (none of them go in when nothing is accepted).
 */
export function enableDropZone(zone: HTMLElement, input: HTMLInputElement, refused: (names: string[]) => void): void {
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  let depth = 0;
  const over = (on: boolean) => zone.classList.toggle('dragging', on);
  zone.addEventListener('dragenter', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth++;
    over(true);
  });
  zone.addEventListener('dragover', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    over(true);
  });
  zone.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) over(false);
  });
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    depth = 0;
    over(false);
    const dropped = Array.from(event.dataTransfer?.files ?? []);
    const taken = dropped.filter((file) => accepts(input.accept, file));
    const left = dropped.filter((file) => !taken.includes(file)).map((file) => file.name);
    if (taken.length > 0) {
      const chosen = new DataTransfer();
      for (const file of input.multiple ? taken : taken.slice(0, 1)) chosen.items.add(file);
      input.files = chosen.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // After the change: its handler may reset the status line this writes to.
    if (left.length > 0) refused(left);
  });
  // A click on the zone's margin opens the picker (the label and the input open it themselves).
  zone.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('input, label, button, a')) return;
    input.click();
  });
  // A file dropped beside the zone would make the browser leave the page to show it.
  for (const type of ['dragover', 'drop'] as const) {
    document.addEventListener(type, (event) => {
      if (hasFiles(event) && !zone.contains(event.target as Node)) event.preventDefault();
    });
  }
}

/** The words for files a drop zone refused. */
export function refusedText(locale: 'en' | 'es', names: string[], kinds: string): string {
  const list = names.map((name) => (locale === 'es' ? `«${name}»` : `“${name}”`)).join(', ');
  return locale === 'es' ? `No se admite ${list}: esta herramienta toma ${kinds}.` : `Not taken: ${list}. This tool takes ${kinds}.`;
}
