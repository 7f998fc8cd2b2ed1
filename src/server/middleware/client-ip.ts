import { BlockList } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@server/context";
import { canonicalAddress } from "@server/lib/ip-address";
import type { TrustProxy } from "@server/trusted-proxies";

/** Whether the hop at this position (0: the socket's peer, 1: the right-most X-Forwarded-For entry…) is a proxy of ours. */
type TrustedHop = (address: string, position: number) => boolean;

/**
 * The client's address (docs/decisions/035): the socket's peer, or behind proxies of ours (TRUST_PROXY)
 * the right-most hop that is not one of them. Each proxy appends the address it was reached from to
 * X-Forwarded-For, so only the entries right of the first untrusted one were written by us; anything
 * left of it, the left-most value above all, is whatever the client chose to send.
 */
export function clientIp(trustProxy: TrustProxy): MiddlewareHandler<AppEnv> {
  const trusted = trustedHop(trustProxy);
  return async (c, next) => {
    // Several X-Forwarded-For headers arrive joined with commas, in order, as one list.
    const forwardedFor = c.req.header("x-forwarded-for");
    c.set("ip", resolveClientAddress(socketAddress(c), forwardedFor, trusted) ?? "unknown");
    await next();
  };
}

/** TRUST_PROXY as a test of each hop: by its place from the socket (a count), or by its address (a list). */
export function trustedHop(trustProxy: TrustProxy): TrustedHop {
  if ("hops" in trustProxy) return (_address, position) => position < trustProxy.hops;
  const proxies = new BlockList();
  for (const { address, prefix, family } of trustProxy.proxies) proxies.addSubnet(address, prefix, family);
  return (address) => proxies.check(address, address.includes(":") ? "ipv6" : "ipv4");
}

/**
 * Walks from the socket's peer leftwards through X-Forwarded-For while the hop is a proxy of ours. An
 * entry that is no address was not written by a proxy of ours: the walk stops at the last hop it could
 * trust, rather than believe what lies beyond. Out of entries, the left-most hop reached is the client.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedHop,
): string | undefined {
  const socket = peer === undefined ? null : canonicalAddress(peer);
  if (!socket) return undefined;
  const hops = forwardedFor === undefined ? [] : forwardedFor.split(",").reverse().map(forwardedAddress);
  let client = socket;
  for (let position = 0; position < hops.length && trusted(client, position); position++) {
    const next = hops[position];
    if (!next) break;
    client = next;
  }
  return client;
}

/** An X-Forwarded-For entry's address: bare, or as some proxies write it with a port (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
function forwardedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const ipv4WithPort = /^([\d.]+):\d+$/.exec(text);
  return canonicalAddress(bracketed?.[1] ?? ipv4WithPort?.[1] ?? text);
}

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}
