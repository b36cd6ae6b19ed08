// Which outbound addresses a caller-supplied URL may reach (SSRF guard). Pure functions.
// Only globally routable unicast addresses pass; ranges come from ipaddr.js's names, never
// string matching, and IPv4 embedded in IPv6 (mapped, NAT64, 6to4, Teredo) is refused outright.
import ipaddr from 'ipaddr.js';

export interface GuardPolicy {
  /** Hosts (lowercase names or IP literals) exempt from address and port checks (MEDIA_FETCH_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  allowedPorts: readonly number[];
}

export const DEFAULT_PORTS = [80, 443] as const;

export type UrlVerdict = { ok: true; url: URL; exempt: boolean } | { ok: false; reason: string };

/** 2000::/3, the only IPv6 block IANA allocates for global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  // 'unicast' is what ipaddr.js calls everything outside its special-purpose ranges. For IPv6 that
  // is not enough: its list lacks ::/96 (IPv4-compatible, `[::127.0.0.1]` once parsed by URL) and
  // anything unallocated, so an IPv6 address must also lie in 2000::/3 (global unicast).
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export function isExemptHost(host: string, policy: GuardPolicy): boolean {
  return policy.allowHosts.includes(host.replace(/^\[|\]$/g, '').toLowerCase());
}

/** Checks scheme, credentials, port and IP-literal hosts before any connection is made. */
export function checkUrl(raw: string, policy: GuardPolicy): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'is not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, reason: 'credentials in URLs are not allowed' };
  const host = hostOf(url);
  if (!host) return { ok: false, reason: 'has no host' };
  const exempt = isExemptHost(host, policy);
  if (exempt) return { ok: true, url, exempt };
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!policy.allowedPorts.includes(port)) return { ok: false, reason: `port ${port} is not allowed` };
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return { ok: false, reason: 'address is not public' };
  if (host === 'localhost' || host.endsWith('.localhost')) return { ok: false, reason: 'address is not public' };
  return { ok: true, url, exempt };
}
