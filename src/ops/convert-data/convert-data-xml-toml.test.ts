import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it, type TestContext } from 'vitest';
import { InputError } from '../../core/errors.js';
import { seededRandom } from '../../core/seeded-random.js';
import { isDataObject, isLosslessNumber, LosslessNumber, parseJson, stringifyJson, type DataObject, type DataValue } from '../../formats/json.js';
import { parseToml, stringifyToml } from '../../formats/toml.js';
import { parseXmlData, stringifyXmlData } from '../../formats/xml.js';
import { parseYaml } from '../../formats/yaml.js';
import { cpuMs, fails, HANG_GUARD_CPU_MS, ok } from '../../../test/support/run-op.js';
import op from './convert-data.op.js';
import { convertData } from './convert-data.js';

const convert = async (text: string, from: string, to: string) => (await ok(op, { text, from, to })).result as string;
const converted = async (text: string, from: string, to: string) => (await ok(op, { text, from, to })) as { result: string; notes: string[] };

/** The Spanish message of a refused conversion. */
function spanish(text: string, from: Parameters<typeof convertData>[1], to: Parameters<typeof convertData>[2]): string | undefined {
  try {
    convertData(text, from, to);
  } catch (error) {
    if (error instanceof InputError) return error.es;
  }
  return undefined;
}

