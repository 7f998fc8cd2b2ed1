import { afterEach, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ApiError } from "@web/lib/api-client";
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

it("says the service is away for a moment when the server answers 503", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const Unavailable = (): never => {
    throw new ApiError(
      503,
      "SERVICE_UNAVAILABLE",
      "Serviço temporariamente indisponível. Tente novamente em instantes.",
    );
  };
  const router = createMemoryRouter([{ path: "/", errorElement: <ErrorScreen />, Component: Unavailable }]);
  render(<RouterProvider router={router} />);

  expect(await screen.findByRole("heading", { name: "Serviço indisponível" })).toBeTruthy();
  expect(screen.getByText("Serviço temporariamente indisponível. Tente novamente em instantes.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  log.mockRestore();
});
