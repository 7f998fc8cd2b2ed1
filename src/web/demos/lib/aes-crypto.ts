// Real AES-GCM through Web Crypto (docs/decisions/015). The secret ships in the bundle, so anyone can read it:
// this protects nothing from the user, it only shows the mechanics on the demo pages.
const DEMO_SECRET = "bancada-demo-chave-publica";
const IV_BYTES = 12;
const SALT_BYTES = 16;
const PBKDF2_ITERATIONS = 1000;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function secretKey(): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest("SHA-256", encoder.encode(DEMO_SECRET));
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function derivedKey(password: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", salt, iterations: PBKDF2_ITERATIONS, hash: "SHA-256" },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

async function seal(key: CryptoKey, text: string, prefix: Uint8Array = new Uint8Array()): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, encoder.encode(text)));
  return toBase64(new Uint8Array([...prefix, ...iv, ...sealed]));
}

async function open(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = bytes.slice(0, IV_BYTES);
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, key, bytes.slice(IV_BYTES));
  return new TextDecoder().decode(plain);
}

/** Base64 of IV and ciphertext under the fixed demo secret. Rejects when Web Crypto is unavailable. */
export async function encryptText(text: string): Promise<string> {
  return seal(await secretKey(), text);
}

/** Rejects when the text was not sealed by encryptText or was altered (GCM authenticates it). */
export async function decryptText(encrypted: string): Promise<string> {
  return open(await secretKey(), fromBase64(encrypted));
}

/** The salted variant: a key derived by PBKDF2 (1000 iterations, 16-byte salt); base64 of salt, IV and ciphertext. */
export async function encryptWithSalt(text: string, password: string = DEMO_SECRET): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return seal(await derivedKey(password, salt), text, salt);
}

export async function decryptWithSalt(encrypted: string, password: string = DEMO_SECRET): Promise<string> {
  const bytes = fromBase64(encrypted);
  return open(await derivedKey(password, bytes.slice(0, SALT_BYTES)), bytes.slice(SALT_BYTES));
}
