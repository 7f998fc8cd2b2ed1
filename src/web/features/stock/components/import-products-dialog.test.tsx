import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_HEADER, CSRF_STORAGE_KEY } from "@shared/api-types";
import type { ProductImportPreview } from "@shared/stock-types";
import { ImportProductsDialog } from "./import-products-dialog";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const PREVIEW: ProductImportPreview = {
  rows: 14,
  valid: 1,
  invalid: 13,
  errors: Array.from({ length: 13 }, (_, i) => ({ line: i + 3, errors: ["preço: O preço não pode ser negativo"] })),
  sample: [{ line: 2, name: "Tela Moto G8", sku: "TL-G8", barcode: null, priceCents: 25000, quantity: 4 }],
};

async function choose(bytes: BlobPart) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportProductsDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
  const input = await screen.findByLabelText("Escolher arquivo CSV");
  fireEvent.change(input, { target: { files: [new File([bytes], "pecas.csv", { type: "text/csv" })] } });
}

describe("ImportProductsDialog", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
  });
  afterEach(() => {
    fetchMock.mockReset();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the file's text as CSV with the CSRF token, then lists what to fix and keeps the import shut", async () => {
    fetchMock.mockResolvedValueOnce(json(200, PREVIEW));
    await choose("nome;preco\nTela Moto G8;250");
    expect(await screen.findByText("14 linhas, 1 pronta, 13 com erro")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe("/api/products/import/preview");
    expect(init?.body).toBe("nome;preco\nTela Moto G8;250");
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("text/csv");
    expect(headers.get(CSRF_HEADER)).toBe("valid");

    expect(screen.getByText("Linha 3 — preço: O preço não pode ser negativo")).toBeTruthy();
    expect(screen.getByText("e mais 3 linhas com erro")).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Tela Moto G8" })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Importar 14 peças" }).disabled).toBe(true);
  });

  it("says a refusal in the server's words", async () => {
    const message = "O arquivo passa de 5 MB: divida-o em partes menores.";
    fetchMock.mockResolvedValueOnce(json(413, { error: { code: "PAYLOAD_TOO_LARGE", message } }));
    await choose("nome\nX");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
