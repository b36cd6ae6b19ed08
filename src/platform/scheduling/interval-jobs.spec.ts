import { AppConfig } from '../config/app-config';
import { IntervalJobs, drainInBatches } from './interval-jobs';

const config = (runsWorkers: boolean) => ({ role: { runsWorkers } }) as unknown as AppConfig;

describe('drainInBatches', () => {
  it('stops at the first batch that is not full', async () => {
    const answers = [10, 10, 4, 10];
    const step = jest.fn(async () => answers.shift() ?? 0);
    expect(await drainInBatches(step, { batchSize: 10, maxBatches: 100 })).toBe(24);
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('never runs more than maxBatches steps, even when every step answers a full batch', async () => {
    const step = jest.fn(async () => 2);
    expect(await drainInBatches(step, { batchSize: 2, maxBatches: 5 })).toBe(10);
    expect(step).toHaveBeenCalledTimes(5);
  });

  it('stops when the signal is aborted', async () => {
    const stop = new AbortController();
    const step = jest.fn(async () => {
      stop.abort();
      return 3;
    });
    await drainInBatches(step, { batchSize: 3, maxBatches: 50, signal: stop.signal });
    expect(step).toHaveBeenCalledTimes(1);
  });
});

describe('IntervalJobs', () => {
  it('does not start on a process that runs no workers, nor with an interval of 0', async () => {
    const jobs = new IntervalJobs(config(false));
    expect(jobs.start({ name: 'a', everyMs: 1000, run: async () => 1 })).toBe(false);
    const workers = new IntervalJobs(config(true));
    expect(workers.start({ name: 'b', everyMs: 0, run: async () => 1 })).toBe(false);
    expect(workers.started()).toEqual([]);
    await workers.onApplicationShutdown();
  });

  it('never overlaps two runs of one job: a tick during a run answers that run', async () => {
    const jobs = new IntervalJobs(config(true));
    let release!: () => void;
    const run = jest.fn(() => new Promise<number>((done) => (release = () => done(1))));
    const first = jobs.tick({ name: 'slow', run });
    const second = jobs.tick({ name: 'slow', run });
    expect(run).toHaveBeenCalledTimes(1);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    await jobs.tick({ name: 'slow', run: async () => 2 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and lets the next one go', async () => {
    const jobs = new IntervalJobs(config(true));
    expect(await jobs.tick({ name: 'x', run: async () => Promise.reject(new Error('boom')) })).toBeUndefined();
    expect(await jobs.tick({ name: 'x', run: async () => 'ok' })).toBe('ok');
  });

  it('ticks on its interval and stops at shutdown, aborting the signal of the run in flight', async () => {
    jest.useFakeTimers();
    try {
      const jobs = new IntervalJobs(config(true));
      const signals: AbortSignal[] = [];
      jobs.start({ name: 'tick', everyMs: 1000, run: async (signal) => signals.push(signal) });
      await jest.advanceTimersByTimeAsync(3500);
      expect(signals).toHaveLength(3);
      await jobs.onApplicationShutdown();
      expect(signals[0].aborted).toBe(true);
      await jest.advanceTimersByTimeAsync(5000);
      expect(signals).toHaveLength(3);
      expect(jobs.started()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
