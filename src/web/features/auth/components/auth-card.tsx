import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@web/components/ui/card";

/** The frame of the screens before sign-in: the shop's mark, a title, a subtitle and the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md p-8">
        <div className="mb-6 text-center">
          <span
            aria-hidden="true"
            className="mx-auto mb-4 flex size-12 items-center justify-center rounded-lg bg-primary text-lg font-bold text-primary-foreground"
          >
            AT
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-1 text-muted-foreground">{subtitle}</p>
        </div>
        {children}
      </Card>
    </main>
  );
}

/** A way on from a screen before sign-in: back to the login, or to ask for a new link. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-foreground underline underline-offset-4 hover:text-primary-strong">
      {children}
    </Link>
  );
}
