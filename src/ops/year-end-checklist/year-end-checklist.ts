// The year-end checklist: the sections that apply to the answers, in order, for a tax year covered by the rules.
import { InputError } from '../../core/errors.js';
import { formatMoney } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import type { RuleSet, RuleVersion } from '../../rules/rule-set.js';
import { contractorReturnsSection } from './year-end-contractors.js';
import { estimatedTaxCatchUpSection, everyoneSection } from './year-end-paying-and-filing.js';
import { sceneOf, usd, type Values } from './year-end-scene.js';
import { equipmentSection, incomeTimingSection, retirementSection, taxLossHarvestingSection } from './year-end-tax-moves.js';
import type { Answers, ChecklistSection, SectionId } from './year-end-types.js';

// What other modules import from here, wherever it now lives.
export { longDate } from './year-end-scene.js';
export { SECTION_IDS } from './year-end-types.js';
export type { Answers, ChecklistItem, ChecklistSection, SectionId, Source } from './year-end-types.js';

/** The sections in the order of SECTION_IDS, each drafted from the scene of the year. */
const SECTIONS = [
  everyoneSection,
  incomeTimingSection,
  equipmentSection,
  retirementSection,
  taxLossHarvestingSection,
  contractorReturnsSection,
  estimatedTaxCatchUpSection,
];

/** The version for the tax year, or a 400 saying the year is not covered yet (never the figures of another year). */
export function versionForTaxYear<K extends string>(set: RuleSet<K>, taxYear: number): RuleVersion<K> {
  const version = set.versions.find((v) => v.effective === `${taxYear}-01-01`);
  if (!version) {
    const years = set.versions.map((v) => v.effective.slice(0, 4)).join(', ');
    throw new InputError(
      `no ${set.id} rules for tax year ${taxYear} yet (covered: ${years}); the checklist does not reuse another year's dates and thresholds`,
      `aún no hay normas ${set.id} para el ejercicio ${taxYear} (cubiertos: ${years}); la lista no reutiliza los plazos y umbrales de otro año`,
    );
  }
  return version;
}

/**
 * Builds the applicable sections for a tax year from its rule version (and the neighbouring versions for the 1099 history),
 * its texts in the words of `locale` (the source titles stay as published).
 */
export function buildChecklist(
  taxYear: number,
  values: Values,
  answers: Answers,
  previous: Values | undefined,
  next: Values | undefined,
  locale: Locale = 'en',
) {
  const scene = sceneOf(taxYear, values, previous, next, locale);
  const sections: ChecklistSection[] = [];
  const skipped: { id: SectionId; title: string; reason: string }[] = [];
  for (const { id, title, flag, applies, notApplies, items } of SECTIONS.map((section) => section(scene))) {
    if (flag === null || answers[flag]) sections.push({ id, title, applies, items });
    else skipped.push({ id, title, reason: notApplies });
  }
  return { sections, skipped };
}

/** Rule values whose confidence is not high and that the returned sections use. */
export function mediumFigures(taxYear: number, values: Values, sections: readonly ChecklistSection[], locale: Locale = 'en'): string[] {
  const warnings: string[] = [];
  if (sections.some((s) => s.id === 'retirement')) {
    warnings.push(
      locale === 'es'
        ? `El límite de aportación voluntaria a un 401(k) de ${taxYear} (${formatMoney(values.electiveDeferralLimit.value, 'USD', 'es', true)}) tiene una confianza media: se leyó en el título del comunicado de prensa del IRS, no en el propio comunicado. Compruébalo en ${values.electiveDeferralLimit.source}.`
        : `The ${taxYear} 401(k) elective deferral limit (${usd(values.electiveDeferralLimit.value)}) is medium confidence: it was read in the title of the IRS news release, not in the release itself. Check it at ${values.electiveDeferralLimit.source}.`,
    );
  }
  return warnings;
}
