import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml (strict)", () => {
  it("keeps the allowed formatting tags and the class attribute", () => {
    const html =
      '<p class="nota">Tela <b>trincada</b>, <i>bateria</i> <em>fraca</em><br><strong>urgente</strong> <span class="x">ok</span></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts with their content", () => {
    expect(sanitizeHtml("Olá<script>alert('xss')</script>")).toBe("Olá");
  });

  it("removes event handlers, styles and ids while keeping the text", () => {
    expect(sanitizeHtml('<span id="a" style="color:red" onclick="steal()" class="c">texto</span>')).toBe(
      '<span class="c">texto</span>',
    );
  });

  it("drops tags outside the list but keeps their text", () => {
    expect(sanitizeHtml('<a href="https://exemplo.com.br">link</a> <div>bloco</div>')).toBe("link bloco");
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe("");
  });

  it("neutralises dangerous URLs in any form", () => {
    for (const scheme of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "about:blank",
    ]) {
      const clean = sanitizeHtml(`<a href="${scheme}">x</a><span class="a">y</span>`);
      expect(clean).not.toMatch(/javascript:|vbscript:|file:|about:|data:/);
      expect(clean).toBe('x<span class="a">y</span>');
    }
  });

  it("leaves plain text, accents and apostrophes alone", () => {
    expect(sanitizeHtml("Cliente D'Ávila — São Paulo")).toBe("Cliente D'Ávila — São Paulo");
  });
});
