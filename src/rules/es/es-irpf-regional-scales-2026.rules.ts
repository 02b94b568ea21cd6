import { defineRuleSet, type Confidence, type RuleValue } from '../rule-set.js';

const BOE = (id: string) => `https://www.boe.es/buscar/act.php?id=${id}`;
/** An AEAT Manual práctico de Renta page (the stored copy read; the site serves the same page in each language). */
const AEAT = (year: number, path: string) => `https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-${year}/${path}`;
const SCALE_PAGE = (year: number, region: string) =>
  AEAT(year, `c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/${region}.html`);

const CT = BOE('BOE-A-2024-6951');
const MD = BOE('BOCM-m-2010-90068');
const MD_SCALE = SCALE_PAGE(2023, 'comunidad-madrid');
const VC_SCALE = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331';
const VC = BOE('BOE-A-1998-8202');
const AN = BOE('BOE-A-2021-17915');
const AN_SCALE = SCALE_PAGE(2023, 'comunidad-autonoma-andalucia');
const GA = BOE('BOE-A-2011-18161');
const GA_SCALE = SCALE_PAGE(2022, 'comunidad-autonoma-galicia');
const AS = BOE('BOE-A-2015-945');
const AR_SCALE = SCALE_PAGE(2024, 'comunidad-autonoma-aragon');
const CB = BOE('BOCT-c-2008-90028');
const CM_SCALE = SCALE_PAGE(2022, 'comunidad-autonoma-castilla-mancha');
const IB = BOE('BOE-A-2014-6925');
const IB_SCALE = SCALE_PAGE(2024, 'comunidad-autonoma-illes-balears');
const IB_EXAMPLE = AEAT(2023, 'c14-adecuacion-impuesto-circunstancias-personales/ejemplos-practicos/ejemplo-5.html');
const IB_MINIMUMS = 'https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-autonoma-illes-balears.html';
const MC_SCALE = SCALE_PAGE(2023, 'comunidad-autonoma-region-murcia');
const CL_SCALE = SCALE_PAGE(2022, 'comunidad-castilla-leon');
/** Canarias: the budget laws for 2026 (the scale, art. 18 bis) and 2025 (the minimums, art. 18 ter), read in the BOE. */
const CN_SCALE = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7560';
const CN_MINIMUMS = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-4913';
/** Extremadura: the budget law for 2026 rewrites art. 1 of DLeg 1/2018 (the scale) with effect from 1-1-2026. */
const EX_SCALE = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-17839';

/** Where a group of figures comes from, how sure we are and how it was read. */
interface Cited {
  url: string;
  confidence: Confidence;
  note: string;
}

const MINIMUM_KEYS = {
  Taxpayer: 'Mínimo del contribuyente',
  Over65: 'Mínimo del contribuyente: increase from 65',
  Over75: 'Mínimo del contribuyente: further increase from 75',
  Descendant1: 'Mínimo por descendientes: first',
  Descendant2: 'Mínimo por descendientes: second',
  Descendant3: 'Mínimo por descendientes: third',
  Descendant4: 'Mínimo por descendientes: fourth and further',
  Under3: 'Mínimo por descendientes: increase under three',
  Ascendant65: 'Mínimo por ascendientes: over 65',
  Ascendant75: 'Mínimo por ascendientes: increase over 75',
  Disability: 'Mínimo por discapacidad: 33 % to 65 %',
  DisabilitySevere: 'Mínimo por discapacidad: 65 % or more',
  Assistance: 'Mínimo por discapacidad: gastos de asistencia',
} as const;
type MinimumKey = keyof typeof MINIMUM_KEYS;

