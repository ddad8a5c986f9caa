import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the tour search (GET /v1/tours), chosen from EXPLAIN ANALYZE on the large catalog
 * (5,000 tours, 905,000 tour days, PostgreSQL 15). Without them every departure and kodawari
 * condition is a sequential scan of the tour table (3–6 ms); with them a selective one is a bitmap
 * index scan: `dep_airports @> '{KMQ}'` 5.8 ms → 0.15 ms, `dep_stations @> '{kyoto}'` → 0.95 ms,
 * `kodawari @> '{602,104}'` → 0.5 ms (arr_codes and dep_area_code are indexed by 0002).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index tour_dep_airports_idx on tour using gin (dep_airports);
    create index tour_dep_stations_idx on tour using gin (dep_stations);
    create index tour_dep_generic_stations_idx on tour using gin (dep_generic_stations);
    create index tour_kodawari_idx on tour using gin (kodawari);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index tour_kodawari_idx, tour_dep_generic_stations_idx, tour_dep_stations_idx, tour_dep_airports_idx;
  `.execute(db);
}
