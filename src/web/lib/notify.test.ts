import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { ApiError } from "./api-client";
import { notifyError } from "./notify";

vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

describe("notifyError", () => {
  afterEach(() => vi.mocked(toast.error).mockReset());

  it("adds the server's reason to a refused request", () => {
    notifyError("Erro ao excluir cliente", new ApiError(409, "CONFLICT", "Cliente possui pedidos"));
    expect(toast.error).toHaveBeenCalledWith("Erro", {
      description: "Erro ao excluir cliente: Cliente possui pedidos",
    });
  });

  it("keeps the screen's message for a crash or a lost connection", () => {
    notifyError("Erro ao salvar pedido", new ApiError(500, "INTERNAL", "Erro interno do servidor. Tente novamente."));
    notifyError(
      "Erro ao salvar pedido",
      new ApiError(0, "NETWORK_ERROR", "Erro interno do servidor. Tente novamente."),
    );
    notifyError("Erro ao salvar pedido", new TypeError("x"));
    for (const call of vi.mocked(toast.error).mock.calls)
      expect(call).toEqual(["Erro", { description: "Erro ao salvar pedido" }]);
  });

  it("says when the service is away for a moment, so the user tries again", () => {
    notifyError(
      "Erro ao salvar pedido",
      new ApiError(503, "SERVICE_UNAVAILABLE", "Serviço temporariamente indisponível. Tente novamente em instantes."),
    );
    expect(toast.error).toHaveBeenCalledWith("Erro", {
      description: "Erro ao salvar pedido: Serviço temporariamente indisponível. Tente novamente em instantes.",
    });
  });

  it("says too many attempts as docs/product.md §8 says, whatever the screen", () => {
    notifyError(
      "Erro ao redefinir senha",
      new ApiError(429, "RATE_LIMITED", "Muitas tentativas. Tente novamente mais tarde."),
    );
    expect(toast.error).toHaveBeenCalledWith("Limite Excedido", {
      description: "Muitas tentativas. Tente novamente mais tarde.",
    });
  });
});
