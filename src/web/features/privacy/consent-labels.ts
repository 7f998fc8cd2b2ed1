import type { ConsentType } from "@shared/privacy-types";

/** What each consent covers, in the words of the consents tab. */
export const CONSENT_LABELS: Record<ConsentType, { label: string; description: string }> = {
  DATA_PROCESSING: {
    label: "Processamento de dados",
    description:
      "Uso do seu nome, telefone, endereço e dos dados dos equipamentos para executar o serviço, cumprir a garantia e as obrigações legais.",
  },
  MARKETING: {
    label: "Marketing",
    description: "Receber ofertas, promoções e novidades da oficina.",
  },
  COOKIES: {
    label: "Cookies",
    description:
      "Guardar preferências neste navegador além do cookie de sessão, que é essencial para entrar no sistema.",
  },
  THIRD_PARTY: {
    label: "Compartilhamento com terceiros",
    description:
      "Compartilhar os dados do equipamento com fabricantes e assistências autorizadas quando o reparo exigir.",
  },
};
