import { afterEach, describe, expect, it } from "vitest";
import { focusPageHeading, MAIN_CONTENT_ID } from "./focus";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focusPageHeading", () => {
  it("focuses the page's h1, made focusable for a script but not for Tab", () => {
    document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}" tabindex="-1"><h1>Gerenciar Pedidos</h1><button>Novo</button></main>`;
    focusPageHeading();
    const heading = document.querySelector("h1")!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it("focuses the main content while the page has no heading yet", () => {
    document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}" tabindex="-1"><p>Carregando...</p></main>`;
    focusPageHeading();
    expect(document.activeElement).toBe(document.getElementById(MAIN_CONTENT_ID));
  });
});
