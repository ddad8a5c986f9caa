/**
 * Passengers and rooms (spec §3 passenger types and room counts, §5 format rules and people/room
 * messages, §9 pax codes, room distribution, max 9, seat-less ratio).
 */
export * from './paxError';
export * from './paxTypes';
export * from './appPaxCodes';
export * from './roomAssign';
export * from './optionalAmount';
export * from './childParam';
export * from './planParam';
export * from './optionalGroups';
export * from './bedCount';
export * from './roomDistribution';
export * from './airline';
export * from './messages';
export * from './partyChecks';
export * from './roomAssignmentChecks';
export * from './travellerName';
export * from './categoryText';
