/**
 * The one configured dayjs of the calendar rules (internal): strict custom formats and UTC, so a
 * dayjs value's UTC fields can hold a Japan wall-clock reading (japanTime.ts).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

export { dayjs };
