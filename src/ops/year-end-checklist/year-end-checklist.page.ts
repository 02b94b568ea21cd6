import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './year-end-checklist.run.js';

export default definePage<typeof run>({
  form: {
    incomeDropNext: {
      label: { en: 'Lower income expected next year', es: 'Espero ingresar menos el año que viene' },
      help: { es: 'Marca la casilla si esperas ingresos más bajos el año que viene.' },
    },
    plannedPurchases: {
      label: { en: 'Business purchases planned', es: 'Compras previstas para el negocio' },
      help: { es: 'Marca la casilla si vas a hacer compras para el negocio de todos modos.' },
    },
    retirementPlan: {
      label: { en: 'Solo retirement plan (401(k), SEP)', es: 'Plan de jubilación propio (401(k), SEP)' },
      help: { es: 'Marca la casilla si tienes un plan de jubilación individual o similar (401(k) de un solo partícipe, SEP) o estás pensando en abrirlo.' },
    },
    hasInvestments: {
      label: { en: 'Taxable investments', es: 'Inversiones que tributan' },
      help: { es: 'Marca la casilla si tienes inversiones que tributan (fuera de planes de jubilación).' },
    },
    paidContractors: {
      label: { en: 'Paid subcontractors this year', es: 'He pagado a subcontratistas este año' },
      help: {
        es: 'Marca la casilla si has pagado a subcontratistas este año (el umbral del formulario 1099-NEC es de 600 US$ para los pagos hechos en 2025 y de 2.000 US$ para los hechos en 2026).',
      },
    },
    behindOnQuarterlies: {
      label: { en: 'Behind on estimated tax payments', es: 'Voy atrasado en los pagos estimados' },
      help: { es: 'Marca la casilla si vas atrasado en los pagos trimestrales del impuesto estimado.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const actions = out.sections.reduce((sum, section) => sum + section.items.length, 0);
      const sections = out.sections.length;
      const actionWords = actions === 1 ? t('1 thing to do', '1 tarea') : t(`${actions} things to do`, `${actions} tareas`);
      const sectionWords = sections === 1 ? t('1 section', '1 sección') : t(`${sections} sections`, `${sections} secciones`);
      return t(
        `Your ${out.taxYear} year-end checklist has ${actionWords}, in ${sectionWords}.`,
        `Tu lista de cierre del ejercicio ${out.taxYear} tiene ${actionWords}, en ${sectionWords}.`,
      );
    },
    headline: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Ejercicio' }, format: 'text' },
    ],
    details: [
      { field: 'asOf', label: { en: 'Date of the checklist', es: 'Fecha de la lista' }, format: 'date' },
    ],
    tables: [
      {
        field: 'sections',
        title: { en: 'Your year-end checklist', es: 'Tu lista de fin de año' },
        columns: [
          { field: 'title', label: { en: 'Section', es: 'Sección' }, format: 'text' },
          { field: 'applies', label: { en: 'Why it applies', es: 'Por qué te afecta' }, format: 'text' },
          { field: 'items', label: { en: 'Actions', es: 'Acciones' }, format: 'text', keys: ['action', 'deadline', 'why', 'source', 'furtherReading'] },
        ],
      },
      {
        field: 'skippedSections',
        title: { en: 'Sections left out', es: 'Secciones omitidas' },
        columns: [
          { field: 'title', label: { en: 'Section', es: 'Sección' }, format: 'text' },
          { field: 'reason', label: { en: 'Why', es: 'Motivo' }, format: 'text' },
        ],
      },
    ],
  },
});
