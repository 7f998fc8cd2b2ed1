import { PAGE } from "@shared/page-paths";
import { useState } from "react";
import { Navigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { useSession } from "./api/get-session";
import { AuthCard, AuthLink } from "./components/auth-card";
import { SignInForm } from "./components/sign-in-form";
import { SignUpForm } from "./components/sign-up-form";

export function AuthPage() {
  const session = useSession();
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");

  if (session.isPending) return <LoadingScreen />;
  if (session.data?.user) return <Navigate to="/" replace />;

  const signingIn = mode === "sign-in";
  return (
    <AuthCard title="Assistência Técnica" subtitle={signingIn ? "Faça login para continuar" : "Criar conta"}>
      {signingIn ? <SignInForm /> : <SignUpForm />}
      <div className="mt-6 flex flex-col items-center gap-3 text-center text-sm">
        <Button variant="link" size="inline" onClick={() => setMode(signingIn ? "sign-up" : "sign-in")}>
          {signingIn ? "Criar conta" : "Já tenho conta"}
        </Button>
        {signingIn && <AuthLink to={PAGE.forgotPassword}>Esqueci minha senha</AuthLink>}
      </div>
    </AuthCard>
  );
}
