/**
 * Lodging plans (2–6 per hotel) from templates per hotel type.
 *
 * Ordinary-weekday price per adult at `pax` people per room:
 *   (roomOnly × roomTypeFactor × PAX_FACTORS[pax] + breakfast? + dinner?) × groupFactor, rounded up to 100.
 * `roomOnly`, `breakfast`, `dinner` are the hotel's cost levels (per adult, 2 per room).
 */
import type { I18nText, PaxPrice, Plan, Room, SeasonProfile } from './types';
import type { HotelKindForName } from './names';
import type { Rng } from './prng';
import { addDays } from '../model/calendar';
import { MEAL_TYPES } from './reference/masters';
import { isPremiumRoom } from './rooms';
import { paxFactor, ROOM_TYPE_FACTORS } from './pricing';
import { ceilTo } from '../model/prices';
import { pad } from './text';

export interface HotelCosts {
  roomOnly: number;
  breakfast: number;
  dinner: number;
}

interface PlanTemplate {
  key: string;
  group: string;
  meal: string;
  name: I18nText;
  description: I18nText;
  factor: number;
  premium?: boolean;
  minPax?: number;
  maxPax?: number;
  minNights?: number;
  /** Booking closes this many days before the stay; early-booking plans sell stays from today + this. */
  deadline?: number;
  /** Last-minute plans sell stays up to today + this. */
  stayWithin?: number;
  kodawari?: string[];
}

const t = (ja: string, en: string): I18nText => ({ ja, en });

const pt = (
  key: string,
  group: string,
  meal: string,
  name: I18nText,
  description: I18nText,
  factor: number,
  extra: Partial<PlanTemplate> = {},
): PlanTemplate => ({ key, group, meal, name, description, factor, ...extra });

