import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_catalog';
import * as m0003 from './0003_coupons';
import * as m0004 from './0004_tour_indexes';
import * as m0005 from './0005_accounts';
import * as m0006 from './0006_bookings';
import * as m0007 from './0007_search_summary';
import * as m0008 from './0008_rate_limits';
import * as m0009 from './0009_search_changes';
import * as m0011 from './0011_operator_console';
import * as m0012 from './0012_booking_choices';
import * as m0010 from './0010_mail_payment';
import * as m0013 from './0013_missing_locale_keys';
import * as m0021 from './0021_inventory_console';
import * as m0022 from './0022_coupon_uses';
import * as m0023 from './0023_special_publication';
import * as m0027 from './0027_booking_changes';
import * as m0031 from './0031_rentacar_options';

/** Every migration, in order. Names are sorted by the migrator; never rename an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalog': m0002,
  '0003_coupons': m0003,
  '0004_tour_indexes': m0004,
  '0005_accounts': m0005,
  '0006_bookings': m0006,
  '0007_search_summary': m0007,
  '0008_rate_limits': m0008,
  '0009_search_changes': m0009,
  '0011_operator_console': m0011,
  '0012_booking_choices': m0012,
  '0010_mail_payment': m0010,
  '0013_missing_locale_keys': m0013,
  '0021_inventory_console': m0021,
  '0022_coupon_uses': m0022,
  '0023_special_publication': m0023,
  '0027_booking_changes': m0027,
  '0031_rentacar_options': m0031,
};
