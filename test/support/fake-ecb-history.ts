import { Temporal } from 'temporal-polyfill';
import { isPublicationDay } from '../../src/services/ecb-calendar.js';

/**
 * The ECB history file's layout (eurofxref-hist.xml: double quotes, newest day first), with the given days
 * (date → currency → published decimal).
 */
export function ecbHistoryXml(days: Record<string, Record<string, string>>): string {
  const dated = Object.keys(days)
    .sort()
    .reverse()
    .map((date) => {
      const cubes = Object.entries(days[date]!).map(([currency, rate]) => `\t\t\t<Cube currency="${currency}" rate="${rate}"/>\n`);
      return `\t\t<Cube time="${date}">\n${cubes.join('')}\t\t</Cube>\n`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n' +
    '\t<gesmes:subject>Reference rates</gesmes:subject>\n' +
    '\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n' +
    `\t<Cube>\n${dated.join('')}\t</Cube>\n` +
    '</gesmes:Envelope>\n'
  );
}

/** 41 codes, as many as the file has held on one day (1999–2000 had some now gone, later years some new ones). */
const CODES = (
  'USD JPY BGN CYP CZK DKK EEK GBP HUF LTL LVL MTL PLN ROL RON SEK SIT SKK CHF ISK NOK TRL TRY AUD BRL CAD CNY HKD IDR ' +
  'ILS INR KRW MXN MYR NZD PHP SGD THB ZAR HRK RUB'
).split(' ');

/**
 * A history file of the real one's size: every TARGET working day from 1999-01-04 to `last`, each with `perDay`
 * currencies (the real file has 30 to 41) and rates written like the ECB's (4 to 7 significant digits).
 */
export function fullSizeHistoryXml(last = '2026-11-20', perDay = 33): string {
  const days: Record<string, Record<string, string>> = {};
  let seed = 1;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let d = Temporal.PlainDate.from('1999-01-04'); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(last)) <= 0; d = d.add({ days: 1 })) {
    if (!isPublicationDay(d)) continue;
    days[d.toString()] = Object.fromEntries(CODES.slice(0, perDay).map((code, i) => [code, (next() * 10 ** (i % 5)).toPrecision(5 + (i % 3))]));
  }
  return ecbHistoryXml(days);
}
