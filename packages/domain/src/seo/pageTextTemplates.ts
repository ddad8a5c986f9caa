/**
 * Page-text templates per page kind (spec §2 "Each page kind has its own title, description,
 * keyword, h1 and breadcrumb text with title variables"), in ja and en. Syntax: seo/template.ts
 * (`{var}`, optional `[…]`, alternatives `a||b`); variables: seo/titleVars.ts (the spec's names
 * plus departure, arrival, tourtitle). Wording follows Japanese OTA usage (ホテル・旅館, 宿泊プラン,
 * 東京発 沖縄行きツアー). The site-name suffix is added by buildPageText, not here.
 */
import type { DisplayLang } from '../format/lang';
import type { PageKind } from './pageKind';

export interface PageTextTemplate {
  title: string;
  description: string;
  /** Comma-separated meta keywords. */
  keywords: string;
  h1: string;
  /** Text of this page's own crumb in the breadcrumb trail. */
  breadcrumb: string;
}

const ja: Record<PageKind, PageTextTemplate> = {
  top: {
    title: '国内旅行・ツアー・ホテル予約',
    description:
      '国内ツアー、ホテル・旅館、オプショナルツアー、レンタカーをまとめて検索・予約。出発地・目的地・日程・人数からおトクなプランを比較できます。',
    keywords: '国内旅行,ツアー,ホテル,旅館,予約',
    h1: '国内旅行・ツアー・ホテル予約',
    breadcrumb: 'トップ',
  },
  tourList: {
    title: '{tourtitle}[【{kodawari}】][ {pagetext}]',
    description:
      '{tourtitle}[（{kodawari}）]の一覧です。出発日・泊数・人数を指定して、料金と空き状況を比較・予約できます。',
    keywords: 'ツアー,国内旅行[,{deparea}発][,{arrival}][,{kodawari}]',
    h1: '{tourtitle}[【{kodawari}】]',
    breadcrumb: '{tourtitle}',
  },
  tourDetail: {
    title: '{tourname}[（{deparea}発）]||ツアー詳細',
    description:
      '[{tourname}の]ツアー詳細です。[{arrival}への]旅程・料金カレンダー・宿泊ホテルを確認して予約できます。',
    keywords: 'ツアー[,{tourname}][,{deparea}発][,{arrival}]',
    h1: '{tourname}||ツアー詳細',
    breadcrumb: '{tourname}||ツアー詳細',
  },
  special: {
    title: '{specialname}[ {pagetext}]||特集[ {pagetext}]',
    description: '[{specialname}：]おすすめのツアーを特集でご紹介します。',
    keywords: '特集,ツアー[,{specialname}]',
    h1: '{specialname}||特集',
    breadcrumb: '{specialname}||特集',
  },
  flyer: {
    title: '[{tourname} ]パンフレット',
    description: '[{tourname}の]パンフレットです。出発日ごとの料金と行程をご確認いただけます。',
    keywords: 'パンフレット,ツアー[,{tourname}]',
    h1: '[{tourname} ]パンフレット',
    breadcrumb: 'パンフレット',
  },
  hotels: {
    title: '[{arrival}の]ホテル・旅館[【{kodawari}】][ {pagetext}]',
    description:
      '[{arrival}の]ホテル・旅館の一覧です。[{kodawari}など、]こだわり条件や料金、口コミ評価で比較して予約できます。',
    keywords: 'ホテル,旅館,宿泊予約[,{arrival}][,{kodawari}]',
    h1: '[{arrival}の]ホテル・旅館[【{kodawari}】]',
    breadcrumb: '[{arrival}の]ホテル・旅館',
  },
  hotelPlans: {
    title: '[{hotel} ]宿泊プラン一覧[ {pagetext}]',
    description: '[{hotel}の]宿泊プラン一覧です。食事・客室タイプ・料金を比較して予約できます。',
    keywords: '宿泊プラン,ホテル,旅館[,{hotel}][,{area2}][,{area3}]',
    h1: '[{hotel}の]宿泊プラン',
    breadcrumb: '宿泊プラン',
  },
  hotelRooms: {
    title: '[{hotel} ]客室一覧',
    description:
      '[{hotel}の]客室一覧です。広さ・ベッド・禁煙/喫煙・バス・トイレなどの設備をご確認いただけます。',
    keywords: '客室,ホテル,旅館[,{hotel}]',
    h1: '[{hotel}の]客室',
    breadcrumb: '客室',
  },
  hotelImages: {
    title: '[{hotel} ]写真・画像',
    description: '[{hotel}の]写真・画像です。客室や温泉、館内施設の様子をご覧いただけます。',
    keywords: '写真,画像,ホテル,旅館[,{hotel}]',
    h1: '[{hotel}の]写真・画像',
    breadcrumb: '写真・画像',
  },
  hotelDetail: {
    title: '{hotel}[（{arrival}）] 施設情報・アクセス||施設情報・アクセス',
    description:
      '[{hotel}の]アクセス・送迎、基本情報、客室・アメニティ、温泉・大浴場、館内施設・サービスをご案内します。',
    keywords: 'ホテル,旅館,アクセス[,{hotel}][,{arrival}]',
    h1: '{hotel}||施設情報・アクセス',
    breadcrumb: '{hotel}||施設情報・アクセス',
  },
  mapSearch: {
    title: '[{arrival}の]ホテル・旅館を地図から探す',
    description: '[{arrival}の]ホテル・旅館を地図から探せます。観光地や駅からの位置を確かめて予約できます。',
    keywords: '地図,ホテル,旅館[,{arrival}]',
    h1: '[{arrival}の]ホテル・旅館を地図から探す',
    breadcrumb: '地図から探す',
  },
  specialHotels: {
    title: '{specialname}のおすすめホテル・旅館[ {pagetext}]||ホテル・旅館特集[ {pagetext}]',
    description: '[{specialname}：]おすすめのホテル・旅館を特集でご紹介します。',
    keywords: '特集,ホテル,旅館[,{specialname}]',
    h1: '{specialname}||ホテル・旅館特集',
    breadcrumb: '{specialname}||ホテル・旅館特集',
  },
  hotelJump: {
    title: '[{hotel}の]予約ページへ移動します',
    description: '[{hotel}の]予約ページへ移動します。',
    keywords: 'ホテル,旅館,予約',
    h1: '[{hotel}の]予約ページへ移動します',
    breadcrumb: 'ページ移動',
  },
  optionals: {
    title: '[{arrival}の]オプショナルツアー・現地体験[ {pagetext}]',
    description: '[{arrival}の]オプショナルツアー・アクティビティ・現地体験を探して予約できます。',
    keywords: 'オプショナルツアー,現地体験,アクティビティ[,{arrival}]',
    h1: '[{arrival}の]オプショナルツアー・現地体験',
    breadcrumb: 'オプショナルツアー',
  },
  rentacar: {
    title: '[{arrival}の]レンタカー[ {pagetext}]',
    description: '[{arrival}の]レンタカーを料金・車種で比較して予約できます。',
    keywords: 'レンタカー[,{arrival}]',
    h1: '[{arrival}の]レンタカー',
    breadcrumb: 'レンタカー',
  },
  coupons: {
    title: 'クーポン一覧',
    description: 'ツアー・ホテルのご予約に使える割引クーポンの一覧です。',
    keywords: 'クーポン,割引,ツアー,ホテル',
    h1: 'クーポン一覧',
    breadcrumb: 'クーポン',
  },
  favorites: {
    title: 'お気に入り',
    description: 'お気に入りに登録したツアー・ホテルと検索条件の一覧です。',
    keywords: 'お気に入り,ツアー,ホテル',
    h1: 'お気に入り',
    breadcrumb: 'お気に入り',
  },
  booking: {
    title: 'ご予約手続き',
    description: 'ご予約内容の入力と確認を行います。',
    keywords: '予約,ツアー,ホテル',
    h1: 'ご予約手続き',
    breadcrumb: 'ご予約手続き',
  },
  mypage: {
    title: 'マイページ',
    description: 'ご予約の確認、お気に入り、クーポンの管理ができます。',
    keywords: 'マイページ,予約確認',
    h1: 'マイページ',
    breadcrumb: 'マイページ',
  },
};

