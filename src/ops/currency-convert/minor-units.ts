/**
 * Decimal places of each currency's minor unit, from ISO 4217 Table A.1 ("List One"), column CcyMnrUnts, as
 * published by SIX, the ISO 4217 maintenance agency. Every currency in the ECB's reference rates is listed, plus EUR.
 * Checked on 2026-11-21 against List One as published 2024-06-25 (read from a copy of list-one.xml: SIX's live
 * file could not be fetched from where this was written).
 * Note HUF: ISO 4217 gives 2 even though forint cash has no coins below 5 Ft and prices are often quoted whole;
 * ISO 4217 is the rule here. ISK, JPY and KRW have none.
 */
export const MINOR_UNITS_SOURCE = {
  url: 'https://www.six-group.com/dam/download/financial-information/data-center/iso-currrency/lists/list-one.xml',
  edition: 'ISO 4217 List One, published 2024-06-25',
  lastChecked: '2026-11-21',
} as const;

export const MINOR_UNITS: Readonly<Record<string, number>> = {
  AUD: 2,
  BGN: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  RON: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  USD: 2,
  ZAR: 2,
};
