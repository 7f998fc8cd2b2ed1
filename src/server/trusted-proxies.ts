import { z } from "zod";
import { type AddressRange, parseAddressRange } from "./lib/ip-address";

/**
 * TRUST_PROXY (docs/decisions/035): how many proxies of ours stand in front of the app, the socket's
 * peer being the first (0: none, the socket's address is the client's), or the addresses they have.
 */
export type TrustProxy = { hops: number } | { proxies: AddressRange[] };

export const NO_PROXY: TrustProxy = { hops: 0 };

// More proxies in a row than this is a typo (127001 for 127.0.0.1), and a large count trusts every
// address a client writes: the left-most value again.
const MAX_HOPS = 10;
const USAGE = `use false, how many proxies stand in front (1 to ${MAX_HOPS}), or their addresses such as 127.0.0.1,10.0.0.0/8`;

export const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === "false") return NO_PROXY;
  // Before counts and lists, true meant "a proxy of ours is in front": one hop, as it still does.
  if (text === "true") return { hops: 1 };
  if (/^\d+$/.test(text)) {
    if (Number(text) <= MAX_HOPS) return { hops: Number(text) };
    ctx.addIssue({ code: "custom", message: USAGE });
    return z.NEVER;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const proxies: AddressRange[] = [];
  for (const entry of entries) {
    const range = parseAddressRange(entry);
    if (!range) {
      ctx.addIssue({ code: "custom", message: `"${entry}" is not an address or a network; ${USAGE}` });
      return z.NEVER;
    }
    proxies.push(range);
  }
  return { proxies };
});
