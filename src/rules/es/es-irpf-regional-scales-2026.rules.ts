import { defineRuleSet, type RuleValue } from '../rule-set.js';

const BOE = (id: string) => `https://www.boe.es/buscar/act.php?id=${id}`;
const CT = BOE('BOE-A-2024-6951');
const MD = BOE('BOCM-m-2010-90068');
const MD_AEAT =
  'https://sede.agenciatributaria.gob.es/Sede/gl_es/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-madrid.html';
const VC_SCALE = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331';
const VC = BOE('BOE-A-1998-8202');
const AN = BOE('BOE-A-2021-17915');
const GA = BOE('BOE-A-2011-18161');
const AS = BOE('BOE-A-2015-945');
const AR = BOE('BOA-d-2005-90006');
const CB = BOE('BOCT-c-2008-90028');
const CM = BOE('BOE-A-2014-1368');

const TRANSCRIBED =
  'Read in a transcription of the BOE consolidated text made on 2026-10-02 and checked against other public transcriptions; ' +
  'not read on boe.es itself.';

interface Region {
  code: string;
  name: string;
  law: string;
  url: string;
  /** Scale: the end of each bracket but the last, and every bracket's rate in percent. */
  upTo: number[];
  rates: number[];
  /** The community's own minimums for the regional cuota, where it has them (keys as in `MINIMUM_KEYS`). */
  minimums?: { url: string; note: string; values: Partial<Record<MinimumKey, number>> };
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

const REGIONS: Region[] = [
  {
    code: 'ct', name: 'Cataluña', law: 'DLeg 1/2024, art. 611-1 (wording of DL 5/2025), in force since 2025', url: CT,
    upTo: [12500, 22000, 33000, 53000, 90000, 120000, 175000], rates: [9.5, 12.5, 16, 19, 21.5, 23.5, 24.5, 25.5],
  },
  {
    code: 'md', name: 'Comunidad de Madrid', law: 'DLeg 1/2010, art. 1 (wording of Ley 13/2023), in force since 2023', url: MD,
    upTo: [13362.22, 19004.63, 35425.68, 57320.4], rates: [8.5, 10.7, 12.8, 17.4, 20.5],
    minimums: {
      url: MD_AEAT,
      note:
        'DLeg 1/2010 arts. 2 to 2 quater, as published by the AEAT for 2023 (official page read) and confirmed in force for 2026 ' +
        'by a transcription of the BOE consolidated text (2026-10-02). Madrid also has its own descendant amounts, which were ' +
        'not verified: the estimate refuses Madrid with children.',
      values: {
        Taxpayer: 5956.65, Over65: 1234.26, Over75: 1502.58, Ascendant65: 1234.26, Ascendant75: 1502.58,
        Disability: 3219.81, DisabilitySevere: 9659.44, Assistance: 3219.81,
      },
    },
  },
  {
    code: 'vc', name: 'Comunitat Valenciana', law: 'Ley 13/1997, art. 2 (wording of Ley 5/2026, de 31 de julio, art. 18), retroactive to 1-1-2026', url: VC_SCALE,
    upTo: [12000, 22000, 32000, 42000, 52000, 62000, 72000, 100000, 150000, 200000],
    rates: [8.8, 11.7, 14.6, 17, 19.4, 21.9, 24.4, 26.1, 27.35, 28.35, 29.35],
    minimums: {
      url: VC,
      note: 'Ley 13/1997, art. 2 bis. The ascendant and disability amounts were not verified: the estimate refuses them for this community.',
      values: { Taxpayer: 6105, Over65: 1265, Over75: 1540, Descendant1: 2640, Descendant2: 2970, Descendant3: 4400, Descendant4: 4950, Under3: 3080 },
    },
  },
  {
    code: 'an', name: 'Andalucía', law: 'Ley 5/2021, art. 23 (wording of DL 7/2022), in force since 2022', url: AN,
    upTo: [13000, 21100, 35200, 60000], rates: [9.5, 12, 15, 18.5, 22.5],
    minimums: {
      url: AN,
      note: 'Ley 5/2021, art. 23 bis. Only the amounts listed were verified; the estimate refuses inputs that need the others.',
      values: { Taxpayer: 5790, Over65: 1200, Over75: 1460, Descendant1: 2510, Descendant2: 2820 },
    },
  },
  {
    code: 'ga', name: 'Galicia', law: 'DLeg 1/2011, art. 4 (wording of Ley 7/2022), in force since 2022', url: GA,
    upTo: [12985.35, 21068.6, 35200, 60000], rates: [9, 11.65, 14.9, 18.4, 22.5],
    minimums: {
      url: GA,
      note: 'DLeg 1/2011, art. 4 bis. The ascendant and disability amounts were not verified: the estimate refuses them for this community.',
      values: { Taxpayer: 5789, Over65: 1199, Over75: 1460, Descendant1: 2503, Descendant2: 2816, Descendant3: 4172, Descendant4: 4694, Under3: 2920 },
    },
  },
  {
    code: 'as', name: 'Principado de Asturias', law: 'DLeg 2/2014, art. 2 (wording of Ley 3/2025), for 2025 and 2026', url: AS,
    upTo: [12450, 17707.2, 33007.2, 53407.2, 70000, 90000, 175000], rates: [9, 12, 14, 19.2, 21.5, 22.5, 25, 26],
    minimums: {
      url: AS,
      note: 'DLeg 2/2014, art. 2 bis (Ley 3/2025). Only the taxpayer amounts were verified; the estimate refuses inputs that need the others.',
      values: { Taxpayer: 6105, Over65: 1265, Over75: 1540 },
    },
  },
  {
    code: 'ar', name: 'Aragón', law: 'DLeg 1/2005, art. 110-1 (Ley 17/2023), in force since 2023', url: AR,
    upTo: [13072.5, 21210, 36960, 52500, 60000, 80000, 90000, 130000], rates: [9.5, 12, 15, 18.5, 20.5, 23, 24, 25, 25.5],
  },
  {
    code: 'cb', name: 'Cantabria', law: 'DLeg 62/2008, art. 1 (Ley 3/2023), in force since 2024', url: CB,
    upTo: [13000, 21000, 35200, 60000, 90000], rates: [8.5, 11, 14.5, 18, 22.5, 24.5],
  },
  {
    code: 'cm', name: 'Castilla-La Mancha', law: 'Ley 8/2013, art. 13 bis, in force since 2015', url: CM,
    upTo: [12450, 20200, 35200, 60000], rates: [9.5, 12, 15, 18.5, 22.5],
  },
];

const values: Record<string, RuleValue> = {};
for (const region of REGIONS) {
  if (region.rates.length !== region.upTo.length + 1) throw new Error(`es-irpf-regional-scales-2026: ${region.code} scale is malformed`);
  const note = `${region.law}. ${TRANSCRIBED}`;
  region.upTo.forEach((limit, i) => {
    values[`${region.code}UpTo${i + 1}`] = { value: limit, unit: 'EUR', label: `${region.name}: end of bracket ${i + 1}`, labelEs: `${region.name}: límite superior del tramo ${i + 1}`, source: region.url, confidence: 'medium', note };
  });
  region.rates.forEach((rate, i) => {
    values[`${region.code}Rate${i + 1}`] = { value: rate, unit: 'percent', label: `${region.name}: rate of bracket ${i + 1}`, labelEs: `${region.name}: tipo del tramo ${i + 1}`, source: region.url, confidence: 'medium', note };
  });
  if (region.minimums) {
    for (const [key, amount] of Object.entries(region.minimums.values)) {
      values[`${region.code}Minimum${key}`] = {
        value: amount, unit: 'EUR', label: `${region.name}: ${MINIMUM_KEYS[key as MinimumKey]}`,
        labelEs: `${region.name}: ${MINIMUM_KEYS_ES[key as MinimumKey]}`, source: region.minimums.url,
        confidence: 'medium', note: region.minimums.note,
      };
    }
  }
}

/** The regional (autonómico) scales and own minimums the payroll calculator's annual estimate supports, by community code. */
export const ES_REGIONS_WITH_SCALE: ReadonlyMap<string, string> = new Map(REGIONS.map((r) => [`es-${r.code}`, r.name]));

/**
 * Regional IRPF scales for 2026 (annual liability only: withholding never uses them) and, where a community sets its own,
 * the personal and family minimums for the regional cuota. Communities without a `…MinimumTaxpayer` figure apply the state
 * minimums (arts. 57–61 LIRPF). A community missing here is refused by the calculator rather than guessed.
 */
export const esIrpfRegionalScales2026 = defineRuleSet({
  id: 'es-irpf-regional-scales-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: regional IRPF scales and minimums 2026 (annual liability)',
    es: 'España: escalas autonómicas del IRPF y mínimos autonómicos 2026 (cuota anual)',
  },
  description: {
    en:
      'The 2026 regional scale on the base liquidable general of Cataluña, Madrid, Comunitat Valenciana, Andalucía, Galicia, ' +
      'Asturias, Aragón, Cantabria and Castilla-La Mancha, and the own personal and family minimums that Madrid, Valencia, ' +
      'Andalucía, Galicia and Asturias apply to the regional cuota (only the amounts verified). Other communities are not covered; ' +
      'País Vasco and Navarra have their own (foral) income tax.',
    es:
      'La escala autonómica de 2026 sobre la base liquidable general de Cataluña, Madrid, Comunitat Valenciana, Andalucía, Galicia, ' +
      'Asturias, Aragón, Cantabria y Castilla-La Mancha, y los mínimos personales y familiares propios que Madrid, Valencia, ' +
      'Andalucía, Galicia y Asturias aplican a la cuota autonómica (solo los importes verificados). Las demás comunidades no se ' +
      'cubren; País Vasco y Navarra tienen su propio IRPF foral.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [
    { title: 'BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1', url: CT },
    { title: 'BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 1 y 2', url: MD },
    { title: 'AEAT — Comunidad de Madrid: importes del mínimo del contribuyente, por ascendientes y por discapacidad', url: MD_AEAT },
    { title: 'BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 (escala autonómica 2026)', url: VC_SCALE },
    { title: 'BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis', url: VC },
    { title: 'BOE — Ley 5/2021 de Andalucía (tributos cedidos), arts. 23 y 23 bis', url: AN },
    { title: 'BOE — DLeg 1/2011 de Galicia (tributos cedidos), arts. 4 y 4 bis', url: GA },
    { title: 'BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 y 2 bis', url: AS },
    { title: 'BOE — DLeg 1/2005 de Aragón (tributos cedidos), art. 110-1', url: AR },
    { title: 'BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1', url: CB },
    { title: 'BOE — Ley 8/2013 de Castilla-La Mancha, art. 13 bis', url: CM },
  ],
  versions: [{ effective: '2026-01-01', values }],
});
