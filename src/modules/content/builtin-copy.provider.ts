import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CopyRequest, warmUp, writeCopy } from '../../../libs/copywriter';
import { CopyProvider, WrittenCopy } from './copy-provider';
import { LruCache } from './lru-cache';

/**
 * The built-in copywriter. It is a pure function of its request (seed included), so an exact cache
 * of recent answers changes nothing but the time: a repeated or retried prompt costs no CPU.
 */
@Injectable()
export class BuiltinCopyProvider extends CopyProvider implements OnApplicationBootstrap {
  private readonly cache = new LruCache<string, WrittenCopy>(2000);

  onApplicationBootstrap(): void {
    // Builds the copywriter's regexes and indexes now rather than on the first request.
    warmUp();
  }

  async write(request: CopyRequest): Promise<WrittenCopy> {
    const key = JSON.stringify([
      request.prompt,
      request.width,
      request.height,
      request.language,
      request.count ?? 3,
      request.seed ?? 0,
      request.persona ?? null,
    ]);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const { pages, analysis } = writeCopy(request);
    const written: WrittenCopy = { pages, analysis, source: 'builtin', warnings: [] };
    this.cache.set(key, written);
    return written;
  }
}
