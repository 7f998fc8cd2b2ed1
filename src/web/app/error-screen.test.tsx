import { afterEach, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ErrorScreen } from "./error-screen";

afterEach(cleanup);

function Broken(): never {
  throw new Error("boom");
}

it("shows the friendly pt-BR screen instead of the router's default, and logs the error", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const router = createMemoryRouter([{ path: "/", errorElement: <ErrorScreen />, Component: Broken }]);
  render(<RouterProvider router={router} />);

  expect(await screen.findByRole("heading", { name: "Algo deu errado" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Voltar ao início" }).getAttribute("href")).toBe("/");
  expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
  log.mockRestore();
});
