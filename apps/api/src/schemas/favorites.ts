/**
 * Favourites of the logged-in user (spec §1, §3, §7 /v1/favorites): the requests and the answers.
 * The one owner of these shapes: services/favorites.ts answers `Static<>` of them and the web's
 * favourite types are generated from them.
 */
import { Type, type Static } from 'typebox';
import { component } from './components';
import { Nullable, oneOf, queryEnum } from './common';

const FAVORITE_KINDS = ['tour', 'hotel', 'search'] as const;
const Lang = Type.String({ maxLength: 10, description: 'ja (default) | en | showID (= ja)' });

const itemProperties = {
  lang: Type.Optional(Lang),
  kind: Type.String({ maxLength: 10, description: 'tour | hotel | search' }),
  tourId: Type.Optional(Type.String({ maxLength: 20 })),
  hotelId: Type.Optional(Type.String({ maxLength: 20 })),
  condition: Type.Optional(
    Type.String({ maxLength: 2000, description: 'a saved search: the condition query string' }),
  ),
};
/** POST /v1/favorites and one item of a merge: exactly one of tourId, hotelId, condition. */
export const FavoriteItemSchema = Type.Object(itemProperties, { additionalProperties: false });
export type FavoriteInput = Static<typeof FavoriteItemSchema>;

/** DELETE /v1/favorites: by favoriteId or by what it names. */
export const FavoriteDeleteSchema = Type.Object(
  {
    favoriteId: Type.Optional(Type.String({ maxLength: 20 })),
    ...itemProperties,
    kind: Type.Optional(itemProperties.kind),
  },
  { additionalProperties: false },
);
export type FavoriteRemoval = Static<typeof FavoriteDeleteSchema>;

export const FavoriteMergeSchema = Type.Object(
  { lang: Type.Optional(Lang), items: Type.Array(FavoriteItemSchema, { maxItems: 200 }) },
  { additionalProperties: false },
);

export const FavoriteListQuerySchema = Type.Object({
  lang: Type.Optional(Lang),
  kind: queryEnum(FAVORITE_KINDS, 'only this kind; all when not given'),
});

const FavoriteKindSchema = oneOf(FAVORITE_KINDS);
export type FavoriteKind = Static<typeof FavoriteKindSchema>;
const FavoriteLangSchema = oneOf(['ja', 'en']);
export type FavoriteLang = Static<typeof FavoriteLangSchema>;

const FavoriteSummarySchema = Type.Object({
  depAreaCode: Nullable(Type.String()),
  arrAreaCode: Type.Array(Type.String()),
  goDate: Nullable(Type.String()),
  isNoDate: Type.Boolean(),
  nights: Nullable(Type.Integer()),
  tourDays: Nullable(Type.Integer()),
  paxPerRoom: Nullable(Type.Integer()),
});
export type FavoriteSummary = Static<typeof FavoriteSummarySchema>;

export const FavoriteSchema = component(
  'Favorite',
  Type.Object({
    favoriteId: Type.String(),
    kind: FavoriteKindSchema,
    lang: FavoriteLangSchema,
    tourId: Nullable(Type.String()),
    hotelId: Nullable(Type.String()),
    condition: Nullable(Type.String({ description: "a saved search's canonical condition query string" })),
    summary: Nullable(FavoriteSummarySchema),
    name: Nullable(
      Type.String({ description: "the tour's or hotel's name; null for searches or a vanished item" }),
    ),
    createdAt: Type.String(),
  }),
);
export type Favorite = Static<typeof FavoriteSchema>;

export const FavoriteListSchema = Type.Object({
  favorites: Type.Array(FavoriteSchema),
  count: Type.Integer(),
  maxFavoriteCount: Type.Integer(),
});

export const FavoriteSavedSchema = Type.Object({ favorite: FavoriteSchema, created: Type.Boolean() });

export const FavoriteMergedSchema = Type.Object({
  favorites: Type.Array(FavoriteSchema),
  added: Type.Integer(),
  skipped: Type.Integer(),
  limitReached: Type.Boolean(),
  maxFavoriteCount: Type.Integer(),
});
