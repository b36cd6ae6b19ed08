export * from './event-map';
export * from './domain-events';
