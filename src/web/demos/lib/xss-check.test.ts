import { describe, expect, it } from "vitest";
import { checkXss, escapeHtml, isDangerousHtml } from "./xss-check";

describe("isDangerousHtml", () => {
  it.each([
    "<script>alert(1)</script>",
    "< SCRIPT src=//x.example/a.js>",
    '<a href="javascript:alert(1)">x</a>',
    "JavaScript :void(0)",
    '<img src=x onerror="alert(1)">',
    "<svg/onload=alert(1)>",
    '<div class="a" onMouseOver = "x()">',
  ])("flags %s", (text) => {
    expect(isDangerousHtml(text)).toBe(true);
  });

  it.each(["Tela trincada após queda", "one = two", "D'Ávila", "<b>negrito</b>", "descrição: java script"])(
    "accepts %s",
    (text) => {
      expect(isDangerousHtml(text)).toBe(false);
    },
  );
});

describe("escapeHtml", () => {
  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("checkXss", () => {
  it("escapes dangerous text and passes safe text unchanged", () => {
    expect(checkXss("<script>x</script>")).toEqual({ dangerous: true, output: "&lt;script&gt;x&lt;/script&gt;" });
    expect(checkXss("Olá, mundo")).toEqual({ dangerous: false, output: "Olá, mundo" });
  });
});
