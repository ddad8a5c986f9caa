/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement with its parameters bound (bench/src/explain.ts). */
import { CompiledQuery, type Kysely, type LogEvent } from 'kysely';
import type { Database } from './schema';

export type { LogEvent };

export async function explainAnalyze(
  db: Kysely<Database>,
  text: string,
  parameters: readonly unknown[],
): Promise<string[]> {
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${text}`, [...parameters]),
  );
  return result.rows.map((r) => r['QUERY PLAN']);
}
