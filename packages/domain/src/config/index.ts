export * from './domainConfig';
export * from './noHeaderPages';
