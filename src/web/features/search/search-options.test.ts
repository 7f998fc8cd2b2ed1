import { describe, expect, it } from "vitest";
import type { SearchResults } from "@shared/api-types";
import { searchGroups } from "./search-options";

const results: SearchResults = {
  orders: [{ id: "o1", number: 7, brand: "Samsung", model: "S21", clientName: "Ana Souza" }],
  clients: [{ id: "c1", name: "Ana Souza", phone: "(11) 98765-4321" }],
  tickets: [{ id: "t1", subject: "Defeito em LG - Ana Souza", status: "em_analise" }],
};

describe("searchGroups", () => {
  it("sends staff to edit the order and to the client's page", () => {
    const groups = searchGroups(results, "tecnico");
    expect(groups.map((group) => group.label)).toEqual(["Pedidos", "Clientes", "Chamados"]);
    expect(groups[0]?.options[0]).toMatchObject({
      label: "Samsung S21",
      detail: "OS nº 00007 · Ana Souza",
      to: "/orders/o1/edit",
    });
    expect(groups[1]?.options[0]?.to).toBe("/clients/c1");
  });

  it("sends a cliente to the printed order and never lists clients", () => {
    const groups = searchGroups(results, "cliente");
    expect(groups.map((group) => group.label)).toEqual(["Pedidos", "Chamados"]);
    expect(groups[0]?.options[0]?.to).toBe("/orders/o1/print");
  });

  it("opens the tickets list searched by the ticket's subject, with its status in words", () => {
    const ticket = searchGroups(results, "admin").at(-1)?.options[0];
    expect(ticket?.detail).toBe("Em Análise");
    expect(ticket?.to).toBe("/tickets?search=Defeito+em+LG+-+Ana+Souza");
  });

  it("leaves empty groups out", () => {
    expect(searchGroups({ orders: [], clients: [], tickets: [] }, "admin")).toEqual([]);
  });
});
