import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const HANDLE_NAMES = new Set(["db", "tx", "database"]);
const HANDLE_TYPE = /^(Db|Database)$/;

/** The exported functions of a file, declared (`export function`) or assigned (`export const f = (…) =>`). */
function exportedFunctions(source: ts.SourceFile) {
  const found: { name: string; parameters: readonly ts.ParameterDeclaration[] }[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name)
      found.push({ name: statement.name.text, parameters: statement.parameters });
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
          found.push({ name: declaration.name.getText(source), parameters: value.parameters });
      }
  }
  return found;
}

/** A parameter that is the database handle itself (`db: Db`, `tx`, `database: Database`), not an options object. */
function isHandle(parameter: ts.ParameterDeclaration, source: ts.SourceFile): boolean {
  const named = ts.isIdentifier(parameter.name) && HANDLE_NAMES.has(parameter.name.text);
  return named || HANDLE_TYPE.test(parameter.type?.getText(source) ?? "");
}

/** `file: name` for every service function that takes the database beside or outside one options object. */
function positionalServices(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return exportedFunctions(source)
    .filter(({ parameters }) => {
      const takesDatabase = parameters.some(
        (p) => isHandle(p, source) || /\b(Db|Database)\b/.test(p.type?.getText(source) ?? ""),
      );
      return takesDatabase && (parameters.length !== 1 || isHandle(parameters[0]!, source));
    })
    .map(({ name }) => `${file}: ${name}`);
}

// One argument style for the server's services (docs/ARCHITECTURE.md): what a *.service.ts exports
// takes one options object holding the database (`{ db, … }`, `{ tx, … }` in the caller's
// transaction). The *.queries.ts they compose take the handle first, as Drizzle's own calls read.
describe("service functions", () => {
  it("take the database in one options object", () => {
    const services = readdirSync(join(ROOT, "src/server"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".service.ts"))
      .map((file) => join("src/server", file));
    const positional = services.flatMap((file) => positionalServices(file, readFileSync(join(ROOT, file), "utf8")));
    expect(positional).toEqual([]);
  });

  it("are told apart by the check", () => {
    const sample = [
      "export async function a({ db, id }: { db: Db; id: string }) {}",
      "export async function b(db: Db, id: string) {}",
      "export async function c(db: Db) {}",
      "export const d = (tx: Db, input: { id: string }) => tx;",
      "export async function e(options: { database: Database }) {}",
      "export function f(dataUrl: string) {}",
    ].join("\n");
    expect(positionalServices("x.service.ts", sample)).toEqual([
      "x.service.ts: b",
      "x.service.ts: c",
      "x.service.ts: d",
    ]);
  });
});
