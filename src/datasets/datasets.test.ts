import { describe, expect, it } from 'vitest';
import { englishWords } from '../../test/support/spanish-text.js';
import abbreviations from '../ops/timezone-abbreviation/abbreviations.json' with { type: 'json' };
import { confidenceLabel, formatMoneyFigure, formatPublishedDecimal, formatRuleValue } from './dataset-format.js';
import type { Dataset } from './dataset.js';
import { datasets } from './index.js';
import { NAMES_ES as TIME_ZONE_NAMES_ES, REGIONS_ES as REGION_NAMES_ES } from '../ops/timezone-abbreviation/spanish.js';

function find(slug: string): Dataset {
  const dataset = datasets.find((d) => d.slug === slug);
  if (!dataset) throw new Error(`no dataset ${slug}`);
  return dataset;
}

describe('rule set tables, by hand', () => {
  it('es-social-security-worker-2026 in Spanish: labelEs, "4,7 %", "5.101,20 €", "1 ene 2026", "media"', () => {
    const table = find('es-social-security-worker-2026').table('es');
    expect(table.columns).toEqual(['Desde', 'Concepto', 'Valor', 'Fuente', 'Confianza']);
    // The 2027 version: the statutory MEI rise, and the bases not yet published, carried forward and said so.
    expect(table.rows.slice(12).map((row) => [row[0], row[2]]).slice(4, 6)).toEqual([
      ['1 ene 2027', '0,17 %'],
      ['1 ene 2027', '5.101,20 € (aún sin publicar: se mantiene la del 1 ene 2026)'],
    ]);
    expect(table.rows.slice(0, 12)).toEqual([
      ['1 ene 2026', 'Contingencias comunes, a cargo del trabajador', '4,7 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Desempleo, contrato indefinido, a cargo del trabajador', '1,55 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Desempleo, contrato de duración determinada, a cargo del trabajador', '1,6 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Formación profesional, a cargo del trabajador', '0,1 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Mecanismo de Equidad Intergeneracional (MEI), a cargo del trabajador', '0,15 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Base máxima de cotización mensual (tope máximo), todos los grupos', '5.101,20\u00a0€', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Base mínima de cotización mensual, grupos 4 a 7 (y tope mínimo de la base de AT y EP)', '1.424,40\u00a0€', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Cotización adicional de solidaridad, límite superior del tramo 1 (retribución mensual)', '5.611,32\u00a0€', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Cotización adicional de solidaridad, límite superior del tramo 2 (retribución mensual)', '7.651,80\u00a0€', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Cotización adicional de solidaridad, tramo 1, a cargo del trabajador', '0,19 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Cotización adicional de solidaridad, tramo 2, a cargo del trabajador', '0,21 %', 'www.boe.es', 'media'],
      ['1 ene 2026', 'Cotización adicional de solidaridad, tramo 3, a cargo del trabajador', '0,24 %', 'www.boe.es', 'media'],
    ]);
  });

  it('es-social-security-worker-2026 in English: the English labels and formats', () => {
    const table = find('es-social-security-worker-2026').table('en');
    expect(table.columns).toEqual(['From', 'Figure', 'Value', 'Source', 'Confidence']);
    expect(table.rows.slice(0, 1)).toEqual([['1 Jan 2026', 'Contingencias comunes, worker share', '4.7 %', 'www.boe.es', 'medium']]);
    expect(table.rows.slice(5, 7)).toEqual([
      ['1 Jan 2026', 'Maximum monthly contribution base (tope máximo), all groups', '€5,101.20', 'www.boe.es', 'medium'],
      ['1 Jan 2026', 'Minimum monthly contribution base, groups 4 to 7 (and floor of the AT/EP base)', '€1,424.40', 'www.boe.es', 'medium'],
    ]);
    expect(table.rows.slice(0, 12).map((row) => row[2])).toEqual([
      '4.7 %', '1.55 %', '1.6 %', '0.1 %', '0.15 %', '€5,101.20', '€1,424.40', '€5,611.32', '€7,651.80', '0.19 %', '0.21 %', '0.24 %',
    ]);
  });

  it('us-home-office-mileage: whole dollars in whole units, cents, and the 72.5-cent rate with its third decimal', () => {
    const dataset = find('us-home-office-mileage');
    expect(dataset.table('en').rows).toEqual([
      ['1 Jan 2025', 'Simplified home office deduction, dollars per square foot of qualified business use', '$5', 'www.irs.gov', 'high'],
      ['1 Jan 2025', 'Simplified home office deduction cap: $5 × at most 300 square feet', '$1,500', 'www.irs.gov', 'high'],
      ['1 Jan 2025', 'IRS standard mileage rate for business use of a car, dollars per mile, 2025', '$0.70', 'taxnews.ey.com', 'medium'],
      ['1 Jan 2026', 'Simplified home office deduction, dollars per square foot of qualified business use', '$5', 'www.irs.gov', 'high'],
      ['1 Jan 2026', 'Simplified home office deduction cap: $5 × at most 300 square feet', '$1,500', 'www.irs.gov', 'high'],
      ['1 Jan 2026', 'IRS standard mileage rate for business use of a car, dollars per mile, from 2026-01-01', '$0.725', 'kpmg.com', 'medium'],
    ]);
    expect(dataset.table('es').rows).toEqual([
      ['1 ene 2025', 'Deducción simplificada por oficina en casa, dólares por pie cuadrado de uso profesional que cumple los requisitos', '5\u00a0US$', 'www.irs.gov', 'alta'],
      ['1 ene 2025', 'Tope de la deducción simplificada por oficina en casa: 5 $ × 300 pies cuadrados como máximo', '1.500\u00a0US$', 'www.irs.gov', 'alta'],
      ['1 ene 2025', 'Tarifa estándar del IRS por milla recorrida en coche por negocio, dólares por milla, 2025', '0,70\u00a0US$', 'taxnews.ey.com', 'media'],
      ['1 ene 2026', 'Deducción simplificada por oficina en casa, dólares por pie cuadrado de uso profesional que cumple los requisitos', '5\u00a0US$', 'www.irs.gov', 'alta'],
      ['1 ene 2026', 'Tope de la deducción simplificada por oficina en casa: 5 $ × 300 pies cuadrados como máximo', '1.500\u00a0US$', 'www.irs.gov', 'alta'],
      ['1 ene 2026', 'Tarifa estándar del IRS por milla recorrida en coche por negocio, dólares por milla, desde el 1-1-2026', '0,725\u00a0US$', 'kpmg.com', 'media'],
    ]);
  });

  it('mortgage-rules-es: years in words and the medium-low confidence ("media-baja")', () => {
    const dataset = find('mortgage-rules-es');
    expect(dataset.table('es').rows).toEqual([
      ['21 nov 2026', 'Cuota hipotecaria máxima, porcentaje de los ingresos netos mensuales', '35 %', 'rastreator.com', 'media-baja'],
      ['21 nov 2026', 'Extremo prudente de la convención sobre la cuota, porcentaje de los ingresos netos mensuales', '30 %', 'www.segurodevidayfamilia.es', 'media-baja'],
      ['21 nov 2026', 'Máximo del total de cuotas de deudas, incluida la nueva hipoteca, porcentaje de los ingresos netos mensuales', '40 %', 'uci.es', 'media-baja'],
      ['21 nov 2026', 'Préstamo máximo, porcentaje del valor de tasación o del precio de compra de la vivienda habitual (el menor de los dos)', '80 %', 'edatv.news', 'media'],
      ['21 nov 2026', 'Años de actividad como autónomo que piden la mayoría de los bancos', '2 años', 'tuguiabienesraices.com', 'media-baja'],
    ]);
    expect(dataset.table('en').rows.at(-1)).toEqual(['21 Nov 2026', 'Years of activity as a self-employed worker most banks ask for', '2 years', 'tuguiabienesraices.com', 'medium-low']);
  });

  it('uk-voluntary-class-3-rates: pounds with pence and a ratio', () => {
    const dataset = find('uk-voluntary-class-3-rates');
    const en = dataset.table('en').rows;
    expect(en.slice(0, 3)).toEqual([
      ['6 Apr 2025', 'Voluntary Class 3 contribution, per week, 2025/26', '£17.75', 'quantumaccountancy.co.uk', 'medium-low'],
      ['6 Apr 2025', 'Weekly contributions that fill one year of the record', '52×', 'community.hmrc.gov.uk', 'medium'],
      ['6 Apr 2025', 'Past tax years whose gaps can still be filled with voluntary contributions', '6 years', 'www.gov.uk', 'high'],
    ]);
    expect(en[3]).toEqual(['6 Apr 2026', 'Voluntary Class 3 contribution, per week, 2026/27', '£18.40', 'www.gov.uk', 'medium']);
    expect(en[6]![2]).toBe('£18.40 (not published yet: the 6 Apr 2026 figure, carried forward)');
    const es = dataset.table('es').rows;
    expect(es.slice(0, 3)).toEqual([
      ['6 abr 2025', 'Cotización voluntaria de Class 3, por semana, 2025/26', '17,75\u00a0£', 'quantumaccountancy.co.uk', 'media-baja'],
      ['6 abr 2025', 'Cotizaciones semanales que completan un año del historial de cotización', '52×', 'community.hmrc.gov.uk', 'media'],
      ['6 abr 2025', 'Años fiscales pasados cuyas lagunas aún pueden cubrirse con cotizaciones voluntarias', '6 años', 'www.gov.uk', 'alta'],
    ]);
    expect(es[3]).toEqual(['6 abr 2026', 'Cotización voluntaria de Class 3, por semana, 2026/27', '18,40\u00a0£', 'www.gov.uk', 'media']);
    expect(es[6]![2]).toBe('18,40\u00a0£ (aún sin publicar: se mantiene la del 6 abr 2026)');
  });
});

