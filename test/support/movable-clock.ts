// A clock tests can move, so 14- and 15-day windows and billing cycles are tested without waiting.
import { Clock } from '../../src/platform/clock/clock';

export class MovableClock extends Clock {
  private current: number;
  /** Every sleep asked of this clock, in order (each one moved the clock on at once). */
  readonly sleeps: number[] = [];

  constructor(start: Date | string = new Date()) {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.advance(ms);
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
