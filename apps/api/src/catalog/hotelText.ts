/** Descriptive hotel texts: hot-spring information, catch copy and recommend points (ja + en). */
import type { Area3, Area4, I18nText, OnsenInfo } from './types';
import type { HotelKindForName, NamePart } from './names';
import type { Rng } from './prng';
import { onsenPart } from './names';

const t = (ja: string, en: string): I18nText => ({ ja, en });

// quality, efficacy, milky (にごり湯)
const SPRINGS: readonly [I18nText, I18nText, boolean][] = [
  [
    t('単純温泉', 'Simple thermal spring'),
    t(
      '神経痛、筋肉痛、関節痛、冷え性、疲労回復',
      'Neuralgia, muscle and joint pain, poor circulation, fatigue',
    ),
    false,
  ],
  [
    t('ナトリウム－塩化物泉', 'Sodium chloride spring'),
    t('きりきず、冷え性、うつ状態、皮膚乾燥症', 'Cuts, poor circulation, low mood, dry skin'),
    false,
  ],
  [
    t('炭酸水素塩泉', 'Hydrogen carbonate spring'),
    t('きりきず、冷え性、皮膚乾燥症（美肌の湯）', 'Cuts, poor circulation, dry skin (“beauty bath”)'),
    false,
  ],
  [
    t('硫酸塩泉', 'Sulfate spring'),
    t('きりきず、冷え性、高血圧症、動脈硬化症', 'Cuts, poor circulation, high blood pressure'),
    false,
  ],
  [
    t('硫黄泉', 'Sulfur spring'),
    t('アトピー性皮膚炎、慢性湿疹、尋常性乾癬', 'Atopic dermatitis, chronic eczema, psoriasis'),
    true,
  ],
  [
    t('酸性泉', 'Acidic spring'),
    t('アトピー性皮膚炎、尋常性乾癬、表皮化膿症', 'Atopic dermatitis, psoriasis, skin infections'),
    true,
  ],
  [
    t('含鉄泉', 'Iron-bearing spring'),
    t('鉄欠乏性貧血、冷え性、疲労回復', 'Iron-deficiency anaemia, poor circulation, fatigue'),
    true,
  ],
  [
    t('二酸化炭素泉', 'Carbon dioxide spring'),
    t('高血圧症、末梢循環障害、冷え性', 'High blood pressure, poor peripheral circulation'),
    false,
  ],
];

export function buildOnsen(
  rng: Rng,
  area4: Area4,
  stem: NamePart,
  kind: HotelKindForName,
): OnsenInfo & { milky: boolean } {
  const [quality, efficacy, milky] = rng.pick(SPRINGS);
  const name = area4.onsen
    ? onsenPart(area4)
    : { ja: `天然温泉「${stem.ja}の湯」`, kana: '', en: `Natural hot spring “${stem.en} no Yu”` };
  const allDay = rng.chance(0.25);
  return {
    onsenName: { ja: name.ja, en: name.en },
    springQuality: quality,
    efficacy,
    kakenagashi: area4.onsen && rng.chance(0.5),
    indoorBaths: rng.int(1, kind === 'pension' ? 1 : 3),
    outdoorBaths: kind === 'business' ? (rng.chance(0.3) ? 1 : 0) : rng.int(kind === 'ryokan' ? 1 : 0, 3),
    privateBaths: kind === 'business' ? 0 : rng.int(0, 3),
    bathingHours: allDay
      ? t('24時間（清掃時間を除く）', 'Open 24 hours (except cleaning times)')
      : t('15:00～24:00／翌5:00～10:00', '3 pm–midnight and 5–10 am'),
    dayTripBathing: rng.chance(0.35),
    milky,
  };
}

interface TextContext {
  area3: Area3;
  place: NamePart;
  station: I18nText;
}

const fill = (text: I18nText, c: TextContext): I18nText => ({
  ja: text.ja
    .replace('{area}', c.area3.name.ja)
    .replace('{place}', c.place.ja)
    .replace('{station}', c.station.ja),
  en: text.en
    .replace('{area}', c.area3.name.en)
    .replace('{place}', c.place.en)
    .replace('{station}', c.station.en),
});

const ONSEN_CATCH_COPY: I18nText[] = [
  t(
    '{area}の名湯に癒やされる、心づくしのおもてなしの宿',
    'A ryokan of heartfelt hospitality and fine hot springs in {area}',
  ),
  t('受け継がれてきた湯と、静かに流れる時間', 'Time-honoured hot springs and quiet, unhurried hours'),
];

