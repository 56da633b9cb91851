import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export const METRICS_REFUSED =
  'Metrics are served only to this machine. To let a Prometheus server elsewhere read them, add its address to METRICS_ALLOW (e.g. METRICS_ALLOW=10.0.0.5 or 10.0.0.0/24) and restart.';

/** A METRICS_ALLOW entry that is neither an IP address nor an address/prefix; undefined when it is one. */
export function badMetricsAllowEntry(entry: string): string | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return entry;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  return /^[0-9]{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128) ? undefined : entry;
}

function addressOf(peer: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1] ?? peer;
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Who may read /metrics: this machine, and the addresses METRICS_ALLOW names (already checked by the configuration). */
export class MetricsAccess {
  private readonly configured = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const { type } = addressOf(address);
      if (prefix === undefined) this.configured.addAddress(address, type);
      else this.configured.addSubnet(address, Number(prefix), type);
    }
  }

  /**
   * The TCP peer decides, never a header the caller writes. A request that a proxy on this machine forwards (it
   * says so in X-Forwarded-For or Forwarded) is the outside caller's, not the machine's: refused unless the
   * configuration names the proxy's address.
   */
  allows(request: FastifyRequest): boolean {
    const peer = request.socket.remoteAddress;
    if (peer === undefined) return false;
    const { address, type } = addressOf(peer);
    if (this.configured.check(address, type)) return true;
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !forwarded && loopback.check(address, type);
  }
}
