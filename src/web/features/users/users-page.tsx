import { useEffect, useState } from "react";
import { Plus, Search } from "lucide-react";
import { toast } from "sonner";
import type { Role } from "../../../shared/roles";
import type { UserSummary } from "../../../shared/user-types";
import { AccessDenied } from "../../app/guards/access-denied";
import { useCurrentUser } from "../../app/guards/current-user";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Input } from "../../components/ui/input";
import { PageHeading } from "../../components/ui/page-heading";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/format";
import { notifyError } from "../../lib/notify";
import { useDebouncedValue } from "../../lib/use-debounced-value";
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
  const user = useCurrentUser();
  if (user.role !== "admin") return <AccessDenied message="Apenas administradores podem gerenciar usuários." />;
  return <UserList currentUserId={user.id} />;
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

  useEffect(() => {
    if (users.isError) notifyError("Erro ao carregar usuários", users.error);
  }, [users.isError, users.error]);

  function confirmDelete(target: UserSummary) {
    deleteUser.mutate(target.id, {
      onSuccess: () => toast.success("Usuário excluído com sucesso"),
      onError: (error) => notifyError("Erro ao excluir usuário", error),
      onSettled: close,
    });
  }

  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;
  const filtered = search !== "" || role !== "todos";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>Gerenciar Usuários</PageHeading>
          <p className="mt-1 text-muted-foreground">Cadastre a equipe e defina o nível de acesso de cada usuário</p>
        </div>
        <Button onClick={() => setDialog({ kind: "new" })}>
          <Plus aria-hidden="true" className="size-4" />
          Novo Usuário
        </Button>
      </div>

      <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_14rem] sm:items-end">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Buscar usuários"
            placeholder="Buscar por nome, e-mail ou telefone..."
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <SelectField
          label="Nível de acesso"
          options={ROLE_FILTER_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | "todos")}
        />
      </Card>

      {users.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando usuários...
        </p>
      ) : users.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar usuários</p>
          <Button variant="outline" className="mt-4" onClick={() => void users.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="p-12 text-center">
          <p role="status" className="text-muted-foreground">
            {filtered ? "Nenhum usuário encontrado com os filtros aplicados" : "Nenhum usuário cadastrado ainda"}
          </p>
        </Card>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {countOf(total, "usuário", "usuários")}
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <UserCard key={item.id} user={item} isSelf={item.id === currentUserId} onAction={(kind, target) => setDialog({ kind, user: target })} />
            ))}
          </div>
          {users.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                {users.isFetchingNextPage && <Spinner />}
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}

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
