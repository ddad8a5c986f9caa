/**
 * Favourites of the logged-in user (spec §1, §3, §7 /v1/favorites, §8 messages; issue 7.2). Logged-in
 * only (401 ACE803); a visitor's favourites are kept by the web in the browser and merged at log-in.
 *
 *   GET    /v1/favorites?lang=ja|en&kind=tour|hotel|search
 *          → 200 {favorites: [Favorite], count, maxFavoriteCount}
 *   POST   /v1/favorites {lang?, kind, tourId | hotelId | condition}
 *          → 201 {favorite, created: true}; 200 {favorite, created: false} when already saved
 *   DELETE /v1/favorites {favoriteId} or {lang?, kind, tourId | hotelId | condition} → 204
 *   POST   /v1/favorites/merge {lang?, items: [{lang?, kind, tourId | hotelId | condition}]}
 *          → 200 {favorites (of lang), added, skipped, limitReached, maxFavoriteCount}
 *
 * Favorite: {favoriteId, kind, lang, tourId, hotelId, condition (canonical condition query string
 * of a saved search), summary (depAreaCode, arrAreaCode, goDate, isNoDate, nights, tourDays,
 * paxPerRoom), name, createdAt}.
 * Errors: 400 FVE800 malformed (unknown tour / hotel too), 409 FVE801 'お気に入りは50件まで登録で
 * きます。', 404 FVE901 nothing to delete, 503 FVE900 the database failed, 401 ACE803, 403 ACE805.
 */
import type { App } from '../app';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { ErrorSchema, NoContentSchema } from '../schemas/common';
import {
  FavoriteDeleteSchema,
  FavoriteItemSchema,
  FavoriteListQuerySchema,
  FavoriteListSchema,
  FavoriteMergedSchema,
  FavoriteMergeSchema,
  FavoriteSavedSchema,
} from '../schemas/favorites';
import { strictBody } from '../services/auth/strictBody';
import { requireViewer } from '../services/auth/viewer';
import {
  addFavorite,
  favoriteLang,
  listFavorites,
  MAX_FAVORITE_COUNT,
  mergeFavorites,
  removeFavorite,
} from '../services/favorites';

const CONFIG = { validationErrorCode: 'FVE800', failureErrorCode: 'FVE900' };

export async function favoritesRoutes(app: App): Promise<void> {
  app.get(
    '/v1/favorites',
    {
      config: CONFIG,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['favorites'],
        summary: "The logged-in user's favourites of one language",
        querystring: FavoriteListQuerySchema,
        response: {
          200: FavoriteListSchema,
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      const lang = favoriteLang(request.query.lang);
      const kind = request.query.kind;
      reply.header('cache-control', 'private, no-store');
      const favorites = await listFavorites(app, viewer.userId, lang, kind);
      return { favorites, count: favorites.length, maxFavoriteCount: MAX_FAVORITE_COUNT };
    },
  );

  app.post(
    '/v1/favorites',
    {
      config: CONFIG,
      preValidation: strictBody(FavoriteItemSchema, 'FVE800'),
      schema: {
        tags: ['favorites'],
        summary: 'Save a tour, a hotel or a search as a favourite (x-csrf-token required)',
        body: FavoriteItemSchema,
        response: {
          200: FavoriteSavedSchema,
          201: FavoriteSavedSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      const answer = await addFavorite(app, viewer.userId, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.delete(
    '/v1/favorites',
    {
      config: CONFIG,
      preValidation: strictBody(FavoriteDeleteSchema, 'FVE800'),
      schema: {
        tags: ['favorites'],
        summary: 'Remove a favourite by favoriteId or by what it names (JSON body; x-csrf-token required)',
        body: FavoriteDeleteSchema,
        response: {
          204: NoContentSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      await removeFavorite(app, viewer.userId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/favorites/merge',
    {
      config: CONFIG,
      preValidation: strictBody(FavoriteMergeSchema, 'FVE800'),
      schema: {
        tags: ['favorites'],
        summary: "Merge a visitor's favourites (kept in the browser) into the account at log-in",
        body: FavoriteMergeSchema,
        response: {
          200: FavoriteMergedSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = await requireViewer(app, request);
      const lang = favoriteLang(request.body.lang);
      const result = await mergeFavorites(app, viewer.userId, request.body.items, lang);
      const favorites = await listFavorites(app, viewer.userId, lang);
      return { ...result, favorites, maxFavoriteCount: MAX_FAVORITE_COUNT };
    },
  );
}
