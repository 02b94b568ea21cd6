import { definePage } from '../../core/operation.js';
import { addDays } from '../../core/calendar-date.js';
import { currencyFieldText, startCurrency } from '../../core/currency-choice.js';
import { textsFor } from '../../core/say.js';
import { BUCKET_NAMES, BUCKETS, type Bucket } from './invoice-aging.js';
import { MAX_INVOICES } from './invoice-aging.run.js';
import type run from './invoice-aging.run.js';

/** The first example's invoices, due this many days after the aging date: one in each bucket, whatever the day. */
const START_INVOICES = [
  { client: 'Acme Corp', reference: 'INV-101', amount: 1200, dueInDays: 9 },
  { client: 'Birch Studio', reference: 'INV-097', amount: 2500, dueInDays: -20 },
  { client: 'Cobalt Ltd', reference: 'INV-092', amount: 650, dueInDays: -40 },
  { client: 'Cobalt Ltd', reference: 'INV-088', amount: 800, dueInDays: -67 },
  { client: 'Birch Studio', reference: 'INV-071', amount: 4000, dueInDays: -113 },
];

/** A bucket inside a sentence of a chart's summary ("the largest bucket is …"). */
const BUCKET_IN_SENTENCE: Record<Bucket, { en: string; es: string }> = {
  current: { en: 'current (not yet due)', es: 'el de las facturas al corriente' },
  days1To30: { en: '1–30 days past due', es: 'el de 1–30 días de retraso' },
  days31To60: { en: '31–60 days past due', es: 'el de 31–60 días de retraso' },
  days61To90: { en: '61–90 days past due', es: 'el de 61–90 días de retraso' },
  over90: { en: 'more than 90 days past due', es: 'el de más de 90 días de retraso' },
};