describe('convert-data: XML', () => {
  it('reads XML with the stated conventions: @attributes, #text, arrays only for repeated names, strings', async () => {
    const xml =
      '<?xml version="1.0"?>\n<order id="7" status=\'new\'>\n  <item sku="A1">2</item>\n  <item sku="B2"/>\n  <note>Ring &amp; wait &#x263A;</note>\n' +
      '  <total currency="EUR">9.50</total>\n  <empty/>\n  <one><x>1</x></one>\n</order>';
    expect(await convert(xml, 'xml', 'json')).toBe(
      '{\n  "order": {\n    "@id": "7",\n    "@status": "new",\n    "item": [\n      {\n        "@sku": "A1",\n        "#text": "2"\n      },\n' +
        '      {\n        "@sku": "B2"\n      }\n    ],\n    "note": "Ring & wait ☺",\n    "total": {\n      "@currency": "EUR",\n      "#text": "9.50"\n    },\n' +
        '    "empty": "",\n    "one": {\n      "x": "1"\n    }\n  }\n}',
    );
    // The shape depends on the counts: one <item> is an object, two are an array.
    expect(await convert('<r><item>a</item></r>', 'xml', 'json')).toBe('{\n  "r": {\n    "item": "a"\n  }\n}');
    expect(await convert('<r><item>a</item><item>b</item></r>', 'xml', 'json')).toBe('{\n  "r": {\n    "item": [\n      "a",\n      "b"\n    ]\n  }\n}');
    // A repeated name keeps the place of its first occurrence.
    expect(await convert('<r><a>1</a><b>2</b><a>3</a></r>', 'xml', 'json')).toBe('{\n  "r": {\n    "a": [\n      "1",\n      "3"\n    ],\n    "b": "2"\n  }\n}');
  });

  it('keeps text exactly, decodes CDATA and line ends, normalises attribute whitespace, and says what it left out', async () => {
    expect(await convert('<r>  two  spaces\r\n</r>', 'xml', 'json')).toBe('{\n  "r": "  two  spaces\\n"\n}');
    expect(await convert('<r><![CDATA[a < b & c]]> and &lt;d&gt;</r>', 'xml', 'json')).toBe('{\n  "r": "a < b & c and <d>"\n}');
    expect(await convert('<r a="x\ty\nz&#10;w"/>', 'xml', 'json')).toBe('{\n  "r": {\n    "@a": "x y z\\nw"\n  }\n}');
    const mixed = await converted('<!DOCTYPE p><!-- c --><p>Hello <b>big</b>\n world <?pi x?></p>', 'xml', 'json');
    expect(mixed.result).toBe('{\n  "p": {\n    "b": "big",\n    "#text": "Hello world"\n  }\n}');
    expect(mixed.notes).toEqual([
      'Comments, processing instructions and the DOCTYPE were left out: data has no place for them.',
      'An element held text beside child elements (mixed content): its pieces, trimmed, were joined with a space into "#text".',
    ]);
    // Namespaced names are kept as written, xmlns declarations as attributes; __proto__ is an ordinary name.
    expect(await convert('<p:r xmlns:p="urn:p"><p:a>1</p:a><__proto__>2</__proto__></p:r>', 'xml', 'json')).toBe(
      '{\n  "p:r": {\n    "@xmlns:p": "urn:p",\n    "p:a": "1",\n    "__proto__": "2"\n  }\n}',
    );
  });

  it('never expands a DTD entity: XXE and "billion laughs" are refused at once', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>';
    const message =
      'text: entity &xxe; comes from a DTD, and DTD entities are never expanded (no XXE, no "billion laughs"); replace each reference with its text';
    expect(await fails(op, { text: xxe, from: 'xml', to: 'json' })).toBe(message);
    const levels = ['<!ENTITY lol "lol">'];
    for (let n = 1; n <= 9; n++) levels.push(`<!ENTITY lol${n} "${`&lol${n === 1 ? '' : n - 1};`.repeat(10)}">`);
    const laughs = `<!DOCTYPE lolz [${levels.join('')}]><lolz>&lol9;</lolz>`;
    expect(await fails(op, { text: laughs, from: 'xml', to: 'json' })).toBe(message.replace('xxe', 'lol9'));
    expect(await cpuMs(op, { text: laughs, from: 'xml', to: 'json' })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(spanish(xxe, 'xml', 'json')).toBe(
      'text: la entidad &xxe; procede de una DTD, y las entidades de una DTD nunca se expanden (ni XXE ni «billion laughs»); sustituye cada referencia por su texto',
    );
  });

  it('refuses XML that is not well-formed, with line and column, and nesting past 500 elements', async () => {
    expect(await fails(op, { text: '<a>\n<b></a>', from: 'xml', to: 'json' })).toBe(
      'text: not well-formed XML at line 2, column 4: end tag </a> does not match start tag <b> at line 2, column 1',
    );
    expect(await fails(op, { text: '{"a":1}', from: 'xml', to: 'json' })).toBe('text: not well-formed XML at line 1, column 1: text before the root element');
    expect(await fails(op, { text: `${'<a>'.repeat(501)}${'</a>'.repeat(501)}`, from: 'xml', to: 'json' })).toBe('text: elements nested deeper than 500 levels');
  });

  it('writes XML from data: one root, @ keys as attributes, arrays as repeated elements, escaped text', async () => {
    const json =
      '{"order":{"@id":7,"@note":"a \\"b\\" <c>\\n","item":[{"@sku":"A1","#text":"2"},{"@sku":"B2"}],"text":"x < y & z ]]>","n":12345678901234567890,' +
      '"ok":true,"none":null,"empty":"","nested":{"deep":{"leaf":"v"}},"mixed":{"#text":"t","b":"u"}}}';
    expect(await convert(json, 'json', 'xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<order id="7" note="a &quot;b&quot; &lt;c>&#10;">\n  <item sku="A1">2</item>\n  <item sku="B2"/>\n' +
        '  <text>x &lt; y &amp; z ]]&gt;</text>\n  <n>12345678901234567890</n>\n  <ok>true</ok>\n  <none/>\n  <empty/>\n' +
        '  <nested>\n    <deep>\n      <leaf>v</leaf>\n    </deep>\n  </nested>\n  <mixed>t<b>u</b></mixed>\n</order>\n',
    );
  });

  it('refuses data XML cannot hold, naming where', async () => {
    const cases: [string, string][] = [
      ['{"a":1,"b":2}', 'text: XML needs exactly one root element: send an object with a single key, the root\'s name (found an object with 2 keys); wrap it, as {"root": …}'],
      ['[1,2]', 'text: XML needs exactly one root element: send an object with a single key, the root\'s name (found an array); wrap it, as {"root": …}'],
      ['{"items":[1,2]}', 'text: the root "items" is an array, which would be several root elements; wrap it, as {"root": {"items": […]}}'],
      ['{"r":{"a":[[1]]}}', 'text: an array directly inside an array (at r.a[0]) has no XML form; put each inner array in an object'],
      ['{"r":{"1st":1}}', 'text: the key "1st" (at r.1st) is not an XML element name (a letter or _ first, then letters, digits, - . _ :)'],
      ['{"r":{"@a b":1}}', 'text: the key "@a b" (at r.@a b) is not an XML attribute name (a letter or _ first, then letters, digits, - . _ :)'],
      ['{"r":{"@a":{"x":1}}}', 'text: the attribute "@a" at r holds an object; an attribute\'s value is text, a number or a boolean'],
      ['{"r":{"x":"\\u0001"}}', 'text: the text at r.x holds U+0001, which XML 1.0 cannot hold'],
    ];
    for (const [text, message] of cases) expect(await fails(op, { text, from: 'json', to: 'xml' }), text).toBe(message);
    expect(spanish('{"a":1,"b":2}', 'json', 'xml')).toBe(
      'text: XML necesita exactamente un elemento raíz: envía un objeto con una sola clave, el nombre de la raíz (se encontró un objeto con 2 claves); envuélvelo, como {"root": …}',
    );
  });

  it('goes round XML → JSON → XML unchanged for data in the conventions', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<catalog lang="en">\n  <book id="b1">\n    <title>XML &amp; You</title>\n    <tag>a</tag>\n    <tag>b</tag>\n  </book>\n' +
      '  <book id="b2">\n    <title>Second</title>\n  </book>\n</catalog>\n';
    const json = await convert(xml, 'xml', 'json');
    expect(await convert(json, 'json', 'xml')).toBe(xml);
    expect(await convert(xml, 'xml', 'xml')).toBe(xml);
  });
});

