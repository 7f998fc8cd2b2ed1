import { describe, expect, it } from "vitest";
import { parseEnv } from "@server/env";
import { resolveClientAddress, trustedHop } from "./client-ip";

/** The client address for a socket peer and an X-Forwarded-For header, under TRUST_PROXY as written. */
function resolve(trustProxy: string, peer: string | undefined, forwardedFor?: string) {
  return resolveClientAddress(peer, forwardedFor, trustedHop(parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY));
}

describe("the client address behind proxies (docs/decisions/035)", () => {
  it("false: the socket's peer, whatever X-Forwarded-For claims", () => {
    expect(resolve("false", "198.51.100.7", "203.0.113.1")).toBe("198.51.100.7");
    expect(resolve("false", "::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(resolve("false", undefined, "203.0.113.1")).toBeUndefined();
  });

  it("one hop (nginx on this machine): the right-most entry, never the left-most a client wrote", () => {
    for (const trust of ["1", "true"]) {
      expect(resolve(trust, "127.0.0.1", "203.0.113.9, 198.51.100.7")).toBe("198.51.100.7");
      expect(resolve(trust, "127.0.0.1", "203.0.113.9, 127.0.0.1")).toBe("127.0.0.1");
      expect(resolve(trust, "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    }
    // Reached around the proxy: no entry to read, the peer is the client.
    expect(resolve("1", "198.51.100.7")).toBe("198.51.100.7");
  });

  it("two hops (a load balancer in front of nginx): the second entry from the right", () => {
    expect(resolve("2", "127.0.0.1", "203.0.113.9, 198.51.100.7, 10.0.0.5")).toBe("198.51.100.7");
    // Fewer entries than hops: as far left as the list goes.
    expect(resolve("2", "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
  });

  it("a list of addresses and networks: skips every hop in it, stops at the first that is not", () => {
    const list = "127.0.0.1,10.0.0.0/8,2001:db8:ffff::/48";
    expect(resolve(list, "127.0.0.1", "203.0.113.9, 198.51.100.7, 10.1.2.3")).toBe("198.51.100.7");
    expect(resolve(list, "::ffff:127.0.0.1", "2001:db8:1::5, 2001:db8:ffff::1")).toBe("2001:db8:1::5");
    // A peer outside the list is the client, whatever it forwards.
    expect(resolve(list, "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
    // Every hop ours (a request from the proxy's own machine): the left-most one.
    expect(resolve(list, "127.0.0.1", "10.0.0.9")).toBe("10.0.0.9");
  });

  it("reads entries with ports and in any spelling", () => {
    expect(resolve("1", "127.0.0.1", "198.51.100.7:51234")).toBe("198.51.100.7");
    expect(resolve("1", "127.0.0.1", "[2001:DB8::7]:443")).toBe("2001:db8::7");
    expect(resolve("1", "127.0.0.1", "::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });

  it("stops at an entry that is no address, at the last hop it could trust", () => {
    expect(resolve("1", "127.0.0.1", "203.0.113.9, unknown")).toBe("127.0.0.1");
    expect(resolve("1", "127.0.0.1", "")).toBe("127.0.0.1");
    expect(resolve("2", "127.0.0.1", "203.0.113.9, 198.51.100.7:abc, 10.0.0.5")).toBe("10.0.0.5");
    expect(resolve("127.0.0.1", "127.0.0.1", "203.0.113.9, <script>")).toBe("127.0.0.1");
  });
});
