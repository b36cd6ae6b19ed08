export * from './event-map';
export * from './domain-events';
export * from './outbox-dispatcher.cron';
