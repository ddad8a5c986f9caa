export * from './tax';
export * from './priceCalculation';
export * from './rounding';
export * from './totals';
export * from './monthlyRange';
export * from './partyPrice';
export * from './jrFare';
export * from './undatedPrice';
