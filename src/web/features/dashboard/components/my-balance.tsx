import { OrderBalances } from "@web/components/order-balances";
import { RegionCard } from "@web/components/ui/region-card";
import { useMyBalance } from "@web/features/dashboard/api/get-my-balance";

/** 'Meu saldo' on a customer's dashboard: what they have left to pay, their own orders only. */
export function MyBalance() {
  const balance = useMyBalance();
  return (
    <RegionCard id="meu-saldo" title="Meu saldo">
      {balance.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando saldo...</p>
      ) : balance.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao carregar o saldo</p>
      ) : (
        <OrderBalances balance={balance.data} label="Meus pedidos com saldo" />
      )}
    </RegionCard>
  );
}
