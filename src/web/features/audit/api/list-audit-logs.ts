import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { endOfDay, parseISO, startOfDay } from "date-fns";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import type { AuditLogFilter } from "@web/features/audit/audit-types";

/** The first and last instants of a local calendar day, so the range matches the days the admin picked. */
function dayBoundary(day: string, end: boolean): string {
  const date = parseISO(day);
  return (end ? endOfDay(date) : startOfDay(date)).toISOString();
}

function listAuditLogs(filter: AuditLogFilter, page: number) {
  const query = {
    user: filter.user || undefined,
    action: filter.action || undefined,
    resource: filter.resource || undefined,
    from: filter.fromDay ? dayBoundary(filter.fromDay, false) : undefined,
    to: filter.toDay ? dayBoundary(filter.toDay, true) : undefined,
    limit: String(filter.limit),
    page: String(page),
  };
  return call(api["audit-logs"].$get({ query }));
}

const auditLogsQueryOptions = (filter: AuditLogFilter, page: number) =>
  queryOptions({
    queryKey: [...queryKeys.auditLogs, filter, page],
    queryFn: () => listAuditLogs(filter, page),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the audit trail, newest first (admin). */
export function useAuditLogs(filter: AuditLogFilter, page: number) {
  return useQuery(auditLogsQueryOptions(filter, page));
}