const en: Record<PageKind, PageTextTemplate> = {
  top: {
    title: 'Japan Travel: Tours and Hotels',
    description:
      'Search and book domestic tours, hotels and ryokan, optional tours and rental cars in Japan. Compare plans by departure, destination, dates and party size.',
    keywords: 'Japan travel,tours,hotels,ryokan,booking',
    h1: 'Japan Travel: Tours and Hotels',
    breadcrumb: 'Home',
  },
  tourList: {
    title: '{tourtitle}[ ({kodawari})][ - {pagetext}]',
    description:
      '{tourtitle}[ ({kodawari})]. Choose the departure date, nights and party size to compare prices and availability, then book.',
    keywords: 'tours,Japan travel[,{deparea}][,{arrival}][,{kodawari}]',
    h1: '{tourtitle}[ ({kodawari})]',
    breadcrumb: '{tourtitle}',
  },
  tourDetail: {
    title: '{tourname}[ (from {deparea})]||Tour details',
    description:
      '[{tourname}: ]itinerary, price calendar and hotels[ of this tour to {arrival}]. Check and book.',
    keywords: 'tour[,{tourname}][,{deparea}][,{arrival}]',
    h1: '{tourname}||Tour details',
    breadcrumb: '{tourname}||Tour details',
  },
  special: {
    title: '{specialname}[ - {pagetext}]||Special feature[ - {pagetext}]',
    description: '[{specialname}: ]recommended tours in this special feature.',
    keywords: 'special feature,tours[,{specialname}]',
    h1: '{specialname}||Special feature',
    breadcrumb: '{specialname}||Special feature',
  },
  flyer: {
    title: '[{tourname} ]Brochure',
    description: '[{tourname}: ]brochure with prices and itinerary for each departure date.',
    keywords: 'brochure,tour[,{tourname}]',
    h1: '[{tourname} ]Brochure',
    breadcrumb: 'Brochure',
  },
  hotels: {
    title: 'Hotels in {arrival}[ ({kodawari})][ - {pagetext}]||Hotels[ ({kodawari})][ - {pagetext}]',
    description:
      'Hotels and ryokan[ in {arrival}]. Compare by preferences[ such as {kodawari}], price and guest reviews, then book.',
    keywords: 'hotels,ryokan,accommodation[,{arrival}][,{kodawari}]',
    h1: 'Hotels in {arrival}[ ({kodawari})]||Hotels[ ({kodawari})]',
    breadcrumb: 'Hotels in {arrival}||Hotels',
  },
  hotelPlans: {
    title: '[{hotel} ]Plans[ - {pagetext}]',
    description: 'Plans[ of {hotel}]: compare meals, room types and prices, then book.',
    keywords: 'plans,hotel,ryokan[,{hotel}][,{area2}][,{area3}]',
    h1: 'Plans[ of {hotel}]',
    breadcrumb: 'Plans',
  },
  hotelRooms: {
    title: '[{hotel} ]Rooms',
    description: 'Rooms[ of {hotel}]: size, beds, smoking or non-smoking, bath and toilet.',
    keywords: 'rooms,hotel,ryokan[,{hotel}]',
    h1: 'Rooms[ of {hotel}]',
    breadcrumb: 'Rooms',
  },
  hotelImages: {
    title: '[{hotel} ]Photos',
    description: 'Photos[ of {hotel}]: rooms, hot springs and facilities.',
    keywords: 'photos,hotel,ryokan[,{hotel}]',
    h1: 'Photos[ of {hotel}]',
    breadcrumb: 'Photos',
  },
  hotelDetail: {
    title: '{hotel}[ ({arrival})]: Facilities and Access||Facilities and Access',
    description:
      'Access and transfers, basic information, rooms and amenities, hot spring baths, facilities and services[ of {hotel}].',
    keywords: 'hotel,ryokan,access[,{hotel}][,{arrival}]',
    h1: '{hotel}||Facilities and Access',
    breadcrumb: '{hotel}||Facilities and Access',
  },
  mapSearch: {
    title: 'Hotels in {arrival} on the Map||Hotels on the Map',
    description: 'Find hotels and ryokan[ in {arrival}] on the map and book.',
    keywords: 'map,hotels,ryokan[,{arrival}]',
    h1: 'Hotels in {arrival} on the Map||Hotels on the Map',
    breadcrumb: 'Map search',
  },
  specialHotels: {
    title: '{specialname}: Recommended Hotels[ - {pagetext}]||Featured Hotels[ - {pagetext}]',
    description: '[{specialname}: ]recommended hotels and ryokan in this special feature.',
    keywords: 'special feature,hotels,ryokan[,{specialname}]',
    h1: '{specialname}||Featured Hotels',
    breadcrumb: '{specialname}||Featured Hotels',
  },
  hotelJump: {
    title: 'Moving to the Booking Page[ of {hotel}]',
    description: 'Moving to the booking page[ of {hotel}].',
    keywords: 'hotel,ryokan,booking',
    h1: 'Moving to the Booking Page[ of {hotel}]',
    breadcrumb: 'Redirect',
  },
  optionals: {
    title: 'Optional Tours and Activities[ in {arrival}][ - {pagetext}]',
    description: 'Find and book optional tours, activities and local experiences[ in {arrival}].',
    keywords: 'optional tours,activities,experiences[,{arrival}]',
    h1: 'Optional Tours and Activities[ in {arrival}]',
    breadcrumb: 'Optional tours',
  },
  rentacar: {
    title: 'Rental Cars[ in {arrival}][ - {pagetext}]',
    description: 'Compare rental cars[ in {arrival}] by price and car type, then book.',
    keywords: 'rental cars[,{arrival}]',
    h1: 'Rental Cars[ in {arrival}]',
    breadcrumb: 'Rental cars',
  },
  coupons: {
    title: 'Coupons',
    description: 'Discount coupons for tour and hotel bookings.',
    keywords: 'coupons,discounts,tours,hotels',
    h1: 'Coupons',
    breadcrumb: 'Coupons',
  },
  favorites: {
    title: 'Favorites',
    description: 'Tours, hotels and searches you saved.',
    keywords: 'favorites,tours,hotels',
    h1: 'Favorites',
    breadcrumb: 'Favorites',
  },
  booking: {
    title: 'Booking',
    description: 'Enter and confirm your booking.',
    keywords: 'booking,tours,hotels',
    h1: 'Booking',
    breadcrumb: 'Booking',
  },
  mypage: {
    title: 'My Page',
    description: 'Check your bookings and manage favorites and coupons.',
    keywords: 'my page,bookings',
    h1: 'My Page',
    breadcrumb: 'My page',
  },
};

/** The templates of one page kind in one language. */
export function pageTextTemplate(kind: PageKind, lang: DisplayLang): PageTextTemplate {
  return (lang === 'en' ? en : ja)[kind];
}
