/**
 * Answers of the back office API as the console reads them: the types generated from the API's
 * OpenAPI document (@tabiyori/api-client), never restated here.
 */
import type { ApiAnswer } from '@tabiyori/api-client';

export type MaintenanceState = ApiAnswer<'/v1/operator/maintenance'>;
export type BookingSearch = ApiAnswer<'/v1/operator/bookings'>;
export type BookingRow = BookingSearch['bookings'][number];
export type AuditList = ApiAnswer<'/v1/operator/audit'>;
export type AuditEntry = AuditList['entries'][number];
export type OperatorMe = ApiAnswer<'/v1/operator/me'>['operator'];
export type InventoryGrid = ApiAnswer<'/v1/operator/inventory/{kind}/{itemId}'>;
export type OperatorSpecialDetail = ApiAnswer<'/v1/operator/specials/{specialCode}'>['special'];
