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
import { Type } from 'typebox';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { strictBody } from '../services/auth/strictBody';
import { requireViewer } from '../services/auth/viewer';
import {
  addFavorite,
  favoriteLang,
  listFavorites,
  MAX_FAVORITE_COUNT,
  mergeFavorites,
  removeFavorite,
  type FavoriteKind,
} from '../services/favorites';
import { ErrorSchema } from './accountSchemas';

const CONFIG = { validationErrorCode: 'FVE800', failureErrorCode: 'FVE900' };

const Lang = Type.String({ maxLength: 10, description: 'ja (default) | en | showID (= ja)' });
const ItemFields = {
  lang: Type.Optional(Lang),
  kind: Type.String({ maxLength: 10, description: 'tour | hotel | search' }),
  tourId: Type.Optional(Type.String({ maxLength: 20 })),
  hotelId: Type.Optional(Type.String({ maxLength: 20 })),
  condition: Type.Optional(
    Type.String({ maxLength: 2000, description: 'a saved search: the condition query string' }),
  ),
};
const ItemSchema = Type.Object(ItemFields, { additionalProperties: false });

const DeleteSchema = Type.Object(
  {
    favoriteId: Type.Optional(Type.String({ maxLength: 20 })),
    ...ItemFields,
    kind: Type.Optional(ItemFields.kind),
  },
  { additionalProperties: false },
);

const MergeSchema = Type.Object(
  { lang: Type.Optional(Lang), items: Type.Array(ItemSchema, { maxItems: 200 }) },
  { additionalProperties: false },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);
const FavoriteSchema = Type.Object({
  favoriteId: Type.String(),
  kind: Type.String(),
  lang: Type.String(),
  tourId: NullableString,
  hotelId: NullableString,
  condition: NullableString,
  summary: Type.Union([
    Type.Object({
      depAreaCode: NullableString,
      arrAreaCode: Type.Array(Type.String()),
      goDate: NullableString,
      isNoDate: Type.Boolean(),
      nights: Type.Union([Type.Integer(), Type.Null()]),
      tourDays: Type.Union([Type.Integer(), Type.Null()]),
      paxPerRoom: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  name: NullableString,
  createdAt: Type.String(),
});

const ListQuery = Type.Object({
  lang: Type.Optional(Lang),
  kind: Type.Optional(Type.String({ maxLength: 10 })),
});

function kindFilter(value: string | undefined): FavoriteKind | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'tour' || value === 'hotel' || value === 'search') return value;
  throw new ApiFailure(400, 'FVE800', 'kind is invalid');
}

export async function favoritesRoutes(app: App): Promise<void> {
  app.get(
    '/v1/favorites',
    {
      config: CONFIG,
      schema: {
        tags: ['favorites'],
        summary: "The logged-in user's favourites of one language",
        querystring: ListQuery,
        response: {
          200: Type.Object({
            favorites: Type.Array(FavoriteSchema),
            count: Type.Integer(),
            maxFavoriteCount: Type.Integer(),
          }),
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      const lang = favoriteLang(request.query.lang);
      const kind = kindFilter(request.query.kind);
      reply.header('cache-control', 'private, no-store');
      const favorites = await listFavorites(app, viewer.userId, lang, kind);
      return { favorites, count: favorites.length, maxFavoriteCount: MAX_FAVORITE_COUNT };
    },
  );

  app.post(
    '/v1/favorites',
    {
      config: CONFIG,
      preValidation: strictBody(ItemSchema, 'FVE800'),
      schema: {
        tags: ['favorites'],
        summary: 'Save a tour, a hotel or a search as a favourite (x-csrf-token required)',
        body: ItemSchema,
        response: {
          200: Type.Object({ favorite: FavoriteSchema, created: Type.Boolean() }),
          201: Type.Object({ favorite: FavoriteSchema, created: Type.Boolean() }),
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
      preValidation: strictBody(DeleteSchema, 'FVE800'),
      schema: {
        tags: ['favorites'],
        summary: 'Remove a favourite by favoriteId or by what it names (JSON body; x-csrf-token required)',
        body: DeleteSchema,
        response: {
          204: Type.Null(),
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
      preValidation: strictBody(MergeSchema, 'FVE800'),
      schema: {
        tags: ['favorites'],
        summary: "Merge a visitor's favourites (kept in the browser) into the account at log-in",
        body: MergeSchema,
        response: {
          200: Type.Object({
            favorites: Type.Array(FavoriteSchema),
            added: Type.Integer(),
            skipped: Type.Integer(),
            limitReached: Type.Boolean(),
            maxFavoriteCount: Type.Integer(),
          }),
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
