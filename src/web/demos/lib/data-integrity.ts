export const INTEGRITY_FAILURE_MESSAGE = "Os dados foram alterados durante a transmissão.";

/** The SHA-256 hex digest of the payload's JSON (Web Crypto). */
export async function sha256Hex(payload: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function hasIntegrity(payload: unknown, expectedDigest: string): Promise<boolean> {
  return (await sha256Hex(payload)) === expectedDigest;
}
