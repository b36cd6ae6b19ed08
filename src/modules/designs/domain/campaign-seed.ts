// The seed of a design set (issue 15.7). A single design's seed comes from its request id, so asking
// again gives new looks. A campaign is often asked for as several sets (the IAB preset, then the social
// one) from one prompt: seeded by their ids they came out in different palettes, families and type.
// A set is seeded by what it says instead (account, language, prompt or pages), so every set of one
// prompt shares its looks; the caller's colours, fonts and settings still apply on top.
import { createHash } from 'node:crypto';
import type { DesignRequestParams } from './request-status';

export function campaignSeedOf(
  accountId: string,
  p: Pick<DesignRequestParams, 'prompt' | 'pages' | 'language'>,
): number {
  // the same words with other spacing or case are the same campaign
  const words = (p.prompt ?? JSON.stringify(p.pages ?? [])).normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  const digest = createHash('sha256').update(`${accountId}\u0000${p.language}\u0000${words}`).digest();
  return digest.readUInt32BE(0);
}
