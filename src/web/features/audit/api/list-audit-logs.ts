import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { endOfDay, parseISO, startOfDay } from "date-fns";
import { apiGet } from "@web/lib/api-client";
import type { AuditLogPage } from "@shared/audit-types";
import type { AuditLogFilter } from "@web/features/audit/audit-types";

/** The first and last instants of a local calendar day, so the range matches the days the admin picked. */
function dayBoundary(day: string, end: boolean): string {
  const date = parseISO(day);
  return (end ? endOfDay(date) : startOfDay(date)).toISOString();
}

export function listAuditLogs(filter: AuditLogFilter, page: number): Promise<AuditLogPage> {
  const query = new URLSearchParams({ limit: String(filter.limit), page: String(page) });
  if (filter.userId) query.set("user_id", filter.userId);
  if (filter.action) query.set("action", filter.action);
  if (filter.resource) query.set("resource", filter.resource);
  if (filter.fromDay) query.set("from_date", dayBoundary(filter.fromDay, false));
  if (filter.toDay) query.set("to_date", dayBoundary(filter.toDay, true));
  return apiGet<AuditLogPage>(`/audit-logs?${query}`);
}

export const auditLogsQueryOptions = (filter: AuditLogFilter, page: number) =>
  queryOptions({
    queryKey: ["audit-logs", filter, page],
    queryFn: () => listAuditLogs(filter, page),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the audit trail, newest first (admin). */
export function useAuditLogs(filter: AuditLogFilter, page: number) {
  return useQuery(auditLogsQueryOptions(filter, page));
}
