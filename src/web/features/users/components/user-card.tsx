import { useId } from "react";
import { KeyRound, Mail, Pencil, Phone, Trash2 } from "lucide-react";
import { formatPhone } from "@shared/br-numbers";
import type { UserSummary } from "@shared/user-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { RoleBadge } from "./role-badge";

export type UserAction = "edit" | "password" | "email" | "delete";

interface UserCardProps {
  user: UserSummary;
  /** The signed-in admin's own card offers no delete (docs/product.md §2). */
  isSelf: boolean;
  onAction: (action: UserAction, user: UserSummary) => void;
}

export function UserCard({ user, isSelf, onAction }: UserCardProps) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 font-semibold break-words">
          {user.name}
        </h2>
        <RoleBadge role={user.role} />
      </div>
      <ul className="space-y-1 text-sm">
        <li className="flex items-center gap-2 break-all">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">E-mail: </span>
          {user.email || "Email não disponível"}
        </li>
        {user.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Telefone: </span>
            {formatPhone(user.phone)}
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button variant="outline" size="inline" className="h-9 px-3" onClick={() => onAction("edit", user)}>
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Button>
        <Button variant="outline" size="inline" className="h-9 px-3" onClick={() => onAction("password", user)}>
          <KeyRound aria-hidden="true" className="size-4" />
          Redefinir Senha
        </Button>
        <Button variant="outline" size="inline" className="h-9 px-3" onClick={() => onAction("email", user)}>
          <Mail aria-hidden="true" className="size-4" />
          Alterar E-mail
        </Button>
        {!isSelf && (
          <Button variant="outline" size="inline" className="h-9 px-3" onClick={() => onAction("delete", user)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        )}
      </div>
    </Card>
  );
}
