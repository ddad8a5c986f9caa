/**
 * A tour list answer's bytes made from parts (issue 15): each tour's summary is serialised once,
 * by the response schema's own serializer (TourSummarySchema, the first properties of a list item),
 * and kept with the summary object (the per-process summary cache holds it; a new summary is
 * serialised anew); the page's price figures are spliced in after it, in the item schema's order.
 * The bytes equal those of the whole answer serialised by the route's response schema
 * (routes/tourListBody.test.ts).
 */
import type { FastifyReply } from 'fastify';
import { TourSummarySchema, type TourSummary } from '../schemas/tours';
import type { ListFigures, TourCard } from '../services/tourSearch';

const summaryJson = new WeakMap<TourSummary, string>();

const TOURS_EMPTY = '"tours":[]';

export function tourListBody(
  reply: FastifyReply,
  cards: readonly TourCard[],
  figures: ListFigures,
  notApplied: string[],
): Buffer {
  const serialiseSummary = reply.compileSerializationSchema(
    TourSummarySchema as unknown as Record<string, unknown>,
  ) as (s: TourSummary) => string;
  const shared = `,"paxPerRoom":${figures.paxPerRoom}`;
  const goDate = `,"goDate":${figures.goDate === null ? 'null' : JSON.stringify(figures.goDate)}}`;
  const items = cards.map(({ summary, entry }) => {
    let json = summaryJson.get(summary);
    if (json === undefined) {
      json = serialiseSummary(summary);
      summaryJson.set(summary, json);
    }
    return `${json.slice(0, -1)},"priceFrom":${entry.priceFrom},"priceTo":${entry.priceTo}${shared},"stock":${entry.stock}${goDate}`;
  });
  const shell = reply.serialize({ tours: [], notApplied }) as string;
  const at = shell.indexOf(TOURS_EMPTY) + TOURS_EMPTY.length - 1;
  return Buffer.from(`${shell.slice(0, at)}${items.join(',')}${shell.slice(at)}`);
}
