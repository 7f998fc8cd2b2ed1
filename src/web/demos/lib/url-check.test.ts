import { describe, expect, it } from "vitest";
import { checkUrl } from "./url-check";

const BASE = "https://bancada.example";

describe("checkUrl", () => {
  it.each([
    "javascript:alert(1)",
    "  JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://arquivos.example/x",
  ])("refuses the scheme of %j", (url) => {
    expect(checkUrl(url, BASE)).toEqual({ safe: false, reason: "scheme" });
  });

  it("refuses links that carry credentials to disguise the host", () => {
    expect(checkUrl("https://banco.com.br@golpe.example/login", BASE)).toEqual({ safe: false, reason: "credentials" });
  });

  it("refuses text that is not a URL", () => {
    expect(checkUrl("http://", BASE)).toEqual({ safe: false, reason: "invalid" });
  });

  it("keeps http(s) links and resolves relative ones against the page", () => {
    expect(checkUrl("https://www.exemplo.com.br/pedidos?id=1", BASE)).toEqual({
      safe: true,
      url: "https://www.exemplo.com.br/pedidos?id=1",
    });
    expect(checkUrl("/orders/42", BASE)).toEqual({ safe: true, url: "https://bancada.example/orders/42" });
  });
});
