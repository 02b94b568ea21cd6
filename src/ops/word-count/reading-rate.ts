/** Average silent reading rate for English non-fiction: Brysbaert (2019), a meta-analysis of 190 studies. */
export const WORDS_PER_MINUTE = 238 as const;
