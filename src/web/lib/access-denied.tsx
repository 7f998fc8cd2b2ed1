import { ShieldAlert } from "lucide-react";
import { Card } from "@web/components/ui/card";

/** Shown in place of a page the user's role may not open; the server refuses its data anyway. */
export function AccessDenied({ message }: { message?: string }) {
  return (
    <Card className="mx-auto mt-8 max-w-md p-8 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
      <h1 className="mt-4 text-xl font-bold">Acesso Negado</h1>
      {message && <p className="mt-2 text-muted-foreground">{message}</p>}
    </Card>
  );
}