const MINIMUM_KEYS_ES: Record<MinimumKey, string> = {
  Taxpayer: 'Mínimo del contribuyente',
  Over65: 'Mínimo del contribuyente: incremento por edad superior a 65 años',
  Over75: 'Mínimo del contribuyente: incremento adicional por edad superior a 75 años',
  Descendant1: 'Mínimo por descendientes: primero',
  Descendant2: 'Mínimo por descendientes: segundo',
  Descendant3: 'Mínimo por descendientes: tercero',
  Descendant4: 'Mínimo por descendientes: cuarto y siguientes',
  Under3: 'Mínimo por descendientes: incremento por descendiente menor de tres años',
  Ascendant65: 'Mínimo por ascendientes: mayor de 65 años',
  Ascendant75: 'Mínimo por ascendientes: incremento por edad superior a 75 años',
  Disability: 'Mínimo por discapacidad: grado igual o superior al 33 % e inferior al 65 %',
  DisabilitySevere: 'Mínimo por discapacidad: grado igual o superior al 65 %',
  Assistance: 'Mínimo por discapacidad: gastos de asistencia',
};

/** A group of a community's own minimums that share a source. */
interface MinimumGroup extends Cited {
  values: Partial<Record<MinimumKey, number>>;
}

interface Region {
  code: string;
  name: string;
  /** Scale: the end of each bracket but the last, and every bracket's rate in percent. */
  scale: Cited & { upTo: number[]; rates: number[] };
  /**
   * The community's own minimums for the regional cuota, where it has them: all thirteen amounts, or none (then the state
   * minimums of arts. 57–61 LIRPF apply).
   */
  minimums?: MinimumGroup[];
}

const UNCHANGED = (article: string, file: string, through: string) =>
  `The legalize-es copy of the BOE consolidated text (${file}, consolidated to ${through}) records no amendment of ${article} since, so the scale stands for 2026.`;
const TABLE_NOT_IN_COPY = 'The BOE consolidated copy (legalize-es) does not reproduce the table itself.';