describe('the other tables, by hand', () => {
  it('ecb-reference-rates: each rate with its published decimals, in the number format of the page', () => {
    const dataset = find('ecb-reference-rates-2025-05-09');
    const pick = (locale: 'en' | 'es') => dataset.table(locale).rows.filter((row) => ['USD', 'JPY', 'IDR', 'SGD'].includes(row[0]!));
    expect(dataset.table('es').columns).toEqual(['Divisa', 'Unidades por 1 EUR']);
    expect(pick('es')).toEqual([['USD', '1,1252'], ['JPY', '163,36'], ['IDR', '18.606,59'], ['SGD', '1,46']]);
    expect(pick('en')).toEqual([['USD', '1.1252'], ['JPY', '163.36'], ['IDR', '18,606.59'], ['SGD', '1.46']]);
  });

  it('time-zone-abbreviations: meanings and regions in Spanish, "sí" for summer time', () => {
    const dataset = find('time-zone-abbreviations');
    expect(dataset.table('es').rows.slice(0, 4)).toEqual([
      ['ACDT', 'Hora de verano de Australia central', '+10:30', 'sí', 'Australia'],
      ['ACST', 'Hora estándar de Australia central', '+09:30', 'no', 'Australia'],
      ['ACWST', 'Hora estándar de Australia centroccidental', '+08:45', 'no', 'Australia'],
      ['ADT', 'Hora de verano del Atlántico', '-03:00', 'sí', 'Bermudas, Canadá, Groenlandia'],
    ]);
    expect(dataset.table('en').rows.slice(0, 4)).toEqual([
      ['ACDT', 'Australian Central Daylight Time', '+10:30', 'yes', 'Australia'],
      ['ACST', 'Australian Central Standard Time', '+09:30', 'no', 'Australia'],
      ['ACWST', 'Australian Central Western Standard Time', '+08:45', 'no', 'Australia'],
      ['ADT', 'Atlantic Daylight Time', '-03:00', 'yes', 'Bermuda, Canada, Greenland'],
    ]);
  });

  it('time-zone-abbreviations: every meaning and every region of the table has its Spanish name', () => {
    const meanings = abbreviations.abbreviations.flatMap((entry) => entry.meanings);
    expect(meanings.map((m) => m.name).filter((name) => !TIME_ZONE_NAMES_ES[name])).toEqual([]);
    expect([...new Set(meanings.flatMap((m) => m.regions))].filter((region) => !REGION_NAMES_ES[region])).toEqual([]);
  });

  it('currency-minor-units: Spanish headers, codes and digits', () => {
    const dataset = find('currency-minor-units');
    expect(dataset.table('es').columns).toEqual(['Divisa', 'Decimales']);
    expect(dataset.table('es').rows.find((row) => row[0] === 'JPY')).toEqual(['JPY', '0']);
    expect(dataset.description.es).toContain('(edición publicada el 25 de junio de 2024)');
  });
});

