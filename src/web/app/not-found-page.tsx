import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Card } from "@web/components/ui/card";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-5xl font-bold">404</h1>
        <p className="mt-3 text-lg text-muted-foreground">Página não encontrada</p>
        <Link
          to="/"
          className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Voltar ao início
        </Link>
      </Card>
    </main>
  );
}
