/**
 * Image paths. Every image is a local placeholder the API serves (generated SVGs):
 * - hotels:    /static/img/hotels/{exterior|room|bath|cuisine|facility|sightseeing}/{1..IMAGE_VARIANTS}.svg
 * - tours:     /static/img/tours/{regionCode}/{1..IMAGE_VARIANTS}.svg
 * - optionals: /static/img/optionals/{categoryCode}/{1..IMAGE_VARIANTS}.svg
 * - cars:      /static/img/cars/{classCode}.svg
 * - specials:  /static/img/specials/{specialCode}.svg
 * - flyer icons: /static/img/flyer/icons/{code}.svg (see EXTERNAL_FILES)
 * `placeholderImages` lists every path with a label so the placeholders can be generated up front.
 */
import type { I18nText, ImageRef } from './types';
import { HOTEL_IMAGE_CATEGORIES, OPTIONAL_CATEGORIES } from './reference/masters';
import { REGIONS } from '../model/regions';
import { EXTERNAL_FILES } from './reference/externalFiles';

/** Placeholder variants per image folder. */
export const IMAGE_VARIANTS = 12;

const CATEGORY_BY_CODE = new Map(HOTEL_IMAGE_CATEGORIES.map((c) => [c.code, c]));

export function hotelImage(categoryCode: string, n: number, alt: I18nText): ImageRef {
  const cat = CATEGORY_BY_CODE.get(categoryCode);
  if (!cat) throw new Error(`unknown image category ${categoryCode}`);
  return { categoryCode, path: `/static/img/hotels/${cat.slug}/${n}.svg`, alt };
}

export interface PlaceholderImage {
  path: string;
  label: I18nText;
}

/** Every placeholder path the catalog can reference, with a label to draw on it. */
export function placeholderImages(
  carClasses: readonly { classCode: string; name: I18nText }[],
  specials: readonly { specialCode: string; lead: I18nText }[],
): PlaceholderImage[] {
  const out: PlaceholderImage[] = [];
  for (const cat of HOTEL_IMAGE_CATEGORIES) {
    for (let n = 1; n <= IMAGE_VARIANTS; n++)
      out.push({ path: `/static/img/hotels/${cat.slug}/${n}.svg`, label: cat.name });
  }
  for (const region of REGIONS) {
    for (let n = 1; n <= IMAGE_VARIANTS; n++)
      out.push({ path: `/static/img/tours/${region.code}/${n}.svg`, label: region.name });
  }
  for (const cat of OPTIONAL_CATEGORIES) {
    for (let n = 1; n <= IMAGE_VARIANTS; n++)
      out.push({ path: `/static/img/optionals/${cat.code}/${n}.svg`, label: cat.name });
  }
  for (const c of carClasses) out.push({ path: `/static/img/cars/${c.classCode}.svg`, label: c.name });
  for (const s of specials) out.push({ path: `/static/img/specials/${s.specialCode}.svg`, label: s.lead });
  for (const icon of EXTERNAL_FILES.flyerIcons) out.push({ path: icon.url, label: icon.name });
  return out;
}
