/**
 * Writes each shared resource of a PDF once. Merged files often carry the same font program, image or content stream
 * several times (each input embeds its own copy of a logo or of a font; pdf-lib's copyPages copies what two copies
 * share twice); this folds objects that are byte for byte equal into one and points every reference at it. A dict
 * that only differed by which of two equal streams it named becomes equal in turn, so it repeats until nothing folds.
 * Pages, the page tree and the catalog are never folded: two equal pages are still two pages.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

const KEPT_TYPES = new Set(['/Page', '/Pages', '/Catalog']);

/** FNV-1a over the bytes: a cheap first key; equal keys are then compared byte for byte. */
function hashBytes(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}:${bytes.length}`;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function foldable(object: PDFObject): object is PDFDict | PDFArray | PDFStream {
  if (object instanceof PDFStream) return true;
  if (object instanceof PDFDict) {
    const type = object.get(PDFName.of('Type'));
    return !(type instanceof PDFName && KEPT_TYPES.has(type.toString()));
  }
  return object instanceof PDFArray;
}

/** Points every reference in `object` that `replace` names at its replacement. */
function rewrite(object: PDFObject | undefined, replace: Map<string, PDFRef>): PDFObject | undefined {
  if (object instanceof PDFRef) return replace.get(object.tag);
  if (object instanceof PDFStream) rewrite(object.dict, replace);
  else if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const to = rewrite(value, replace);
      if (to) object.set(key, to);
    }
  } else if (object instanceof PDFArray) {
    object.asArray().forEach((value, i) => {
      const to = rewrite(value, replace);
      if (to) object.set(i, to);
    });
  }
  return undefined;
}

/** Folds equal objects of `doc` into one; returns how many objects were dropped. */
export function dedupeObjects(doc: PDFDocument): number {
  const { context } = doc;
  let dropped = 0;
  for (let round = 0; round < 16; round++) {
    const seen = new Map<string, { ref: PDFRef; contents?: Uint8Array }[]>();
    const replace = new Map<string, PDFRef>();
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (!foldable(object)) continue;
      let key: string;
      let contents: Uint8Array | undefined;
      if (object instanceof PDFStream) {
        contents = object.getContents();
        key = `${object.dict.toString()}\n${hashBytes(contents)}`;
      } else key = object.toString();
      const candidates = seen.get(key) ?? [];
      const twin = candidates.find((c) => c.contents === undefined || contents === undefined || sameBytes(c.contents, contents));
      if (twin) replace.set(ref.tag, twin.ref);
      else seen.set(key, [...candidates, contents === undefined ? { ref } : { ref, contents }]);
    }
    if (replace.size === 0) break;
    for (const [, object] of context.enumerateIndirectObjects()) rewrite(object, replace);
    const trailer = context.trailerInfo as Record<string, PDFObject | undefined>;
    for (const name of Object.keys(trailer)) {
      const to = rewrite(trailer[name], replace);
      if (to) trailer[name] = to;
    }
    for (const tag of replace.keys()) {
      const [number, generation] = tag.split(' ').map(Number);
      context.delete(PDFRef.of(number!, generation));
    }
    dropped += replace.size;
  }
  return dropped;
}
