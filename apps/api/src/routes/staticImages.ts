/**
 * GET /static/img/{path}.svg: the catalog's images, generated as SVG placeholders (no files, no
 * external URLs). Every path the catalog refers to is served (catalog images.ts):
 *
 * - hotels/{exterior|room|bath|cuisine|facility|sightseeing}/{1..12}.svg, tours/{region}/{1..12}.svg,
 *   optionals/{category}/{1..12}.svg and flyer/icons/{code}.svg: the fixed set of the catalog's
 *   `placeholderImages`, known when the plugin registers;
 * - cars/{classCode}.svg and specials/{specialCode}.svg: looked up in car_class and special, so a
 *   class or special an operator adds has its image too.
 *
 * Each image is a coloured card (a gradient whose hue follows the category, shifted a little per
 * variant), a simple line icon for the kind (building, bed, hot-spring mark, bowl, bell, mountain,
 * ticket, car, star, …) and the category's Japanese label, with `<title>` and role="img" for screen
 * readers. Responses are immutable for a year (`Cache-Control: public, max-age=31536000,
 * immutable`) with an ETag; generated bodies are kept in a bounded in-memory cache (safe to lose).
 * Any other path under /static/img/ answers 404 `PNF900`.
 */
import type { FastifyReply } from 'fastify';
import type { App } from '../app';
import { hashString, placeholderImages, type I18nText } from '../catalog';
import { ApiFailure } from '../errors';
import { ErrorSchema, NotModifiedSchema } from '../schemas/common';
import { StaticImageParamsSchema, StaticImageQuerySchema } from '../schemas/staticImages';
import { boundedCache } from '../model/processCache';

type IconName =
  | 'building'
  | 'bed'
  | 'onsen'
  | 'bowl'
  | 'bell'
  | 'mountain'
  | 'ticket'
  | 'car'
  | 'star'
  | 'plane'
  | 'train'
  | 'ship'
  | 'flag'
  | 'person';

interface ImageSpec {
  label: string;
  icon: IconName;
  hue: number;
  width: number;
  height: number;
}

// Line icons in a 200 × 200 box centred on 0,0 (stroked, not filled).
const ICONS: Record<IconName, string> = {
  building:
    '<path d="M-70 80V-70h140V80M-95 80h190"/><path d="M-40-40h20v20h-20zM20-40h20v20H20zM-40 10h20v20h-20zM20 10h20v20H20z"/><path d="M-12 80V50h24v30"/>',
  bed: '<path d="M-95 60V-40M-95 20h190v40M95 60V0H-20v20"/><rect x="-80" y="-15" width="45" height="25" rx="8"/>',
  onsen:
    '<path d="M-75 20a75 40 0 0 0 150 0"/><path d="M-35 0c-18-18 18-30 0-50s18-30 0-40M0 0c-18-18 18-30 0-50s18-30 0-40M35 0c-18-18 18-30 0-50s18-30 0-40"/>',
  bowl: '<path d="M-85 0h170a85 65 0 0 1-170 0z"/><path d="M-30 65h60M15-25l65-60M40-20l65-60"/>',
  bell: '<path d="M-90 50h180M-65 50a65 65 0 0 1 130 0M0-15v-20M-15-35h30"/>',
  mountain:
    '<path d="M-100 70L-30-40l40 55 30-35 60 90z"/><circle cx="55" cy="-55" r="20"/><path d="M-48-12l18 12 15-10"/>',
  ticket:
    '<path d="M-95-50h190v32a18 18 0 0 0 0 36v32h-190v-32a18 18 0 0 0 0-36z"/><path d="M30-50v100" stroke-dasharray="10 12"/>',
  car: '<path d="M-95 35V5l22-45h110l32 45h26v30z"/><path d="M-65 5h115M-10-40V5"/><circle cx="-55" cy="40" r="17"/><circle cx="55" cy="40" r="17"/>',
  star: '<path d="M0-85l24 55 60 5-46 40 14 58-52-31-52 31 14-58-46-40 60-5z"/>',
  plane: '<path d="M-95 5L95-65 40 75 5 20z"/><path d="M5 20L95-65M5 20l-5 45 25-25"/>',
  train:
    '<rect x="-60" y="-80" width="120" height="135" rx="25"/><path d="M-45-50h90v40h-90zM-60 25h120M-60 55l-25 30M60 55l25 30"/><circle cx="-30" cy="40" r="5"/><circle cx="30" cy="40" r="5"/>',
  ship: '<path d="M-95 15h190l-35 50h-120z"/><path d="M-50 15v-45h85v45M-5-30v-35h25v35"/><path d="M-95 85c20-12 40 12 60 0s40 12 60 0 40 12 60 0"/>',
  flag: '<path d="M-45 85V-85M-45-80h95l-25 35 25 35h-95"/>',
  person: '<circle cx="0" cy="-45" r="30"/><path d="M-60 80a60 65 0 0 1 120 0"/>',
};

