/** Categories group operations on the reference page, in OpenAPI tags and in the catalogs. Order here is display order. */
export const categories = {
  text: { title: 'Text', description: 'Slugs, letter case, word counts and filler text.' },
  encoding: { title: 'Encoding', description: 'Base64, percent-encoding and HTML entities, always over UTF-8 text.' },
  data: {
    title: 'Data',
    description: 'JSON, CSV, YAML and TOON: validation, formatting and conversion that never rounds a number, and line diffs.',
  },
  time: { title: 'Time', description: 'Timestamps, time-zone conversion and time-zone abbreviations, from the IANA time zone database.' },
  color: { title: 'Color', description: 'Color notations: hex, rgb() and hsl().' },
  currency: { title: 'Currency', description: 'Euro foreign exchange reference rates of the European Central Bank, and conversions with them.' },
  generators: { title: 'Generators', description: 'Random identifiers.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type Category = keyof typeof categories;
