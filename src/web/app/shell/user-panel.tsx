import { LogOut } from "lucide-react";
import { ROLE_LABELS } from "@shared/roles";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useSignOut } from "@web/features/auth/api/sign-out";
import { initialsOf } from "@web/lib/format";
import { useCurrentUser } from "@web/lib/current-user";

export function UserPanel() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const displayName = user.name || user.email;

  return (
    <div className="border-t border-border p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initialsOf(displayName)}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">{displayName}</p>
          <p className="text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</p>
        </div>
      </div>
      <Button variant="outline" className="mt-3 w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
        Sair
      </Button>
    </div>
  );
}
