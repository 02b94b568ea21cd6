import { afterEach, describe, expect, it } from 'vitest';
import { ecbHistoryXml, fullSizeHistoryXml } from '../../test/support/fake-ecb-history.js';
import { ecbXml, manualClock, startFakeEcb, type FakeEcb, type FakeEcbBehaviour } from '../../test/support/fake-ecb.js';
import { parseEcbHistory } from './ecb-history-feed.js';
import { createEcbHistory } from './ecb-history.js';
import { cpuNow } from '../../test/support/run-op.js';

/** A few days around Christmas 2024 and the weekend before, as the history file would have them. */
const DAYS = {
  '1999-01-04': { USD: '1.1789', JPY: '133.73', DEM: '1.95583' },
  '2024-12-20': { USD: '1.0390', JPY: '163.52', GBP: '0.82900' },
  '2024-12-23': { USD: '1.0405', JPY: '163.83', GBP: '0.83000' },
  '2024-12-24': { USD: '1.0410', JPY: '163.91', GBP: '0.82855' },
  '2024-12-27': { USD: '1.0427', JPY: '164.45', GBP: '0.83005' },
};

describe('the history file parser', () => {
  it('reads every day, exact decimals, and finds the publication in force on any day', () => {
    const history = parseEcbHistory(ecbHistoryXml(DAYS));
    expect(history).toMatchObject({ first: '1999-01-04', last: '2024-12-27', days: 5 });
    expect(history.on('2024-12-24')).toEqual({ date: '2024-12-24', rates: DAYS['2024-12-24'] });
    // Christmas and Boxing Day (TARGET holidays): Christmas Eve's rates.
    expect(history.on('2024-12-26')).toEqual({ date: '2024-12-24', rates: DAYS['2024-12-24'] });
    // A weekend: the Friday's.
    expect(history.on('2024-12-22')?.date).toBe('2024-12-20');
    expect(history.on('2030-01-01')?.date).toBe('2024-12-27');
    expect(history.on('1999-01-03')).toBeUndefined();
    expect(history.on('1999-01-04')?.rates).toEqual({ USD: '1.1789', JPY: '133.73', DEM: '1.95583' });
  });

  it('reads the daily layout too (single quotes), and ignores comments, the declaration and the attributes’ order', () => {
    const history = parseEcbHistory(ecbXml('2026-11-20', { USD: '1.1578' }).replace('<Cube>', '<!-- a comment --><Cube>'));
    expect(history.on('2026-11-20')).toEqual({ date: '2026-11-20', rates: { USD: '1.1578' } });
    const swapped = `<Envelope><Cube><Cube time="2024-12-20"><Cube rate="1.1" currency="USD" /></Cube></Cube></Envelope>`;
    expect(parseEcbHistory(swapped).on('2024-12-20')).toEqual({ date: '2024-12-20', rates: { USD: '1.1' } });
  });

  it('reads a file of the real one’s size (10 MB, 7,141 days) in bounded time and keeps it compactly', () => {
    const xml = fullSizeHistoryXml();
    expect(xml.length).toBeGreaterThan(9_000_000);
    const start = cpuNow();
    const history = parseEcbHistory(xml);
    const ms = cpuNow() - start;
    expect(history).toMatchObject({ first: '1999-01-04', last: '2026-11-20', days: 7141 });
    // Measured: about 200 ms here, and 3.5 MB kept (fast-xml-parser: 1 s and 100 MB for the same file). A guard about
    // 20× the quiet time, so a busy machine does not trip it.
    expect(ms).toBeLessThan(4_000);
    expect(Object.keys(history.on('2020-01-05')!.rates)).toHaveLength(33);
  });

  const wrap = (inner: string) => `<gesmes:Envelope xmlns:gesmes="g"><Cube>${inner}</Cube></gesmes:Envelope>`;
  it.each([
    ['', 'has no Envelope element'],
    ['Service unavailable', "is not the ECB history layout (line 1: text 'Service unavailable')"],
    ['<html><body>Maintenance</body></html>', "is not the ECB history layout (line 1: 'html' where the Envelope should be)"],
    [wrap(''), 'has an empty rate list (no dated Cube)'],
    [wrap("<Cube time='2024-12-20'></Cube>"), 'has an empty rate list for 2024-12-20'],
    [wrap("<Cube time='2024-12-32'><Cube currency='USD' rate='1.1'/></Cube>"), "has an invalid date '2024-12-32'"],
    [wrap("<Cube><Cube currency='USD' rate='1.1'/></Cube>"), 'has a Cube without a time attribute'],
    [wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='1.1'/></Cube>".repeat(2)), 'lists 2024-12-20 twice'],
    [wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='-1'/></Cube>"), "has an invalid rate '-1' for USD (must be a positive decimal)"],
    [wrap("<Cube time='2024-12-20'><Cube currency='EUR' rate='1'/></Cube>"), 'lists EUR, the base currency, as a rate'],
    [wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='1.1'/><Cube currency='USD' rate='1.2'/></Cube>"), 'lists USD twice'],
    [wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='1.1'><Cube/></Cube></Cube>"), 'is not the ECB history layout (line 1: a Cube nested too deep)'],
    [wrap("<Cube time='2024-12-20'><Rate currency='USD' rate='1.1'/></Cube>"), "is not the ECB history layout (line 1: unexpected element 'Rate')"],
    [wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='1.1'/></Cube"), 'is not the ECB history layout (line 1: a tag that is not well-formed)'],
    [wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='1.1'/>"), "is not the ECB history layout (line 1: closing tag 'gesmes:Envelope' does not match)"],
    [`${wrap("<Cube time='2024-12-20'><Cube currency='USD' rate='1.1'/></Cube>")}<more/>`, "is not the ECB history layout (line 1: 'more' where the Envelope should be)"],
  ])('refuses %j: %s', (xml, message) => {
    expect(() => parseEcbHistory(xml)).toThrow(expect.objectContaining({ name: 'FeedError', message: expect.stringContaining(message) }));
  });
});

let fake: FakeEcb | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function source(behaviour: FakeEcbBehaviour, timeoutMs = 10_000) {
  fake = await startFakeEcb(behaviour);
  const clock = manualClock('2024-12-30T12:00:00Z'); // Monday 30 December 2024, 13:00 in Frankfurt
  return { fake, clock, history: createEcbHistory({ url: fake.url, now: clock.now, timeoutMs }) };
}

describe('the history source', () => {
  it('fetches the file once for any number of concurrent requests (single flight), then answers from memory', async () => {
    const { fake, history } = await source({ kind: 'xml', body: ecbHistoryXml(DAYS), delayMs: 100 });
    const answers = await Promise.all(['2024-12-20', '2024-12-22', '2024-12-25', '1999-01-04'].flatMap((d) => Array.from({ length: 5 }, () => history.on(d))));
    expect(fake.requests).toBe(1);
    expect(answers.map((a) => (a.ok ? a.feed.date : a.reason.en))).toEqual(
      ['2024-12-20', '2024-12-20', '2024-12-24', '1999-01-04'].flatMap((d) => Array(5).fill(d)),
    );
    expect(answers[0]).toEqual({ ok: true, feed: { date: '2024-12-20', rates: DAYS['2024-12-20'] }, url: fake.url, fetchedAt: new Date('2024-12-30T12:00:00Z') });
    await history.on('2024-12-23');
    expect(fake.requests).toBe(1);
  });

  it('fetches again for a later day only once a new publication is due, at most once per publication', async () => {
    const { fake, clock, history } = await source({ kind: 'xml', body: ecbHistoryXml(DAYS) });
    expect(await history.on('2024-12-30')).toMatchObject({ ok: true, feed: { date: '2024-12-27' } });
    // Monday 30 December before 16:00 Frankfurt: the file is current, nothing is asked.
    clock.set('2024-12-30T14:59:00Z');
    await history.on('2024-12-30');
    expect(fake.requests).toBe(1);
    // 16:00: Monday's publication is due. A day the file holds still needs nothing; a later one fetches it again.
    clock.set('2024-12-30T15:10:00Z');
    await history.on('2024-12-27');
    expect(fake.requests).toBe(1);
    fake.behaviour = { kind: 'xml', body: ecbHistoryXml({ ...DAYS, '2024-12-30': { USD: '1.0444' } }) };
    expect(await history.on('2024-12-30')).toMatchObject({ ok: true, feed: { date: '2024-12-30', rates: { USD: '1.0444' } } });
    await Promise.all([history.on('2024-12-30'), history.on('2024-12-31')]);
    expect(fake.requests).toBe(2);
  });

  it('says why it failed, and asks again only after 60 s; days already held are still answered', async () => {
    const { fake, clock, history } = await source({ kind: 'status', status: 503 }, 300); // it hangs later on: the limit is what it reports
    const failures = await Promise.all(Array.from({ length: 10 }, () => history.on('2024-12-20')));
    expect(fake.requests).toBe(1);
    expect(failures[0]).toEqual({
      ok: false,
      reason: { en: 'answered HTTP 503', es: 'respondió con un error HTTP 503' },
      at: new Date('2024-12-30T12:00:00Z'),
      retryAt: new Date('2024-12-30T12:01:00Z'),
    });
    fake.behaviour = { kind: 'xml', body: ecbHistoryXml(DAYS) };
    clock.advance(59_999);
    expect((await history.on('2024-12-20')).ok).toBe(false);
    expect(fake.requests).toBe(1);
    clock.advance(1);
    expect(await history.on('2024-12-20')).toMatchObject({ ok: true, feed: { date: '2024-12-20' } });
    expect(fake.requests).toBe(2);
    // The file fails later: what it held is still served; a day past it is refused until the retry.
    fake.behaviour = { kind: 'hang' };
    clock.set('2025-01-02T16:00:00Z');
    expect(await history.on('2024-12-23')).toMatchObject({ ok: true, feed: { date: '2024-12-23' } });
    expect(fake.requests).toBe(2);
    expect(await history.on('2025-01-02')).toMatchObject({ ok: false, reason: { en: 'did not answer within 300 ms' } });
    expect(await history.on('2024-12-24')).toMatchObject({ ok: true, feed: { date: '2024-12-24' } });
    expect(fake.requests).toBe(3);
  });

  it.each([
    ['unusable data', { kind: 'xml', body: '<html>Maintenance</html>' }, "sent unusable data: it is not the ECB history layout (line 1: 'html' where the Envelope should be)"],
    ['a body beyond the size limit', { kind: 'xml', body: ecbHistoryXml(DAYS) + ' '.repeat(33 * 1024 * 1024) }, 'sent more than 33554432 bytes'],
    ['a trickle', { kind: 'trickle' }, 'did not answer within 300 ms'],
  ] as const)('fails on %s, saying so', async (_label, behaviour, reason) => {
    const { history } = await source(behaviour, behaviour.kind === 'xml' ? 10_000 : 300);
    expect(await history.on('2024-12-20')).toMatchObject({ ok: false, reason: { en: reason } });
  });
});