// prettier-ignore
const TEMPLATES: Record<HotelKindForName, PlanTemplate[]> = {
  ryokan: [
    pt('std', '01', '02', t('【スタンダード】旬の会席料理を味わう 1泊2食付きプラン', '[Standard] Half board with a seasonal kaiseki dinner'), t('料理長が季節の食材で仕立てる会席料理と、温泉でゆったりお過ごしください。', 'Relax in the baths and enjoy a kaiseki dinner of seasonal ingredients.'), 1, { kodawari: ['206'] }),
    pt('heyashoku', '01', '02', t('【部屋食】お部屋でゆっくり会席料理 1泊2食付き', '[In-room dining] Kaiseki dinner served in your room'), t('夕食・朝食ともにお部屋へお運びします。ご家族やご夫婦水入らずでどうぞ。', 'Dinner and breakfast are served in your room.'), 1.08, { kodawari: ['203'] }),
    pt('early30', '02', '02', t('【早割30】30日前までのご予約でお得！1泊2食付き', '[Early 30] Book 30 days ahead and save: half board'), t('ご宿泊の30日前までのご予約限定の特別価格です。', 'Special price for bookings made 30 days or more in advance.'), 0.9, { deadline: 30, kodawari: ['608'] }),
    pt('breakfast', '01', '01', t('【朝食付き】夕食は温泉街で自由に 1泊朝食付き', '[Breakfast] Dine out in the hot-spring town'), t('夕食は温泉街の食べ歩きで。朝は和定食をご用意します。', 'Have dinner in town; a Japanese breakfast is served in the morning.'), 1),
    pt('roomonly', '07', '04', t('【素泊まり】気軽に温泉を満喫 食事なしプラン', '[Room only] Enjoy the hot springs, no meals'), t('お食事なしの気軽なプランです。温泉は何度でもお楽しみいただけます。', 'A simple plan without meals; enjoy the baths as often as you like.'), 1),
    pt('anniv', '04', '02', t('【記念日】ケーキとスパークリングワインでお祝い 1泊2食付き', '[Anniversary] With cake and sparkling wine, half board'), t('誕生日や結婚記念日に。ホールケーキとスパークリングワインをご用意します。', 'For birthdays and anniversaries: a cake and sparkling wine await.'), 1.15, { minPax: 2, maxPax: 2 }),
    pt('rotenburo', '08', '02', t('【露天風呂付客室】誰にも気兼ねなく湯浴みを 1泊2食付き', '[Private open-air bath] Bathe at leisure in your own room'), t('お部屋の露天風呂で、好きな時間に好きなだけ温泉をお楽しみください。', 'Enjoy the hot spring whenever you like in your room’s own open-air bath.'), 1, { premium: true }),
    pt('renpaku', '03', '02', t('【連泊】2泊以上でお得 1泊2食付き', '[2+ nights] Stay longer and save, half board'), t('2泊以上のご宿泊で1泊あたりの料金がお得になります。', 'Lower nightly rate for stays of 2 nights or more.'), 0.92, { minNights: 2, kodawari: ['607'] }),
    pt('family', '05', '02', t('【ファミリー】お子様歓迎 キッズプレート付き 1泊2食', '[Family] Kids welcome, with a kids’ plate'), t('お子様にはキッズプレートとおもちゃのプレゼント付き。', 'Kids get a special plate and a small toy.'), 1, { minPax: 3, kodawari: ['504'] }),
    pt('dinner', '01', '03', t('【夕食のみ】朝はゆっくりお休みください 1泊夕食付き', '[Dinner only] Sleep in: dinner, no breakfast'), t('朝食なしでゆっくりお休みいただけるプランです。', 'Dinner included; sleep in without breakfast.'), 1),
    pt('lastminute', '06', '02', t('【直前割】空室限定のお得な1泊2食付き', '[Last minute] Half board at a special price'), t('ご宿泊日が近い空室を特別価格でご案内します。', 'Special prices for rooms still available shortly before the stay.'), 0.88, { stayWithin: 14 }),
  ],
  hotel: [
    pt('breakfast', '01', '01', t('【朝食付き】ビュッフェ朝食付きスタンダードプラン', '[Breakfast] Standard plan with breakfast buffet'), t('和洋約50種類の朝食ビュッフェで一日をスタート。', 'Start the day with a buffet of about 50 Japanese and Western dishes.'), 1, { kodawari: ['205'] }),
    pt('roomonly', '07', '04', t('【素泊まり】シンプルステイ 食事なし', '[Room only] Simple stay'), t('観光やビジネスに便利なシンプルプランです。', 'A simple plan for sightseeing or business.'), 1),
    pt('halfboard', '01', '02', t('【1泊2食付き】ディナービュッフェ＆朝食ビュッフェ', '[Half board] Dinner and breakfast buffet'), t('地元食材を使ったディナービュッフェをお楽しみください。', 'Enjoy a dinner buffet featuring local ingredients.'), 1, { kodawari: ['205', '206'] }),
    pt('early21', '02', '01', t('【早割21】21日前までのご予約でお得 朝食付き', '[Early 21] Book 21 days ahead: breakfast included'), t('21日前までのご予約でお得な朝食付きプランです。', 'Breakfast plan at a lower price for bookings 21 days ahead.'), 0.9, { deadline: 21, kodawari: ['608'] }),
    pt('lastminute', '06', '04', t('【直前割】素泊まり 空室限定', '[Last minute] Room only, limited rooms'), t('直前のご予約に嬉しい特別価格です。', 'Special price for last-minute bookings.'), 0.88, { stayWithin: 14 }),
    pt('renpaku', '03', '04', t('【連泊】3泊以上でお得 素泊まり', '[3+ nights] Room only, stay longer and save'), t('3泊以上のご滞在で1泊あたりの料金がお得です。', 'Lower nightly rate for stays of 3 nights or more.'), 0.85, { minNights: 3, kodawari: ['607'] }),
    pt('anniv', '04', '01', t('【記念日】レイトチェックアウト＆ケーキ付き 朝食付き', '[Anniversary] Late check-out and cake, breakfast included'), t('特別な日に。12時までのレイトチェックアウト付き。', 'For a special day, with check-out until noon.'), 1.15, { minPax: 2, maxPax: 2, kodawari: ['505'] }),
    pt('suite', '08', '01', t('【スイート】ワンランク上の滞在 朝食付き', '[Suite] A stay a cut above, breakfast included'), t('広々としたスイートルームで贅沢なひとときを。', 'Spend a luxurious time in a spacious suite.'), 1, { premium: true }),
  ],
  resort: [
    pt('breakfast', '01', '01', t('【朝食付き】リゾートステイ スタンダードプラン', '[Breakfast] Resort stay standard plan'), t('朝食はテラス席もあるレストランでのビュッフェです。', 'Breakfast buffet in the restaurant, with terrace seating.'), 1, { kodawari: ['205'] }),
    pt('halfboard', '01', '02', t('【1泊2食付き】シェフ自慢のディナーブッフェ', '[Half board] The chef’s dinner buffet'), t('ライブキッチンが人気のディナーブッフェ付きです。', 'Dinner buffet with a popular live kitchen.'), 1, { kodawari: ['205', '206'] }),
    pt('early45', '02', '02', t('【早割45】45日前までの予約でお得 1泊2食付き', '[Early 45] Book 45 days ahead: half board'), t('45日前までのご予約で最もお得な料金です。', 'Our best price for bookings 45 days ahead.'), 0.88, { deadline: 45, kodawari: ['608'] }),
    pt('family', '05', '01', t('【ファミリー】お子様歓迎 キッズアメニティ付き 朝食付き', '[Family] Kids welcome, kids’ amenities, breakfast'), t('お子様用アメニティとプール用浮き輪の貸し出し付き。', 'Kids’ amenities and pool floats included.'), 1, { minPax: 3, kodawari: ['504'] }),
    pt('roomonly', '07', '04', t('【素泊まり】自由気ままなリゾートステイ', '[Room only] A free and easy resort stay'), t('食事は周辺のレストランで自由にお楽しみください。', 'Dine wherever you like nearby.'), 1),
    pt('rotenburo', '08', '02', t('【露天風呂付客室】プライベート露天風呂で贅沢ステイ 1泊2食', '[Private open-air bath] Luxury stay, half board'), t('客室の露天風呂から絶景を独り占め。', 'Enjoy the view from your room’s own open-air bath.'), 1, { premium: true }),
    pt('suite', '08', '02', t('【スイート】最上階スイートで過ごす特別な休日 1泊2食', '[Suite] A special holiday in a top-floor suite'), t('最上階のスイートルームで、特別な休日をお過ごしください。', 'Spend a special holiday in a top-floor suite.'), 1, { premium: true }),
    pt('renpaku', '03', '01', t('【連泊】3泊以上でお得 朝食付き', '[3+ nights] Breakfast included, stay longer and save'), t('3泊以上の滞在でお得な料金です。', 'Lower nightly rate for 3 nights or more.'), 0.88, { minNights: 3, kodawari: ['607'] }),
  ],
  business: [
    pt('roomonly', '07', '04', t('【素泊まり】シンプルステイ', '[Room only] Simple stay'), t('出張や観光に便利な素泊まりプランです。', 'A room-only plan for business or sightseeing.'), 1),
    pt('breakfast', '01', '01', t('【朝食付き】焼きたてパンの朝食付きプラン', '[Breakfast] With freshly baked bread'), t('焼きたてパンと日替わりおかずの朝食付きです。', 'Breakfast with fresh bread and daily dishes.'), 1),
    pt('early14', '02', '04', t('【早割14】14日前までの予約でお得 素泊まり', '[Early 14] Book 14 days ahead: room only'), t('14日前までのご予約でお得な料金です。', 'Lower price for bookings 14 days ahead.'), 0.9, { deadline: 14, kodawari: ['608'] }),
    pt('renpaku', '03', '04', t('【連泊割】2泊以上でお得 素泊まり', '[2+ nights] Room only, stay longer and save'), t('2泊以上のご滞在でお得になります。', 'Lower nightly rate for 2 nights or more.'), 0.9, { minNights: 2, kodawari: ['607'] }),
    pt('vod', '01', '04', t('【ビジネス応援】VOD見放題付き 素泊まり', '[Business] Unlimited video on demand, room only'), t('お部屋で映画やドラマが見放題です。', 'Unlimited films and series in your room.'), 1.06),
    pt('lastminute', '06', '04', t('【直前割】当日・前日予約限定 素泊まり', '[Last minute] Same-day and day-before bookings'), t('直前のご予約限定の特別価格です。', 'Special price for last-minute bookings.'), 0.88, { stayWithin: 14 }),
  ],
  pension: [
    pt('halfboard', '01', '02', t('【1泊2食付き】オーナーシェフ手作りディナー', '[Half board] Home-made dinner by the owner-chef'), t('地元の野菜を使ったオーナーシェフ手作りのディナーをどうぞ。', 'A home-made dinner with local vegetables.'), 1, { kodawari: ['206'] }),
    pt('breakfast', '01', '01', t('【朝食付き】焼きたてパンとサラダの朝食', '[Breakfast] Fresh bread and salad'), t('朝は焼きたてパンと新鮮なサラダをご用意します。', 'Fresh bread and salad for breakfast.'), 1),
    pt('roomonly', '07', '04', t('【素泊まり】気軽にステイ', '[Room only] A casual stay'), t('お食事なしの気軽なプランです。', 'A casual plan without meals.'), 1),
    pt('family', '05', '02', t('【ファミリー】お子様大歓迎 1泊2食付き', '[Family] Kids very welcome, half board'), t('キッズメニューとお子様用の食器をご用意します。', 'Kids’ menu and tableware provided.'), 1, { minPax: 3, kodawari: ['504'] }),
    pt('renpaku', '03', '02', t('【連泊】2泊以上でお得 1泊2食付き', '[2+ nights] Half board, stay longer and save'), t('2泊以上のご滞在でお得な料金です。', 'Lower nightly rate for 2 nights or more.'), 0.9, { minNights: 2, kodawari: ['607'] }),
    pt('dinner', '01', '03', t('【夕食付き】朝はゆっくり 1泊夕食付き', '[Dinner] Sleep in: dinner only'), t('朝食なしでゆっくりお休みいただけます。', 'Dinner included; sleep in without breakfast.'), 1),
  ],
};

