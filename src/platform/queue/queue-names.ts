// Every background queue and the payload of its jobs (ids only: a job re-reads the rows it needs).
export interface JobPayloads {
  'design-render': { requestId: string };
  'webhook-delivery': { deliveryId: string };
}

export type QueueName = keyof JobPayloads;
