import { isIP } from "node:net";

/**
 * IP addresses as the app records and counts them: one spelling per address, so the same client is
 * the same string in an audit row, a quote's evidence and a limit's key.
 */

/** An address range such as 10.0.0.0/8 (a single address is a range of one: /32 or /128). */
export interface AddressRange {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

/**
 * The address in one spelling, or null when the text is not an IP address: IPv4 dotted as is (Node
 * already refuses leading zeros), IPv6 compressed and in lower case (RFC 5952), an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, what a dual-stack socket reports for an IPv4 client) as the IPv4 address.
 */
export function canonicalAddress(text: string): string | null {
  if (isIP(text) === 4) return text;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  if (isIpv4Mapped(groups))
    return groups
      .slice(6)
      .flatMap((g) => [g >> 8, g & 0xff])
      .join(".");
  return formatIpv6(groups);
}

/**
 * What a per-address limit counts under: an IPv4 address as it is, an IPv6 address by its /64. A
 * provider hands each customer a /64 at least, and any host in it picks new addresses at will (privacy
 * addresses), so counting single IPv6 addresses would give one client billions of fresh counters.
 */
export function addressKey(ip: string): string {
  const canonical = canonicalAddress(ip);
  if (!canonical || isIP(canonical) === 4) return canonical ?? ip;
  const groups = ipv6Groups(canonical)!;
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** `10.0.0.0/8`, `2001:db8::/32` or a single address, or null when the text is none of them. */
export function parseAddressRange(text: string): AddressRange | null {
  const [addressText = "", prefixText, ...rest] = text.trim().split("/");
  const address = canonicalAddress(addressText);
  if (!address || rest.length > 0) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = family === "ipv4" ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { address, prefix: Number(prefixText), family };
}

/** The eight 16-bit groups of an IPv6 address (its zone, `%eth0`, dropped), or null. */
function ipv6Groups(text: string): number[] | null {
  const bare = text.split("%")[0]!;
  if (isIP(bare) !== 6) return null;
  // Valid IPv6 from here: at most one "::", and an IPv4 tail only at the end.
  const piecesOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((piece) => {
          if (!piece.includes(".")) return [parseInt(piece, 16)];
          const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = bare.split("::");
  if (tail === undefined) return piecesOf(head);
  const before = piecesOf(head);
  const after = piecesOf(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
}

/** RFC 5952: lower-case hex without leading zeros, the first longest run of two or more zero groups as "::". */
function formatIpv6(groups: number[]): string {
  let runStart = -1;
  let runLength = 0;
  for (let i = 0; i < 8; i++) {
    let length = 0;
    while (i + length < 8 && groups[i + length] === 0) length++;
    if (length > runLength && length >= 2) [runStart, runLength] = [i, length];
  }
  const hex = groups.map((g) => g.toString(16));
  if (runStart < 0) return hex.join(":");
  return `${hex.slice(0, runStart).join(":")}::${hex.slice(runStart + runLength).join(":")}`;
}
