import { describe, expect, it } from "vitest";
import { editOrderPage, PAGE, pathOf, trackingPagePath } from "./page-paths";

describe("page paths", () => {
  it("fills a pattern's parameters, each URL-encoded, and adds a query", () => {
    expect(editOrderPage("7f3c")).toBe("/orders/7f3c/edit");
    expect(pathOf(PAGE.trackingQuote, { token: "a/b c" })).toBe("/acompanhar/a%2Fb%20c/orcamento");
    expect(trackingPagePath("abc")).toBe("/acompanhar/abc");
    expect(pathOf(PAGE.orders, {}, { search: "tela quebrada", status: "novo" })).toBe(
      "/orders?search=tela+quebrada&status=novo",
    );
    expect(pathOf(PAGE.tickets, {})).toBe("/tickets");
  });
});
