import { useLocation } from "react-router";

/** A one-use link's token: in the address's fragment, so it reaches no server log or Referer. */
export function useLinkToken(): string {
  return useLocation().hash.slice(1);
}
