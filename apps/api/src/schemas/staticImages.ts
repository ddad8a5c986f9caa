/**
 * GET /static/img/{path}.svg (routes/staticImages.ts): the query of the catalog's placeholder images.
 * An image is never refused for its query: any lang is read (a repeated one too, as Japanese).
 */
import { Type } from 'typebox';

export const StaticImageQuerySchema = Type.Object({
  lang: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: "the label's language: en for English (English pages ask so); anything else Japanese",
    }),
  ),
});
