/** The query languages, as the `language` field names them. */
export const LANGUAGES = ['jsonpath', 'jsonata'] as const;
export type Language = (typeof LANGUAGES)[number];
