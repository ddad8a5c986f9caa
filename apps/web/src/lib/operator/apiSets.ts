/**
 * The back office's lists of the API's closed sets (operator roles, inventory kinds), each written as
 * a record keyed by its generated type (@tabiyori/api-client): a value the API adds, renames or drops
 * is a type error here, and the list keeps the order it is written in (the order of the choices).
 */
import type { ApiBody, paths } from '@tabiyori/api-client';

const listOf = <T extends string>(set: Record<T, true>): readonly T[] => Object.keys(set) as T[];

export type OperatorRole = ApiBody<'/v1/operator/operators', 'post'>['operatorRole'];
export const OPERATOR_ROLES = listOf<OperatorRole>({ admin: true, sales: true, support: true });

export type InventoryKind =
  paths['/v1/operator/inventory/{kind}/{itemId}']['get']['parameters']['path']['kind'];
export const INVENTORY_KINDS = listOf<InventoryKind>({
  hotel: true,
  tour: true,
  optional: true,
  rentacar: true,
});
