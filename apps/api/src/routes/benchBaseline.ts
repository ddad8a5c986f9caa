import type { App } from '../app';
import { ApiFailure } from '../errors';
import { BenchBaselineCopyQuery, BenchBaselineQuery } from '../schemas/system';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The benchmark's yardsticks, only when the API runs with BENCH_BASELINE=1 (the benchmark sets it):
 * static bodies answered with no work, each compared with a real route in the same run on the same
 * server. Both are kept as bytes (a Buffer, as a static file is sent), never encoded per request.
 *
 * - GET /bench/baseline?bytes=N&nonAscii=M: a JSON body of N bytes, M of them Japanese text (3-byte
 *   kana) spread evenly among the ASCII. The load generator decodes every body it reads, and
 *   Japanese text costs it 20 times what ASCII does (bench/results/search-profile.md, the decoder's
 *   HTTP path), so an all-ASCII yardstick would measure the client, not the API.
 * - GET /bench/baseline/copy?of=/v1/…: the bytes of the API's own 200 answer to GET `of`, taken once
 *   (on the first request for that path) and then answered as a static body: the same size, the
 *   same text in the same places as what the route sends, so the client reads exactly what it reads
 *   from the route (session 11: where the Japanese text sits changes what decoding costs the client).
 *   DELETE /bench/baseline/copy drops the copies (the benchmark, after measuring, so that they do not
 *   count in the API's RSS).
 */
export async function benchBaselineRoutes(app: App): Promise<void> {
  const bodies = new Map<string, Buffer>();
  app.get(
    '/bench/baseline',
    { schema: { hide: true, querystring: BenchBaselineQuery } },
    async (request, reply) => {
      const { bytes, nonAscii = 0 } = request.query;
      const key = `${bytes} ${nonAscii}`;
      let body = bodies.get(key);
      if (body === undefined) {
        body = Buffer.from(JSON.stringify({ pad: padText(Math.max(0, bytes - 10), nonAscii) }));
        bodies.set(key, body);
      }
      return reply.type(JSON_TYPE).send(body);
    },
  );

  const copies = new Map<string, Promise<Buffer>>();
  const copyOf = (path: string): Promise<Buffer> => {
    let copy = copies.get(path);
    if (copy === undefined) {
      copy = app.inject({ method: 'GET', url: path }).then((res) => {
        if (res.statusCode !== 200) throw new ApiFailure(400, 'ISE900', 'of is invalid');
        return res.rawPayload;
      });
      copies.set(path, copy);
      copy.catch(() => copies.delete(path));
    }
    return copy;
  };
  app.get(
    '/bench/baseline/copy',
    { schema: { hide: true, querystring: BenchBaselineCopyQuery } },
    async (request, reply) => reply.type(JSON_TYPE).send(await copyOf(request.query.of)),
  );
  app.delete('/bench/baseline/copy', { schema: { hide: true } }, async (_request, reply) => {
    copies.clear();
    return reply.code(204).send();
  });
}

/** `bytes` bytes of text: `nonAscii` of them as kana (3 bytes each) spread evenly through ASCII. */
function padText(bytes: number, nonAscii: number): string {
  const kana = Math.min(Math.floor(nonAscii / 3), Math.floor(bytes / 3));
  const ascii = bytes - kana * 3;
  if (kana === 0) return 'x'.repeat(ascii);
  const parts: string[] = [];
  let written = 0;
  for (let i = 1; i <= kana; i++) {
    const upTo = Math.round((ascii * i) / kana);
    parts.push('x'.repeat(upTo - written), 'あ');
    written = upTo;
  }
  return parts.join('');
}
