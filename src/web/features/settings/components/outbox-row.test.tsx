import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OutboxItem } from "@shared/mail";
import { OutboxRow } from "./outbox-row";

const base: OutboxItem = {
  id: "1",
  to: "roberto@cliente.example",
  kind: "password_reset",
  subject: "Redefinição de senha – Zé Celulares",
  text: "Olá, Roberto!",
  status: "held",
  attempts: 0,
  lastError: null,
  createdAt: "2026-11-24T15:00:00.000Z",
  sentAt: null,
  nextAttemptAt: "2026-11-24T15:00:00.000Z",
  resendable: true,
};

function renderRow(item: OutboxItem) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <OutboxRow item={item} />
      </ul>
    </QueryClientProvider>,
  );
}

const NOTE = "Não pode ser reenviado: o link de uso único expirou ou já foi usado. Gere um novo link.";

describe("OutboxRow", () => {
  afterEach(cleanup);

  it("offers 'Reenviar' for a message the server says can go again", () => {
    renderRow(base);
    expect(screen.getByRole("button", { name: "Reenviar" })).toBeTruthy();
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it("does not offer it for a one-use link that can no longer be sent, and says why while it waits", () => {
    renderRow({ ...base, status: "failed", attempts: 8, resendable: false });
    expect(screen.queryByRole("button", { name: "Reenviar" })).toBeNull();
    expect(screen.getByText(NOTE)).toBeTruthy();
  });

  it("says nothing of it for a delivered one-use link, dropped once sent", () => {
    renderRow({ ...base, status: "sent", attempts: 1, sentAt: base.createdAt, resendable: false });
    expect(screen.queryByRole("button", { name: "Reenviar" })).toBeNull();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