const CANCEL_POLICY: Record<HotelKindForName, I18nText> = {
  ryokan: t(
    '宿泊日の7日前から20％、前日50％、当日80％、無連絡不泊100％',
    '20% from 7 days before, 50% the day before, 80% on the day, 100% for no-shows',
  ),
  hotel: t(
    '宿泊日の前日50％、当日80％、無連絡不泊100％',
    '50% the day before, 80% on the day, 100% for no-shows',
  ),
  resort: t(
    '宿泊日の14日前から20％、3日前50％、当日80％、無連絡不泊100％',
    '20% from 14 days before, 50% from 3 days before, 80% on the day, 100% for no-shows',
  ),
  business: t('宿泊日の当日50％、無連絡不泊100％', '50% on the day, 100% for no-shows'),
  pension: t(
    '宿泊日の3日前から30％、前日50％、当日100％',
    '30% from 3 days before, 50% the day before, 100% on the day',
  ),
};

const MEAL_BY_CODE = new Map(MEAL_TYPES.map((m) => [m.code, m]));

export interface PlanContext {
  rng: Rng;
  hotelId: string;
  kind: HotelKindForName;
  rooms: Room[];
  costs: HotelCosts;
  seasonProfile: SeasonProfile;
  today: string;
  days: number;
}

function roomsFor(ctx: PlanContext, template: PlanTemplate, smoking: boolean): Room[] {
  const { rooms, rng } = ctx;
  let pool = rooms.filter((r) => (template.premium ? isPremiumRoom(r) : !isPremiumRoom(r)));
  const bySmoking = pool.filter((r) => r.canSmoke === smoking);
  if (bySmoking.length > 0) pool = bySmoking;
  const minPax = template.minPax ?? 1;
  pool = pool.filter((r) => r.capacityMax >= minPax && r.capacityMin <= (template.maxPax ?? 99));
  if (pool.length <= 1) return pool;
  return rng.sample(pool, rng.int(1, Math.min(3, pool.length)));
}

