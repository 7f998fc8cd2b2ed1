import { useState } from "react";
import { Navigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { useSession } from "./api/get-session";
import { SignInForm } from "./components/sign-in-form";
import { SignUpForm } from "./components/sign-up-form";

export function AuthPage() {
  const session = useSession();
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");

  if (session.isPending) return <LoadingScreen />;
  if (session.data?.user) return <Navigate to="/" replace />;

  const signingIn = mode === "sign-in";
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
          <h1 className="text-2xl font-bold">Assistência Técnica</h1>
          <p className="mt-1 text-muted-foreground">{signingIn ? "Faça login para continuar" : "Criar conta"}</p>
        </div>
        {signingIn ? <SignInForm /> : <SignUpForm />}
        <div className="mt-6 space-y-3 text-center text-sm">
          <Button variant="link" size="inline" onClick={() => setMode(signingIn ? "sign-up" : "sign-in")}>
            {signingIn ? "Criar conta" : "Já tenho conta"}
          </Button>
          {signingIn && <p className="text-muted-foreground">Esqueceu a senha? Fale com o administrador.</p>}
        </div>
      </Card>
    </main>
  );
}
