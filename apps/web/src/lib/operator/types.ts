/**
 * Answers of the back office API as the console reads them: the types generated from the API's
 * OpenAPI document (@tabiyori/api-client), never restated here.
 */
import type { ApiAnswer } from '@tabiyori/api-client';

export type MaintenanceState = ApiAnswer<'/v1/operator/maintenance'>;
export type BookingSearch = ApiAnswer<'/v1/operator/bookings'>;
export type BookingRow = BookingSearch['bookings'][number];
export type BookingDetail = ApiAnswer<'/v1/operator/bookings/{bookingNumber}'>;
export type CustomerList = ApiAnswer<'/v1/operator/customers'>;
export type CustomerDetail = ApiAnswer<'/v1/operator/customers/{userId}'>;
export type AuditList = ApiAnswer<'/v1/operator/audit'>;
export type AuditEntry = AuditList['entries'][number];
export type OperatorList = ApiAnswer<'/v1/operator/operators'>;
export type OperatorMe = ApiAnswer<'/v1/operator/me'>['operator'];
export type Dashboard = ApiAnswer<'/v1/operator/dashboard'>;
export type OperatorCouponList = ApiAnswer<'/v1/operator/coupons'>;
export type OperatorCouponAnswer = ApiAnswer<'/v1/operator/coupons/{couponCode}'>;
export type InventoryProducts = ApiAnswer<'/v1/operator/inventory/products'>;
export type InventoryGrid = ApiAnswer<'/v1/operator/inventory/{kind}/{itemId}'>;
export type OperatorSpecials = ApiAnswer<'/v1/operator/specials'>;
export type OperatorSpecialDetail = ApiAnswer<'/v1/operator/specials/{specialCode}'>['special'];
