import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake feed does with the next requests. */
export type FakeEcbBehaviour =
  | { kind: 'xml'; body: string; delayMs?: number }
  | { kind: 'status'; status: number; body?: string }
  /** Sends the headers, then never finishes the body. */
  | { kind: 'trickle' }
  /** Never answers. */
  | { kind: 'hang' };

export interface FakeEcb {
  /** The feed address on loopback. */
  url: string;
  /** Requests received so far. */
  readonly requests: number;
  behaviour: FakeEcbBehaviour;
  close(): Promise<void>;
}

/** The daily feed's XML layout, with the given date and rates (currency → published decimal). */
export function ecbXml(date: string, rates: Record<string, string>): string {
  const cubes = Object.entries(rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n' +
    '\t<gesmes:subject>Reference rates</gesmes:subject>\n' +
    '\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n' +
    `\t<Cube>\n\t\t<Cube time='${date}'>\n${cubes}\n\t\t</Cube>\n\t</Cube>\n` +
    '</gesmes:Envelope>\n'
  );
}

/** A stand-in for the ECB feed on a free loopback port: no test reaches the internet. */
export async function startFakeEcb(behaviour: FakeEcbBehaviour): Promise<FakeEcb> {
  let requests = 0;
  const state = { behaviour };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests++;
    const b = state.behaviour;
    switch (b.kind) {
      case 'xml': {
        const send = () => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(b.body);
        if (!b.delayMs) return send();
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, b.delayMs);
        timers.add(timer);
        return;
      }
      case 'status':
        return res.writeHead(b.status, { 'content-type': 'text/plain' }).end(b.body ?? 'error');
      case 'trickle':
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.write('<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope');
        return;
      case 'hang':
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    get requests() {
      return requests;
    },
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(next: FakeEcbBehaviour) {
      state.behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A clock the test moves by hand. */
export function manualClock(start: string | Date) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (to: string | Date) => {
      t = new Date(to).getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}
