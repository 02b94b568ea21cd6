import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './transfer-fees.run.js';

export default definePage<typeof run>({
  form: {
    amount: {
      label: { en: 'Amount sent ($)', es: 'Importe enviado (US$)' },
      help: { es: 'Importe que envías, en dólares estadounidenses; de 0,01 a un billón.' },
    },
    pctFee: {
      label: { en: 'Percentage fee (%)', es: 'Comisión porcentual (%)' },
      help: { es: 'Comisión del proveedor en porcentaje del importe enviado (1,5 significa 1,5 %), de 0 a 100. Si no la indicas, cuenta como 0.' },
    },
    fixedFee: {
      label: { en: 'Flat fee ($)', es: 'Comisión fija (US$)' },
      help: { es: 'Comisión fija del proveedor por transferencia, en dólares estadounidenses. Si no la indicas, cuenta como 0.' },
    },
    fxMarkupPct: {
      label: { en: 'Exchange-rate markup (%)', es: 'Margen sobre el tipo de cambio (%)' },
      help: {
        es: 'Cuánto peor que el tipo medio de mercado es el tipo de cambio del proveedor, en porcentaje, de 0 a 100. Si no lo indicas, cuenta como 0 (conversión al tipo medio).',
      },
    },
    recipientFee: {
      label: { en: 'Fee on arrival ($)', es: 'Comisión de destino (US$)' },
      help: {
        es: 'Comisión que se descuenta a la llegada (banco receptor o intermediario), en dólares al tipo medio de mercado. Si no la indicas, cuenta como 0.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const sent = money(out.amount);
      const cost = money(out.totalCost);
      const pct = tools.format(out.effectiveCostPct, 'percent');
      if (out.arrivesUsdEquivalent <= 0) {
        return t(
          `Sending ${sent} costs ${cost} in fees, more than the amount itself, so nothing arrives.`,
          `Enviar ${sent} cuesta ${cost} en comisiones, más que el propio importe, así que no llega nada.`,
        );
      }
      const arrives = money(out.arrivesUsdEquivalent);
      // Without a quote the figures are the World Bank's global average: an estimate, said as one.
      return out.quoteUsed === null
        ? t(
            `Sending ${sent} costs about ${cost} (${pct}) at the global average, so about ${arrives} arrives at the mid-market rate.`,
            `Enviar ${sent} cuesta unos ${cost} (un ${pct}) según la media mundial, así que llegan unos ${arrives} al tipo de cambio medio.`,
          )
        : t(
            `Sending ${sent} costs ${cost} (${pct}), so ${arrives} arrives at the mid-market rate.`,
            `Enviar ${sent} cuesta ${cost} (un ${pct}), así que llegan ${arrives} al tipo de cambio medio.`,
          );
    },
    currency: 'USD',
    headline: [
      { field: 'totalCost', label: { en: 'Total cost', es: 'Coste total' }, format: 'money' },
      { field: 'effectiveCostPct', label: { en: 'Effective cost', es: 'Coste efectivo' }, format: 'percent' },
      { field: 'arrivesUsdEquivalent', label: { en: 'What arrives, at mid-market', es: 'Lo que llega, al tipo medio' }, format: 'money' },
    ],
    details: [
      { field: 'amount', label: { en: 'Amount sent', es: 'Importe enviado' }, format: 'money' },
      { field: 'quoteUsed.pctFee', label: { en: 'Percentage fee', es: 'Comisión porcentual' }, format: 'percent' },
      { field: 'quoteUsed.fixedFee', label: { en: 'Flat fee', es: 'Comisión fija' }, format: 'money' },
      { field: 'quoteUsed.fxMarkupPct', label: { en: 'Exchange-rate markup', es: 'Margen sobre el tipo de cambio' }, format: 'percent' },
      { field: 'quoteUsed.recipientFee', label: { en: 'Fee on arrival', es: 'Comisión de destino' }, format: 'money' },
    ],
    tables: [
      {
        field: 'estimates',
        title: { en: 'Estimates from the World Bank averages', es: 'Estimaciones con las medias del Banco Mundial' },
        columns: [
          { field: 'label', label: { en: 'Type of provider', es: 'Tipo de proveedor' }, format: 'text' },
          { field: 'costPct', label: { en: 'Average cost', es: 'Coste medio' }, format: 'percent' },
          { field: 'totalCost', label: { en: 'Estimated cost', es: 'Coste estimado' }, format: 'money' },
          { field: 'arrivesUsdEquivalent', label: { en: 'What arrives, at mid-market', es: 'Lo que llega, al tipo medio' }, format: 'money' },
          { field: 'observed', label: { en: 'Observed', es: 'Observado' }, format: 'text' },
        ],
      },
    ],
  },
});
