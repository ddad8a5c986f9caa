export * from './lang';
export * from './priceText';
export * from './capacityText';
export * from './breakpoint';
export * from './displayLimits';
export * from './kana';
