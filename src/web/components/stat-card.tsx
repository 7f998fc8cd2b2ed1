import type { LucideIcon } from "lucide-react";
import { Card } from "@web/components/ui/card";

interface StatCardProps {
  label: string;
  icon: LucideIcon;
  /** Undefined while loading; null when the counts could not be read. */
  value: number | null | undefined;
}

export function StatCard({ label, icon: Icon, value }: StatCardProps) {
  return (
    <Card className="p-3 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-sm font-medium break-words text-muted-foreground">{label}</h2>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </div>
      {value === undefined ? (
        <div aria-hidden="true" className="mt-3 h-8 w-16 animate-pulse rounded bg-accent motion-reduce:animate-none" />
      ) : (
        <p className="mt-2 text-2xl font-bold sm:text-3xl">{value ?? "—"}</p>
      )}
    </Card>
  );
}
