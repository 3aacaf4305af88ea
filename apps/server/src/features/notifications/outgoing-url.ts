import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { ServiceDeps } from '../../lib/context';

/**
 * What the server checks before it calls a URL that a user or the Admin gave it (a push endpoint,
 * the Discord webhook), at save and again at send (decision 014): https on port 443, no
 * credentials, and every address the host resolves to public. Addresses are classified by
 * ipaddr.js after the WHATWG URL parser has normalised the host, so 127.1, 0x7f.1, 2130706433,
 * 0177.0.0.1, [::ffff:7f00:1] and [::127.0.0.1] are all loopback here.
 */
export type OutgoingRefusal = 'url' | 'https' | 'credentials' | 'port' | 'address' | 'unresolved';

export class OutgoingUrlRefused extends Error {
  constructor(readonly reason: OutgoingRefusal) {
    super(`outgoing URL refused: ${reason}`);
  }
}

export interface OutgoingPolicy {
  /**
   * Test-only (OUTGOING_ALLOW_LOOPBACK): a loopback address is accepted, on any port, so tests can
   * run a receiver on this machine. Off by default; nothing else is ever let through.
   */
  allowLoopback?: boolean;
}

/** The policy of this server: loopback only under the test-only setting. */
export const outgoingPolicy = (deps: Pick<ServiceDeps, 'config'>): OutgoingPolicy => ({ allowLoopback: deps.config.OUTGOING_ALLOW_LOOPBACK === true });

interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export interface CheckedUrl {
  url: URL;
  /** The host without IPv6 brackets. */
  host: string;
  /** Every address the host resolved to, all checked: the connection is pinned to them. */
  addresses: CheckedAddress[];
}

/** Only the global unicast range: not loopback, private, link-local, unique-local, multicast, CGNAT, reserved, 6to4, NAT64… */
function addressAllowed(address: string, policy: OutgoingPolicy = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (policy.allowLoopback === true && range === 'loopback') return true;
  // IPv4-compatible IPv6 (::a.b.c.d, deprecated) is 'unicast' to ipaddr.js once written in hex; no push service or Discord lives there.
  return range === 'unicast' && !(parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE));
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/** Parses and checks `raw`, resolving its host (all addresses) and checking each one. Throws OutgoingUrlRefused. */
export async function checkOutgoingUrl(raw: string, policy: OutgoingPolicy = {}): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingUrlRefused('url');
  }
  if (url.protocol !== 'https:') throw new OutgoingUrlRefused('https');
  if (url.username || url.password) throw new OutgoingUrlRefused('credentials');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new OutgoingUrlRefused('url');
  let addresses: CheckedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      const found = await dns.lookup(host, { all: true, verbatim: true });
      addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch {
      throw new OutgoingUrlRefused('unresolved');
    }
  }
  if (!addresses.length) throw new OutgoingUrlRefused('unresolved');
  if (!addresses.every((a) => addressAllowed(a.address, policy))) throw new OutgoingUrlRefused('address');
  // URL drops ':443' for https, so any port left is another one (a test receiver on loopback only).
  if (url.port !== '' && !(policy.allowLoopback && addresses.every((a) => isLoopback(a.address)))) throw new OutgoingUrlRefused('port');
  return { url, host, addresses };
}

/** Whether `raw` passes checkOutgoingUrl (for checks at save, which answer a 422 with their own text). */
export async function outgoingUrlAllowed(raw: string, policy: OutgoingPolicy = {}) {
  try {
    await checkOutgoingUrl(raw, policy);
    return true;
  } catch (err) {
    if (err instanceof OutgoingUrlRefused) return false;
    throw err;
  }
}
