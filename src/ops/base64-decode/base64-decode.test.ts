import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../../core/seeded-random.js';
import op from './base64-decode.op.js';
import encode from '../base64-encode/base64-encode.op.js';
import { decodeBase64 } from './base64-decode.js';
import { decodeUtf8 } from '../../core/utf8.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, testContext, cpuMs, cpuNow } from '../../../test/support/run-op.js';

describe('base64-decode', () => {
  it.each([
    ['', ''],
    ['Zg==', 'f'],
    ['Zm8=', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYmFy', 'foobar'],
    ['Zg', 'f'], // padding left out
    ['Zm8', 'fo'],
    ['Zg=', 'f'], // padding partly left out
    ['w6k=', 'é'], // C3 A9
    ['8J+YgA==', '😀'], // F0 9F 98 80, standard alphabet
    ['8J-YgA', '😀'], // the same bytes, URL-safe and unpadded
    ['Pz8/', '???'],
    ['Pz8_', '???'],
    ['  Zm9v\n YmFy\r\n\t', 'foobar'], // whitespace anywhere, even inside a group of four
    ['Zm9vYg\n=\n=\n', 'foob'], // and between padding characters
    ['77u/QQ==', '\uFEFFA'], // a leading BOM (EF BB BF) is text and is kept
    ['AA==', '\u0000'],
    ['QR==', 'A'], // unused low bits that are not zero are ignored (Q = 010000, R = 010001 → 01000001)
    [' \n\t ', ''], // only whitespace
  ])('%j → %j', async (text, result) => {
    expect(await ok(op, { text })).toEqual({ result });
  });

  it('round-trips through base64-encode', async () => {
    for (const text of ['Hello, world!', 'Crème brûlée, façade, naïve', '東京タワー 北京', '🚀🎉😀 family: 👨‍👩‍👧', '\u0000\t\n\r ', 'a'.repeat(1000)]) {
      const { result: encoded } = await ok(encode, { text });
      expect(await ok(op, { text: encoded })).toEqual({ result: text });
    }
  });

  it('round-trips U+0000–U+00FF, and rejects the raw bytes 00–FF', async () => {
    const text = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join('');
    const { result: encoded } = await ok(encode, { text });
    expect(await ok(op, { text: encoded })).toEqual({ result: text });
    const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i)).toString('base64');
    expect(await fails(op, { text: allBytes })).toBe('text: decodes to 256 bytes that are not valid UTF-8 text');
  });

  it('decodes bytes exactly for any mix of alphabet, padding and whitespace', () => {
    const next = random(42);
    for (let round = 0; round < 2000; round++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 256)));
      let text = bytes.toString('base64');
      if (next() < 0.5) text = text.replaceAll('+', '-').replaceAll('/', '_');
      if (next() < 0.5) text = text.replace(/=+$/, '');
      if (next() < 0.5) {
        text = [...text].map((ch) => (next() < 0.2 ? ' \t\r\n'[Math.floor(next() * 4)]! + ch : ch)).join('');
      }
      expect(Buffer.from(decodeBase64(text)).equals(bytes), text).toBe(true);
    }
  });

  it('rejects characters outside both alphabets, with the character and its position', async () => {
    expect(await fails(op, { text: 'SGVs!G8=' })).toBe("text: is not valid Base64: unexpected character '!' at position 4");
    expect(await fails(op, { text: 'SGVsbG8.' })).toBe("text: is not valid Base64: unexpected character '.' at position 7");
    expect(await fails(op, { text: 'w6k😀' })).toBe("text: is not valid Base64: unexpected character '😀' at position 3");
    expect(await fails(op, { text: 'Zm9v\u000bYmFy' })).toBe('text: is not valid Base64: unexpected character U+000B at position 4');
    expect(await fails(op, { text: 'Zm9v\u00a0' })).toBe('text: is not valid Base64: unexpected character U+00A0 at position 4');
    // "data:" starts a data URL (read below); another scheme is not Base64.
    expect(await fails(op, { text: 'blob:text/plain;base64,SGk=' })).toBe("text: is not valid Base64: unexpected character ':' at position 4");
  });

  it('rejects a length that leaves one stray character', async () => {
    expect(await fails(op, { text: 'Q' })).toBe('text: is not valid Base64: length leaves 1 stray character');
    expect(await fails(op, { text: 'Zm9vY' })).toBe('text: is not valid Base64: length leaves 1 stray character');
    expect(await fails(op, { text: 'Zm9vY===' })).toBe('text: is not valid Base64: length leaves 1 stray character');
  });

  it('rejects padding in the middle or more padding than the length needs', async () => {
    expect(await fails(op, { text: 'Zg==Zg==' })).toBe("text: is not valid Base64: padding '=' in the middle at position 2");
    expect(await fails(op, { text: 'Zm8=\nZm8=' })).toBe("text: is not valid Base64: padding '=' in the middle at position 3");
    expect(await fails(op, { text: 'Zm9v=' })).toBe("text: is not valid Base64: unexpected padding '=' at position 4");
    expect(await fails(op, { text: 'Zm8==' })).toBe("text: is not valid Base64: unexpected padding '=' at position 4");
    expect(await fails(op, { text: 'Zg= ==' })).toBe("text: is not valid Base64: unexpected padding '=' at position 5");
    expect(await fails(op, { text: '====' })).toBe("text: is not valid Base64: unexpected padding '=' at position 0");
  });

  it('rejects bytes that are not UTF-8 text', async () => {
    // FF D8 FF E0: the start of a JPEG file.
    expect(await fails(op, { text: '/9j/4A==' })).toBe('text: decodes to 4 bytes that are not valid UTF-8 text');
    // "café" in Latin-1: 63 61 66 E9; E9 opens a 3-byte sequence that never comes.
    expect(await fails(op, { text: 'Y2Fm6Q==' })).toBe('text: decodes to 4 bytes that are not valid UTF-8 text');
    // ED A0 80: a UTF-16 surrogate written as UTF-8 (CESU-8), which UTF-8 forbids.
    expect(await fails(op, { text: '7aCA' })).toBe('text: decodes to 3 bytes that are not valid UTF-8 text');
    // A failed decode leaves the shared decoder usable.
    expect(await ok(op, { text: 'w6k=' })).toEqual({ result: 'é' });
  });

  it('decodes UTF-8 strictly and keeps a BOM', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf]))).toBe('\uFEFF');
    expect(decodeUtf8(new Uint8Array([0xc0, 0xaf]))).toBeUndefined(); // overlong "/"
    expect(decodeUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toBeUndefined(); // past U+10FFFF
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: null })).toBe('text: must be a string, got null');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });

  it('stays fast on ~1,000,000 characters', async () => {
    const plain = Buffer.from('a'.repeat(750_000)).toString('base64'); // 1,000,000 characters
    const mime = plain.match(/.{1,76}/g)!.join('\r\n'); // ~1,026,000 characters with line breaks
    const emoji = Buffer.from('😀'.repeat(187_500)).toString('base64url'); // 1,000,000 characters, URL-safe
    const spaced = 'QUJD '.repeat(200_000); // whitespace every 4 characters
    for (const text of [plain, mime, emoji, spaced]) {
      expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    }
    const start = cpuNow();
    expect(await fails(op, { text: `${plain.slice(0, -1)}!` })).toMatch(/unexpected character '!' at position 999999$/);
    expect(await fails(op, { text: Buffer.alloc(750_000, 0xff).toString('base64') })).toBe(
      'text: decodes to 750000 bytes that are not valid UTF-8 text',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('reads a data: URL (RFC 2397) and reports its media type', async () => {
    expect(await ok(op, { text: 'data:text/plain;base64,SGk=' })).toEqual({ result: 'Hi', mediaType: 'text/plain' });
    // RFC 2397 §2: without a media type, text/plain;charset=US-ASCII; ";charset=…" alone is text/plain's.
    expect(await ok(op, { text: 'data:;base64,SGk=' })).toEqual({ result: 'Hi', mediaType: 'text/plain;charset=US-ASCII' });
    expect(await ok(op, { text: 'data:;charset=utf-8;base64,w6k=' })).toEqual({ result: 'é', mediaType: 'text/plain;charset=utf-8' });
    // Case, surrounding whitespace, line-wrapped and URL-safe data, a space before "base64" (as the Fetch standard allows).
    expect(await ok(op, { text: '  DATA:application/json;BASE64,eyJhIjoxfQ==\n' })).toEqual({ result: '{"a":1}', mediaType: 'application/json' });
    expect(await ok(op, { text: 'data:text/plain; base64,SGVs\r\nbG8' })).toEqual({ result: 'Hello', mediaType: 'text/plain' });
    expect(await ok(op, { text: 'data:text/plain;base64,Pz8_' })).toEqual({ result: '???', mediaType: 'text/plain' });
    // Percent-escaped Base64 characters are read first, as browsers do (%3D is =, %2B is +).
    expect(await ok(op, { text: 'data:text/plain;base64,SGk%3D' })).toEqual({ result: 'Hi', mediaType: 'text/plain' });
    expect(await ok(op, { text: 'data:text/plain;base64,Pz8%2BPz8%2b' })).toEqual({ result: '??>??>', mediaType: 'text/plain' });
    expect(await ok(op, { text: 'data:text/plain;base64,' })).toEqual({ result: '', mediaType: 'text/plain' });
    // Several parameters are kept as written.
    expect(await ok(op, { text: 'data:text/csv;charset=UTF-8;header=present;base64,YSxiCjEsMgo=' })).toEqual({
      result: 'a,b\n1,2\n',
      mediaType: 'text/csv;charset=UTF-8;header=present',
    });
  });

  it('reads a data: URL without ;base64 as percent-encoded text', async () => {
    // RFC 2397's own example: data:,A%20brief%20note.
    expect(await ok(op, { text: 'data:,A%20brief%20note' })).toEqual({ result: 'A brief note', mediaType: 'text/plain;charset=US-ASCII' });
    // %C3%A9 is é; a + is a plus sign here (not a space, as in a form); other characters pass through.
    expect(await ok(op, { text: 'data:text/plain;charset=utf-8,caf%C3%A9+cr%c3%a8me, ok' })).toEqual({
      result: 'café+crème, ok',
      mediaType: 'text/plain;charset=utf-8',
    });
    expect(await ok(op, { text: 'data:text/html,<p>olé</p>' })).toEqual({ result: '<p>olé</p>', mediaType: 'text/html' });
    expect(await ok(op, { text: 'data:,' })).toEqual({ result: '', mediaType: 'text/plain;charset=US-ASCII' });
  });

  it('refuses a malformed data: URL, with positions counted in the whole URL', async () => {
    expect(await fails(op, { text: 'data:text/plain;base64' })).toBe(
      'text: is a data URL without the comma that starts its data; write data:[<media type>][;base64],<data>',
    );
    // "data:text/plain;base64," is 23 characters: the data starts at position 23.
    expect(await fails(op, { text: 'data:text/plain;base64,SG!k' })).toBe("text: is not valid Base64: unexpected character '!' at position 25");
    expect(await fails(op, { text: 'data:text/plain;base64,Zg==Zg==' })).toBe("text: is not valid Base64: padding '=' in the middle at position 25");
    expect(await fails(op, { text: 'data:text/plain;base64,Zm9v=' })).toBe("text: is not valid Base64: unexpected padding '=' at position 27");
    // An escape keeps its place: the '!' (%21) is reported where its % is.
    expect(await fails(op, { text: 'data:text/plain;base64,SG%3D%21' })).toBe("text: is not valid Base64: unexpected character '!' at position 28");
    expect(await fails(op, { text: 'data:text/plain;base64,SGk%3' })).toBe(
      "text: is a data URL with a malformed escape '%3' at position 26; write a percent sign as %25",
    );
    expect(await fails(op, { text: 'data:,50% off' })).toBe("text: is a data URL with a malformed escape '% o' at position 8; write a percent sign as %25");
    // A position after an emoji in the media type counts it once.
    expect(await fails(op, { text: 'data:text/😀;base64,!' })).toBe("text: is not valid Base64: unexpected character '!' at position 19");
    expect(await fails(op, { text: 'data:text/plain;charset=iso-8859-1;base64,Y2Fm6Q==' })).toBe(
      'text: is a data URL of text in iso-8859-1; only UTF-8 (or ASCII) text is decoded',
    );
    // A PNG's first bytes: 89 50 4E 47.
    expect(await fails(op, { text: 'data:image/png;base64,iVBORw==' })).toBe(
      "text: decodes to 4 bytes that are not valid UTF-8 text (the data URL's media type is image/png)",
    );
    expect(await fails(op, { text: 'data:,%FF' })).toBe(
      "text: decodes to 1 bytes that are not valid UTF-8 text (the data URL's media type is text/plain;charset=US-ASCII)",
    );
    const es = testContext({ locale: 'es' });
    expect(await runOp(op, { text: 'data:,50% off' }, es)).toMatchObject({
      es: "text: es una URL data con una secuencia mal formada '% o' en la posición 8; escribe el signo de porcentaje como %25",
    });
    expect(await runOp(op, { text: 'data:image/png;base64,iVBORw==' }, es)).toMatchObject({
      es: 'text: se decodifica en 4 bytes que no son texto UTF-8 válido (el tipo de medio de la URL data es image/png)',
    });
  });

  it.each([
    // Python 3.11's urllib (an independent reader of RFC 2397): for each URL,
    // r = urllib.request.urlopen(url); [url, r.read().decode('utf-8'), r.headers['content-type']].
    ['data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==', 'Hello, world!', 'text/plain'],
    ['data:,caf%C3%A9+1', 'café+1', 'text/plain;charset=US-ASCII'],
    ['data:text/plain;base64,SGk%3D', 'Hi', 'text/plain'],
    ['data:,A%20brief%20note', 'A brief note', 'text/plain;charset=US-ASCII'],
    ['data:text/plain;charset=utf-8,%E2%82%AC%20=%20euro', '€ = euro', 'text/plain;charset=utf-8'],
    ['data:application/json;base64,eyJhIjpbMSwyXX0=', '{"a":[1,2]}', 'application/json'],
    ['data:;base64,8J+agA==', '🚀', 'text/plain;charset=US-ASCII'],
    ['data:text/html,%3Cb%3Eok%3C/b%3E', '<b>ok</b>', 'text/html'],
  ])('reads %s as Python\'s urllib does', async (text, result, mediaType) => {
    expect(await ok(op, { text })).toEqual({ result, mediaType });
  });

  it('stays fast on a data URL of ~1,000,000 characters', async () => {
    const start = cpuNow();
    const text = 'é'.repeat(300_000);
    const base64Url = `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;
    expect(await ok(op, { text: base64Url })).toEqual({ result: text, mediaType: 'text/plain' });
    const percent = `data:,${'%C3%A9'.repeat(170_000)}`;
    expect((await ok(op, { text: percent })).result).toBe('é'.repeat(170_000));
    const escaped = `data:text/plain;base64,${'QUJD%3D'.repeat(1)}${'QUJD'.repeat(200_000)}`;
    expect(await fails(op, { text: escaped })).toMatch(/padding '=' in the middle at position 27$/) // 23 + 4: the % of %3D;
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    // The decoded text is data: the same on both pages.
    for (const example of op.examples) expect(await ok(op, example.input, es)).toEqual(example.output);
    // A refusal carries its Spanish words beside the English message, which stays as it is.
    expect(await runOp(op, { text: 'SGVs!G8=' }, es)).toEqual({
      ok: false,
      error: "text: is not valid Base64: unexpected character '!' at position 4",
      es: "text: no es Base64 válido: carácter '!' inesperado en la posición 4",
    });
    expect(await runOp(op, { text: 'Zg=v' }, es)).toMatchObject({ es: "text: no es Base64 válido: relleno '=' en medio, en la posición 2" });
    expect(await runOp(op, { text: 'Zm9vY' }, es)).toMatchObject({ es: 'text: no es Base64 válido: la longitud deja 1 carácter suelto' });
    expect(await runOp(op, { text: '/w==' }, es)).toMatchObject({ es: 'text: se decodifica en 1 byte que no es texto UTF-8 válido' });
    expect(await runOp(op, { text: '//8=' }, es)).toMatchObject({ es: 'text: se decodifica en 2 bytes que no son texto UTF-8 válido' });
  });
});
