import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from "./audit-actions";
import { auditActionLabel, auditResourceLabel, auditResultLabel } from "./audit-labels";
import { AUDIT_RESOURCE_LABELS, AUDIT_RESOURCES } from "./audit-resources";
import { RATE_LIMITS } from "./rate-limits";
import { SECURITY_EVENT_TYPES } from "./security-events";

/** The server's sources, tests left out. */
function serverSources(dir = join(process.cwd(), "src/server")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [readFileSync(path, "utf8")] : [];
  });
}

describe("the audit log's pt-BR words", () => {
  it("has a label for every action code, each code once and no two alike", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const code of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[code], code).toMatch(/\S/);
      expect(AUDIT_ACTION_LABELS[code], code).not.toBe(code);
    }
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("names every security event the pages report (docs/product.md §8)", () => {
    for (const type of SECURITY_EVENT_TYPES) expect(AUDIT_ACTIONS, type).toContain(type);
  });

  it("labels every action code written in the server's sources", () => {
    // The server's entry type takes only AUDIT_ACTIONS; this catches a code slipped past it with a cast.
    const patterns = [
      /\baction: "([A-Z][A-Z_]+)"/g, // c.set("audit", { action: "BACKUP_RUN", … })
      /\b(?:POST|PUT|PATCH|DELETE): "([A-Z][A-Z_]+)"/g, // the audit middleware's defaults by method
      /ACTION_BY_METHOD\[method\] \?\? "([A-Z][A-Z_]+)"/g,
      /\b(?:audited\(|passOn\(c, )"([A-Z][A-Z_]+)"/g, // sign-in, sign-up, sign-out
    ];
    const written = new Set(
      serverSources().flatMap((source) => patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1]!))),
    );
    for (const code of ["CREATE", "UPDATE", "READ", "LOGIN", "LOGOUT", "BACKUP_RUN", "FORBIDDEN_ACCESS"])
      expect(written, code).toContain(code);
    expect([...written].filter((code) => !Object.hasOwn(AUDIT_ACTION_LABELS, code))).toEqual([]);
  });

  it("has a label for every resource, the rate-limit kinds included", () => {
    expect(new Set(AUDIT_RESOURCES).size).toBe(AUDIT_RESOURCES.length);
    for (const code of AUDIT_RESOURCES) expect(AUDIT_RESOURCE_LABELS[code], code).toMatch(/\S/);
    for (const kind of Object.keys(RATE_LIMITS)) expect(AUDIT_RESOURCES, kind).toContain(kind);
  });

  it("shows an unknown code as it is", () => {
    expect(auditActionLabel("CONSENT_CHANGE")).toBe("Alteração de consentimento");
    expect(auditActionLabel("XSS_ATTEMPT")).toBe("Tentativa de XSS");
    expect(auditActionLabel("LEGACY_CODE")).toBe("LEGACY_CODE");
    expect(auditActionLabel("toString")).toBe("toString");
    expect(auditResourceLabel("orders")).toBe("Pedidos");
    expect(auditResourceLabel("order_photos")).toBe("Fotos de pedidos");
    expect(auditResourceLabel("__proto__")).toBe("__proto__");
    expect(auditResourceLabel("inventory")).toBe("inventory");
  });

  it("says the result in words", () => {
    expect(auditResultLabel(true)).toBe("Sucesso");
    expect(auditResultLabel(false)).toBe("Falhou");
  });
});
