import { checkUrl, isPublicAddress } from './address-guard';

const policy = { allowHosts: ['allowed.test'], allowedPorts: [80, 443] };

describe('address guard', () => {
  it.each([
    'http://127.0.0.1',
    'http://127.1',
    'http://0',
    'http://2130706433',
    'http://0x7f000001',
    'http://0177.0.0.1',
    'http://[::1]',
    'http://[::ffff:127.0.0.1]',
    'http://[64:ff9b::7f00:1]',
    'http://10.0.0.1',
    'http://172.16.0.1',
    'http://192.168.1.1',
    'http://100.64.0.1',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]',
    'http://[fe80::1]',
    'http://224.0.0.1',
    'http://255.255.255.255',
    'http://[::]',
    'http://[2002:7f00:1::]',
    'http://localhost',
    'http://foo.localhost',
    'file:///etc/passwd',
    'ftp://example.com/x.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'http://user:pw@example.com/x.png',
    'http://example.com:8080/x.png',
    'not a url',
  ])('refuses %s before connecting', (url) => {
    expect(checkUrl(url, policy).ok).toBe(false);
  });

  it.each(['https://example.com/a.png', 'http://93.184.216.34/x.jpg', 'https://[2606:4700::1111]/x'])(
    'lets %s through to the connect-time check',
    (url) => {
      expect(checkUrl(url, policy).ok).toBe(true);
    },
  );

  it('exempts the allow-listed hosts from address and port checks', () => {
    expect(checkUrl('http://allowed.test:8080/x', policy)).toMatchObject({ ok: true, exempt: true });
  });

  it('classifies resolved addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '::1',
      '::ffff:10.0.0.1',
      'fd00::1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(a)).toBe(false);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(a)).toBe(true);
    expect(isPublicAddress('not-an-ip')).toBe(false);
  });
});
