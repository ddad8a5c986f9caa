/**
 * GET /static/img/{path}.svg (routes/staticImages.ts): the path and the query of the catalog's
 * placeholder images. An image is never refused for its query: any lang is read (a repeated one too,
 * as Japanese); a path the catalog does not know is 404 PNF900 (the route looks it up).
 */
import { Type } from 'typebox';

export const StaticImageQuerySchema = Type.Object({
  lang: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: "the label's language: en for English (English pages ask so); anything else Japanese",
    }),
  ),
});

export const StaticImageParamsSchema = Type.Object({
  '*': Type.String({ description: 'the image path after /static/img/, e.g. hotels/exterior/1.svg' }),
});
