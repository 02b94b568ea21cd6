/**
 * Every output of a run in one ZIP (split's pages, a batch of images), beside the single links. Stored, not
 * deflated: PDFs, PNGs and JPEGs are compressed already, and storing is instant. fflate's zipSync, which esbuild
 * trims to the ZIP writer alone.
 */
import { zipSync, type Zippable } from 'fflate';

/** The ZIP of `files`, each under its own name; a name met twice gets `-2`, `-3`… before its extension. */
export function zipFiles(files: readonly { name: string; bytes: ArrayBuffer }[]): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) {
    let name = file.name;
    for (let n = 2; name in entries; n++) name = file.name.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
    entries[name] = [new Uint8Array(file.bytes), { level: 0 }];
  }
  return zipSync(entries);
}

/** The ZIP's name: the outputs' common stem (`report-page-1.pdf`… → `report.zip`) or `fallback`. */
export function zipName(names: readonly string[], fallback: string): string {
  const stem = (name: string) => name.replace(/\.[^.]*$/, '');
  let common = stem(names[0] ?? '');
  for (const name of names.slice(1)) {
    const other = stem(name);
    let i = 0;
    while (i < common.length && common[i] === other[i]) i++;
    common = common.slice(0, i);
  }
  common = common.replace(/[-_ .]*(pages?)?[-_ .]*$/i, '');
  return `${common || fallback}.zip`;
}
