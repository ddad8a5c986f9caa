/** Test data shaped like the API's tour answers (apps/api routes/tours.ts, tour.ts). Tests only. */
import type { TourDetail, TourListItem } from './types';

export function tourListItem(patch: Partial<TourListItem> = {}): TourListItem {
  return {
    tourId: 'T000106',
    tourName: '【品川発】新幹線で行く 神奈川 箱根・湯河原 2日間 フリープラン',
    catchCopy: '宿泊ホテルを選べる自由な旅。',
    tourType: '01',
    tourTypeName: 'フリープラン',
    tourTypeLabel: '2日間',
    travelDays: 2,
    nights: 1,
    approachType: 'train',
    tripKind: 'roundTrip',
    departure: {
      areaCode: '03',
      areaName: '東京・関東発',
      name: '品川',
      airports: [],
      stations: ['shinagawa'],
      genericStations: [],
    },
    arrival: {
      areaCodes: ['1402'],
      name: '箱根・湯河原',
      areaNames: ['箱根・湯河原'],
      prefectureCodes: ['14'],
      regionCodes: ['kanto'],
    },
    overview: {
      transportation: [
        {
          type: 'train',
          leg: 'outbound',
          day: 1,
          depCode: 'shinagawa',
          arrCode: 'odawara',
          depName: '品川',
          arrName: '小田原',
          allDeps: ['品川', '東京'],
          allArrs: ['小田原'],
          carrierGroup: null,
          services: [
            { number: 'こだま79号', carrierCode: null, carrierGroup: null, depTime: '0840', arrTime: '0913' },
          ],
        },
      ],
    },
    defaultYadoPlans: [
      {
        relativeDate: 0,
        nights: 1,
        hotelId: '100093',
        hotelName: '旅館 松風',
        planIds: ['100093P01', '100093P03'],
        paxPlanIds: { '1': '100093P01', '2': '100093P03' },
        roomTypeNames: ['和室', '和洋室'],
        planNames: ['スタンダード', '部屋食'],
        planCanSmokes: [true, false],
        planMinPaxes: [1, 2],
        planMaxPaxes: [2, 4],
        mealTypeName: '夕朝食付き',
        planGroupName: 'スタンダード',
        planGroupCode: '01',
        usePlanGroupCodeFlag: true,
      },
    ],
    hotels: [
      { hotelId: '100093', hotelName: '旅館 松風' },
      { hotelId: '100095', hotelName: '竹林閣' },
      { hotelId: '100094', hotelName: '萬寿庵' },
      { hotelId: '100096', hotelName: '和楽の宿 仙石原' },
      { hotelId: '100093', hotelName: '旅館 松風' },
    ],
    kodawari: ['101'],
    image: { path: '/static/img/tours/kanto/8.svg', alt: '芦ノ湖' },
    popularity: 891,
    recommendScore: 85,
    priceFrom: 36000,
    paxPerRoom: 2,
    priceTo: 80000,
    stock: 20,
    goDate: null,
    ...patch,
  };
}

export function tourDetail(patch: Partial<TourDetail> = {}): TourDetail {
  const item = tourListItem();
  return {
    ...item,
    description: '箱根・湯河原では芦ノ湖遊覧船などが楽しめます。',
    overview: {
      transportation: item.overview.transportation,
      includes: ['往復JR'],
      guide: false,
      minPax: 1,
      maxPax: 9,
    },
    itinerary: [],
    images: [{ path: '/static/img/tours/kanto/8.svg', alt: '芦ノ湖' }],
    flyer: { flyerMonths: ['202611', '202612'], icons: [], notes: [], commonNotices: [] },
    paxPerRoom: 2,
    priceStocks: [
      { date: '20261130', priceFrom: 44700, priceTo: 51100, stock: 0 },
      { date: '20261201', priceFrom: 36000, priceTo: 41500, stock: 3 },
      { date: '20261202', priceFrom: 0, priceTo: 0, stock: 0 },
      { date: '20261205', priceFrom: 38000, priceTo: 60000, stock: 9 },
    ],
    monthlyPriceRanges: [],
    carrierGroup: null,
    airlineRule: null,
    goDate: null,
    goDatePriceStock: null,
    travelSchedule: null,
    preview: false,
    ...patch,
  };
}