describe('convert-data: TOML', () => {
  it('reads TOML: 64-bit integers exact, floats as doubles, dates as RFC 3339 text, mixed arrays', async () => {
    const toml =
      'title = "TOML"\nbig = 9223372036854775807\nneg = -9223372036854775808\nhex = 0xDEADBEEF\nf = 1.0\nsmall = 6.626e-34\nz = -0.0\n' +
      'odt = 1979-05-27T00:32:00.999-07:00\nutc = 1979-05-27 07:32:00Z\nldt = 1979-05-27T07:32:00\nld = 1979-05-27\nlt = 07:32:00.5\n' +
      'mixed = [1, "a", { x = 1 }, [true]]\n[owner]\nname = "Tom"\n[[products]]\nsku = 1\n[[products]]\nsku = 2\n';
    expect(await convert(toml, 'toml', 'json')).toBe(
      stringifyJson(
        parseJson(
          '{"title":"TOML","big":9223372036854775807,"neg":-9223372036854775808,"hex":3735928559,"f":1.0,"small":6.626e-34,"z":-0.0,' +
            '"odt":"1979-05-27T00:32:00.999-07:00","utc":"1979-05-27T07:32:00Z","ldt":"1979-05-27T07:32:00","ld":"1979-05-27","lt":"07:32:00.500",' +
            '"mixed":[1,"a",{"x":1},[true]],"owner":{"name":"Tom"},"products":[{"sku":1},{"sku":2}]}',
        ),
        2,
      ),
    );
  });

  it('refuses inf and nan, and invalid TOML with line and column', async () => {
    expect(await fails(op, { text: '[a]\nb = [1, inf]', from: 'toml', to: 'json' })).toBe('text: a.b[1] is inf, which JSON has no form for');
    expect(await fails(op, { text: 'x = -inf', from: 'toml', to: 'json' })).toBe('text: x is -inf, which JSON has no form for');
    expect(await fails(op, { text: 'x = nan', from: 'toml', to: 'json' })).toBe('text: x is nan, which JSON has no form for');
    expect(await fails(op, { text: 'a = 1\na = 2', from: 'toml', to: 'json' })).toBe(
      'text: invalid TOML at line 2, column 1: trying to redefine an already defined table or value',
    );
    expect(spanish('a = 1\na = 2', 'toml', 'json')).toBe('text: TOML no válido en la línea 2, columna 1: se intenta redefinir una tabla o un valor ya definidos');
    expect(await fails(op, { text: '[t]\na = [9223372036854775808]', from: 'toml', to: 'json' })).toBe(
      "text: t.a[0] is 9223372036854775808, beyond TOML's 64-bit integers (TOML 1.0 requires them to be refused)",
    );
  });

  it('writes TOML: keys in order (tables before a later plain value inline), numbers as written', async () => {
    expect(await convert('{"a":1,"s":"q\\"\\n\\u0001\\u007f","f":1.50,"e":1E5,"t":{"x":[1,"two"]},"arr":[{"k":1},{"k":2}]}', 'json', 'toml')).toBe(
      'a = 1\ns = "q\\"\\n\\u0001\\u007F"\nf = 1.50\ne = 1E5\n\n[t]\nx = [1, "two"]\n\n[[arr]]\nk = 1\n\n[[arr]]\nk = 2\n',
    );
    expect(await convert('{"t":{"x":1},"after":2,"odd key":{},"2024":true}', 'json', 'toml')).toBe('t = { x = 1 }\nafter = 2\n"odd key" = {}\n2024 = true\n');
  });

  it('refuses what TOML cannot hold: null (with its path), integers past 64 bits, a top that is not a table', async () => {
    expect(await fails(op, { text: '{"servers":[{"port":null}]}', from: 'json', to: 'toml' })).toBe(
      'text: null at servers[0].port has no TOML form; remove the key or give it a value',
    );
    expect(spanish('{"servers":[{"port":null}]}', 'json', 'toml')).toBe('text: null en servers[0].port no tiene forma en TOML; quita la clave o dale un valor');
    expect(await fails(op, { text: '{"id":9223372036854775808}', from: 'json', to: 'toml' })).toBe(
      "text: 9223372036854775808 at id is beyond TOML's 64-bit integers; send it as a string",
    );
    expect(await convert('{"id":-9223372036854775808}', 'json', 'toml')).toBe('id = -9223372036854775808\n');
    expect(await fails(op, { text: '[1]', from: 'json', to: 'toml' })).toBe('text: a TOML document is a table: send an object (found an array); wrap it, as {"items": …}');
  });

  it('goes round TOML → JSON → TOML', async () => {
    const toml = 'name = "x"\nport = 8080\nratio = 0.5\n\n[db]\nhosts = ["a", "b"]\n\n[[db.replica]]\nid = 1\n\n[[db.replica]]\nid = 2\n';
    expect(await convert(await convert(toml, 'toml', 'json'), 'json', 'toml')).toBe(toml);
    expect(await convert(toml, 'toml', 'toml')).toBe(toml);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// toml-test (https://github.com/toml-lang/toml-test, MIT licence, in toml-test-valid.json with its source commit):
// every valid document of TOML 1.0.0 read and compared with the expected tagged JSON.

interface Tagged {
  type: string;
  value: string;
}
type Expected = Tagged | Expected[] | { [key: string]: Expected };

const isTagged = (value: Expected): value is Tagged => !Array.isArray(value) && typeof (value as Tagged).type === 'string' && typeof (value as Tagged).value === 'string' && Object.keys(value).length === 2;

/** A date-time as we write it: T between date and time, Z upper case, fractional seconds to the millisecond, none when zero. */
function normalDate(text: string): string {
  const t = text.replace(/^(\d{4}-\d{2}-\d{2})[ tT]/, '$1T').replace(/z$/, 'Z');
  return t.replace(/\.(\d+)/, (_, digits: string) => `.${digits.slice(0, 3).padEnd(3, '0')}`).replace(/\.000(?=$|Z|[+-])/, '');
}

/** Differences between our reading and toml-test's expectation, as paths. */
function compare(ours: DataValue, expected: Expected, path: string, problems: string[]): void {
  if (isTagged(expected)) {
    const { type, value } = expected;
    if (type === 'integer') {
      if (!(isLosslessNumber(ours) && ours.value === value)) problems.push(`${path}: ${String(ours)} ≠ integer ${value}`);
    } else if (type === 'float') {
      if (!(isLosslessNumber(ours) && Object.is(Number(ours.value), Number(value)))) problems.push(`${path}: ${String(ours)} ≠ float ${value}`);
    } else if (type === 'bool') {
      if (ours !== (value === 'true')) problems.push(`${path}: bool`);
    } else if (type === 'string') {
      if (ours !== value) problems.push(`${path}: string ${JSON.stringify(ours)} ≠ ${JSON.stringify(value)}`);
    } else if (typeof ours !== 'string' || ours !== normalDate(value)) problems.push(`${path}: ${String(ours)} ≠ ${type} ${value}`);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(ours) || ours.length !== expected.length) return void problems.push(`${path}: array length`);
    expected.forEach((item, i) => compare(ours[i]!, item, `${path}[${i}]`, problems));
    return;
  }
  if (!isDataObject(ours)) return void problems.push(`${path}: not a table`);
  const keys = Object.keys(expected);
  if (ours.size !== keys.length) problems.push(`${path}: ${ours.size} keys ≠ ${keys.length}`);
  for (const key of keys) compare(ours.get(key) ?? null, expected[key]!, `${path}.${key}`, problems);
}

describe('convert-data: TOML against the toml-test vectors', () => {
  const vectors = JSON.parse(readFileSync(new URL('./toml-test-valid.json', import.meta.url), 'utf8')) as {
    source: string;
    tests: { name: string; toml: string; expected: Expected }[];
  };
  /** Documents with inf or nan, which JSON cannot hold: they must be refused, with the inf/nan message. */
  const special = (expected: Expected): boolean =>
    isTagged(expected) ? expected.type === 'float' && /inf|nan/.test(expected.value) : Object.values(expected).some(special);

  it(`reads all ${209} valid TOML 1.0.0 documents as expected (inf and nan refused)`, () => {
    expect(vectors.tests.length).toBeGreaterThanOrEqual(200);
    const problems: string[] = [];
    let refused = 0;
    for (const { name, toml, expected } of vectors.tests) {
      if (special(expected)) {
        expect(() => parseToml(toml, 'text'), name).toThrow(/is (-?inf|nan), which JSON has no form for/);
        refused++;
        continue;
      }
      let ours: DataValue;
      try {
        ours = parseToml(toml, 'text');
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      compare(ours, expected, name, problems);
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Python as the independent reader: tomllib (3.11) reads the TOML we write, xml.etree the XML we write, and PyYAML
// resolves merge keys. Under CI=true a missing python3 or module fails the run; elsewhere these tests skip.

const PYTHON = `
import json, sys, tomllib
import xml.etree.ElementTree as ET
def tagged(x):
    if isinstance(x, bool) or x is None or isinstance(x, str): return x
    if isinstance(x, int): return {"int": str(x)}
    if isinstance(x, float): return {"float": repr(x)}
    if isinstance(x, list): return [tagged(i) for i in x]
    if isinstance(x, dict): return {"map": [[k, tagged(v)] for k, v in x.items()]}
    return {"other": type(x).__name__}
def element(e):
    children = list(e)
    if not e.attrib and not children: return {"text": e.text or ""}
    pairs = [["@" + k, {"text": v}] for k, v in e.attrib.items()]
    for c in children:
        for p in pairs:
            if p[0] == c.tag:
                p[1] = p[1] if "list" in p[1] else {"list": [p[1]]}
                p[1]["list"].append(element(c))
                break
        else: pairs.append([c.tag, element(c)])
    if children:
        pieces = [t.strip() for t in [e.text] + [c.tail for c in children] if t and t.strip()]
        if pieces: pairs.append(["#text", {"text": " ".join(pieces)}])
    elif e.text: pairs.append(["#text", {"text": e.text}])
    return {"map": pairs}
def run(kind, text):
    try:
        if kind == "toml": return tagged(tomllib.loads(text))
        if kind == "xml":
            root = ET.fromstring(text.encode("utf-8"))
            return {"map": [[root.tag, element(root)]]}
        import yaml
        return tagged(yaml.safe_load(text))
    except Exception as e:
        return {"error": type(e).__name__ + ": " + str(e)}
jobs = json.loads(sys.stdin.buffer.read().decode("utf-8"))
sys.stdout.write(json.dumps([run(k, t) for k, t in jobs], ensure_ascii=True))
`;

const PYTHON_MISSING = ((): string | undefined => {
  const probe = spawnSync('python3', ['-c', 'import tomllib, yaml, xml.etree.ElementTree'], { encoding: 'utf8' });
  if (probe.error) return `python3 could not be started (${probe.error.message})`;
  return probe.status === 0 ? undefined : `python3 lacks tomllib (3.11+), PyYAML or xml.etree: ${probe.stderr.trim().split('\n').at(-1)}`;
})();

function needPython(ctx: TestContext): void {
  if (!PYTHON_MISSING) return;
  if (process.env.CI === 'true') throw new Error(`${PYTHON_MISSING}: these checks need python3 3.11+ with python3-yaml under CI=true`);
  console.warn(`convert-data Python checks skipped: ${PYTHON_MISSING}`);
  ctx.skip();
}

function python(jobs: readonly (readonly ['toml' | 'xml' | 'yaml', string])[]): unknown[] {
  const run = spawnSync('python3', ['-c', PYTHON], { input: JSON.stringify(jobs), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

/** Data as Python's reader is tagged: integers exact, floats as doubles, tables as ordered pairs. */
function tomlShape(value: DataValue): unknown {
  if (isLosslessNumber(value)) return /^-?\d+$/.test(value.value) ? { int: BigInt(value.value).toString() } : { float: Number(value.value) };
  if (Array.isArray(value)) return value.map(tomlShape);
  if (isDataObject(value)) return { map: [...value].map(([k, v]) => [k, tomlShape(v)]) };
  return value;
}

/** Python's tagged floats as numbers, for comparison with tomlShape. */
function pythonFloats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pythonFloats);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === 'float') return { float: Number(entries[0]![1]) };
    return Object.fromEntries(entries.map(([k, v]) => [k, pythonFloats(v)]));
  }
  return value;
}

/** Random TOML-able data: tables at the top, no null; keys that need quoting, numbers of every kind, nested tables and arrays. */
function randomTomlData(random: () => number, depth = 0): DataObject {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const keys = ['a', 'b-c', 'd_e', '1', '2024', 'with space', 'dot.ted', 'ü', '"q"', '', 'tab\tkey'];
  const scalar = (): DataValue =>
    pick<() => DataValue>([
      () => new LosslessNumber(pick(['0', '-0', '42', '-17', '9223372036854775807', '-9223372036854775808', '1.5', '1.50', '-0.0', '1e5', '1E-7', '6.02e23'])),
      () => pick(['', 'text', 'quote " and \\ back', 'line\nbreak\ttab', '\u0001\u007f', 'é ☺ 𝄞', "'single'", '"""']),
      () => random() < 0.5,
    ])();
  const value = (level: number): DataValue => {
    const roll = random();
    if (level > 3 || roll < 0.5) return scalar();
    if (roll < 0.75) return Array.from({ length: Math.floor(random() * 4) }, () => value(level + 1));
    return randomTomlData(random, level + 1);
  };
  const table: DataObject = new Map();
  const count = Math.floor(random() * (depth === 0 ? 6 : 4));
  for (let i = 0; i < count; i++) table.set(pick(keys) + (random() < 0.3 ? String(i) : ''), random() < 0.15 && depth < 3 ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => randomTomlData(random, depth + 1)) : value(depth));
  return table;
}

/** Random data in the XML conventions, so that writing and reading it back gives the same data. */
function randomXmlData(random: () => number): DataObject {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const names = ['a', 'b', 'item', 'x-y', 'p.q', '_u', 'é'];
  const texts = ['', 'x', 'a < b & c', ' padded ', 'line\nbreak', '"quoted" \'single\'', ']]>', 'tab\tend'];
  const element = (depth: number): DataValue => {
    if (depth > 3 || random() < 0.35) return pick(texts);
    const object: DataObject = new Map();
    const attributes = Math.floor(random() * 3);
    for (let i = 0; i < attributes; i++) object.set(`@${pick(names)}${i}`, pick(texts));
    const children = Math.floor(random() * 4);
    for (let i = 0; i < children; i++) {
      const name = pick(names);
      if (object.has(name)) continue;
      object.set(name, random() < 0.3 ? Array.from({ length: 2 + Math.floor(random() * 2) }, () => element(depth + 1)) : element(depth + 1));
    }
    const hasChildren = [...object.keys()].some((k) => !k.startsWith('@'));
    if (hasChildren && random() < 0.3) object.set('#text', pick(['t', 'two words']));
    if (!hasChildren && attributes > 0 && random() < 0.5) object.set('#text', pick(texts.filter((t) => t !== '')));
    if (object.size === 0) return pick(texts);
    return object;
  };
  return new Map([['root', element(0)]]);
}

/** Data in the shape Python's converter above gives: text leaves, maps as pairs, repeated elements as lists. */
function xmlShape(value: DataValue): unknown {
  if (typeof value === 'string') return { text: value };
  if (Array.isArray(value)) return { list: value.map(xmlShape) };
  return { map: [...(value as DataObject)].map(([k, v]) => [k, xmlShape(v)]) };
}

describe('convert-data against Python (tomllib, xml.etree, PyYAML)', () => {
  it('tomllib reads the TOML we write as the same data, key order included, and so do we', (ctx) => {
    needPython(ctx);
    const random = seededRandom(2026_11_30);
    const data = Array.from({ length: 400 }, () => randomTomlData(random));
    const texts = data.map((d) => stringifyToml(d, 'text'));
    const read = python(texts.map((t) => ['toml', t] as const));
    data.forEach((d, i) => expect(pythonFloats(read[i]), texts[i]).toEqual(tomlShape(d)));
    // And our reader reads it back the same.
    // And our reader reads it back the same, key order aside: it puts digit-only keys ("1", "2024") first, as stated.
    const unordered = (shape: unknown): unknown =>
      Array.isArray(shape)
        ? shape.map(unordered)
        : shape !== null && typeof shape === 'object' && 'map' in shape
          ? Object.fromEntries((shape.map as [string, unknown][]).map(([k, v]) => [k, unordered(v)]))
          : shape;
    data.forEach((d, i) => expect(unordered(tomlShape(parseToml(texts[i]!, 'text'))), texts[i]).toEqual(unordered(tomlShape(d))));
  });

  it('xml.etree reads the XML we write as the same data, in the stated conventions', (ctx) => {
    needPython(ctx);
    const random = seededRandom(30_11_2026);
    const data = Array.from({ length: 400 }, () => randomXmlData(random));
    const texts = data.map((d) => stringifyXmlData(d, 'text'));
    const read = python(texts.map((t) => ['xml', t] as const));
    data.forEach((d, i) => expect(read[i], texts[i]).toEqual(xmlShape(d)));
    data.forEach((d, i) => expect(stringifyJson(parseXmlData(texts[i]!, 'text').value, 'min'), texts[i]).toBe(stringifyJson(d, 'min')));
  });

  it('resolves YAML merge keys (<<) as PyYAML does, in %YAML 1.1 and 1.2 documents', (ctx) => {
    needPython(ctx);
    const documents = [
      '%YAML 1.1\n---\nbase: &b {x: 1}\nchild:\n  <<: *b\n  y: 2\n',
      'base: &b {x: 1, y: 1}\nchild:\n  <<: *b\n  y: 2\n',
      'base: &b {x: 1, y: 1}\nchild:\n  y: 2\n  <<: *b\n',
      'a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*a, *b]\n  w: 0\n',
      'a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*b, *a]\n',
      'c:\n  <<: {q: 1, r: [1, 2]}\n  s: 3\n',
      'a: &a {x: 1}\nb: &b\n  <<: *a\n  y: 2\nc:\n  <<: *b\n  z: 3\n',
      '- &CENTER {x: 1, y: 2}\n- &LEFT {x: 0, y: 2}\n- &BIG {r: 10}\n- &SMALL {r: 1}\n- x: 1\n  y: 2\n  r: 10\n  label: center/big\n- <<: *CENTER\n  r: 10\n  label: center/big\n- <<: [*CENTER, *BIG]\n  label: center/big\n- <<: [*BIG, *LEFT, *SMALL]\n  x: 1\n  label: center/big\n',
      "c: {'<<': 1, \"<<\": 2}\n".replace(', "<<": 2', ''),
    ];
    const read = python(documents.map((t) => ['yaml', t] as const));
    documents.forEach((text, i) => {
      const ours = parseYaml(text, 'text').value;
      // Compared as plain data (key order aside): PyYAML's dicts put merged keys first.
      expect(JSON.parse(stringifyJson(ours, 'min')), text).toEqual(plainFromPython(read[i]));
    });
  });
});

/** PyYAML's tagged reading as plain JSON data. */
function plainFromPython(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainFromPython);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('int' in record) return Number(record.int);
    if ('float' in record) return Number(record.float);
    if ('map' in record) return Object.fromEntries((record.map as [string, unknown][]).map(([k, v]) => [String(k), plainFromPython(v)]));
    if ('error' in record) throw new Error(String(record.error));
  }
  return value;
}

describe('convert-data: YAML merge keys', () => {
  it('merges <<: explicit keys win, earlier maps in a list win, merged keys stand where << stood', async () => {
    const issue = { text: '%YAML 1.1\n---\nbase: &b {x: 1}\nchild:\n  <<: *b\n  y: 2\n', from: 'yaml', to: 'json' };
    expect(await convert(issue.text, 'yaml', 'json')).toBe('{\n  "base": {\n    "x": 1\n  },\n  "child": {\n    "x": 1,\n    "y": 2\n  }\n}');
    expect(await convert('a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  w: 0\n  <<: [*a, *b]\n  y: 3\n', 'yaml', 'json')).toBe(
      stringifyJson(parseJson('{"a":{"x":1,"y":1},"b":{"y":2,"z":2},"c":{"w":0,"x":1,"z":2,"y":3}}'), 2),
    );
    // A quoted "<<" is an ordinary key; so is one written from JSON (the YAML writer quotes it).
    expect(await convert('c: {"<<": 1}\n', 'yaml', 'json')).toBe('{\n  "c": {\n    "<<": 1\n  }\n}');
    expect(await convert(await convert('{"<<":{"x":1}}', 'json', 'yaml'), 'yaml', 'json')).toBe('{\n  "<<": {\n    "x": 1\n  }\n}');
    // In %YAML 1.1 documents y and n stay text, as PyYAML reads them.
    expect(await convert('%YAML 1.1\n---\n{y: n, yes: no}\n', 'yaml', 'json')).toBe('{\n  "y": "n",\n  "true": false\n}');
  });

  it('refuses a merge of something other than maps, and a repeated <<', async () => {
    expect(await fails(op, { text: 'c:\n  <<: 1\n', from: 'yaml', to: 'json' })).toBe(
      'text: the merge key << at line 2, column 3 needs a mapping, an alias of one, or a list of them; quote it ("<<") for a plain key',
    );
    expect(await fails(op, { text: 'a: &a [1]\nc:\n  <<: [*a]\n', from: 'yaml', to: 'json' })).toMatch(/^text: the merge key << at line 3, column 3 needs a mapping/);
    expect(await fails(op, { text: 'c:\n  <<: {a: 1}\n  <<: {b: 1}\n', from: 'yaml', to: 'json' })).toBe('text: invalid YAML at line 3, column 3: Map keys must be unique');
    expect(await fails(op, { text: 'c: &c\n  <<: *c\n', from: 'yaml', to: 'json' })).toBe(
      'text: alias *c at line 2, column 7 refers to a node that contains it; JSON cannot hold a cycle',
    );
  });

  it('counts merged content against the alias limits: a "billion laughs" of merges is refused at once', async () => {
    const lines = ['a0: &a0 {k0: [x, x, x, x, x, x, x, x, x, x]}'];
    for (let i = 1; i <= 12; i++) lines.push(`a${i}: &a${i} {${Array.from({ length: 10 }, (_, j) => `m${j}: {<<: *a${i - 1}}`).join(', ')}}`);
    const text = lines.join('\n');
    expect(await fails(op, { text, from: 'yaml', to: 'json' })).toMatch(/^text: alias \*a\d+ at line \d+, column \d+ expands the document past 1,000,000 nodes, the limit for YAML/);
    expect(await cpuMs(op, { text, from: 'yaml', to: 'json' })).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

describe('convert-data: new formats stay within the guard at 1 MB', () => {
  it('reads and writes XML and TOML of about 1 MB', async () => {
    const inputs = [
      { text: `<r>${'<a x="1">t</a>'.repeat(70_000)}</r>`, from: 'xml', to: 'json' },
      { text: `a = [${'{a=1,b="x",c=[true,1]},'.repeat(40_000)}1]`, from: 'toml', to: 'yaml' },
      { text: `{"r":{"a":[${'{"@x":1,"b":"y"},'.repeat(60_000)}{}]}}`, from: 'json', to: 'xml' },
      { text: `{"a":[${'{"b":1,"c":"x"},'.repeat(60_000)}{}]}`, from: 'json', to: 'toml' },
    ];
    for (const input of inputs) expect(await cpuMs(op, input), `${input.from} → ${input.to}`).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});