const REGIONS: Region[] = [
  {
    code: 'ct', name: 'Cataluña',
    scale: {
      url: CT, confidence: 'medium-low',
      note:
        `DLeg 1/2024, art. 611-1, as worded by DL 5/2025 (BOE-A-2025-10270; the legalize-es history shows art. 611-1 amended on ` +
        `2025-03-26), in force from 2025. ${TABLE_NOT_IN_COPY} Figures from public transcriptions of the BOE text and press reports ` +
        'of the 2025 reform (elmundo.es 24-03-2025, elperiodico.com 25-03-2025); the AEAT 2024 manual page still shows the earlier scale. ' +
        'Cataluña has no own minimums besides a taxpayer minimum equal to the state one (art. 611-2: 5,550 €).',
      upTo: [12500, 22000, 33000, 53000, 90000, 120000, 175000], rates: [9.5, 12.5, 16, 19, 21.5, 23.5, 24.5, 25.5],
    },
  },
  {
    code: 'md', name: 'Comunidad de Madrid',
    scale: {
      url: MD_SCALE, confidence: 'medium',
      note: `AEAT Manual práctico de Renta 2023 page (DLeg 1/2010, art. 1, wording of Ley 13/2023), read in a stored copy. ${UNCHANGED('art. 1', 'BOCM-m-2010-90068', '2025-12-29')}`,
      upTo: [13362.22, 19004.63, 35425.68, 57320.4], rates: [8.5, 10.7, 12.8, 17.4, 20.5],
    },
    minimums: [{
      url: MD, confidence: 'medium',
      note: 'DLeg 1/2010, arts. 2, 2 bis, 2 ter and 2 quater (wording of Ley 13/2023), read in the legalize-es copy of the BOE consolidated text (consolidated to 2025-12-29).',
      values: {
        Taxpayer: 5956.65, Over65: 1234.26, Over75: 1502.58, Descendant1: 2575.85, Descendant2: 2897.83, Descendant3: 4400, Descendant4: 4950,
        Under3: 3005.16, Ascendant65: 1234.26, Ascendant75: 1502.58, Disability: 3219.81, DisabilitySevere: 9659.44, Assistance: 3219.81,
      },
    }],
  },
  {
    code: 'vc', name: 'Comunitat Valenciana',
    scale: {
      url: VC_SCALE, confidence: 'medium-low',
      note:
        'Ley 13/1997, art. 2, as worded by Ley 5/2026, de 31 de julio, art. 18 (BOE-A-2026-19331), with effect from 1-1-2026. The BOE ' +
        'text was not read: the figures come from public transcriptions of it and a law firm summary that agree; the legalize-es copy ' +
        '(consolidated to 2026-03-06) predates the law. The AEAT 2024 page shows the earlier 9–29.5 % scale.',
      upTo: [12000, 22000, 32000, 42000, 52000, 62000, 72000, 100000, 150000, 200000],
      rates: [8.8, 11.7, 14.6, 17, 19.4, 21.9, 24.4, 26.1, 27.35, 28.35, 29.35],
    },
    minimums: [{
      url: VC, confidence: 'medium',
      note: 'Ley 13/1997, art. 2 bis, read in the legalize-es copy of the BOE consolidated text (BOE-A-1998-8202, consolidated to 2026-03-06).',
      values: {
        Taxpayer: 6105, Over65: 1265, Over75: 1540, Descendant1: 2640, Descendant2: 2970, Descendant3: 4400, Descendant4: 4950,
        Under3: 3080, Ascendant65: 1265, Ascendant75: 1540, Disability: 3300, DisabilitySevere: 9900, Assistance: 3300,
      },
    }],
  },
  {
    code: 'an', name: 'Andalucía',
    scale: {
      url: AN_SCALE, confidence: 'medium',
      note: `AEAT Manual práctico de Renta 2023 page (Ley 5/2021, art. 23, wording of DL 7/2022), read in a stored copy. ${UNCHANGED('art. 23', 'BOE-A-2021-17915', '2025-12-31')}`,
      upTo: [13000, 21100, 35200, 60000], rates: [9.5, 12, 15, 18.5, 22.5],
    },
    minimums: [{
      url: AN, confidence: 'medium',
      note: 'Ley 5/2021, art. 23 bis, read in the legalize-es copy of the BOE consolidated text (BOE-A-2021-17915, consolidated to 2025-12-31).',
      values: {
        Taxpayer: 5790, Over65: 1200, Over75: 1460, Descendant1: 2510, Descendant2: 2820, Descendant3: 4170, Descendant4: 4700,
        Under3: 2920, Ascendant65: 1200, Ascendant75: 1460, Disability: 3130, DisabilitySevere: 9390, Assistance: 3130,
      },
    }],
  },
  {
    code: 'ga', name: 'Galicia',
    scale: {
      url: GA_SCALE, confidence: 'medium',
      note:
        'AEAT Manual práctico de Renta 2022 page: DLeg 1/2011, art. 4, as worded by Ley 7/2022, art. 1, with effect from 1-1-2022, read ' +
        `in a stored copy. ${UNCHANGED('art. 4', 'BOE-A-2011-18161', '2026-03-27')} The amendment of 2022-12-30 in that history is Ley 7/2022 itself.`,
      upTo: [12985.35, 21068.6, 35200, 60000], rates: [9, 11.65, 14.9, 18.4, 22.5],
    },
    minimums: [{
      url: GA, confidence: 'medium',
      note: 'DLeg 1/2011, art. 4 bis (Ley 7/2022), read in the legalize-es copy of the BOE consolidated text (BOE-A-2011-18161, consolidated to 2026-03-27).',
      values: {
        Taxpayer: 5789, Over65: 1199, Over75: 1460, Descendant1: 2503, Descendant2: 2816, Descendant3: 4172, Descendant4: 4694,
        Under3: 2920, Ascendant65: 1199, Ascendant75: 1460, Disability: 3129, DisabilitySevere: 9387, Assistance: 3129,
      },
    }],
  },
  {
    code: 'as', name: 'Principado de Asturias',
    scale: {
      url: AS, confidence: 'medium-low',
      note:
        'DLeg 2/2014, art. 2, as worded by Ley 3/2025 (BOPA 2-12-2025; the legalize-es history shows art. 2 amended on 2025-12-02), ' +
        `applying to 2025 and 2026. ${TABLE_NOT_IN_COPY} Figures from the efl.es summary of the law, which gives the table with its ` +
        'cuotas, and press reports (first bracket 9 %, fourth 19.20 %, top 26 %).',
      upTo: [12450, 17707.2, 33007.2, 53407.2, 70000, 90000, 175000], rates: [9, 12, 14, 19.2, 21.5, 22.5, 25, 26],
    },
    minimums: [{
      url: AS, confidence: 'medium',
      note: 'DLeg 2/2014, arts. 2 bis to 2 quinquies (Ley 3/2025), read in the legalize-es copy of the BOE consolidated text (BOE-A-2015-945, consolidated to 2025-12-31).',
      values: {
        Taxpayer: 6105, Over65: 1265, Over75: 1540, Descendant1: 2640, Descendant2: 2970, Descendant3: 4400, Descendant4: 4950,
        Under3: 3080, Ascendant65: 1265, Ascendant75: 1540, Disability: 3300, DisabilitySevere: 9900, Assistance: 3300,
      },
    }],
  },
  {
    code: 'ar', name: 'Aragón',
    scale: {
      url: AR_SCALE, confidence: 'medium',
      note: `AEAT Manual práctico de Renta 2024 page (DLeg 1/2005, art. 110-1, wording of Ley 17/2023), read in a stored copy. ${UNCHANGED('art. 110-1', 'BOA-d-2005-90006', '2025-07-07')} Aragón applies the state minimums.`,
      upTo: [13072.5, 21210, 36960, 52500, 60000, 80000, 90000, 130000], rates: [9.5, 12, 15, 18.5, 20.5, 23, 24, 25, 25.5],
    },
  },
  {
    code: 'cb', name: 'Cantabria',
    scale: {
      url: CB, confidence: 'medium-low',
      note:
        'DLeg 62/2008, art. 1, as worded by Ley 3/2023 (the legalize-es history shows art. 1 amended on 2023-12-29 and not since, ' +
        `consolidated to 2024-12-30), in force from 2024. ${TABLE_NOT_IN_COPY} Figures from public transcriptions of the BOE text; ` +
        'no AEAT page for 2024 or later was found. Cantabria applies the state minimums.',
      upTo: [13000, 21000, 35200, 60000, 90000], rates: [8.5, 11, 14.5, 18, 22.5, 24.5],
    },
  },
  {
    code: 'cm', name: 'Castilla-La Mancha',
    scale: {
      url: CM_SCALE, confidence: 'medium',
      note: `AEAT Manual práctico de Renta 2022 page (Ley 8/2013, art. 13 bis), read in a stored copy. ${UNCHANGED('art. 13 bis', 'BOE-A-2014-1368', '2023-01-31')} Castilla-La Mancha applies the state minimums.`,
      upTo: [12450, 20200, 35200, 60000], rates: [9.5, 12, 15, 18.5, 22.5],
    },
  },
  {
    code: 'ib', name: 'Illes Balears',
    scale: {
      url: IB_SCALE, confidence: 'medium',
      note: `AEAT Manual práctico de Renta 2024 page (DLeg 1/2014, art. 1, wording of Ley 12/2023), read in a stored copy. ${UNCHANGED('art. 1', 'BOE-A-2014-6925', '2025-07-24')}`,
      upTo: [10000, 18000, 30000, 48000, 70000, 90000, 120000, 175000], rates: [9, 11.25, 14.25, 17.5, 19, 21.75, 22.75, 23.75, 24.75],
    },
    minimums: [
      {
        url: IB, confidence: 'medium-low',
        note:
          'DLeg 1/2014, art. 2 (read in the legalize-es copy of BOE-A-2014-6925, consolidated to 2025-07-24) raises by 10 % only the ' +
          'minimum of the taxpayer over 65 and over 75, the second, third and further descendants, ascendants and disability: the ' +
          'general taxpayer minimum (under 65), the first descendant and the increase for a child under three stay at the state amounts.',
        values: { Taxpayer: 5550, Descendant1: 2400, Under3: 2800 },
      },
      {
        url: IB_EXAMPLE, confidence: 'medium',
        note:
          'AEAT Manual práctico de Renta 2023, example 5 (residents of the Illes Balears), read in a stored copy: a taxpayer of 66 has a ' +
          'regional taxpayer minimum of 6,105 + 1,265 = 7,370 €, stored here as 5,550 plus an increase of 1,820 € from 65; the second ' +
          'and third descendants are 2,970 and 4,400 €.',
        values: { Over65: 1820, Descendant2: 2970, Descendant3: 4400 },
      },
      {
        url: IB_MINIMUMS, confidence: 'medium',
        note:
          'AEAT Manual específico de Renta 2023 para personas mayores de 65 años, Illes Balears page, read in a stored copy: +1,540 € from ' +
          '75; ascendants 1,265 € (+1,540 € over 75); disability 3,300 / 9,900 € (+3,300 € assistance). The fourth and further ' +
          'descendant, 4,950 €, is on the AEAT 2022 manual page for the Illes Balears and is art. 2’s 10 % increase of 4,500 €.',
        values: { Over75: 1540, Descendant4: 4950, Ascendant65: 1265, Ascendant75: 1540, Disability: 3300, DisabilitySevere: 9900, Assistance: 3300 },
      },
    ],
  },
  {
    code: 'mc', name: 'Región de Murcia',
    scale: {
      url: MC_SCALE, confidence: 'medium',
      note:
        `AEAT Manual práctico de Renta 2023 page (DLeg 1/2010, art. 2), read in a stored copy. ${UNCHANGED('art. 2', 'BOE-A-2011-10542', '2025-07-24')} ` +
        'The transitional scales of its DA 5ª covered 2019 to 2022 only. Murcia sets no own minimums.',
      upTo: [12450, 20200, 34000, 60000], rates: [9.5, 11.2, 13.3, 17.9, 22.5],
    },
  },
  {
    code: 'cl', name: 'Castilla y León',
    scale: {
      url: CL_SCALE, confidence: 'medium',
      note:
        'AEAT Manual práctico de Renta 2022 page: DLeg 1/2013, art. 1, as worded by Ley 2/2022 with effect from 1-1-2022, read in a ' +
        `stored copy. ${UNCHANGED('art. 1', 'BOCL-h-2013-90254', '2024-05-14')} Its own minimums (art. 1 bis) equal the state amounts.`,
      upTo: [12450, 20200, 35200, 53407.2], rates: [9, 12, 14, 18.5, 21.5],
    },
  },
  {
    code: 'cn', name: 'Canarias',
    scale: {
      url: CN_SCALE, confidence: 'medium',
      note:
        'DLeg 1/2009, art. 18 bis, as worded by Ley 9/2025, de 23 de diciembre (budget law for 2026, DF modifying the DLeg, ' +
        'item Diecisiete; BOC 29-12-2025, BOE-A-2026-7560), which deflates every bracket of the 2025 scale: read on 2026-11-29 in ' +
        'the legalize-es verbatim copy of the BOE text. Its table of cuotas agrees: 1,237.32 / 1,889.83 / 4,200.11 / 8,203.88 / ' +
        '16,593.85 / 24,213.10 at the bracket ends. The BOE consolidated DLeg is marked out of date and still shows an older scale.',
      upTo: [13748, 19422, 35924, 57566, 93268, 123745], rates: [9, 11.5, 14, 18.5, 23.5, 25, 26],
    },
    minimums: [{
      url: CN_MINIMUMS, confidence: 'medium',
      note:
        'DLeg 1/2009, art. 18 ter, added by Ley 5/2024 (budget law for 2025), DF 10ª item Veinticuatro, with effect from 1-1-2024 and ' +
        'indefinite validity (BOE-A-2025-4913): read on 2026-11-29 in the legalize-es verbatim copy of the BOE text. Ley 9/2025 ' +
        'amends art. 18 bis but not art. 18 ter, so these amounts stand for 2026.',
      values: {
        Taxpayer: 5606, Over65: 1162, Over75: 1414, Descendant1: 2424, Descendant2: 2727, Descendant3: 4040, Descendant4: 4545,
        Under3: 2828, Ascendant65: 1162, Ascendant75: 1414, Disability: 3030, DisabilitySevere: 9090, Assistance: 3030,
      },
    }],
  },
  {
    code: 'ex', name: 'Extremadura',
    scale: {
      url: EX_SCALE, confidence: 'medium',
      note:
        'DLeg 1/2018, art. 1, as worded by Ley 2/2026, de 3 de agosto (budget law for 2026), DF 2ª item Uno, with effect from ' +
        '1-1-2026 (DF 7ª; BOE-A-2026-17839): read on 2026-11-29 in the legalize-es verbatim copy of the BOE text. Its table of ' +
        'cuotas agrees: 964.88 / 1,720.50 / 2,360.50 / 4,285.50 / 9,493.50 / 14,240.50 / 18,800.50 / 23,945.50 at the bracket ' +
        'ends. It replaces the scale of DL 4/2023. Extremadura sets no own minimums (DLeg 1/2018 has none; Ley 2/2026 adds none).',
      upTo: [12450, 20200, 24200, 35200, 60000, 80200, 99200, 120200], rates: [7.75, 9.75, 16, 17.5, 21, 23.5, 24, 24.5, 25],
    },
  },
];

