import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import type { Role } from "@shared/roles";
import type { UserSummary } from "@shared/user-types";
import { useCurrentUser } from "@web/lib/current-user";
import { ListResults } from "@web/components/list/list-results";
import { SearchFilterBar } from "@web/components/list/search-filter-bar";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { PageHeader } from "@web/components/ui/page-header";
import { notifyError } from "@web/lib/notify";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useDeleteUser } from "./api/delete-user";
import { useUsers } from "./api/list-users";
import { ChangeEmailDialog } from "./components/change-email-dialog";
import { EditUserDialog } from "./components/edit-user-dialog";
import { NewUserDialog } from "./components/new-user-dialog";
import { ResetPasswordDialog } from "./components/reset-password-dialog";
import { UserCard, type UserAction } from "./components/user-card";
import { ROLE_OPTIONS } from "./user-labels";

const ROLE_FILTER_OPTIONS = [{ value: "todos", label: "Todos" }, ...ROLE_OPTIONS];

export function UsersPage() {
  return <UserList currentUserId={useCurrentUser().id} />;
}

/** Which dialog is open, and for whom. */
type OpenDialog = { kind: "new" } | { kind: UserAction; user: UserSummary } | null;

function UserList({ currentUserId }: { currentUserId: string }) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const [role, setRole] = useState<Role | "todos">("todos");
  const users = useUsers({ search, role });
  const deleteUser = useDeleteUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  function confirmDelete(target: UserSummary) {
    deleteUser.mutate(target.id, {
      onSuccess: () => toast.success("Usuário excluído com sucesso"),
      onError: (error) => notifyError("Erro ao excluir usuário", error),
      onSettled: close,
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gerenciar Usuários"
        description="Cadastre a equipe e defina o nível de acesso de cada usuário"
        action={
          <Button onClick={() => setDialog({ kind: "new" })}>
            <Plus aria-hidden="true" className="size-4" />
            Novo Usuário
          </Button>
        }
      />

      <SearchFilterBar
        label="Buscar usuários"
        placeholder="Nome, e-mail ou telefone"
        value={text}
        onChange={setText}
        filter={{
          label: "Nível de acesso",
          options: ROLE_FILTER_OPTIONS,
          value: role,
          onChange: (value) => setRole(value as Role | "todos"),
        }}
      />

      <ListResults
        query={users}
        noun={["usuário", "usuários"]}
        loadingText="Carregando usuários..."
        errorText="Erro ao carregar usuários"
        filtered={search !== "" || role !== "todos"}
        emptyText="Nenhum usuário cadastrado ainda"
        noMatchText="Nenhum usuário encontrado com os filtros aplicados"
        renderItem={(item) => (
          <UserCard
            user={item}
            isSelf={item.id === currentUserId}
            onAction={(kind, target) => setDialog({ kind, user: target })}
          />
        )}
      />

      {dialog?.kind === "new" && <NewUserDialog onClose={close} />}
      {dialog?.kind === "edit" && <EditUserDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === "password" && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === "email" && <ChangeEmailDialog user={dialog.user} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(open) => !open && close()}
        message="Tem certeza que deseja excluir este usuário?"
        confirmLabel="Excluir"
        pending={deleteUser.isPending}
        onConfirm={() => dialog?.kind === "delete" && confirmDelete(dialog.user)}
      />
    </div>
  );
}
