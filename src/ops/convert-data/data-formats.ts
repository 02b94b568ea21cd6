export const DATA_FORMATS = ['json', 'yaml', 'toon', 'csv', 'xml', 'toml'] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];
