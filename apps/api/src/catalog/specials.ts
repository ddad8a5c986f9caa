/**
 * Special feature pages (特集). Each has per-language SEO definitions and a selection; the matching
 * tours and hotels are resolved at generation (most popular first, at most 200 each).
 */
import type { Hotel, I18nText, Special, SpecialDefinition, Tour } from './types';
import { areaMatches } from './reference/areas';
import { expandKodawari } from '../model/kodawari';

type Selection = Special['selection'];

interface SpecialSeed {
  specialCode: string;
  target: Special['target'];
  ja: [name: string, description: string, keywords: string];
  en: [name: string, description: string, keywords: string];
  lead: I18nText;
  selection: Partial<Selection>;
}

// prettier-ignore
const SEEDS: readonly SpecialSeed[] = [
  {
    specialCode: 'okinawa-summer', target: 'both',
    ja: ['夏の沖縄特集', '青い海と白い砂浜が待つ夏の沖縄へ。ビーチリゾートのホテルや那覇発着のフリープランを集めました。', '沖縄,夏休み,ビーチ,リゾート,ツアー'],
    en: ['Okinawa in Summer', 'Blue seas and white beaches: beach resorts and free-plan tours to Okinawa.', 'Okinawa,summer,beach,resort,tour'],
    lead: { ja: '夏の沖縄で、海もグルメも満喫', en: 'Sea and food in summer Okinawa' },
    selection: { areaCodes: ['okinawa'], keywords: ['沖縄', 'ビーチ'], months: [7, 8, 9] },
  },
  {
    specialCode: 'onsen-ryokan', target: 'both',
    ja: ['名湯を楽しむ温泉旅館特集', '源泉かけ流しの露天風呂や会席料理が自慢の温泉旅館を厳選しました。', '温泉,旅館,露天風呂,源泉かけ流し'],
    en: ['Hot-spring Ryokan', 'Selected ryokan with free-flowing open-air baths and kaiseki cuisine.', 'onsen,ryokan,open-air bath'],
    lead: { ja: '心と体をほぐす、温泉旅館の休日', en: 'A relaxing holiday at a hot-spring ryokan' },
    selection: { kodawari: ['101'], hotelTypeCodes: ['01'], keywords: ['温泉'] },
  },
  {
    specialCode: 'kyoto-autumn', target: 'both',
    ja: ['秋の京都 紅葉特集', '嵐山や東山の紅葉めぐりに便利なホテルと、新幹線で行く京都ツアーをご紹介します。', '京都,紅葉,秋,嵐山,新幹線'],
    en: ['Autumn Leaves in Kyoto', 'Hotels and shinkansen tours for autumn colours in Arashiyama and Higashiyama.', 'Kyoto,autumn leaves,Arashiyama'],
    lead: { ja: '燃えるような紅葉の古都へ', en: 'To the ancient capital in autumn colours' },
    selection: { areaCodes: ['26'], keywords: ['京都', '紅葉'], months: [10, 11, 12] },
  },
  {
    specialCode: 'hokkaido-winter', target: 'both',
    ja: ['冬の北海道特集', 'パウダースノーのスキー場、雪景色の温泉、冬の味覚。冬の北海道を楽しむ旅をご提案します。', '北海道,冬,スキー,雪,温泉'],
    en: ['Hokkaido in Winter', 'Powder snow, snowy hot springs and winter food: trips to Hokkaido in winter.', 'Hokkaido,winter,ski,snow'],
    lead: { ja: '白銀の北海道で、冬を遊びつくす', en: 'Make the most of winter in snowy Hokkaido' },
    selection: { areaCodes: ['hokkaido'], keywords: ['北海道', 'スキー'], months: [12, 1, 2] },
  },
  {
    specialCode: 'rotenburo-room', target: 'hotel',
    ja: ['露天風呂付客室特集', '誰にも気兼ねなく湯浴みを楽しめる、露天風呂付客室のある宿を集めました。', '露天風呂付客室,記念日,温泉'],
    en: ['Rooms with Private Open-air Baths', 'Stays with rooms that have their own open-air bath.', 'private open-air bath,anniversary'],
    lead: { ja: '記念日に、露天風呂付客室で特別なひとときを', en: 'A special time in a room with its own open-air bath' },
    selection: { kodawari: ['104'] },
  },
  {
    specialCode: 'shinkansen-trip', target: 'tour',
    ja: ['新幹線で行く旅特集', '往復の新幹線と宿泊がセットになった、便利でおトクなツアーです。', '新幹線,JR,ツアー,パック'],
    en: ['Trips by Shinkansen', 'Convenient packages with return shinkansen tickets and a hotel.', 'shinkansen,JR,package'],
    lead: { ja: '新幹線でひとっ飛び、快適な旅へ', en: 'Zip away by shinkansen' },
    selection: { approachTypes: ['train'] },
  },
  {
    specialCode: 'family-resort', target: 'hotel',
    ja: ['家族で楽しむリゾートホテル特集', 'プールやキッズスペースなど、お子様連れに嬉しい設備の整ったリゾートホテルです。', '家族旅行,子連れ,リゾート,プール'],
    en: ['Family Resorts', 'Resort hotels with pools and kids’ spaces for family holidays.', 'family,kids,resort,pool'],
    lead: { ja: '子どもも大人も笑顔になるリゾートステイ', en: 'Resort stays that make everyone smile' },
    selection: { kodawari: ['504'], hotelTypeCodes: ['03'] },
  },
  {
    specialCode: 'kyushu-onsen', target: 'both',
    ja: ['九州の名湯めぐり特集', '別府・湯布院・黒川・指宿など、九州の個性豊かな温泉地をめぐる旅。', '九州,温泉,別府,湯布院,黒川'],
    en: ['Kyushu Hot Springs', 'Beppu, Yufuin, Kurokawa, Ibusuki and more of Kyushu’s hot springs.', 'Kyushu,onsen,Beppu,Yufuin'],
    lead: { ja: '湯けむりの九州へ', en: 'To steaming Kyushu' },
    selection: { areaCodes: ['kyushu'], kodawari: ['101'], keywords: ['温泉'] },
  },
];

