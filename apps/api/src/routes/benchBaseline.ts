import type { App } from '../app';
import { BenchBaselineQuery } from '../schemas/system';

/**
 * GET /bench/baseline?bytes=N&nonAscii=M — only when the API runs with BENCH_BASELINE=1 (the
 * benchmark sets it): answers a precomputed JSON body of about N bytes with no work, the yardstick
 * the benchmark compares each real route against (same server, same size, same run). M of its bytes
 * are Japanese text (3-byte kana) spread evenly among the ASCII, as in the route's own answers: the
 * load generator decodes every body it reads, and Japanese text costs it 20 times what ASCII does
 * (bench/results/search-profile.md, the decoder's HTTP path), so an all-ASCII yardstick would
 * measure the client, not the API.
 */
export async function benchBaselineRoutes(app: App): Promise<void> {
  const bodies = new Map<string, string>();
  app.get(
    '/bench/baseline',
    {
      schema: {
        hide: true,
        querystring: BenchBaselineQuery,
      },
    },
    async (request, reply) => {
      const { bytes, nonAscii = 0 } = request.query;
      const key = `${bytes} ${nonAscii}`;
      let body = bodies.get(key);
      if (body === undefined) {
        body = JSON.stringify({ pad: padText(Math.max(0, bytes - 10), nonAscii) });
        bodies.set(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
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
