import { and, desc, eq } from "drizzle-orm";
import {
  DEFAULT_TERMS_VERSION,
  REQUIRED_CONSENT_MESSAGE,
  type ConsentState,
  type ConsentType,
} from "@shared/privacy-types";
import { CONSENT_TYPES } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { consentRecords, termsVersions } from "@server/db/schema/privacy";
import { AppError } from "@server/errors";

async function currentTermsVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ version: termsVersions.version })
    .from(termsVersions)
    .where(eq(termsVersions.isCurrent, true));
  return row?.version ?? DEFAULT_TERMS_VERSION;
}

/** The newest record per type is the state (docs/product.md §4). */
export async function getConsents({ db, userId }: { db: Db; userId: string }): Promise<ConsentState> {
  const [termsVersion, rows] = await Promise.all([
    currentTermsVersion(db),
    db
      .selectDistinctOn([consentRecords.consentType])
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(consentRecords.consentType, desc(consentRecords.timestamp), desc(consentRecords.id)),
  ]);
  const consents = Object.fromEntries(CONSENT_TYPES.map((type) => [type, null])) as ConsentState["consents"];
  for (const r of rows)
    consents[r.consentType] = { granted: r.granted, version: r.version, timestamp: r.timestamp.toISOString() };
  const processing = consents.DATA_PROCESSING;
  return { termsVersion, consents, needsConsent: !processing?.granted || processing.version !== termsVersion };
}

/** Appends a record with the terms in force and the IP the server sees; the required consent never goes off. */
export async function changeConsent({
  db,
  userId,
  type,
  granted,
  ip,
  now,
}: {
  db: Db;
  userId: string;
  type: ConsentType;
  granted: boolean;
  ip: string;
  now: Date;
}) {
  if (type === "DATA_PROCESSING" && !granted) {
    const [latest] = await db
      .select({ granted: consentRecords.granted })
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, userId), eq(consentRecords.consentType, type)))
      .orderBy(desc(consentRecords.timestamp))
      .limit(1);
    if (latest?.granted) throw new AppError("VALIDATION_ERROR", REQUIRED_CONSENT_MESSAGE);
  }
  const version = await currentTermsVersion(db);
  await db
    .insert(consentRecords)
    .values({ userId, consentType: type, granted, ipAddress: ip, version, timestamp: now });
  return getConsents({ db, userId });
}

/** An admin publishes new terms: from now on, everyone is asked to consent again. */
export async function publishTerms({ db, version }: { db: Db; version: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: termsVersions.id })
      .from(termsVersions)
      .where(eq(termsVersions.version, version));
    if (existing) throw new AppError("CONFLICT", `A versão ${version} dos termos já existe`);
    await tx.update(termsVersions).set({ isCurrent: false }).where(eq(termsVersions.isCurrent, true));
    await tx.insert(termsVersions).values({ version, isCurrent: true });
  });
}