// prettier-ignore
const CATCH_COPY: Record<HotelKindForName, I18nText[]> = {
  ryokan: [
    t('四季折々の景色と会席料理を楽しむ{place}の宿', 'Seasonal views and kaiseki cuisine in {place}'),
    t('心づくしのおもてなしでお迎えする、{place}の小さな宿', 'A small inn in {place} with heartfelt hospitality'),
  ],
  hotel: [
    t('{place}観光の拠点に便利なシティホテル', 'A convenient base for exploring {place}'),
    t('快適な客室と充実の朝食で旅をサポート', 'Comfortable rooms and a hearty breakfast for your trip'),
  ],
  resort: [
    t('{area}の絶景に包まれる上質なリゾートステイ', 'A refined resort stay amid the scenery of {area}'),
    t('家族みんなで楽しめる、遊びも癒やしも揃ったリゾート', 'A resort with fun and relaxation for the whole family'),
  ],
  business: [
    t('{station}すぐ。出張にも観光にも便利なホテル', 'Close to {station}: handy for business and sightseeing'),
    t('清潔・快適・リーズナブル。ひとり旅にもおすすめ', 'Clean, comfortable and reasonable: ideal for solo travel'),
  ],
  pension: [
    t('オーナー家族があたたかくお迎えする小さな宿', 'A small inn where the owner’s family welcomes you warmly'),
    t('{place}の自然に囲まれた、手作りディナーのペンション', 'A pension with home-made dinners amid the nature of {place}'),
  ],
};

export function catchCopy(rng: Rng, kind: HotelKindForName, c: TextContext, onsen: boolean): I18nText {
  const options = kind === 'ryokan' && onsen ? [...CATCH_COPY.ryokan, ...ONSEN_CATCH_COPY] : CATCH_COPY[kind];
  return fill(rng.pick(options), c);
}

export interface PointFacts {
  kakenagashi: boolean;
  roomMeal: boolean;
  buffet: boolean;
  walkMinutes: number | null;
  oceanView: boolean;
  family: boolean;
  freeParking: boolean;
  rotenburoRoom: boolean;
  pets: boolean;
  business: boolean;
  ski: boolean;
  pool: boolean;
  localFood: boolean;
}

export function recommendPoints(rng: Rng, facts: PointFacts, c: TextContext): I18nText[] {
  const points: I18nText[] = [];
  if (facts.kakenagashi)
    points.push(
      t(
        '自家源泉かけ流しの湯を、開放感あふれる露天風呂で。',
        'Free-flowing water from our own source in a spacious open-air bath.',
      ),
    );
  if (facts.roomMeal)
    points.push(
      t(
        '夕食はお部屋でゆっくり。ご家族水入らずで会席料理を味わえます。',
        'Dinner is served in your room: enjoy kaiseki in private.',
      ),
    );
  if (facts.buffet)
    points.push(
      t(
        '地元食材を使った和洋中のビュッフェは約60種類。',
        'A buffet of about 60 Japanese, Western and Chinese dishes with local produce.',
      ),
    );
  if (facts.walkMinutes !== null && facts.walkMinutes <= 5) {
    points.push({
      ja: `${c.station.ja}から徒歩${facts.walkMinutes}分。観光にもビジネスにも便利な立地です。`,
      en: `${facts.walkMinutes} min walk from ${c.station.en}: handy for sightseeing and business.`,
    });
  }
  if (facts.oceanView)
    points.push(
      t(
        'オーシャンビューの客室から、海に沈む夕日を一望できます。',
        'Watch the sun set over the sea from ocean-view rooms.',
      ),
    );
  if (facts.family)
    points.push(
      t(
        'キッズスペースやお子様用浴衣をご用意。小さなお子様連れも安心です。',
        'Kids’ space and children’s yukata: relaxed stays with little ones.',
      ),
    );
  if (facts.freeParking)
    points.push(
      t('無料駐車場完備。ドライブ旅行の拠点にも便利です。', 'Free parking: a handy base for a road trip.'),
    );
  if (facts.rotenburoRoom)
    points.push(
      t(
        '露天風呂付客室で、誰にも気兼ねなく湯浴みを楽しめます。',
        'Rooms with private open-air baths let you bathe at leisure.',
      ),
    );
  if (facts.pets)
    points.push(
      t('小型犬と一緒に泊まれる客室をご用意しています。', 'Rooms where you can stay with your small dog.'),
    );
  if (facts.business)
    points.push(
      t(
        '全室Wi-Fi無料・ワークデスク完備。出張にも快適です。',
        'Free Wi-Fi and a work desk in every room: comfortable for business trips.',
      ),
    );
  if (facts.ski)
    points.push(
      t(
        'ゲレンデまで車で約5分。スキー・スノーボードの拠点に最適です。',
        'About 5 min by car to the slopes: ideal for skiing and snowboarding.',
      ),
    );
  if (facts.pool)
    points.push(
      t(
        '屋外プールやキッズプールで、リゾートステイを満喫。',
        'Outdoor and kids’ pools for a full resort stay.',
      ),
    );
  if (facts.localFood)
    points.push(
      t(
        '地元の旬の食材を使った料理が自慢です。',
        'We take pride in dishes made with seasonal local ingredients.',
      ),
    );
  const chosen = rng.sample(points, rng.int(2, 3));
  const generic = [
    fill(t('{area}観光の拠点に便利な立地です。', 'A convenient base for sightseeing in {area}.'), c),
    t('スタッフ一同、心を込めてお迎えいたします。', 'All our staff look forward to welcoming you.'),
  ];
  for (const g of generic) if (chosen.length < 2) chosen.push(g);
  return chosen;
}
