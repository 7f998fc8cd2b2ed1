import { Link } from "react-router";
import { toast } from "sonner";
import { PAGE } from "@shared/page-paths";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { can } from "@shared/permissions";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { useCurrentUser } from "@web/lib/current-user";
import { useOrderPix, useShopPixSettings } from "@web/features/payments/api/order-pix";
import { PixCode } from "./pix-code";

/**
 * 'Cobrar por Pix': a static BR Code for the balance, as a QR code and as "Pix copia e cola" text.
 * Staff record the payment once they see it arrived (docs/decisions/038).
 */
export default function PixChargeDialog({
  order,
  onClose,
}: {
  order: Pick<Order, "id" | "number">;
  onClose: () => void;
}) {
  const { role } = useCurrentUser();
  const settings = useShopPixSettings(true);
  const configured = settings.isSuccess && settings.data !== null;
  const charge = useOrderPix(order.id, configured);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cobrar por Pix"
      description={formatOrderNumber(order.number)}
    >
      <div className="space-y-4 text-sm">
        {settings.isSuccess && settings.data === null ? (
          <div className="space-y-2" role="status">
            <p>A loja ainda não tem chave Pix cadastrada.</p>
            {can(role, "company.write") ? (
              <Link to={`${PAGE.settings}#settings-pix`} className="font-medium underline underline-offset-4">
                Cadastrar a chave Pix em Configurações
              </Link>
            ) : (
              <p className="text-muted-foreground">Peça a um administrador para cadastrá-la em Configurações.</p>
            )}
          </div>
        ) : settings.isError || charge.isError ? (
          <p role="alert" className="text-destructive">
            {(settings.error ?? charge.error)?.message ?? "Não foi possível gerar o código Pix."}
          </p>
        ) : charge.data ? (
          <PixCode charge={charge.data} onCopied={() => toast.success("Código Pix copiado")} />
        ) : (
          <p className="text-muted-foreground">Gerando o código Pix…</p>
        )}
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
