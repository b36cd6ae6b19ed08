// The Redis rate-limit counter on a real Redis: one fixed window per key, opened by its first hit.
import Redis from "ioredis";
import { randomBytes } from "node:crypto";
import { RedisRateLimitStorage } from "../../src/platform/rate-limit/redis-rate-limit.storage";

describe("RedisRateLimitStorage", () => {
  const redis = new Redis(process.env.REDIS_URL as string);
  const prefix = `rltest${randomBytes(4).toString("hex")}:`;
  const storage = new RedisRateLimitStorage(redis, prefix);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  afterAll(() => redis.disconnect());

  it("counts within a window, refuses past the limit until the window ends, then starts again from one", async () => {
    const hits = [];
    for (let i = 0; i < 3; i++)
      hits.push(await storage.increment("k1", 300, 2));
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(hits[2].timeToBlockExpire).toBe(1);
    await sleep(350);
    expect(await storage.increment("k1", 300, 2)).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it("only the first hit sets the expiry: later hits never extend a window", async () => {
    await storage.increment("k2", 60_000, 100);
    await redis.pexpire(`${prefix}k2`, 150); // the window is about to end

    await storage.increment("k2", 60_000, 100);
    await sleep(200);
    expect((await storage.increment("k2", 60_000, 100)).totalHits).toBe(1);
  });

  it("keys are counted apart", async () => {
    await storage.increment("k3", 60_000, 1);
    expect((await storage.increment("k4", 60_000, 1)).isBlocked).toBe(false);
  });
});