const HOTEL_CATEGORY: Record<string, { icon: IconName; hue: number }> = {
  exterior: { icon: 'building', hue: 212 },
  room: { icon: 'bed', hue: 28 },
  bath: { icon: 'onsen', hue: 188 },
  cuisine: { icon: 'bowl', hue: 10 },
  facility: { icon: 'bell', hue: 266 },
  sightseeing: { icon: 'mountain', hue: 135 },
};

const FLYER_ICON: Record<string, IconName> = {
  air: 'plane',
  train: 'train',
  extrain: 'train',
  ship: 'ship',
  hotel: 'bed',
  onsen: 'onsen',
  breakfast: 'bowl',
  dinner: 'bowl',
  guide: 'flag',
  sightseeing: 'mountain',
  solo: 'person',
  rentacar: 'car',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_LIMIT = 2000;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** HSL (degrees, percent, percent) → #rrggbb, for renderers without CSS colour functions. */
function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The SVG of a placeholder. Pure: the same spec gives the same bytes. */
export function placeholderSvg(spec: ImageSpec, variant: number, lang: 'ja' | 'en' = 'ja'): string {
  const { width, height, label } = spec;
  const hue = (spec.hue + variant * 9) % 360;
  const top = hsl(hue, 58, 64);
  const bottom = hsl((hue + 28) % 360, 55, 40);
  const scale = Math.min(width, height) / 600;
  const iconY = height * (label ? 0.4 : 0.5);
  const maxFont = Math.round(46 * scale * (width >= height ? 1 : 0.8));
  const fontSize = Math.max(
    12,
    Math.min(maxFont, Math.floor((width * 0.86) / Math.max(1, [...label].length))),
  );
  const title = escapeXml(label || (lang === 'en' ? 'tabiyori' : 'たびより'));
  const textY = Math.round(height * 0.78);
  const circles = [0.18, 0.82]
    .map(
      (x, i) =>
        `<circle cx="${Math.round(width * x)}" cy="${Math.round(height * (i ? 0.85 : 0.15))}" r="${Math.round(
          Math.min(width, height) * (0.22 + ((variant * 7 + i * 3) % 5) * 0.03),
        )}" fill="#fff" fill-opacity="0.08"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">` +
    `<title id="title">${title}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${circles}` +
    `<g transform="translate(${width / 2} ${Math.round(iconY)}) scale(${(scale * (label ? 1 : 1.4)).toFixed(3)})" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.92">${ICONS[spec.icon]}</g>` +
    (label
      ? `<text x="${width / 2}" y="${textY}" text-anchor="middle" font-family="'Hiragino Sans','Hiragino Kaku Gothic ProN','Noto Sans JP','Yu Gothic',Meiryo,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${title}</text>`
      : '') +
    `</svg>`
  );
}

/** 304 with no body and no content-type (the route's typed reply would serialise its null schema). */
function notModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}

/** An image before its language is chosen: the label in both languages. */
interface StaticEntry {
  spec: Omit<ImageSpec, 'label'> & { label: I18nText };
  variant: number;
}

