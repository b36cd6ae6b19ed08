// Every background queue and the payload of its jobs (ids only: a job re-reads the rows it needs).
export interface JobPayloads {
  'design-render': { requestId: string };
  'webhook-delivery': { deliveryId: string };
}

export type QueueName = keyof JobPayloads;

/** Every queue name, once: the compiler asks for a new queue here (Bull registers each at boot). */
const QUEUES: Record<QueueName, true> = { 'design-render': true, 'webhook-delivery': true };
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
