export * from './japanTime';
