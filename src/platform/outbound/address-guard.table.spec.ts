// Every IANA special-purpose IPv6 block (and the IPv4 ones the guard leans on ipaddr.js for) is
// refused; only global unicast outside them passes. One row per block, written as a URL the way a
// caller would send it, so the URL parser's own normalisation (`[::127.0.0.1]` -> `[::7f00:1]`) is
// part of what is checked.
import { checkUrl, isPublicAddress } from './address-guard';

const policy = { allowHosts: [], allowedPorts: [80, 443] };

const refused: Array<[string, string]> = [
  ['::/128 unspecified', '::'],
  ['::1/128 loopback', '::1'],
  ['::/96 IPv4-compatible (loopback inside)', '::127.0.0.1'],
  ['::/96 IPv4-compatible (public v4 inside)', '::8.8.8.8'],
  ['::/96 IPv4-compatible, hex form', '::7f00:1'],
  ['::ffff:0:0/96 IPv4-mapped', '::ffff:127.0.0.1'],
  ['::ffff:0:0:0/96 IPv4-translated', '::ffff:0:7f00:1'],
  ['64:ff9b::/96 NAT64', '64:ff9b::7f00:1'],
  ['64:ff9b:1::/48 local NAT64', '64:ff9b:1::1'],
  ['100::/64 discard-only', '100::1'],
  ['2001::/32 Teredo', '2001::1'],
  ['2001::/23 IETF protocol assignments', '2001:1::1'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4', '2002:7f00:1::'],
  ['3fff::/20 documentation', '3fff::1'],
  ['5f00::/16 segment routing', '5f00::1'],
  ['fc00::/7 unique local', 'fd00:ec2::254'],
  ['fe80::/10 link local', 'fe80::1'],
  ['fec0::/10 site local (deprecated)', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['outside 2000::/3 (unallocated)', '4000::1'],
  ['outside 2000::/3 (unallocated, low)', '1::1'],
];

const allowed: Array<[string, string]> = [
  ['Cloudflare', '2606:4700::1111'],
  ['Google DNS', '2001:4860:4860::8888'],
  ['2a00::/12 RIPE', '2a00:1450:4001::1'],
];

describe('address guard: IPv6 table', () => {
  it.each(refused)('refuses %s (%s), as a resolved address and as a URL host', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(checkUrl(`http://[${address}]/x.png`, policy)).toEqual({ ok: false, reason: 'address is not public' });
  });

  it.each(allowed)('lets %s (%s) through', (_name, address) => {
    expect(isPublicAddress(address)).toBe(true);
    expect(checkUrl(`http://[${address}]/x.png`, policy).ok).toBe(true);
  });
});
