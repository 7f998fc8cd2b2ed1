import type { ComponentProps } from "react";
import { Tabs as RadixTabs } from "radix-ui";
import { cn } from "@web/lib/cn";

/** Radix tabs: arrow keys move between tabs, and each panel is labelled by its tab. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn("flex flex-wrap gap-1 rounded-lg border border-border bg-card p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent motion-reduce:transition-none hover:text-foreground",
        "data-[state=active]:bg-primary data-[state=active]:text-primary-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn("mt-6 space-y-6", className)} {...props} />;
}
