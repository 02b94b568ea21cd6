import { defineOperation } from '../../core/operation.js';
import { AVAILABLE, UNCONFIRMED } from './es-nomina-bruto-neto-ccaa.js';
import { examples } from './es-nomina-bruto-neto.examples.js';
import page from './es-nomina-bruto-neto.page.js';
import run from './es-nomina-bruto-neto.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Spanish payroll: gross to net',
  summary: 'Spanish employee gross-to-net pay: worker Social Security, IRPF withholding by the AEAT algorithm and net per payslip, with an optional estimate of the annual return.',
  agentDescription:
    'Spanish employee gross-to-net pay, current year: worker Social Security, IRPF withholding rate (AEAT algorithm), net per payslip. With ccaa, also the year’s IRPF refund or balance due.',
  description:
    'Social Security (2026: Orden PJC/297/2026): monthly base = annual gross ÷ 12 (with 14 payments the extras are prorated into it), ' +
    'rounded to cents and capped at 5,101.20 €; pay below the full-time minimum base (1,424.40 €, groups 4–7) can only be ' +
    'part-time (a full-time wage is at least the SMI) and is contributed on as it is, with a warning, never raised to it; worker rates 4.70 % contingencias comunes, ' +
    '1.55 % desempleo (indefinido, or any contract of a worker with a disability) or 1.60 % (temporal), 0.10 % formación profesional ' +
    'and 0.15 % MEI, each rounded to cents a month; the worker share of the solidarity contribution on monthly pay above 5,101.20 € ' +
    '(0.19 % up to 5,611.32, 0.21 % up to 7,651.80, 0.24 % above). 2027: MEI 0.17 % and solidarity 0.23 / 0.25 / 0.29 % (LGSS DT 42ª ' +
    'and 43ª); the 2027 bases are not published yet, so the 2026 ones are carried forward and the result says so. IRPF withholding: ' +
    'the AEAT algorithm (RIRPF arts. 80–86) — RNT = pay − contributions; reducción art. 20 (7,302 € up to 14,852 €, tapering to 0 at ' +
    '19,747.50 €), rounded to cents; otros gastos 2,000 € (+3,500 or +7,750 € for a disabled worker); BASE = RNT − gastos − reducción ' +
    '− 600 € with more than two children; mínimo personal y familiar (5,550 €, +1,150 from 65, +1,400 from 75; children 2,400/2,700/' +
    '4,000/4,500 and +2,800 under three, by half or, with descendantsInFull, in full; ascendants 1,150, +1,400 over 75; disability ' +
    '3,000 or 9,000 + 3,000 assistance); no cuota at or below the art. 81 limit for the familySituation (1: 17,644 / 18,694 €; 2: ' +
    '17,197 / 18,130 / 19,262 €; 3: 15,876 / 16,342 / 16,867 € for 0 / 1 / 2+ children); cuota = scale(BASE) − scale(minimum) on the ' +
    '19–47 % withholding scale, capped at 43 % of pay above that limit when pay ≤ 35,200 €; rate = cuota ÷ pay truncated to two ' +
    'decimals, at least 2 % for a temporal contract shorter than a year (contractUnderOneYear, the default for temporal); annual ' +
    'withholding = pay × rate rounded to cents. Each payment withholds its gross × rate. Net annual = gross − contributions − ' +
    'withholding. With ccaa, an estimate of the year’s IRPF: state scale (art. 63) plus the community’s scale on the base liquidable ' +
    'general, each less the scale on its minimum, minus the DA 61.ª deduction (590.89 € up to 17,094 €, tapering by 20 %), against ' +
    'the withholding: the expected refund or balance due. ccaa = ref uses the reference scale (withholding scale less state scale). ' +
    `Supported: ${AVAILABLE.slice(1).join(', ')}. ${Object.keys(UNCONFIRMED).join(', ')} (${Object.values(UNCONFIRMED).join(', ')}): the ` +
    'current scale could not be read in an official source, so the withholding comes without an estimate and a warning says why. ' +
    'Refused (400): es-pv and es-nc (foral systems: own IRPF laws and withholding tables), es-ce and es-ml (Ceuta and Melilla regime). ' +
    'familySituation: 1 = single, widowed, divorced or separated with children, entitled to the single-parent reduction ' +
    '(art. 84.2.4º LIRPF; needs children ≥ 1); 2 = married, spouse with income of at most 1,500 € a year (exempt income ' +
    'excluded); 3 = any other situation. descendantsInFull: the taxpayer alone is entitled to the whole descendant minimum ' +
    '(art. 84.2º RIRPF, "por entero" in Modelo 145), e.g. the children live only with them; by default each child counts by ' +
    'half, as when both parents are entitled. contractUnderOneYear defaults to true for temporal because a contract for ' +
    'production circumstances lasts at most six months, or a year by sectoral agreement (Estatuto de los Trabajadores art. 15.2).',
  category: 'spain-uk',
  es: {
    title: 'Nómina en España: de bruto a neto',
    summary: 'Sueldo neto de un trabajador en España: cotizaciones a la Seguridad Social, retención de IRPF según el algoritmo de la AEAT y neto por nómina, con una estimación opcional de la declaración de la renta.',
  },
  examples,
  worstCase: () => ({
    annualGross: 1_000_000_000_000,
    pagas: 14 as const,
    contract: 'temporal' as const,
    contractUnderOneYear: true,
    ccaa: 'es-ga',
    familySituation: 1 as const,
    children: 16,
    childrenUnder3: 9,
    descendantsInFull: true,
    age: 80,
    ascendants65: 0,
    ascendants75: 0,
    disability: 'none' as const,
    assistanceNeeds: false,
  }),
});
