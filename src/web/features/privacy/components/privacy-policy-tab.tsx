import { Card } from "@web/components/ui/card";

// Written for a repair shop under the LGPD (Lei 13.709/2018); the shop's own details are in Configurações.
const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: "1. Dados que coletamos",
    paragraphs: [
      "Para atender você, registramos seu nome, telefone, endereço e, quando informados, e-mail e CPF.",
      "Sobre os equipamentos deixados para reparo, registramos marca, modelo, defeito relatado, serviços executados, valores, agendamentos e fotos do aparelho.",
      "Ao usar o sistema, registramos também o endereço IP e o horário de acesso, para a segurança da sua conta.",
    ],
  },
  {
    title: "2. Por que usamos seus dados",
    paragraphs: [
      "Usamos os dados para executar o serviço contratado, entrar em contato sobre o andamento do reparo, cumprir a garantia do serviço e atender obrigações legais e fiscais.",
      "Ofertas e novidades só são enviadas com o seu consentimento de marketing, que pode ser retirado a qualquer momento.",
    ],
  },
  {
    title: "3. Compartilhamento",
    paragraphs: [
      "Não vendemos nem alugamos seus dados pessoais.",
      "Os dados só são compartilhados quando a lei exigir, por ordem de autoridade competente, ou com fabricantes e assistências autorizadas se você consentir e o reparo exigir.",
    ],
  },
  {
    title: "4. Por quanto tempo guardamos",
    paragraphs: [
      "Os dados são mantidos por 2 anos após a sua última interação com a oficina. Depois disso, são excluídos ou anonimizados.",
      "Registros exigidos por lei, como documentos fiscais, são mantidos pelo prazo legal, sem uso para outras finalidades.",
    ],
  },
  {
    title: "5. Seus direitos",
    paragraphs: [
      "Pela LGPD (art. 18), você pode confirmar se tratamos seus dados, acessá-los, corrigi-los, recebê-los em formato aberto (portabilidade), revogar consentimentos e pedir a exclusão dos dados tratados com base no seu consentimento.",
      "Você exerce esses direitos na aba Seus Direitos desta página.",
    ],
  },
  {
    title: "6. Contato",
    paragraphs: [
      "Dúvidas, pedidos e reclamações sobre seus dados podem ser enviados ao encarregado de dados (DPO) da oficina ou ao administrador do sistema, pelos contatos informados no balcão e nas ordens de serviço.",
      "Você também pode recorrer à Autoridade Nacional de Proteção de Dados (ANPD).",
    ],
  },
];

/** The privacy policy in six sections (docs/product.md §2). */
export function PrivacyPolicyTab() {
  return (
    <Card className="space-y-6 p-6">
      <h2 className="text-lg font-semibold">Política de Privacidade</h2>
      {SECTIONS.map((section) => (
        <section key={section.title} className="space-y-2">
          <h3 className="font-semibold">{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-sm text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </Card>
  );
}