/** The Valencian scale enacted for 2027 (Ley 5/2026, DT 3ª); every other figure stands as in 2026. */
const VC_2027: Region['scale'] = {
  url: VC_SCALE, confidence: 'medium-low',
  note:
    'Ley 5/2026, de 31 de julio, disposición transitoria tercera (BOE-A-2026-19331): the scale from 1-1-2027. The BOE text was not ' +
    'read: the figures come from public transcriptions of it.',
  upTo: [12000, 22000, 32000, 42000, 52000, 62000, 72000, 100000, 150000, 200000],
  rates: [8.7, 11.6, 14.5, 16.9, 19.3, 21.8, 24.3, 26, 27.25, 28.25, 29.25],
};

function valuesOf(regions: Region[]): Record<string, RuleValue> {
  const values: Record<string, RuleValue> = {};
  for (const region of regions) {
    const { scale } = region;
    if (scale.rates.length !== scale.upTo.length + 1) throw new Error(`es-irpf-regional-scales-2026: ${region.code} scale is malformed`);
    const cite = { source: scale.url, confidence: scale.confidence, note: scale.note };
    scale.upTo.forEach((limit, i) => {
      values[`${region.code}UpTo${i + 1}`] = { value: limit, unit: 'EUR', label: `${region.name}: end of bracket ${i + 1}`, labelEs: `${region.name}: límite superior del tramo ${i + 1}`, ...cite };
    });
    scale.rates.forEach((rate, i) => {
      values[`${region.code}Rate${i + 1}`] = { value: rate, unit: 'percent', label: `${region.name}: rate of bracket ${i + 1}`, labelEs: `${region.name}: tipo del tramo ${i + 1}`, ...cite };
    });
    if (!region.minimums) continue;
    const seen = new Set<string>();
    for (const group of region.minimums) {
      for (const [key, amount] of Object.entries(group.values)) {
        seen.add(key);
        values[`${region.code}Minimum${key}`] = {
          value: amount, unit: 'EUR', label: `${region.name}: ${MINIMUM_KEYS[key as MinimumKey]}`,
          labelEs: `${region.name}: ${MINIMUM_KEYS_ES[key as MinimumKey]}`, source: group.url, confidence: group.confidence, note: group.note,
        };
      }
    }
    if (seen.size !== Object.keys(MINIMUM_KEYS).length) throw new Error(`es-irpf-regional-scales-2026: ${region.code} has some own minimums but not all`);
  }
  return values;
}