describe('dataset formats', () => {
  // Intl writes a no-break space between a Spanish amount and its currency sign (display.ts formatMoney).
  it('money: whole units when whole, cents otherwise, every decimal below a cent; both languages alike', () => {
    expect(formatMoneyFigure(14852, 'EUR', 'es')).toBe('14.852\u00a0€');
    expect(formatMoneyFigure(14852, 'EUR', 'en')).toBe('€14,852');
    expect(formatMoneyFigure(17673.52, 'EUR', 'es')).toBe('17.673,52\u00a0€');
    expect(formatMoneyFigure(5101.2, 'EUR', 'es')).toBe('5.101,20\u00a0€');
    expect(formatMoneyFigure(0.725, 'USD', 'es')).toBe('0,725\u00a0US$');
    expect(formatMoneyFigure(241.3, 'GBP', 'en')).toBe('£241.30');
  });

  it('units in words and numbers in the format of the locale', () => {
    expect(formatRuleValue(4.7, 'percent', 'es')).toBe('4,7 %');
    expect(formatRuleValue(5 / 9, 'percent', 'es')).toBe('0,555556 %');
    expect(formatRuleValue(5 / 9, 'percent', 'en')).toBe('0.555556 %');
    expect(formatRuleValue(1.75, 'ratio', 'es')).toBe('1,75×');
    expect(formatRuleValue(352.33, 'ratio', 'en')).toBe('352.33×');
    expect(formatRuleValue(35, 'years', 'es')).toBe('35 años');
    expect(formatRuleValue(1, 'years', 'es')).toBe('1 año');
    expect(formatRuleValue(802, 'months', 'es')).toBe('802 meses');
    expect(formatRuleValue(802, 'months', 'en')).toBe('802 months');
    expect(formatRuleValue(15, 'days', 'es')).toBe('15 días');
    expect(formatRuleValue(1, 'days', 'en')).toBe('1 day');
    expect(confidenceLabel('medium-low', 'es')).toBe('media-baja');
    expect(confidenceLabel('high', 'en')).toBe('high');
    expect(formatPublishedDecimal('24.946', 'es')).toBe('24,946');
    expect(formatPublishedDecimal('1575.72', 'en')).toBe('1,575.72');
  });
});

