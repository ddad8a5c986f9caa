/**
 * Tour-type label of spec §2: multi-day '{{count}} days' (ja `N日間`), day trip (`日帰り`, travel
 * days 1), or one-way / round trip (`片道` / `往復`).
 * Decision: travel days decide when known (a package has a length); the one-way / round-trip
 * label is for transport-only products without travel days. Nothing known gives ''.
 */
import type { DisplayLang } from '../format/lang';

export interface TourTypeLabelInput {
  travelDays?: number | undefined;
  way?: 'oneWay' | 'roundTrip' | undefined;
}

export function tourTypeLabel(input: TourTypeLabelInput, lang: DisplayLang = 'ja'): string {
  const { travelDays, way } = input;
  const en = lang === 'en';
  if (travelDays !== undefined && Number.isInteger(travelDays) && travelDays >= 1) {
    if (travelDays === 1) return en ? 'Day trip' : '日帰り';
    return en ? `${travelDays} days` : `${travelDays}日間`;
  }
  if (way === 'oneWay') return en ? 'One way' : '片道';
  if (way === 'roundTrip') return en ? 'Round trip' : '往復';
  return '';
}