/** The regional (autonómico) scales and own minimums the payroll calculator's annual estimate supports, by community code. */
export const ES_REGIONS_WITH_SCALE: ReadonlyMap<string, string> = new Map(REGIONS.map((r) => [`es-${r.code}`, r.name]));

const NAMES = REGIONS.map((r) => r.name);
const list = (names: string[], and: string) => `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
const OWN = REGIONS.filter((r) => r.minimums).map((r) => r.name);

/**
 * Regional IRPF scales (annual liability only: withholding never uses them) and, where a community sets its own, the
 * personal and family minimums for the regional cuota. Communities without `…Minimum…` figures apply the state minimums
 * (arts. 57–61 LIRPF). A community missing here gets no regional estimate rather than a guessed scale. Regional scales
 * stand until the community changes them; the 2027 version has the Valencian scale already enacted for 2027.
 */
export const esIrpfRegionalScales2026 = defineRuleSet({
  id: 'es-irpf-regional-scales-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: regional IRPF scales and minimums (annual liability)',
    es: 'España: escalas autonómicas del IRPF y mínimos autonómicos (cuota anual)',
  },
  shortName: { es: 'España: escalas autonómicas del IRPF' },
  description: {
    en:
      `The regional scale on the base liquidable general of ${list(NAMES, 'and')}, and the own personal and family minimums that ` +
      `${list(OWN, 'and')} apply to the regional cuota. From 2027, the Valencian scale of Ley 5/2026. Not covered: ` +
      'La Rioja (its current scale could not be read in an official source), Ceuta and Melilla; País Vasco ' +
      'and Navarra have their own (foral) income tax.',
    es:
      `La escala autonómica sobre la base liquidable general de ${list(NAMES, 'y')}, y los mínimos personales y familiares propios ` +
      `que ${list(OWN, 'y')} aplican a la cuota autonómica. Desde 2027, la escala valenciana de la Ley 5/2026. No se cubren: ` +
      'La Rioja (no se ha podido leer su escala vigente en una fuente oficial), Ceuta y Melilla; País Vasco y Navarra ' +
      'tienen su propio IRPF foral.',
  },
  lastChecked: '2026-11-29',
  publishedThrough: null,
  sources: [
    { title: 'BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1', url: CT },
    { title: 'AEAT — Manual práctico de Renta 2023: escala autonómica de la Comunidad de Madrid', url: MD_SCALE },
    { title: 'BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 2 a 2 quater', url: MD },
    { title: 'BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 y disposición transitoria tercera', url: VC_SCALE },
    { title: 'BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis', url: VC },
    { title: 'AEAT — Manual práctico de Renta 2023: escala autonómica de Andalucía', url: AN_SCALE },
    { title: 'BOE — Ley 5/2021 de Andalucía (tributos cedidos), art. 23 bis', url: AN },
    { title: 'AEAT — Manual práctico de Renta 2022: escala autonómica de Galicia', url: GA_SCALE },
    { title: 'BOE — DLeg 1/2011 de Galicia (tributos cedidos), art. 4 bis', url: GA },
    { title: 'BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 a 2 quinquies', url: AS },
    { title: 'AEAT — Manual práctico de Renta 2024: escala autonómica de Aragón', url: AR_SCALE },
    { title: 'BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1', url: CB },
    { title: 'AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla-La Mancha', url: CM_SCALE },
    { title: 'AEAT — Manual práctico de Renta 2024: escala autonómica de las Illes Balears', url: IB_SCALE },
    { title: 'BOE — DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 2', url: IB },
    { title: 'AEAT — Manual práctico de Renta 2023, ejemplo 5: mínimos autonómicos de las Illes Balears', url: IB_EXAMPLE },
    { title: 'AEAT — Manual específico de Renta 2023 para mayores de 65 años: mínimos de las Illes Balears', url: IB_MINIMUMS },
    { title: 'AEAT — Manual práctico de Renta 2023: escala autonómica de la Región de Murcia', url: MC_SCALE },
    { title: 'AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla y León', url: CL_SCALE },
    { title: 'BOE — Ley 9/2025 de Canarias (presupuestos para 2026): art. 18 bis del DLeg 1/2009, escala autonómica', url: CN_SCALE },
    { title: 'BOE — Ley 5/2024 de Canarias (presupuestos para 2025): art. 18 ter del DLeg 1/2009, mínimos autonómicos', url: CN_MINIMUMS },
    { title: 'BOE — Ley 2/2026 de Extremadura (presupuestos para 2026): art. 1 del DLeg 1/2018, escala autonómica', url: EX_SCALE },
  ],
  versions: [
    { effective: '2026-01-01', values: valuesOf(REGIONS) },
    { effective: '2027-01-01', values: valuesOf(REGIONS.map((r) => (r.code === 'vc' ? { ...r, scale: VC_2027 } : r))) },
  ],
});
