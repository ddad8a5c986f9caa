export * from './travelSchedule';
