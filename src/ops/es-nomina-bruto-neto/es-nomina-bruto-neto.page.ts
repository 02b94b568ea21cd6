import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { ES_REGIONS_WITH_SCALE } from '../../rules/es/es-irpf-regional-scales-2026.rules.js';
import { ACCEPTED, UNCONFIRMED } from './es-nomina-bruto-neto-ccaa.js';
import type run from './es-nomina-bruto-neto.run.js';

export default definePage<typeof run>({
  form: {
    annualGross: {
      label: { en: 'Annual gross salary (€)', es: 'Salario bruto anual (€)' },
      help: { es: 'Salario bruto anual del contrato, en euros, con las pagas extraordinarias incluidas; se toma hasta el céntimo.' },
    },
    pagas: {
      label: { en: 'Payments a year', es: 'Número de pagas' },
      help: { es: 'Pagas al año: 12, o 14 (con dos pagas extraordinarias).' },
      choices: {
        12: { en: '12 payments', es: '12 pagas' },
        14: { en: '14 payments (two extra)', es: '14 pagas (dos extraordinarias)' },
      },
    },
    contract: {
      label: { en: 'Contract type', es: 'Tipo de contrato' },
      help: { es: 'Indefinido o temporal (de duración determinada). El temporal cotiza por desempleo al 1,60 %, salvo con discapacidad.' },
      choices: {
        indefinido: { en: 'Permanent (indefinido)', es: 'Indefinido' },
        temporal: { en: 'Fixed-term (temporal)', es: 'Temporal' },
      },
    },
    contractUnderOneYear: {
      label: { en: 'Fixed-term contract shorter than a year', es: 'Contrato temporal de duración inferior al año' },
      help: {
        en: 'Only for a temporal contract: a contract shorter than a year has a 2 % minimum withholding rate. Left empty, a temporal contract is taken as shorter than a year.',
        es: 'Solo para un contrato temporal: si dura menos de un año, el tipo de retención es como mínimo del 2 %. Si lo dejas en blanco, el contrato temporal se considera de duración inferior al año.',
      },
    },
    ccaa: {
      label: { en: 'Region, for the annual estimate', es: 'Comunidad autónoma (estimación anual)' },
      help: {
        en: "Region of residence, to estimate the year's IRPF (withholding does not depend on it). Leave it empty for no estimate.",
        es: 'Comunidad autónoma de residencia, para estimar el IRPF del año (la retención no depende de ella). Para La Rioja no hay estimación, porque no se ha podido leer su escala vigente en una fuente oficial; País Vasco y Navarra (regímenes forales) y Ceuta y Melilla no están disponibles. Déjala en blanco si no quieres la estimación.',
      },
      // The codes the operation accepts, as a list to choose from (the schema takes any code, and names the wrong ones).
      choices: Object.fromEntries(
        ACCEPTED.map((code) => {
          const name = code === 'ref' ? undefined : (ES_REGIONS_WITH_SCALE.get(code) ?? UNCONFIRMED[code]);
          if (!name) return [code, { en: 'Reference scale (no region)', es: 'Escala de referencia (sin comunidad)' }];
          return [code, UNCONFIRMED[code] ? { en: `${name} (no estimate)`, es: `${name} (sin estimación)` } : { en: name, es: name }];
        }),
      ),
    },
    familySituation: {
      label: { en: 'Family situation (Modelo 145)', es: 'Situación familiar (modelo 145)' },
      help: {
        en: 'As declared to the employer on Modelo 145: 1 = single parent entitled to the single-parent reduction; 2 = married, spouse with income of at most 1,500 € a year; 3 = any other situation.',
        es: 'La que se comunica a la empresa en el modelo 145: 1 = soltero, viudo, divorciado o separado con hijos y derecho a la reducción por familia monoparental; 2 = casado, con un cónyuge con rentas no superiores a 1.500 € anuales; 3 = otras situaciones.',
      },
      choices: {
        1: { en: '1: single parent', es: '1: monoparental' },
        2: { en: '2: married, spouse’s income ≤ 1,500 €', es: '2: cónyuge con rentas ≤ 1.500 €' },
        3: { en: '3: any other situation', es: '3: otras situaciones' },
      },
    },
    children: {
      label: { en: 'Children under 25', es: 'Hijos menores de 25 años' },
      help: { es: 'Hijos (descendientes) menores de 25 años que conviven con el contribuyente.' },
    },
    childrenUnder3: {
      label: { en: 'Of them, under 3', es: 'De ellos, menores de 3 años' },
      help: { es: 'De esos hijos, cuántos tienen menos de tres años.' },
    },
    descendantsInFull: {
      label: { en: 'Children counted in full', es: 'Hijos computados por entero' },
      help: {
        en: 'Yes if you alone are entitled to the whole minimum for the children (for example, they live only with you); no if both parents are, which counts each by half.',
        es: 'Sí, si solo tú tienes derecho a la totalidad del mínimo por los hijos (por ejemplo, conviven solo contigo); no, si lo tienen ambos progenitores, que se reparten cada hijo por mitad.',
      },
    },
    age: {
      label: { en: 'Age this year', es: 'Edad este año' },
      help: { es: 'Edad del contribuyente en el año del cálculo (el año menos el año de nacimiento); el mínimo personal aumenta a partir de los 65 y de los 75 años.' },
    },
    ascendants65: {
      label: { en: 'Ascendants over 65', es: 'Ascendientes mayores de 65 años' },
      help: { es: 'Ascendientes (padres, abuelos) mayores de 65 años que conviven con el contribuyente.' },
    },
    ascendants75: {
      label: { en: 'Of them, over 75', es: 'De ellos, mayores de 75 años' },
      help: { es: 'De esos ascendientes, cuántos tienen más de 75 años.' },
    },
    disability: {
      label: { en: 'Disability', es: 'Discapacidad' },
      help: { es: 'Grado de discapacidad del contribuyente: ninguna, igual o superior al 33 %, o igual o superior al 65 %.' },
      choices: {
        none: { en: 'None', es: 'Ninguna' },
        general: { en: '33 % or more', es: 'Igual o superior al 33 %' },
        severe: { en: '65 % or more', es: 'Igual o superior al 65 %' },
      },
    },
    assistanceNeeds: {
      label: { en: 'Reduced mobility or needs assistance', es: 'Movilidad reducida o ayuda de terceros' },
      help: { es: 'El contribuyente tiene movilidad reducida o necesita la ayuda de terceras personas (solo con discapacidad).' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const net = money(out.payslips.ordinary.net);
      const year = money(out.netAnnual);
      const rate = tools.format(out.irpf.withholdingRatePercent, 'percent');
      const withheld = out.irpf.withholdingRatePercent === 0
        ? t('with no IRPF withheld', 'sin retención de IRPF')
        : t(`with ${rate} withheld for IRPF`, `con una retención de IRPF del ${rate}`);
      // Pay below the full-time minimum base is taken as part-time: the sentence says so, not only the warning.
      const partTime =
        out.socialSecurity.baseClamp === 'partTime'
          ? t('; below the full-time minimum, this is taken as part-time pay', '; por debajo del mínimo a jornada completa, se trata como salario a tiempo parcial')
          : '';
      return t(
        `You take home ${net} a month (${year} a year, in ${out.pagas} payments), ${withheld}${partTime}.`,
        `Cobrarás ${net} netos al mes (${year} al año, en ${out.pagas} pagas), ${withheld}${partTime}.`,
      );
    },
    currency: 'EUR',
    headline: [
      { field: 'netAnnual', label: { en: 'Net annual pay', es: 'Salario neto anual' }, format: 'money' },
      { field: 'payslips.ordinary.net', label: { en: 'Net per ordinary payslip', es: 'Neto por nómina ordinaria' }, format: 'money' },
      { field: 'irpf.withholdingRatePercent', label: { en: 'IRPF withholding rate', es: 'Tipo de retención de IRPF' }, format: 'percent' },
    ],
    details: [
      { field: 'annualGross', label: { en: 'Annual gross salary', es: 'Salario bruto anual' }, format: 'money' },
      { field: 'socialSecurity.annualTotal', label: { en: 'Social Security contributions a year', es: 'Cotizaciones a la Seguridad Social al año' }, format: 'money' },
      { field: 'irpf.annualWithholding', label: { en: 'IRPF withheld a year', es: 'Retenciones de IRPF al año' }, format: 'money' },
      { field: 'payslips.extra.net', label: { en: 'Net per extra payment', es: 'Neto por paga extraordinaria' }, format: 'money' },
      { field: 'payslips.ordinary.withholding', label: { en: 'IRPF withheld per payslip', es: 'Retención de IRPF por nómina' }, format: 'money' },
      { field: 'socialSecurity.monthlyBase', label: { en: 'Monthly contribution base', es: 'Base de cotización mensual' }, format: 'money' },
      { field: 'irpf.withholdingBase', label: { en: 'Base for the withholding rate', es: 'Base para calcular el tipo de retención' }, format: 'money' },
      { field: 'irpf.personalFamilyMinimum.total', label: { en: 'Personal and family minimum', es: 'Mínimo personal y familiar' }, format: 'money' },
      { field: 'annualEstimate.estimatedTax', label: { en: 'Estimated IRPF for the year', es: 'IRPF estimado del año' }, format: 'money' },
      {
        field: 'annualEstimate.outcome',
        label: { en: 'Expected result of the annual return', es: 'Resultado previsto de la declaración' },
        format: 'text',
        choices: {
          refund: { en: 'Refund', es: 'A devolver' },
          'balance-due': { en: 'Balance due', es: 'A ingresar' },
          even: { en: 'Nothing to pay or refund', es: 'Ni a ingresar ni a devolver' },
        },
      },
      { field: 'annualEstimate.amount', label: { en: 'Expected refund or balance due', es: 'Importe a devolver o a ingresar' }, format: 'money' },
    ],
    tables: [
      {
        field: 'socialSecurity.contributions',
        title: { en: "Worker's Social Security contributions", es: 'Cotizaciones del trabajador a la Seguridad Social' },
        columns: [
          { field: 'label', label: { en: 'Concept', es: 'Concepto' }, format: 'text' },
          { field: 'ratePercent', label: { en: 'Rate', es: 'Tipo' }, format: 'percent' },
          { field: 'monthlyBase', label: { en: 'Base a month', es: 'Base mensual' }, format: 'money' },
          { field: 'monthly', label: { en: 'A month', es: 'Mensual' }, format: 'money' },
          { field: 'annual', label: { en: 'A year', es: 'Anual' }, format: 'money' },
        ],
      },
    ],
    chart: (out, _inp, tools) => {
      const t = (en: string, es: string) => (tools.locale === 'es' ? es : en);
      const money = (n: number) => tools.format(n, 'money');
      const net = out.netAnnual;
      const irpf = out.irpf.annualWithholding;
      const ss = out.socialSecurity.annualTotal;
      return {
        kind: 'split',
        title: t('Where the gross pay goes', 'Reparto del salario bruto anual'),
        summary: t(
          `Of ${money(out.annualGross)} gross a year, ${money(net)} is net pay, ${money(irpf)} IRPF withholding and ${money(ss)} the worker's ` +
            'Social Security contributions; the three parts add up to the gross, to the cent.',
          `De ${money(out.annualGross)} brutos al año, ${money(net)} son salario neto, ${money(irpf)} retención de IRPF y ${money(ss)} ` +
            'cotizaciones del trabajador a la Seguridad Social; las tres partes suman el bruto, al céntimo.',
        ),
        format: 'money',
        parts: [
          { label: t('Net pay', 'Salario neto'), value: net },
          { label: t('IRPF withholding', 'Retención de IRPF'), value: irpf },
          { label: t('Social Security contributions', 'Cotizaciones a la Seguridad Social'), value: ss },
        ],
      };
    },
  },
});
