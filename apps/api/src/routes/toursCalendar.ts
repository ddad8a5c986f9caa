/**
 * GET /v1/tours.calendar: the lowest tour price per departure day across a tour search, for the
 * search panel's calendar (spec §2 calendar "the lowest price per day where known"). Takes the
 * search condition of GET /v1/tours (goDate and isNoDate are ignored: every day of the range is
 * searched) and a range `from`–`to` of at most MAX_CALENDAR_DAYS days. Thin handler: parse, call
 * services/tourCalendar.ts, answer.
 */
import { daysBetween, parseYmd } from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { checkNamedCodes } from '../services/namedCodes';
import { parseSearchParams } from '../services/searchParams';
import { tourCalendar } from '../services/tourCalendar';
import { tourFilterFrom, tourReference } from '../services/tourSearch';
import { ErrorSchema } from '../schemas/common';
import {
  SEARCH_CALENDAR_MAX_DAYS as MAX_CALENDAR_DAYS,
  ToursCalendarAnswerSchema,
  ToursCalendarQuerySchema,
} from '../schemas/tours';

const VALIDATION = 'TVE800';

/** The range of a calendar call, checked: 400 TVE800 naming the parameter when it is wrong. */
export function calendarRange(from: string, to: string): { from: string; to: string } {
  const fail = (message: string): never => {
    throw new ApiFailure(400, VALIDATION, message);
  };
  if (!/^\d{8}$/.test(from) || !parseYmd(from)) fail('from is wrong');
  if (!/^\d{8}$/.test(to) || !parseYmd(to)) fail('to is wrong');
  const span = daysBetween(from, to);
  if (span < 0 || span >= MAX_CALENDAR_DAYS) fail(`from–to must be 1 to ${MAX_CALENDAR_DAYS} days`);
  return { from, to };
}

export async function toursCalendarRoutes(app: App): Promise<void> {
  app.get(
    '/v1/tours.calendar',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'Lowest tour price per departure day of a search',
        description: `The search condition of GET /v1/tours (goDate and isNoDate are ignored) and a range from–to
(YYYYMMDD, at most ${MAX_CALENDAR_DAYS} days). For each day from today on, the lowest priceFrom (per adult, tax
included, 2 people per room) of the tours the search finds with that day as goDate: the first tour GET /v1/tours
lists for that day sorted by lowPrice. Days without a bookable departure are left out. Errors: 400 TVE800
('from is wrong', 'to is wrong', range too long, or a search parameter's message), 404 TVE801 for unknown
area, departure or ids.`,
        querystring: ToursCalendarQuerySchema,
        response: {
          200: ToursCalendarAnswerSchema,
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      // goDate and isNoDate are the range's: every day of it is searched.
      const { from, to, goDate: _goDate, isNoDate: _isNoDate, ...query } = request.query;
      const range = calendarRange(from, to);
      const params = parseSearchParams({ ...query, isNoDate: '1' }, VALIDATION);
      await checkNamedCodes(app.ctx.db, params.condition, 'TVE801');
      const filter = tourFilterFrom(params, query, await tourReference(app.ctx.db));
      return { days: await tourCalendar(app.ctx.db, filter, range.from, range.to) };
    },
  );
}
