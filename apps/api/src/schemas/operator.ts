/**
 * Shapes of the back office's accounts, audit log and maintenance (/v1/operator/*, issue 19).
 * Services use `Static<>` of these; the OpenAPI document shows them as they are.
 */
import { Type } from 'typebox';
import { component } from './components';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@tabiyori/domain';

export const OperatorRoleSchema = Type.Union(
  [Type.Literal('admin'), Type.Literal('sales'), Type.Literal('support')],
  {
    description:
      'admin: everything and operators; sales: coupons, specials, prices, stock; support: bookings, customers, payments',
  },
);

export const OperatorSchema = component(
  'Operator',
  Type.Object({
    userId: Type.String(),
    email: Type.String(),
    operatorRole: OperatorRoleSchema,
    familyName: Type.Union([Type.String(), Type.Null()]),
    givenName: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ description: 'ISO 8601' }),
  }),
);

export const OperatorAnswer = Type.Object({ operator: OperatorSchema });
export const OperatorListAnswer = Type.Object({ operators: Type.Array(OperatorSchema) });

export const OperatorCreateBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({
      minLength: OPERATOR_PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `the domain password rule from ${OPERATOR_PASSWORD_MIN_LENGTH} characters (not blank, not a common password)`,
    }),
    operatorRole: OperatorRoleSchema,
    familyName: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_NAME_MAX_LENGTH })),
    givenName: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_NAME_MAX_LENGTH })),
  },
  { additionalProperties: false },
);

export const OperatorRoleBody = Type.Object(
  { operatorRole: OperatorRoleSchema },
  { additionalProperties: false },
);
export const UserIdParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

const Ymd = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD, Japan time' });

export const AuditQuerySchema = Type.Object({
  actor: Type.Optional(
    Type.String({ maxLength: EMAIL_MAX_LENGTH, description: 'part of the operator e-mail' }),
  ),
  action: Type.Optional(Type.String({ maxLength: 64, description: 'action or its prefix, e.g. booking.' })),
  targetType: Type.Optional(Type.String({ maxLength: 32 })),
  targetId: Type.Optional(Type.String({ maxLength: 128 })),
  from: Type.Optional(Ymd),
  to: Type.Optional(Ymd),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

export const AuditEntrySchema = component(
  'AuditEntry',
  Type.Object({
    auditId: Type.Integer(),
    at: Type.String({ description: 'ISO 8601' }),
    actorId: Type.String(),
    actorEmail: Type.String(),
    action: Type.String(),
    targetType: Type.String(),
    targetId: Type.String(),
    before: Type.Unknown({
      description:
        'the state before the change (null when created): a generic audit record, free-form by design, whose shape is the audited action’s own (a coupon definition, a booking’s status, a stock figure…)',
    }),
    after: Type.Unknown({
      description:
        'the state after the change (null when removed): a generic audit record, free-form like before',
    }),
  }),
);

export const AuditListAnswer = Type.Object({
  entries: Type.Array(AuditEntrySchema),
  count: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

const JapanMinute = Type.String({ pattern: '^[0-9]{12}$', description: 'YYYYMMDDHHmm, Japan time' });

export const MaintenanceWindowSchema = Type.Object(
  {
    maintenanceFrom: JapanMinute,
    maintenanceTo: Type.Union([JapanMinute, Type.Null()], { description: 'exclusive; null = open-ended' }),
  },
  { additionalProperties: false },
);

export const MaintenanceModeSchema = Type.Union([Type.Literal('sorry'), Type.Literal('none')]);

export const MaintenanceStateSchema = component(
  'MaintenanceState',
  Type.Object({
    mode: MaintenanceModeSchema,
    schedule: Type.Array(MaintenanceWindowSchema),
    /** The planned end the traveller site shows now, or null when pages show normally. */
    noticeEnd: Type.Union([JapanMinute, Type.Null()]),
    now: JapanMinute,
  }),
);

export const MaintenanceBody = Type.Object(
  {
    mode: MaintenanceModeSchema,
    schedule: Type.Array(MaintenanceWindowSchema, { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const MaintenanceStartBody = Type.Object({ until: JapanMinute }, { additionalProperties: false });
