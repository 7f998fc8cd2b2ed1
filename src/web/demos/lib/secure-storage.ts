import { decryptText, encryptText } from "./aes-crypto";

/** The browser-storage key the demo pages write to (docs/product.md §7). */
export const SECURE_STORAGE_TEST_KEY = "bancada_secure_test";

// Tells a sealed value from the plain-JSON fallback when reading back.
const SEALED_PREFIX = "aes:";

/** Stores the value's JSON encrypted; when Web Crypto fails, as plain JSON (product.md §8, silent failures). */
export async function setSecureItem(key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  try {
    localStorage.setItem(key, SEALED_PREFIX + (await encryptText(json)));
  } catch (error) {
    console.error("Falha ao criptografar o valor; gravado sem criptografia", error);
    localStorage.setItem(key, json);
  }
}

/** The value stored under the key, decrypted; null when there is none or it cannot be read. */
export async function getSecureItem<T>(key: string): Promise<T | null> {
  const stored = localStorage.getItem(key);
  if (stored === null) return null;
  try {
    const json = stored.startsWith(SEALED_PREFIX) ? await decryptText(stored.slice(SEALED_PREFIX.length)) : stored;
    return JSON.parse(json) as T;
  } catch (error) {
    console.error("Falha ao ler o valor protegido", error);
    return null;
  }
}
