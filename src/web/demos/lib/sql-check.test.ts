import { describe, expect, it } from "vitest";
import { looksLikeSqlInjection } from "./sql-check";

describe("looksLikeSqlInjection", () => {
  it.each([
    "1 UNION SELECT email, password FROM users",
    "x'; DROP TABLE clients;--",
    "INSERT INTO users VALUES (1)",
    "delete from orders",
    "UPDATE users SET role = 'admin'",
    "EXEC(xp_cmdshell)",
    "<script>alert(1)</script>",
    "admin'--",
    "' OR '1'='1",
    "' or 1=1",
    "x' AND 'a'='a",
  ])("blocks %j", (text) => {
    expect(looksLikeSqlInjection(text)).toBe(true);
  });

  it.each([
    "D'Ávila",
    "Maria D'Ávila",
    "Sant'Anna",
    "Rua Joana D'Arc, 45",
    "O'Reilly ordem = 2",
    "Troca de tela -- urgente",
    "Cliente pediu para atualizar o orçamento",
    "Seleção da união dos técnicos",
  ])("lets real text through: %j", (text) => {
    expect(looksLikeSqlInjection(text)).toBe(false);
  });
});
