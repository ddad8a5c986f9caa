/**
 * The Config entity of spec §3 (defaults.condition, consts, noHeaderPages) plus the product settings
 * the spec says come "from config" (§5 lowerLimitPrice, §8 maxFavoriteCount, §9 ipg, default people
 * per room and nights, §2 area-path option, §4 go-date offset, §7 affiliate link base).
 *
 * A brand's config is `defaultConfig` with some values replaced; every rule that needs a setting
 * takes the config (or the one value) as a parameter, never a global.
 */
import type { SearchCondition } from '../condition/types';
import type { PageKind } from '../seo/pageKind';

/** Fields of the default search condition a config may set (goDate is derived from today, §4). */
export type ConditionDefaults = Partial<Omit<SearchCondition, 'goDate'>>;

/** Delimiters used to join list values in query strings and API parameters (spec §3 consts). */
export interface ConfigDelimiters {
  /** Generic condition lists: kodawari, notExcludeKodawari, planGroupKeyword. */
  condition: string;
  tourIds: string;
  /** hotelIds and defaultHotelIds. */
  hotelIds: string;
  planIds: string;
  /** Joins the parts of a yado (hotel stay) plan param. */
  yado: string;
  /** The keyword list (spec §5 "Keywords are joined with delimiters"). */
  keywords: string;
  campaignCodes: string;
  /** The meal list. */
  mealTypes: string;
  /** The roomType list. */
  roomTypes: string;
  /** arrAreaCode (spec §7 "arrAreaCode joined with a delimiter"). */
  areaCodes: string;
  /** The childPax list: one child param (`8-b1s1sc1`) per child. */
  people: string;
  /** Optional-activity ids. */
  options: string;
}

/** 'sorry' shows the maintenance notice when an end time is set (spec §2); 'none' never does. */
export type MaintenanceMode = 'none' | 'sorry';

export interface DomainConfig {
  defaults: {
    /** Overlaid on the built-in defaults by createDefaultCondition (condition/defaultCondition.ts). */
    condition: ConditionDefaults;
  };
  consts: {
    /** Reserve-day window in days from Japan's today (spec §4, §9); min < max. */
    reserveDay: { min: number; max: number };
    delimiters: ConfigDelimiters;
    /** Google Tag Manager container id; empty turns tagging off. */
    gtmContainerId: string;
    maintenanceMode: MaintenanceMode;
    /** The generic approach type that means "no transport" (spec §9: '00' on-site tour). */
    noApproachGenericApproachType: string;
  };
  /** Page kinds shown without the site header (spec §2). */
  noHeaderPages: readonly PageKind[];
  settings: {
    /** Results per page, sent as ipg (spec §7, §9). */
    ipg: number;
    /** A coupon may not take a price below this many yen (spec §5). */
    lowerLimitPrice: number;
    /** Favourites a user may register (spec §8 'up to {maxFavoriteCount} favorites'). */
    maxFavoriteCount: number;
    /** Use /hotels/{arrAreaCode} when exactly one destination area is chosen (spec §2). */
    hotelAreaPath: boolean;
  };
  affiliate: {
    /** Referral endpoint that affiliate links wrap the target with (spec §7; condition/affiliate.ts). */
    baseUrl: string;
  };
}

/**
 * Defaults for a Japanese OTA:
 * - condition: 2 people per room (2名1室, the commonest booking), 1 night, go date 14 days ahead
 *   (checkinDateOffset), other fields from the built-in defaults (air, lowPrice, page 1, no date).
 * - reserveDay 3–330: tours with flights close a few days before departure and airlines open fares
 *   about 330 days ahead.
 * - Lists joined with ',' except keywords (a space, as typed in a Japanese search box: `温泉 露天風呂`)
 *   and yado plan params ('_').
 * - 20 results per page; lowerLimitPrice 0 (a coupon may not make a price negative; brands raise it);
 *   50 favourites; the hotel area path on; the jump page has no header; ValueCommerce referral links.
 */
export const defaultConfig: DomainConfig = {
  defaults: {
    condition: {
      paxPerRoom: 2,
      nights: 1,
      checkinDateOffset: 14,
    },
  },
  consts: {
    reserveDay: { min: 3, max: 330 },
    delimiters: {
      condition: ',',
      tourIds: ',',
      hotelIds: ',',
      planIds: ',',
      yado: '_',
      keywords: ' ',
      campaignCodes: ',',
      mealTypes: ',',
      roomTypes: ',',
      areaCodes: ',',
      people: ',',
      options: ',',
    },
    gtmContainerId: '',
    maintenanceMode: 'none',
    noApproachGenericApproachType: '00',
  },
  noHeaderPages: ['hotelJump'],
  settings: {
    ipg: 20,
    lowerLimitPrice: 0,
    maxFavoriteCount: 50,
    hotelAreaPath: true,
  },
  affiliate: {
    baseUrl: 'https://ck.jp.ap.valuecommerce.com/servlet/referral',
  },
};