/**
 * Proper names and official abbreviations that stay as written on Spanish pages, beyond those test/support/spanish-text.ts
 * keeps: "art." (artículo), product and law names, and place names that are also English words.
 */
const ALLOWED = [
  'arts.', 'art.',
  'Fannie Mae', 'Selling Guide', 'Eligibility Matrix', 'Desktop Underwriter',
  // "State Pension" is kept by spanish-text.ts before these are: "State Pension Regulations 2015" leaves "Regulations 2015".
  'Rev. Proc.', 'One Big Beautiful Bill Act', 'Pensions Act', 'Regulations 2015',
  'Alaska', 'Hong Kong', 'Gambia', 'Angola', 'Chad', 'Michigan', 'Texas',
  // The US tax term, kept as the IRS names it (IRC §1091), like "Form 2210".
  'wash sales',
];

/** Columns whose cells are codes, hostnames or dates (checked on their own below), not words. */
const NOT_WORDS = new Set(['Fuente', 'Divisa', 'Abreviatura', 'Desde']);
const SPANISH_MONTH = '(?:ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic)';
const SPANISH_DATE = new RegExp(`^\\d{1,2} ${SPANISH_MONTH} \\d{4}$`);
/** Dates written as display.ts writes them ("31 may 2025") inside a text: "may" and "jun" are not English there. */
const SPANISH_DATES = new RegExp(`\\b\\d{1,2} ${SPANISH_MONTH} \\d{4}\\b`, 'g');

function englishIn(text: string): string[] {
  return englishWords(text.replace(SPANISH_DATES, ' '), ALLOWED);
}

describe('every Spanish dataset page is in Spanish', () => {
  for (const dataset of datasets) {
    it(`${dataset.slug}: name, description, headers and every cell`, () => {
      const table = dataset.table('es');
      const found: string[] = [];
      for (const [where, text] of [['name', dataset.name.es], ['description', dataset.description.es]] as const) {
        for (const word of englishIn(text)) found.push(`${where}: ${word}`);
      }
      for (const column of table.columns) for (const word of englishIn(column)) found.push(`column: ${word}`);
      for (const row of table.rows) {
        row.forEach((cell, i) => {
          const column = table.columns[i]!;
          if (column === 'Desde') {
            if (!SPANISH_DATE.test(cell)) found.push(`date: ${cell}`);
            return;
          }
          if (NOT_WORDS.has(column)) return;
          for (const word of englishIn(cell)) found.push(`${column}: ${word} (${cell})`);
        });
      }
      expect(found).toEqual([]);
    });
  }
});
