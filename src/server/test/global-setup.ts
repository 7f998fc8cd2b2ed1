import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, PGLITE_OPTIONS, wrapPglite } from "@server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then copies it instead of migrating
 * again (a PGlite data-dir dump, or Postgres `CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  if (project.name === "api-postgres") return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = await PGlite.create(PGLITE_OPTIONS);
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), "bancada-test-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("api-postgres needs TEST_DATABASE_URL");
  const name = `bancada_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = withDatabase(base, name);
  const template = openPostgres(url, 1);
  await template.migrate();
  await template.close();
  project.provide("postgresTemplate", url);
  return async () => {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
