import { defineOperation } from '../../core/operation.js';
import { examples } from './es-pension-jubilacion.examples.js';
import page from './es-pension-jubilacion.page.js';
import run, { MAX_AGE, MAX_PERIODS } from './es-pension-jubilacion.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Spanish retirement pension estimate (2026 and 2027 rules)',
  summary:
    'Estimates a Spanish contributory retirement pension starting in 2026 or 2027 from your career: both base reguladora methods with gaps filled, the percentage for the years contributed, the ordinary age, early-retirement reductions or the delayed-retirement bonus, and the maximum pension.',
  agentDescription:
    'Spanish contributory retirement pension from the career periods: both base reguladora methods with gaps filled, percentage for years, ordinary age, early or late adjustments, maximum pension.',
  description:
    'Spanish contributory retirement pension (jubilación, Régimen General and RETA) under the rules of the retirement year ' +
    '(retirementYear, default the current year; rule sets es-retirement-pension-2026 and es-early-retirement-reductions-2026, ' +
    'with 2026 and 2027 versions; the maximum contribution base and the base mínima from es-social-security-worker-2026). ' +
    'periods: the career oldest first, contiguous and ending the month before retirement; each period is a whole number of ' +
    'months (years × 12), with a monthly contribution base in today\'s euros (no CPI updating; bases above the maximum base are ' +
    'capped with a warning). Months contributed C = the sum of the periods (at most 60 years). Gaps: the months of a window ' +
    'before the first period are taken as months without a duty to contribute; when the last period is Régimen General they ' +
    'are filled (art. 209.1.b LGSS) with the base mínima (1,424.40 € in 2026, the same for every month, in today\'s euros) for ' +
    'the first 48 and 50 % of it for the rest, and with gapSupplement (DT 41.ª) months 49-60 at 100 % and 61-84 at 80 % (method 2 ' +
    'only); in RETA they count as 0 (art. 318.d). Base reguladora (BR): method 1 (art. 209.1 as in force on 1-1-2023, DT 4.ª.7 ' +
    'LGSS, to 2040) = sum of the last 300 monthly bases ÷ 350; method 2 (DT 40.ª) = sum of the highest bases of the window ÷ ' +
    'divisor: 302 of 304 ÷ 352.33 in 2026, 304 of 308 ÷ 354.67 in 2027; BR = the higher. Percentage (art. 210.1, DT 9.ª): none ' +
    'under 15 years (180 months: no contributory pension, said in the result, not an error); 50 % at 15 years; 2026: + 0.21 % ' +
    'for each of the next 49 months, + 0.19 % for each of the next 209, 100 % from 36 years 6 months; from 2027: + 0.19 % for ' +
    'each of 248 months, + 0.18 % for each of the next 16, 100 % from 37 years. Ordinary age (DT 7.ª): 2026: 65 once 38 years 3 ' +
    'months are contributed, otherwise 66 years 10 months; from 2027: 65 with 38 years 6 months, otherwise 67 (counting months ' +
    'up to 65 as contributed when retiring early, art. 208.2, and assuming contribution without a break up to retirement when ' +
    'retiring late): ordinary age = min(general age, max(65 y, retirement age − C + long career)). retirementAge: 63 to 75 years ' +
    'in whole months (64.5 = 64 years 6 months); default: the ordinary age for the years contributed. Early retirement (art. ' +
    '208, voluntary): at most 24 months early and at least 35 years contributed, otherwise a 400 naming the rules year and the ' +
    'earliest possible age; pension = BR × percentage × (1 − reduction of the art. 208.2 table for the months early and the ' +
    'contribution bracket: under 38 y 6 m, to 41 y 6 m, to 44 y 6 m, more); when BR × percentage exceeds the maximum pension the ' +
    'smaller reduction of DT 34.ª for the year is applied to the maximum instead. Delayed retirement (art. 210.2.a): + 4 ' +
    'percentage points per full year after the ordinary age and, after the first full year, + 2 for a further period of more ' +
    'than six months (the reading is flagged in a warning), if 15 years were contributed at the ordinary age; pension = BR × ' +
    '(percentage + bonus), at most the maximum, the unused bonus points × maximum × 14 being paid as a yearly amount (pension + ' +
    'amount ≤ 12 × the maximum contribution base). Maximum pension: 3,359.60 € a payment (× 14) in 2026. The single-person ' +
    'minimum pension (2026: 936.20 € at 65 or over, 875.90 € under 65) is reported with the difference, not applied: the top-up ' +
    'depends on other income (limit 9,442 € a year) and the household. 2027: the statutory figures (ages, scale, window, DT 34.ª) ' +
    'are applied; the maximum and minimum pensions, the top-up limit, the maximum base and the base mínima of 2027 are not ' +
    'published yet and the 2026 ones are carried forward, with a warning. Monthly pension in 14 payments; annual = monthly × 14. ' +
    'Not modelled: CPI updating of old bases, breaks between periods, part-month gaps, the gender-gap pension supplement (art. ' +
    '60), involuntary and other early retirement, partial, flexible and active retirement, income tax, later revaluations. ' +
    'Amounts at full precision, rounded to cents only in the output; percentages to 2 decimals.',
  category: 'spain-uk',
  es: {
    title: 'Pensión de jubilación en España (normas de 2026 y 2027)',
    summary:
      'Estima una pensión contributiva de jubilación que empieza en 2026 o 2027 a partir de tu carrera: las dos bases reguladoras con la integración de lagunas, el porcentaje por años cotizados, la edad ordinaria, los coeficientes por jubilación anticipada o el complemento por demora, y la pensión máxima.',
  },
  examples,
  worstCase: () => ({
    periods: Array.from({ length: MAX_PERIODS }, (_, i) => ({ years: 1, regimen: i % 2 === 0 ? ('general' as const) : ('reta' as const), monthlyBase: 1000 + i * 50 })),
    retirementAge: MAX_AGE,
  }),
});
