import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ecbXml } from '../../test/support/fake-ecb.js';
import { parseEcbFeed } from './ecb-feed.js';
import { ECB_SNAPSHOT } from './ecb-snapshot.js';

describe('the embedded snapshot', () => {
  it('is the XML shipped beside it, read by the live feed parser: 9 May 2025, 30 currencies including BGN', () => {
    const xml = readFileSync(new URL('./ecb-snapshot-2025-05-09.xml', import.meta.url), 'utf8');
    const feed = parseEcbFeed(xml);
    expect(feed.date).toBe('2025-05-09');
    expect(feed.date).toBe(ECB_SNAPSHOT.date);
    expect(Object.keys(feed.rates)).toHaveLength(30);
    expect(feed.rates).toEqual(ECB_SNAPSHOT.rates);
    expect(Object.keys(feed.rates)).toEqual(Object.keys(ECB_SNAPSHOT.rates)); // the feed's order too
    expect(feed.rates).toMatchObject({ USD: '1.1252', JPY: '163.36', BGN: '1.9558', HUF: '404.9', IDR: '18606.59', SGD: '1.46' });
  });

  it('is the same file as the shared data set', () => {
    const shipped = readFileSync(new URL('./ecb-snapshot-2025-05-09.xml', import.meta.url), 'utf8');
    let shared: string | undefined;
    try {
      shared = readFileSync('/work/shared/data/ecb-eurofxref-2025-05-09.xml', 'utf8');
    } catch {
      return; // outside the workspace that holds the shared data
    }
    expect(shipped).toBe(shared);
  });
});

describe('ECB feed parser', () => {
  it('keeps every rate as the exact published decimal', () => {
    expect(parseEcbFeed(ecbXml('2026-11-20', { USD: '1.1578', JPY: '180.10', IDR: '19342.51', XAU: '0.00025' }))).toEqual({
      date: '2026-11-20',
      rates: { USD: '1.1578', JPY: '180.10', IDR: '19342.51', XAU: '0.00025' },
    });
  });

  it('takes the latest day of a multi-day document (the 90-day feed)', () => {
    const days = ['2026-11-18', '2026-11-20', '2026-11-19'].map((d, i) => `<Cube time='${d}'><Cube currency='USD' rate='1.1${i}'/></Cube>`);
    const xml = `<gesmes:Envelope xmlns:gesmes="g"><Cube>${days.join('')}</Cube></gesmes:Envelope>`;
    expect(parseEcbFeed(xml)).toEqual({ date: '2026-11-20', rates: { USD: '1.11' } });
  });

  const wrap = (inner: string) => `<gesmes:Envelope xmlns:gesmes="g"><Cube>${inner}</Cube></gesmes:Envelope>`;
  const day = (cubes: string, time = "time='2026-11-20'") => wrap(`<Cube ${time}>${cubes}</Cube>`);

  it.each([
    ['', 'is not well-formed XML (line 1: Start tag expected.)'],
    ['Service unavailable', "is not well-formed XML (line 1: char 'S' is not expected.)"],
    ['{"rates": {}}', "is not well-formed XML (line 1: char '{' is not expected.)"],
    ['<Envelope><subject>Reference rates</subject></Envelope>', 'has 0 top-level Cube elements instead of 1'],
    ['<Envelope><Cube/><Cube/></Envelope>', 'has 2 top-level Cube elements instead of 1'],
    ['<Envelope/>', 'has no Envelope element'],
    ['<rates><Cube/></rates>', 'has no Envelope element'],
    [wrap(''), 'has an empty rate list (no dated Cube)'],
    [day(''), 'has an empty rate list for 2026-11-20'],
    [day("<Cube currency='USD' rate='1.1'/>", ''), 'has a Cube without a time attribute'],
    [day("<Cube currency='USD' rate='1.1'/>", "time='2026-02-30'"), "has an invalid date '2026-02-30'"],
    [day("<Cube currency='USD' rate='1.1'/>", "time='20.11.2026'"), "has an invalid date '20.11.2026'"],
    [day("<Cube currency='usd' rate='1.1'/>"), "has an invalid currency code 'usd'"],
    [day("<Cube currency='USDX' rate='1.1'/>"), "has an invalid currency code 'USDX'"],
    [day("<Cube rate='1.1'/>"), "has an invalid currency code 'undefined'"],
    [day("<Cube currency='EUR' rate='1'/>"), 'lists EUR, the base currency, as a rate'],
    [day("<Cube currency='USD' rate='1.1'/><Cube currency='USD' rate='1.2'/>"), 'lists USD twice'],
    [day("<Cube currency='USD'/>"), "has an invalid rate 'undefined' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate=''/>"), "has an invalid rate '' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='0'/>"), "has an invalid rate '0' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='0.0000'/>"), "has an invalid rate '0.0000' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='-1.1'/>"), "has an invalid rate '-1.1' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='1,1252'/>"), "has an invalid rate '1,1252' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='1.1e2'/>"), "has an invalid rate '1.1e2' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate=' 1.1'/>"), "has an invalid rate ' 1.1' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='01.1'/>"), "has an invalid rate '01.1' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='NaN'/>"), "has an invalid rate 'NaN' for USD (must be a positive decimal)"],
    [day("<Cube currency='USD' rate='1.1234567890123456'/>"), 'has a rate for USD with more than 15 significant digits'],
  ])('refuses %j: %s', (xml, message) => {
    expect(() => parseEcbFeed(xml)).toThrow(message);
    expect(() => parseEcbFeed(xml)).toThrow(expect.objectContaining({ name: 'FeedError', message }));
  });
});
