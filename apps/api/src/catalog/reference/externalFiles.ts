/**
 * External files of the decoder: notes (ご案内), flyer icons (local placeholder URLs under /static)
 * and the common notices printed on flyers per transport type.
 */
import type { ExternalFiles, I18nText } from '../types';

const t = (ja: string, en: string): I18nText => ({ ja, en });

export const EXTERNAL_FILES: ExternalFiles = {
  notes: [
    {
      code: 'travel-conditions',
      title: t('旅行条件書', 'Travel conditions'),
      url: '/static/docs/travel-conditions.html',
      body: [
        t(
          'お申し込みの際は、必ず旅行条件書（全文）をお読みいただき、内容をご確認のうえお申し込みください。',
          'Please read the full travel conditions before you book.',
        ),
        t(
          '旅行代金は、大人お一人様あたりの消費税等諸税込みの金額です。',
          'Tour prices are per adult and include consumption tax.',
        ),
      ],
    },
    {
      code: 'cancel-policy',
      title: t('取消料について', 'Cancellation charges'),
      url: '/static/docs/cancel-policy.html',
      body: [
        t(
          '旅行開始日の前日から起算してさかのぼって20日目（日帰り旅行は10日目）以降の取り消しには、所定の取消料を申し受けます。',
          'Cancellations from 20 days before departure (10 days for day trips) incur a cancellation charge.',
        ),
        t(
          '7日前〜2日前は旅行代金の30％、前日は40％、当日は50％、旅行開始後または無連絡不参加は100％となります。',
          '30% from 7 to 2 days before, 40% the day before, 50% on the day, 100% after departure or for no-shows.',
        ),
      ],
    },
    {
      code: 'child-rates',
      title: t('こども料金について', 'Child rates'),
      url: '/static/docs/child-rates.html',
      body: [
        t(
          '小学生はこども代金、3歳以上の未就学児は幼児代金となります。宿泊施設により区分と料金が異なります。',
          'Elementary school children pay the child rate and pre-school children aged 3 and over the infant rate; categories differ by property.',
        ),
        t(
          '航空機をご利用の場合、3歳未満のお子様は大人1名につき1名までひざの上でご搭乗いただけます。',
          'On flights, one child under 3 per adult may travel on an adult’s lap.',
        ),
      ],
    },
    {
      code: 'personal-info',
      title: t('個人情報の取り扱いについて', 'Personal information'),
      url: '/static/docs/privacy.html',
      body: [
        t(
          'お預かりした個人情報は、お客様との連絡や旅行サービスの手配のために利用し、その他の目的には利用いたしません。',
          'We use your personal information only to contact you and to arrange your travel services.',
        ),
      ],
    },
  ],
  flyerIcons: [
    { code: 'air', name: t('飛行機', 'Flight'), url: '/static/img/flyer/icons/air.svg' },
    { code: 'train', name: t('新幹線・JR', 'Shinkansen / JR'), url: '/static/img/flyer/icons/train.svg' },
    { code: 'extrain', name: t('特急列車', 'Limited express'), url: '/static/img/flyer/icons/extrain.svg' },
    { code: 'ship', name: t('船', 'Ship'), url: '/static/img/flyer/icons/ship.svg' },
    { code: 'hotel', name: t('宿泊', 'Accommodation'), url: '/static/img/flyer/icons/hotel.svg' },
    { code: 'onsen', name: t('温泉', 'Hot spring'), url: '/static/img/flyer/icons/onsen.svg' },
    { code: 'breakfast', name: t('朝食付き', 'Breakfast'), url: '/static/img/flyer/icons/breakfast.svg' },
    { code: 'dinner', name: t('夕食付き', 'Dinner'), url: '/static/img/flyer/icons/dinner.svg' },
    { code: 'guide', name: t('添乗員同行', 'Tour conductor'), url: '/static/img/flyer/icons/guide.svg' },
    {
      code: 'sightseeing',
      name: t('観光付き', 'Sightseeing'),
      url: '/static/img/flyer/icons/sightseeing.svg',
    },
    { code: 'solo', name: t('1名から参加OK', 'Solo OK'), url: '/static/img/flyer/icons/solo.svg' },
    {
      code: 'rentacar',
      name: t('レンタカー付き', 'Rental car'),
      url: '/static/img/flyer/icons/rentacar.svg',
    },
  ],
  flyerCommonNotices: {
    air: [
      t(
        '航空便の発着時刻は予定です。航空会社の都合により変更になる場合があります。',
        'Flight times are scheduled times and may change at the airline’s discretion.',
      ),
      t(
        '航空便の指定はできますが、便によっては追加代金が必要です。座席の指定はできません。',
        'You may choose your flights (some at an extra charge); seats cannot be reserved.',
      ),
      t(
        '出発空港には出発時刻の60分前までにお越しください。手荷物の預け入れは20分前に締め切られます。',
        'Please arrive at the airport 60 minutes before departure; baggage check-in closes 20 minutes before.',
      ),
    ],
    train: [
      t(
        'JR指定席は普通車指定席です。グリーン車への変更は追加代金で承ります。',
        'Reserved seats are ordinary-class; Green Car upgrades are available at an extra charge.',
      ),
      t(
        '列車の乗車券・特急券は出発日の10日前を目安にお届けします。紛失時の再発行はできません。',
        'Tickets are delivered about 10 days before departure and cannot be reissued if lost.',
      ),
      t(
        '基本のJR往復区間以外の列車（追加代金不要の列車を除く）をご希望の場合は差額をいただきます。',
        'Trains outside the basic JR round-trip section are subject to a fare difference.',
      ),
    ],
    extrain: [
      t(
        '特急列車は全席指定席です。号車・座席位置のご希望には添えない場合があります。',
        'Limited express trains are all reserved seats; car and seat requests cannot be guaranteed.',
      ),
      t(
        '私鉄特急の特急券は乗車当日に駅窓口でのお引き換えとなる場合があります。',
        'Private-railway express tickets may need to be collected at the station on the day.',
      ),
    ],
  },
};