function basePrices(
  ctx: PlanContext,
  template: PlanTemplate,
  rooms: Room[],
  minPax: number,
  maxPax: number,
): PaxPrice[] {
  const meal = MEAL_BY_CODE.get(template.meal);
  const roomFactor = Math.max(...rooms.map((r) => ROOM_TYPE_FACTORS[r.roomTypeCode] ?? 1));
  const mealCost = (meal?.breakfast ? ctx.costs.breakfast : 0) + (meal?.dinner ? ctx.costs.dinner : 0);
  const out: PaxPrice[] = [];
  for (let pax = minPax; pax <= maxPax; pax++) {
    const perHead = (ctx.costs.roomOnly * roomFactor * paxFactor(pax) + mealCost) * template.factor;
    out.push({ paxPerRoom: pax, pricePerAdult: ceilTo(perHead, 100) });
  }
  return out;
}

export function buildPlans(ctx: PlanContext): Plan[] {
  const { rng, kind, today, days } = ctx;
  const templates = TEMPLATES[kind];
  const first = templates[0] as PlanTemplate;
  const wanted = rng.int(2, Math.min(6, templates.length));
  const candidates = [first, ...rng.sample(templates.slice(1), templates.length - 1)];
  const plans: Plan[] = [];
  const bookingEnd = addDays(today, days);
  for (const template of candidates) {
    if (plans.length >= wanted) break;
    const smoking = !template.premium && ctx.rooms.some((r) => r.canSmoke) && rng.chance(0.15);
    let rooms = roomsFor(ctx, template, smoking);
    if (rooms.length === 0 && smoking) rooms = roomsFor(ctx, template, false);
    if (rooms.length === 0) continue;
    const minPax = Math.max(template.minPax ?? 1, Math.min(...rooms.map((r) => r.capacityMin)));
    const maxPax = Math.min(template.maxPax ?? 9, Math.max(...rooms.map((r) => r.capacityMax)));
    if (minPax > maxPax) continue;
    const planId = `${ctx.hotelId}P${pad(plans.length + 1, 2)}`;
    const canSmoke = rooms.every((r) => r.canSmoke);
    const limited = !template.deadline && !template.stayWithin && rng.chance(0.1);
    const stayFrom = template.deadline ? addDays(today, template.deadline) : today;
    const stayTo = template.stayWithin
      ? addDays(today, Math.min(template.stayWithin, days))
      : limited
        ? addDays(today, Math.max(30, Math.floor(days * 0.6)))
        : bookingEnd;
    if (stayFrom > stayTo) continue;
    const meal = MEAL_BY_CODE.get(template.meal);
    const kodawari = new Set(template.kodawari ?? []);
    if (meal?.breakfast) kodawari.add('201');
    if (meal?.dinner) kodawari.add('202');
    if (!canSmoke) kodawari.add('301');
    const prefix = canSmoke
      ? t('【喫煙】', '[Smoking] ')
      : limited
        ? t('【期間限定】', '[Limited time] ')
        : t('', '');
    plans.push({
      planId,
      hotelId: ctx.hotelId,
      name:
        prefix.ja === ''
          ? template.name
          : { ja: prefix.ja + template.name.ja, en: prefix.en + template.name.en },
      description: template.description,
      mealTypeCode: template.meal,
      planGroupCode: template.group,
      roomIds: rooms.map((r) => r.roomId),
      roomTypeCodes: [...new Set(rooms.map((r) => r.roomTypeCode))].sort(),
      minPax,
      maxPax,
      canSmoke,
      stayFrom,
      stayTo,
      bookingDeadlineDays: template.deadline ?? 0,
      minNights: template.minNights ?? 1,
      seasonProfile: ctx.seasonProfile,
      basePrices: basePrices(ctx, template, rooms, minPax, maxPax),
      kodawari: [...kodawari].sort(),
      cancelPolicy: CANCEL_POLICY[kind],
    });
  }
  return plans;
}
