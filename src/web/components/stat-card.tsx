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
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      {value === undefined ? (
        <div aria-hidden="true" className="mt-3 h-8 w-16 animate-pulse rounded bg-accent motion-reduce:animate-none" />
      ) : (
        <p className="mt-2 text-3xl font-bold">{value ?? "—"}</p>
      )}
    </Card>
  );
}
