import { describe, expect, it } from "vitest";
import { addressKey, canonicalAddress, parseAddressRange } from "./ip-address";

describe("canonicalAddress", () => {
  it("keeps IPv4 and writes IPv6 one way (RFC 5952)", () => {
    expect(canonicalAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(canonicalAddress("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(canonicalAddress("2001:db8:0000:0001:0:0:0:1")).toBe("2001:db8:0:1::1");
    expect(canonicalAddress("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(canonicalAddress("2001:db8:1:2:3:4:0:5")).toBe("2001:db8:1:2:3:4:0:5");
    expect(canonicalAddress("0:0:0:0:0:0:0:1")).toBe("::1");
    expect(canonicalAddress("::")).toBe("::");
    expect(canonicalAddress("fe80::1%eth0")).toBe("fe80::1");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 address it carries", () => {
    expect(canonicalAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(canonicalAddress("::FFFF:c000:0201")).toBe("192.0.2.1");
    expect(canonicalAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b::c000:201");
  });

  it("refuses what is not an address", () => {
    for (const text of [
      "",
      "unknown",
      "203.0.113",
      "203.0.113.256",
      "01.2.3.4",
      " 1.2.3.4",
      "1.2.3.4:80",
      "2001:db8::g",
      "[::1]",
    ])
      expect(canonicalAddress(text), text).toBeNull();
  });
});

describe("addressKey: what a per-address limit counts under", () => {
  it("an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("an IPv6 address by its /64: the same network shares one key, the next one does not", () => {
    expect(addressKey("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::a")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("::/64");
  });

  it("leaves what is not an address alone", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("parseAddressRange", () => {
  it("reads networks and single addresses of both families", () => {
    expect(parseAddressRange("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: "ipv4" });
    expect(parseAddressRange(" 127.0.0.1 ")).toEqual({ address: "127.0.0.1", prefix: 32, family: "ipv4" });
    expect(parseAddressRange("::1")).toEqual({ address: "::1", prefix: 128, family: "ipv6" });
    expect(parseAddressRange("2001:DB8::/32")).toEqual({ address: "2001:db8::", prefix: 32, family: "ipv6" });
    expect(parseAddressRange("::ffff:10.1.2.3")).toEqual({ address: "10.1.2.3", prefix: 32, family: "ipv4" });
  });

  it("refuses a bad address or prefix", () => {
    for (const text of [
      "",
      "proxy.local",
      "10.0.0.0/33",
      "10.0.0.0/",
      "10.0.0.0/8/8",
      "10.0.0.0/-1",
      "::1/129",
      "::1/abc",
    ])
      expect(parseAddressRange(text), text).toBeNull();
  });
});
