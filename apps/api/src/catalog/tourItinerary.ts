/** Day-by-day itineraries of tours, in natural Japanese and English. */
import type { Area3, I18nText, ItineraryDay, TransportationEntry } from './types';

export interface ItineraryInput {
  tourType: string;
  travelDays: number;
  roundTrip: boolean;
  transport: TransportationEntry[];
  /** Area of each night (length = nights). */
  nightAreas: Area3[];
  mainArea: Area3;
  highlights: I18nText[];
  meetingPoint: I18nText | null;
  breakfast: boolean;
  dinner: boolean;
}

function placeName(entry: TransportationEntry, which: 'dep' | 'arr'): I18nText {
  const n = which === 'dep' ? entry.depName : entry.arrName;
  if (entry.type === 'air') return { ja: `${n.ja}空港`, en: `${n.en} Airport` };
  if (entry.type === 'ship') return n;
  return { ja: `${n.ja}駅`, en: `${n.en} Station` };
}

function ride(entry: TransportationEntry): I18nText {
  const from = placeName(entry, 'dep');
  const to = placeName(entry, 'arr');
  const first = entry.services[0];
  if (entry.type === 'air')
    return { ja: `${from.ja}より空路、${to.ja}へ。`, en: `Fly from ${from.en} to ${to.en}.` };
  if (entry.type === 'ship') {
    const v = first?.number ?? { ja: '船', en: 'ship' };
    return {
      ja: `${from.ja}より${v.ja}で${to.ja}へ。`,
      en: `Take the ${v.en.toLowerCase()} from ${from.en} to ${to.en}.`,
    };
  }
  const train = first ? first.number.ja.replace(/\d+号$/, '') : '列車';
  const trainEn = first ? first.number.en.replace(/ \d+$/, '') : 'train';
  return {
    ja: `${from.ja}より${train}で${to.ja}へ。`,
    en: `Take the ${trainEn} from ${from.en} to ${to.en}.`,
  };
}

function hl(list: I18nText[], i: number): I18nText {
  return list[i % Math.max(1, list.length)] ?? { ja: '周辺散策', en: 'a walk around the area' };
}

export function buildItinerary(input: ItineraryInput): ItineraryDay[] {
  const { travelDays, transport, nightAreas, highlights: hls, mainArea } = input;
  const escorted = input.tourType === '02';
  /** A guided day trip (04) includes lunch (tours.ts lists 「ガイド・昼食」 in its price). */
  const guidedLunch = input.tourType === '04';
  const outbound = transport.find((e) => e.leg === 'outbound');
  const back = transport.find((e) => e.leg === 'return');
  const days: ItineraryDay[] = [];
  for (let d = 1; d <= travelDays; d++) {
    const schedule: I18nText[] = [];
    const area = nightAreas[d - 1] ?? nightAreas[nightAreas.length - 1] ?? mainArea;
    const prevArea = nightAreas[d - 2];
    let title: I18nText;
    if (d === 1) {
      if (outbound) schedule.push(ride(outbound));
      else if (input.meetingPoint)
        schedule.push({ ja: `${input.meetingPoint.ja}に集合。`, en: `Meet at ${input.meetingPoint.en}.` });
      if (travelDays === 1) {
        schedule.push({
          ja: `${hl(hls, 0).ja}、${hl(hls, 1).ja}を散策。`,
          en: `Visit ${hl(hls, 0).en} and ${hl(hls, 1).en}.`,
        });
      } else if (escorted) {
        schedule.push({
          ja: `到着後、${hl(hls, 0).ja}を観光。ホテルへ。`,
          en: `After arrival, visit ${hl(hls, 0).en}, then to the hotel.`,
        });
      } else {
        schedule.push({
          ja: `到着後は自由行動。${area.name.ja}のホテルへ各自チェックイン。`,
          en: `Free time after arrival; check in at your hotel in ${area.name.en}.`,
        });
      }
      title = outbound
        ? {
            ja: `${outbound.depName.ja} → ${mainArea.name.ja}`,
            en: `${outbound.depName.en} → ${mainArea.name.en}`,
          }
        : { ja: `${mainArea.name.ja}`, en: mainArea.name.en };
    } else if (d === travelDays) {
      schedule.push(
        escorted
          ? {
              ja: `ホテルをチェックアウト後、${hl(hls, d).ja}を観光。`,
              en: `After check-out, visit ${hl(hls, d).en}.`,
            }
          : {
              ja: 'ホテルをチェックアウト後、出発まで自由行動。',
              en: 'Free time after check-out until departure.',
            },
      );
      if (back) schedule.push(ride(back));
      else schedule.push({ ja: '現地にて解散。', en: 'The tour ends locally.' });
      title = back
        ? { ja: `${mainArea.name.ja} → ${back.arrName.ja}`, en: `${mainArea.name.en} → ${back.arrName.en}` }
        : { ja: `${mainArea.name.ja}（現地解散）`, en: `${mainArea.name.en} (tour ends)` };
    } else {
      if (prevArea && prevArea.code !== area.code) {
        schedule.push({
          ja: `${prevArea.name.ja}から${area.name.ja}へ移動。`,
          en: `Travel from ${prevArea.name.en} to ${area.name.en}.`,
        });
      }
      schedule.push(
        escorted
          ? {
              ja: `${hl(hls, d).ja}、${hl(hls, d + 1).ja}を観光。`,
              en: `Visit ${hl(hls, d).en} and ${hl(hls, d + 1).en}.`,
            }
          : {
              ja: `終日自由行動。${hl(hls, d).ja}への観光がおすすめです。`,
              en: `Free all day; we recommend a visit to ${hl(hls, d).en}.`,
            },
      );
      title = escorted
        ? { ja: `${area.name.ja}観光`, en: `Sightseeing in ${area.name.en}` }
        : { ja: '終日自由行動', en: 'Free day' };
    }
    days.push({
      day: d,
      title,
      schedule,
      meals: {
        breakfast: d > 1 && input.breakfast,
        lunch: guidedLunch || (escorted && d > 1 && d < travelDays),
        dinner: d < travelDays && input.dinner,
      },
      stay: d < travelDays ? { ja: `${area.name.ja}泊`, en: `Night in ${area.name.en}` } : null,
    });
  }
  return days;
}
