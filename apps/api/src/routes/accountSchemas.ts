/** TypeBox schemas shared by the account routes (auth.ts, account.ts). */
import { Type } from 'typebox';

export const ErrorSchema = Type.Object({
  status: Type.Number(),
  message: Type.String(),
  errorCode: Type.String(),
});

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** Profile fields a traveller may set; null clears an optional one. */
export const ProfileFieldsSchema = Type.Object(
  {
    familyName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    givenName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    familyNameKana: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'katakana' })),
    givenNameKana: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'katakana' })),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    gender: Type.Optional(
      Nullable(Type.String({ maxLength: 1, description: "coupon condition code: '1' male, '2' female" })),
    ),
    birthDate: Type.Optional(Nullable(Type.String({ maxLength: 8, description: 'YYYYMMDD' }))),
    livePrefCode: Type.Optional(
      Nullable(Type.String({ maxLength: 2, description: "residence prefecture, JIS '01'–'47'" })),
    ),
  },
  { additionalProperties: false },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const UserSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  role: Type.String({ description: 'traveller | operator' }),
  familyName: NullableString,
  givenName: NullableString,
  familyNameKana: NullableString,
  givenNameKana: NullableString,
  phone: NullableString,
  gender: Type.Union([Type.String(), Type.Null()], { description: "'1' male, '2' female" }),
  birthDate: Type.Union([Type.String(), Type.Null()], { description: 'YYYYMMDD' }),
  age: Type.Union([Type.Integer(), Type.Null()]),
  livePrefCode: NullableString,
  emailVerified: Type.Boolean({ description: 'the address was confirmed through the mailed link' }),
});
