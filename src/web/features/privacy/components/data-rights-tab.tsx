import { PAGE } from "@shared/page-paths";
import { useState, type ReactNode } from "react";
import { Download, Eye, PencilLine, Trash2, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { useExportData } from "@web/features/privacy/api/export-data";
import { useRequestDeletion } from "@web/features/privacy/api/request-deletion";

/** The four rights of LGPD art. 18 the user exercises here: access, rectification, erasure, portability. */
export function DataRightsTab() {
  const exportData = useExportData();

  function runExport() {
    exportData.mutate(undefined, {
      onSuccess: () => toast.success("Dados exportados com sucesso"),
      onError: (error) => notifyError("Erro ao exportar dados", error),
    });
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <RightCard icon={Eye} title="Acesso">
        <p className="text-sm text-muted-foreground">
          Você pode saber quais dados pessoais a oficina mantém: perfil, cadastro de cliente, pedidos, chamados,
          consentimentos e registros de acesso. A exportação em Portabilidade traz uma cópia completa.
        </p>
      </RightCard>
      <RightCard icon={PencilLine} title="Retificação">
        <p className="text-sm text-muted-foreground">
          Corrija seu nome e telefone no seu perfil. Para corrigir endereço ou dados de um equipamento, fale com a
          oficina.
        </p>
        <Link to={PAGE.settings} className="text-sm font-medium text-primary-strong underline underline-offset-4">
          Editar meu perfil
        </Link>
      </RightCard>
      <DeletionCard />
      <RightCard icon={Download} title="Portabilidade">
        <p className="text-sm text-muted-foreground">
          Baixe todos os seus dados em um arquivo JSON, um formato aberto que outros serviços conseguem ler.
        </p>
        <Button variant="outline" disabled={exportData.isPending} onClick={runExport}>
          {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          Exportar Dados
        </Button>
      </RightCard>
    </div>
  );
}

function RightCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <section aria-label={title} className="flex h-full flex-col items-start gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="size-5 text-primary-strong" />
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function DeletionCard() {
  const requestDeletion = useRequestDeletion();
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    requestDeletion.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success("Solicitação de exclusão enviada. Será processada em até 30 dias.");
        setReason("");
      },
      onError: (error) => notifyError("Erro ao solicitar exclusão de dados", error),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <RightCard icon={Trash2} title="Exclusão">
      <p className="text-sm text-muted-foreground">
        Peça a exclusão dos seus dados pessoais. Eles serão anonimizados e sua conta encerrada; os registros que a lei
        obriga a manter são preservados sem identificar você.
      </p>
      <div className="w-full">
        <TextareaField
          label="Motivo (opcional)"
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Solicitar Exclusão
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message="Tem certeza que deseja solicitar a exclusão de seus dados? Esta ação não pode ser desfeita."
        confirmLabel="Solicitar Exclusão"
        pending={requestDeletion.isPending}
        onConfirm={confirm}
      />
    </RightCard>
  );
}
