export * from './job-queue';
export * from './queue-names';
export * from './queue.module';
export { BullJobQueue } from './bull-job-queue';
