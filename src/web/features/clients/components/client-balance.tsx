import { OrderBalances } from "@web/components/order-balances";
import { RegionCard } from "@web/components/ui/region-card";
import { useClientBalance } from "@web/features/clients/api/get-client-balance";

/** 'Saldo do cliente' on a client's page: what they have left to pay, order by order. */
export function ClientBalanceCard({ clientId }: { clientId: string }) {
  const balance = useClientBalance(clientId);
  return (
    <RegionCard id="client-balance" title="Saldo do cliente">
      {balance.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando saldo...</p>
      ) : balance.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar o saldo do cliente.
        </p>
      ) : (
        <OrderBalances balance={balance.data} label="Pedidos com saldo do cliente" />
      )}
    </RegionCard>
  );
}