export default definePage<typeof run>({
  form: {
    invoices: {
      label: { en: 'Unpaid invoices', es: 'Facturas impagadas' },
      help: { es: `Las facturas pendientes de cobro, hasta ${MAX_INVOICES}.` },
      fields: {
        client: {
          label: { en: 'Client', es: 'Cliente' },
          help: { es: 'Quién debe la factura (opcional; se repite tal cual en el resultado).' },
        },
        reference: {
          label: { en: 'Reference', es: 'Referencia' },
          help: { es: 'Número de factura u otra referencia (opcional; se repite tal cual en el resultado).' },
        },
        amount: {
          label: { en: 'Amount unpaid', es: 'Importe impagado' },
          help: { es: 'Importe pendiente de cobro, mayor que 0 y como máximo un billón, en la misma moneda para todas las facturas.' },
        },
        dueDate: {
          label: { en: 'Due date', es: 'Fecha de vencimiento' },
          help: { es: 'Fecha en que vencía la factura.' },
        },
      },
    },
    today: {
      label: { en: 'Aging date', es: 'Fecha de referencia' },
      help: { es: 'Fecha a la que se calcula la antigüedad de las facturas.' },
    },
    annualRatePct: {
      label: { en: 'Annual late-fee rate (%)', es: 'Interés de demora anual (%)' },
      help: { es: 'Tipo anual de los intereses de demora, de 0 a 100 (12 significa un 12 % al año); interés simple con base real/365.' },
    },
    currency: currencyFieldText,
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const owed = money(out.totalOutstanding);
      if (out.totalOverdue === 0) return t(`You are owed ${owed}, none of it overdue yet.`, `Te deben ${owed} y aún no hay nada vencido.`);
      const fees = money(out.totalLateFees);
      return out.totalOverdue === out.totalOutstanding
        ? t(`You are owed ${owed}, all of it overdue, with ${fees} of late fees.`, `Te deben ${owed}, todo vencido, con ${fees} de intereses de demora.`)
        : t(
            `You are owed ${owed}, of which ${money(out.totalOverdue)} is overdue, with ${fees} of late fees.`,
            `Te deben ${owed}, de los que ${money(out.totalOverdue)} están vencidos, con ${fees} de intereses de demora.`,
          );
    },
    currency: (output) => output.currency,
    // The aging date is today, with invoices due before and after it so that every bucket shows.
    start: (today, locale) => ({
      today,
      annualRatePct: 12,
      currency: startCurrency(locale),
      invoices: START_INVOICES.map(({ dueInDays, ...invoice }) => ({ ...invoice, dueDate: addDays(today, dueInDays) })),
    }),
    headline: [
      { field: 'totalOutstanding', label: { en: 'Total outstanding', es: 'Total pendiente' }, format: 'money' },
      { field: 'totalOverdue', label: { en: 'Overdue', es: 'Vencido' }, format: 'money' },
      { field: 'totalLateFees', label: { en: 'Late fees', es: 'Intereses de demora' }, format: 'money' },
    ],
    details: [
      { field: 'totalWithLateFees', label: { en: 'Outstanding plus late fees', es: 'Pendiente más intereses de demora' }, format: 'money' },
      { field: 'invoiceCount', label: { en: 'Invoices', es: 'Facturas' }, format: 'integer' },
      { field: 'overdueCount', label: { en: 'Overdue invoices', es: 'Facturas vencidas' }, format: 'integer' },
      {
        field: 'weightedAverageDaysLate',
        label: { en: 'Average days late, weighted by amount', es: 'Media de días de retraso, ponderada' },
        format: 'number',
      },
      { field: 'annualRatePct', label: { en: 'Annual late-fee rate', es: 'Interés de demora anual' }, format: 'percent' },
      { field: 'today', label: { en: 'Aging date', es: 'Fecha de referencia' }, format: 'date' },
    ],
    tables: [
      {
        field: 'invoices',
        title: { en: 'Invoices by age', es: 'Facturas por antigüedad' },
        columns: [
          { field: 'client', label: { en: 'Client', es: 'Cliente' }, format: 'text' },
          { field: 'reference', label: { en: 'Reference', es: 'Referencia' }, format: 'text' },
          { field: 'amount', label: { en: 'Amount', es: 'Importe' }, format: 'money' },
          { field: 'dueDate', label: { en: 'Due date', es: 'Vencimiento' }, format: 'date' },
          { field: 'daysPastDue', label: { en: 'Days past due', es: 'Días de retraso' }, format: 'integer' },
          { field: 'bucket', label: { en: 'Bucket', es: 'Tramo' }, format: 'text', choices: BUCKET_NAMES },
          { field: 'lateFee', label: { en: 'Late fee', es: 'Intereses de demora' }, format: 'money' },
        ],
      },
    ],
    chart(output, _input, tools) {
      if (output.totalOutstanding === 0) return undefined;
      const { t, locale } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      // The bucket holding the most money (the earliest on ties): highlighted and named in the summary.
      const largest = BUCKETS.reduce((best, b) => (output.buckets[b].amount > output.buckets[best].amount ? b : best), BUCKETS[0]);
      const overdue =
        output.totalOverdue === 0
          ? t(`Of ${money(output.totalOutstanding)} outstanding, nothing is overdue.`, `De ${money(output.totalOutstanding)} pendientes, no hay nada vencido.`)
          : t(
              `Of ${money(output.totalOutstanding)} outstanding, ${money(output.totalOverdue)} is overdue; ` +
                `the largest bucket is ${BUCKET_IN_SENTENCE[largest].en}, with ${money(output.buckets[largest].amount)}.`,
              `De ${money(output.totalOutstanding)} pendientes, ${money(output.totalOverdue)} están vencidos; ` +
                `el tramo con más importe es ${BUCKET_IN_SENTENCE[largest].es}, con ${money(output.buckets[largest].amount)}.`,
            );
      return {
        kind: 'bars',
        title: t('Amount outstanding by age', 'Importe pendiente por antigüedad'),
        summary: overdue,
        format: 'money',
        axis: t('Days past due', 'Días de retraso'),
        bars: BUCKETS.map((b) => ({ label: BUCKET_NAMES[b][locale], value: output.buckets[b].amount, highlight: b === largest })),
      };
    },
  },
});
