/**
 * @tabiyori/domain: every rule of the product spec SPEC.md (§4 states and transitions, §5 validation,
 * §8 error catalogue, §9 constants and formulas) as pure TypeScript with no I/O.
 * The API and the web import rules from here and never re-implement one.
 */
export * from './config';
export * from './calendar';
export * from './condition';
export * from './pax';
export * from './coupon';
export * from './pricing';
export * from './format';
export * from './errors';
export * from './seo';
export * from './schedule';
export * from './booking';
export * from './company';
export * from './inventory';
export * from './account';
export * from './rentacar';