/** The fixed part of the catalog's images: hotels, tours, optionals, flyer icons. */
function staticEntries(): Map<string, StaticEntry> {
  const entries = new Map<string, StaticEntry>();
  for (const image of placeholderImages([], [])) {
    const parts = image.path
      .replace(/^\/static\/img\//, '')
      .replace(/\.svg$/, '')
      .split('/');
    const [kind, group = '', last = ''] = parts;
    const label = image.label;
    const variant = Number(last) || 0;
    let spec: StaticEntry['spec'];
    if (kind === 'hotels') {
      const cat = HOTEL_CATEGORY[group] ?? { icon: 'building' as const, hue: 200 };
      spec = { label, icon: cat.icon, hue: cat.hue, width: 800, height: 600 };
    } else if (kind === 'tours') {
      spec = { label, icon: 'mountain', hue: hashString(group) % 360, width: 800, height: 600 };
    } else if (kind === 'optionals') {
      spec = { label, icon: 'ticket', hue: hashString(`optional:${group}`) % 360, width: 800, height: 600 };
    } else {
      // flyer/icons/{code}
      spec = {
        label,
        icon: FLYER_ICON[last] ?? 'star',
        hue: hashString(`icon:${last}`) % 360,
        width: 160,
        height: 160,
      };
    }
    entries.set(image.path, { spec, variant: kind === 'flyer' ? 0 : variant });
  }
  return entries;
}

export async function staticImagesRoutes(app: App): Promise<void> {
  const known = staticEntries();
  const cache = boundedCache<string, { svg: string; etag: string }>({ max: CACHE_LIMIT });

  async function lookup(path: string): Promise<StaticEntry | null> {
    const fixed = known.get(path);
    if (fixed) return fixed;
    const car = /^\/static\/img\/cars\/([A-Z0-9]{1,10})\.svg$/.exec(path);
    if (car?.[1]) {
      const row = await app.ctx.db
        .selectFrom('car_class')
        .select('doc')
        .where('class_code', '=', car[1])
        .executeTakeFirst();
      if (!row) return null;
      const name = (row.doc as { name?: I18nText }).name ?? { ja: car[1], en: car[1] };
      return { spec: { label: name, icon: 'car', hue: 220, width: 800, height: 600 }, variant: 0 };
    }
    const special = /^\/static\/img\/specials\/([a-z0-9-]{1,64})\.svg$/.exec(path);
    if (special?.[1]) {
      const row = await app.ctx.db
        .selectFrom('special')
        .select('doc')
        .where('special_code', '=', special[1])
        .executeTakeFirst();
      if (!row) return null;
      const doc = row.doc as {
        lead?: I18nText;
        definitions?: { ja?: { specialName?: string }; en?: { specialName?: string } };
      };
      const ja = doc.definitions?.ja?.specialName ?? doc.lead?.ja ?? special[1];
      const label = { ja, en: doc.definitions?.en?.specialName ?? doc.lead?.en ?? ja };
      return {
        spec: { label, icon: 'star', hue: hashString(special[1]) % 360, width: 1200, height: 500 },
        variant: 0,
      };
    }
    return null;
  }

  app.get(
    '/static/img/*',
    {
      config: { validationErrorCode: 'PNF900' },
      schema: {
        tags: ['static'],
        summary: 'Catalog images, generated as SVG placeholders',
        params: StaticImageParamsSchema,
        querystring: StaticImageQuerySchema,
        response: {
          200: {
            description: 'An SVG image',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
          304: NotModifiedSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const path = `/static/img/${request.params['*']}`;
      const lang = request.query.lang === 'en' ? 'en' : 'ja';
      const key = `${lang}:${path}`;
      let hit = cache.get(key);
      if (!hit) {
        const entry = await lookup(path);
        if (!entry) throw new ApiFailure(404, 'PNF900', 'not found');
        const svg = placeholderSvg({ ...entry.spec, label: entry.spec.label[lang] }, entry.variant, lang);
        hit = { svg, etag: `"${hashString(svg).toString(16)}-${svg.length.toString(16)}"` };
        cache.set(key, hit);
      }
      reply.header('cache-control', IMMUTABLE);
      reply.header('etag', hit.etag);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === hit.etag)
        return notModified(reply);
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      return reply.send(hit.svg);
    },
  );
}
