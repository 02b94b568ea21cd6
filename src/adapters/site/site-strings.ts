import type { Locale } from '../../core/locale.js';
import type { SiteSection } from '../../content/site-urls.js';

/** Every word of the pages' chrome, per locale. Content and operation names are localized at their source. */
export const strings = {
  en: {
    siteName: 'Utility API',
    skip: 'Skip to the content',
    sections: { utilities: 'Utilities', calculators: 'Calculators', datasets: 'Datasets', guides: 'Guides', news: 'News' } satisfies Record<SiteSection, string>,
    sectionIntro: {
      utilities: 'Text, data, time, color and currency utilities. Each is a POST endpoint and an MCP tool; its page shows the parameters and a real example.',
      calculators: 'Money calculators for US, Spanish and UK rules, each with its rules dated and sourced.',
      datasets: 'The data behind the operations, with the date each was last checked and its sources. Every dataset downloads as JSON.',
      guides: 'How to use the utilities and calculators well, and what their numbers mean.',
      news: 'Rule changes in the US, Spain and the UK that matter to the calculators’ users, each with its official sources.',
    } satisfies Record<SiteSection, string>,
    emptySection: 'Nothing here yet.',
    reference: 'API reference',
    language: 'Language',
    otherLanguage: 'Español',
    published: 'Published',
    updated: 'Updated',
    effective: 'Applies from',
    jurisdiction: { us: 'United States', es: 'Spain', uk: 'United Kingdom', global: 'Global' },
    sources: 'Sources',
    related: 'Related operations',
    lastChecked: 'Last checked',
    download: 'Download as JSON',
    rows: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`,
    endpointNote: '',
    footer: 'Utility API — a free, keyless JSON API. Pages are generated from the same definitions as the API.',
  },
  es: {
    siteName: 'Utility API',
    skip: 'Saltar al contenido',
    sections: { utilities: 'Utilidades', calculators: 'Calculadoras', datasets: 'Datos', guides: 'Guías', news: 'Noticias' },
    sectionIntro: {
      utilities: 'Utilidades de texto, datos, tiempo, color y divisas. Cada una es un endpoint POST y una herramienta MCP; su página muestra los parámetros y un ejemplo real.',
      calculators: 'Calculadoras financieras con las normas de EE. UU., España y Reino Unido, cada una con sus reglas fechadas y con fuente.',
      datasets: 'Los datos en los que se basan las operaciones, con la fecha de su última comprobación y sus fuentes. Todos se descargan en JSON.',
      guides: 'Cómo sacar partido a las utilidades y calculadoras, y qué significan sus cifras.',
      news: 'Cambios normativos en EE. UU., España y Reino Unido que afectan a quienes usan las calculadoras, cada uno con sus fuentes oficiales.',
    },
    emptySection: 'Todavía no hay nada aquí.',
    reference: 'Referencia de la API',
    language: 'Idioma',
    otherLanguage: 'English',
    published: 'Publicado',
    updated: 'Actualizado',
    effective: 'Se aplica desde',
    jurisdiction: { us: 'Estados Unidos', es: 'España', uk: 'Reino Unido', global: 'Global' },
    sources: 'Fuentes',
    related: 'Operaciones relacionadas',
    lastChecked: 'Última comprobación',
    download: 'Descargar en JSON',
    rows: (n: number) => `${n} ${n === 1 ? 'fila' : 'filas'}`,
    endpointNote: 'La referencia técnica de la operación (parámetros, respuesta y ejemplos) está en inglés, como la propia API.',
    footer: 'Utility API: una API JSON gratuita y sin claves. Las páginas se generan a partir de las mismas definiciones que la API.',
  },
} as const;

export type SiteStrings = (typeof strings)[Locale];

const DATE_FORMATS = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "21 November 2026" / "21 de noviembre de 2026" for a YYYY-MM-DD or an ISO time (shown as its UTC date). */
export function formatDate(value: string, locale: Locale): string {
  return DATE_FORMATS[locale].format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}
