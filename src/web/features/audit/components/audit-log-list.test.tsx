import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditLogEntry } from "@shared/audit-types";
import { AuditLogList } from "./audit-log-list";

const base: AuditLogEntry = {
  id: "1",
  userId: "u-maria",
  user: { name: "Maria Souza", email: "maria@oficina.com.br" },
  action: "CONSENT_CHANGE",
  resource: "privacy",
  resourceId: null,
  ipAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0",
  requestPath: "/api/privacy/consents",
  requestMethod: "POST",
  success: true,
  errorDetails: null,
  metadata: { type: "MARKETING", granted: true },
  createdAt: "2025-03-05T17:30:00.000Z",
};

describe("AuditLogList", () => {
  it("shows users by name and actions, resources and results in pt-BR, the raw codes in the details", () => {
    render(
      <AuditLogList
        entries={[
          base,
          { ...base, id: "2", userId: "u-gone", user: null, action: "BACKUP_RUN", resource: "backups" },
          { ...base, id: "3", userId: null, user: null, action: "LEGACY_CODE", resource: "inventory", success: false },
        ]}
      />,
    );
    const [maria, removed, anonymous] = within(screen.getByRole("list", { name: "Logs de auditoria" })).getAllByRole(
      "listitem",
    );

    expect(maria?.textContent).toContain("Maria Souza");
    expect(maria?.textContent).toContain("maria@oficina.com.br");
    expect(maria?.textContent).toContain("Alteração de consentimento");
    expect(maria?.textContent).toContain("Privacidade");
    expect(maria?.textContent).toContain("Sucesso");
    const details = within(maria!).getByText("Detalhes").closest("details")!;
    expect(details.open).toBe(false);
    expect(within(details).getByText("CONSENT_CHANGE").tagName).toBe("CODE");
    expect(within(details).getByText("POST /api/privacy/consents").tagName).toBe("CODE");
    expect(details?.textContent).toContain('"granted": true');

    expect(removed?.textContent).toContain("Usuário removido");
    expect(removed?.textContent).toContain("Backup executado");
    expect(removed?.textContent).toContain("u-gone");

    // A code without pt-BR words is shown as it is.
    expect(anonymous?.textContent).toContain("Visitante (sem login)");
    expect(anonymous?.textContent).toContain("LEGACY_CODE");
    expect(anonymous?.textContent).toContain("inventory");
    expect(anonymous?.textContent).toContain("Falhou");
  });
});
