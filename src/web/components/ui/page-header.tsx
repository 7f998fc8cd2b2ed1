import type { ReactNode } from "react";
import { PageHeading } from "./page-heading";

interface PageHeaderProps {
  title: string;
  description: string;
  /** The screen's main action (e.g. 'Novo Pedido'), at the right of the title. */
  action?: ReactNode;
}

/** A screen's title, the line under it saying what it is for, and its main action. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <PageHeading>{title}</PageHeading>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  );
}
