export * from './catalogue';
export * from './messages';
export * from './unavailable';
export * from './errorPage';
export * from './httpStatus';
export * from './apiError';
export * from './toast';
