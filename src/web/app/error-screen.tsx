import { useEffect } from "react";
import { TriangleAlert } from "lucide-react";
import { useRouteError } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ApiError } from "@web/lib/api-client";

/** The root route's error element (docs/product.md §2): never the router's default screen with a stack trace. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // The server away for a moment (its 503) is no unexpected error: its own message says to try again.
  const unavailable = error instanceof ApiError && error.status === 503;

  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-4 text-2xl font-bold">{unavailable ? "Serviço indisponível" : "Algo deu errado"}</h1>
        <p className="mt-2 text-muted-foreground">
          {unavailable ? error.message : "Ocorreu um erro inesperado. Tente novamente ou volte ao início."}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
          {/* A full page load: the router that failed may not be fit to navigate. */}
          <a
            href="/"
            className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent"
          >
            Voltar ao início
          </a>
        </div>
      </Card>
    </main>
  );
}
