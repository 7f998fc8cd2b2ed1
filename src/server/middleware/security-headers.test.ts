import { describe, expect, it } from "vitest";
import { createTestApp } from "@server/test/test-app";

describe("security headers", async () => {
  const http = await createTestApp();
  const https = await createTestApp({ appUrl: "https://loja.example" });

  it("sets the page security policy and friends on every answer, errors included", async () => {
    for (const path of ["/api/health", "/api/nada", "/api/dashboard"]) {
      const res = await http.app.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      // WebAssembly may compile (the camera's barcode reader, decision 047); eval() still may not.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://maps.googleapis.com https://js.stripe.com");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp).toContain("connect-src 'self' https://js.stripe.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("adds HSTS behind HTTPS", async () => {
    const res = await https.app.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
