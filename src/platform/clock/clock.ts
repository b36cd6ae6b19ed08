// Time as a dependency, so retention windows, billing cycles and pacing are testable without waiting.
import { Injectable } from '@nestjs/common';
import { setTimeout as wait } from 'node:timers/promises';

export abstract class Clock {
  abstract now(): Date;

  /** Resolves after `ms`, or as soon as `signal` aborts (it never rejects for that). */
  abstract sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    try {
      await wait(ms, undefined, { signal });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') throw err;
    }
  }
}
