import { promises as dns } from 'node:dns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkOutgoingUrl, OutgoingUrlRefused } from './outgoing-url';

/** Names resolve as the test says: no DNS query leaves this machine. */
function resolveAs(addresses: Record<string, string[]>) {
  vi.spyOn(dns, 'lookup').mockImplementation((async (host: string) => {
    const found = addresses[host];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as unknown as typeof dns.lookup);
}
afterEach(() => vi.restoreAllMocks());

const reason = async (url: string, allowLoopback = false) => {
  try {
    await checkOutgoingUrl(url, { allowLoopback });
    return 'ok';
  } catch (err) {
    if (err instanceof OutgoingUrlRefused) return err.reason;
    throw err;
  }
};

describe('checkOutgoingUrl (decision 014)', () => {
  it.each([
    // Loopback in every spelling the URL parser accepts.
    'https://127.0.0.1/p',
    'https://127.1/p',
    'https://0x7f.1/p',
    'https://0x7f000001/p',
    'https://2130706433/p',
    'https://0177.0.0.1/p',
    'https://017700000001/p',
    'https://[::1]/p',
    'https://[::ffff:127.0.0.1]/p',
    'https://[::ffff:7f00:1]/p',
    'https://[::127.0.0.1]/p',
    'https://[0:0:0:0:0:0:0:1]/p',
    // Private, shared, link-local (cloud metadata), unique-local, multicast, unspecified, reserved, NAT64, 6to4.
    'https://10.1.2.3/p',
    'https://172.16.0.1/p',
    'https://192.168.1.1/p',
    'https://100.100.100.200/p',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/p',
    'https://[fd00:ec2::254]/p',
    'https://[ff02::1]/p',
    'https://224.0.0.1/p',
    'https://0.0.0.0/p',
    'https://0/p',
    'https://[::]/p',
    'https://255.255.255.255/p',
    'https://192.0.2.1/p',
    'https://[64:ff9b::a00:1]/p',
    'https://[2002:7f00:1::]/p',
  ])('%s is not a public address', async (url) => {
    expect(await reason(url)).toBe('address');
  });

  it('every address a name resolves to is checked: one private among public ones refuses it', async () => {
    resolveAs({
      'push.example': ['93.184.216.34', '2606:2800:220:1::1'],
      'mixed.example': ['93.184.216.34', '10.0.0.5'],
      'six.example': ['::ffff:192.168.0.1'],
    });
    expect(await reason('https://push.example/send/1')).toBe('ok');
    expect(await reason('https://mixed.example/send/1')).toBe('address');
    expect(await reason('https://six.example/send/1')).toBe('address');
    expect(await reason('https://nowhere.example/send/1')).toBe('unresolved');
  });

  it('https on port 443 only, no credentials', async () => {
    resolveAs({ 'push.example': ['93.184.216.34'] });
    expect(await reason('https://push.example:443/x')).toBe('ok');
    expect(await reason('http://push.example/x')).toBe('https');
    expect(await reason('ftp://push.example/x')).toBe('https');
    expect(await reason('https://push.example:8443/x')).toBe('port');
    expect(await reason('https://user:secret@push.example/x')).toBe('credentials');
    expect(await reason('https://user@push.example/x')).toBe('credentials');
    expect(await reason('not a url')).toBe('url');
  });

  it('the test-only setting lets loopback through, on any port, and nothing else', async () => {
    expect(await reason('https://127.0.0.1:8443/x', true)).toBe('ok');
    expect(await reason('https://[::1]:8443/x', true)).toBe('ok');
    expect(await reason('https://10.0.0.1/x', true)).toBe('address');
    expect(await reason('https://169.254.169.254/x', true)).toBe('address');
    expect(await reason('http://127.0.0.1/x', true)).toBe('https');
  });

  it('returns the checked addresses the connection is pinned to', async () => {
    resolveAs({ 'push.example': ['93.184.216.34', '2606:2800:220:1::1'] });
    const checked = await checkOutgoingUrl('https://push.example/x');
    expect(checked.host).toBe('push.example');
    expect(checked.addresses).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
  });
});