function definition(
  lang: 'ja' | 'en',
  [name, description, keywords]: [string, string, string],
): SpecialDefinition {
  return {
    specialName: name,
    // No brand in the data: a special is shown by every brand, and the page adds the brand's name.
    metaTitle: lang === 'ja' ? `${name}｜国内ツアー・ホテル予約` : `${name} | Japan tours and hotels`,
    metaDescription: description,
    metaKeyword: keywords,
    breadCrumbsText: name,
  };
}

function hasKodawari(have: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((code) => expandKodawari([code]).some((c) => have.includes(c)));
}

function areaOk(codes: readonly string[], areaCode: string): boolean {
  return codes.length === 0 || codes.some((c) => areaMatches(c, areaCode));
}

export function hotelMatches(sel: Selection, hotel: Hotel): boolean {
  return (
    areaOk(sel.areaCodes, hotel.area4Code) &&
    hasKodawari(hotel.kodawari, sel.kodawari) &&
    (sel.hotelTypeCodes.length === 0 || sel.hotelTypeCodes.includes(hotel.hotelTypeCode))
  );
}

export function tourMatches(sel: Selection, tour: Tour): boolean {
  return (
    tour.arrAreaCodes.some((code) => areaOk(sel.areaCodes, code)) &&
    hasKodawari(tour.kodawari, sel.kodawari) &&
    (sel.tourTypes.length === 0 || sel.tourTypes.includes(tour.tourType)) &&
    (sel.approachTypes.length === 0 || sel.approachTypes.includes(tour.approachType))
  );
}

export function generateSpecials(tours: readonly Tour[], hotels: readonly Hotel[]): Special[] {
  return SEEDS.map((seed) => {
    const selection: Selection = {
      areaCodes: seed.selection.areaCodes ?? [],
      kodawari: seed.selection.kodawari ?? [],
      keywords: seed.selection.keywords ?? [],
      tourTypes: seed.selection.tourTypes ?? [],
      approachTypes: seed.selection.approachTypes ?? [],
      hotelTypeCodes: seed.selection.hotelTypeCodes ?? [],
      months: seed.selection.months ?? [],
    };
    const tourIds =
      seed.target === 'hotel'
        ? []
        : tours
            .filter((x) => tourMatches(selection, x))
            .sort((a, b) => b.popularity - a.popularity || a.tourId.localeCompare(b.tourId))
            .slice(0, 200)
            .map((x) => x.tourId);
    const hotelIds =
      seed.target === 'tour'
        ? []
        : hotels
            .filter((h) => hotelMatches(selection, h))
            .sort((a, b) => b.popularity - a.popularity || a.hotelId.localeCompare(b.hotelId))
            .slice(0, 200)
            .map((h) => h.hotelId);
    return {
      specialCode: seed.specialCode,
      target: seed.target,
      definitions: { ja: definition('ja', seed.ja), en: definition('en', seed.en) },
      lead: seed.lead,
      heroImage: `/static/img/specials/${seed.specialCode}.svg`,
      selection,
      tourIds,
      hotelIds,
    };
  });
}
