// The shapes of a checklist: its answers, sections and items, and a section as drafted before the answers pick it.
import type { Confidence } from '../../rules/rule-set.js';

export interface Source {
  title: string;
  url: string;
}

export interface ChecklistItem {
  action: string;
  deadline: string;
  why: string;
  source: Source;
  furtherReading: Source;
  confidence: Confidence;
}

export const SECTION_IDS = ['everyone', 'income-timing', 'equipment', 'retirement', 'tax-loss-harvesting', 'contractor-returns', 'estimated-tax-catch-up'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ChecklistSection {
  id: SectionId;
  title: string;
  applies: string;
  items: ChecklistItem[];
}

export interface Answers {
  incomeDropNext: boolean;
  plannedPurchases: boolean;
  retirementPlan: boolean;
  hasInvestments: boolean;
  paidContractors: boolean;
  behindOnQuarterlies: boolean;
}

/** A section with the answer that turns it on (null: always) and the reason given when it is skipped. */
export interface SectionDraft {
  id: SectionId;
  title: string;
  flag: keyof Answers | null;
  applies: string;
  notApplies: string;
  items: ChecklistItem[];
}

/** A SectionDraft from its parts in that order, so each section reads as title, answer, why it applies, why not, items. */
export const draft = (id: SectionId, title: string, flag: keyof Answers | null, applies: string, notApplies: string, items: ChecklistItem[]): SectionDraft => ({
  id,
  title,
  flag,
  applies,
  notApplies,
  items,
});
