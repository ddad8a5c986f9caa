/**
 * Optional activities (land products). optionalId = `{landCode}-{landMaterialCode}-{landPlanCode}`:
 * landCode = prefecture code + 2-digit operator (e.g. 4701), landMaterialCode = 3-digit product,
 * landPlanCode = 2-digit plan; optionalGroupId = `{landCode}-{landMaterialCode}` (plans of one product).
 * The 'large' scale adds weekday-only and group variants of every product.
 */
import type { CatalogScale, OptionalActivity } from './types';
import { OPTIONAL_ROWS } from './optionalData';
import { AREAS3 } from './reference/areas';
import { IMAGE_VARIANTS } from './images';
import { dayInfo, windowDates } from '../model/calendar';
import { hashString, hashUnit } from './prng';
import { pad } from './text';

export function generateOptionals(seed: number, scale: CatalogScale): OptionalActivity[] {
  const out: OptionalActivity[] = [];
  const materialSeq = new Map<string, number>();
  OPTIONAL_ROWS.forEach((row, rowIndex) => {
    const area3 = AREAS3.find((a) => a.prefectureCode === row.pref && a.name.ja === row.area);
    if (!area3) throw new Error(`optional ${row.name[0]}: unknown area ${row.pref} ${row.area}`);
    const landCode = `${row.pref}${pad(1 + (rowIndex % 2), 2)}`;
    const seq = (materialSeq.get(landCode) ?? 0) + 1;
    materialSeq.set(landCode, seq);
    const landMaterialCode = pad(seq, 3);
    const plans = row.plans.slice();
    if (scale === 'large') {
      plans.push(['平日限定プラン', 'Weekdays only', plans[0]?.[2] ?? '1000', -300]);
      plans.push(['グループプラン（4名様以上）', 'Group plan (4 or more)', plans[0]?.[2] ?? '1000', -500]);
    }
    plans.forEach(([planJa, planEn, times, delta], planIndex) => {
      const landPlanCode = pad(planIndex + 1, 2);
      const optionalId = `${landCode}-${landMaterialCode}-${landPlanCode}`;
      const [adult, child, infant] = row.prices;
      const adj = (p: number | null): number | null =>
        p === null ? null : p === 0 ? 0 : Math.max(100, p + delta);
      out.push({
        optionalId,
        optionalGroupId: `${landCode}-${landMaterialCode}`,
        landCode,
        landMaterialCode,
        landPlanCode,
        categoryCode: row.category,
        name: { ja: row.name[0], en: row.name[1] },
        planName: { ja: planJa, en: planEn },
        description: { ja: row.description[0], en: row.description[1] },
        area2Code: row.pref,
        area3Code: area3.code,
        prices: { person1: adj(adult) ?? adult, person6: adj(child), person9: adj(infant) },
        capacityPerDay: row.capacity,
        durationMinutes: row.minutes,
        startTimes: times.split(' '),
        meetingPoint: { ja: row.meeting[0], en: row.meeting[1] },
        minPax: planJa.includes('4名様以上') ? 4 : 1,
        maxPax: Math.min(20, row.capacity),
        images: [
          {
            categoryCode: row.category,
            path: `/static/img/optionals/${row.category}/${1 + (hashString(optionalId) % IMAGE_VARIANTS)}.svg`,
            alt: { ja: row.name[0], en: row.name[1] },
          },
        ],
        kodawari: [],
        stockSeed: hashString(`${seed}:optional:${optionalId}`),
      });
    });
  });
  return out;
}

/** Places left on a date: 0 on closed days (≈5 %) and for weekday-only plans on days off. */
export function optionalStock(opt: OptionalActivity, ymd: string): number {
  const info = dayInfo(ymd);
  if (hashUnit(opt.stockSeed, ymd, 'closed') < 0.05) return 0;
  if (opt.planName.ja.startsWith('平日限定') && (info.isDayOff || info.dow === 6)) return 0;
  const busy = info.isDayBeforeHoliday || info.isDayOff ? 0.6 : 0.3;
  const booked = Math.floor(hashUnit(opt.stockSeed, ymd) * busy * opt.capacityPerDay * 1.4);
  return Math.max(0, opt.capacityPerDay - booked);
}

export interface OptionalStockRow {
  optionalId: string;
  date: string;
  stock: number;
}

export function* iterateOptionalStockRows(
  optionals: Iterable<OptionalActivity>,
  today: string,
  days: number,
): Generator<OptionalStockRow> {
  const dates = windowDates(today, days);
  for (const opt of optionals)
    for (const date of dates) yield { optionalId: opt.optionalId, date, stock: optionalStock(opt, date) };
}
