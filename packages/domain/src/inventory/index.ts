export * from './stockEdit';
export * from './priceEdit';
