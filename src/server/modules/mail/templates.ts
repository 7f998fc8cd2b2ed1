import { formatPhone } from "@shared/br-numbers";

/**
 * The shop as its e-mails sign: company settings' name and contact. The name is written only where it
 * stands alone (the subject, the signature): "na {name}" or "A {name}" reads wrong for "Zé Celulares".
 */
export interface Sender {
  name: string;
  phone: string | null;
  email: string | null;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Where a message's link goes: the outbox keeps it apart and puts it in at delivery (outbox.service.ts). */
export const LINK_PLACEHOLDER = "{{link}}";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

interface Letter {
  greeting: string;
  paragraphs: string[];
  /** A button (HTML) and a line (text) that open the link. */
  action?: string;
  /** Said after the action: how long the link lasts, what to do if it was not you. */
  footnotes?: string[];
}

/** Every message's frame: greeting, paragraphs, the link, and the shop's signature with its contact. */
function compose(sender: Sender, subject: string, letter: Letter): MailContent {
  const contact = [sender.phone ? formatPhone(sender.phone) : null, sender.email].filter(Boolean).join(" · ");
  const textParts = [
    letter.greeting,
    ...letter.paragraphs,
    ...(letter.action ? [`${letter.action}: ${LINK_PLACEHOLDER}`] : []),
    ...(letter.footnotes ?? []),
    `${sender.name}${contact ? `\n${contact}` : ""}`,
  ];
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">`,
    p(letter.greeting),
    ...letter.paragraphs.map(p),
    letter.action
      ? `<p style="margin:0 0 16px"><a href="${LINK_PLACEHOLDER}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(letter.action)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4b5563">Se o botão não abrir, copie este endereço no navegador: ${LINK_PLACEHOLDER}</p>`
      : "",
    ...(letter.footnotes ?? []).map(
      (f) => `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(f)}</p>`,
    ),
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="margin:0;font-size:13px;color:#4b5563"><strong>${escapeHtml(sender.name)}</strong>${contact ? `<br>${escapeHtml(contact)}` : ""}</p>`,
    `</body></html>`,
  ].join("");
  return { subject, text: textParts.join("\n\n"), html };
}

const hello = (name: string | null) => (name ? `Olá, ${name.split(" ")[0]}!` : "Olá!");

export function confirmEmailMail(sender: Sender, name: string): MailContent {
  return compose(sender, `Confirme seu e-mail – ${sender.name}`, {
    greeting: hello(name),
    paragraphs: [
      "Recebemos seu cadastro no nosso portal do cliente. Confirme seu e-mail para acompanhar seus pedidos e chamados.",
    ],
    action: "Confirmar e-mail",
    footnotes: ["O link vale por 24 horas e pode ser usado uma vez. Se você não se cadastrou, ignore este e-mail."],
  });
}

export function invitationMail(sender: Sender, name: string): MailContent {
  return compose(sender, `Acompanhe seus pedidos – ${sender.name}`, {
    greeting: hello(name),
    paragraphs: [
      "Convidamos você para o nosso portal do cliente, onde você acompanha seus pedidos e chamados.",
      "Abra o link abaixo e crie sua senha.",
    ],
    action: "Criar minha senha",
    footnotes: ["O convite vale por 7 dias e pode ser usado uma vez."],
  });
}

export function passwordResetMail(sender: Sender, name: string): MailContent {
  return compose(sender, `Redefinição de senha – ${sender.name}`, {
    greeting: hello(name),
    paragraphs: ["Recebemos um pedido para redefinir a senha da sua conta."],
    action: "Redefinir senha",
    footnotes: [
      "O link vale por 1 hora e pode ser usado uma vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.",
    ],
  });
}

/** A notification as its e-mail says it: the subject, what happened, and what the button opens. */
export interface NoticeMail {
  subject: string;
  paragraphs: string[];
  action: string;
}

/**
 * An in-app notification (order status, visit, ticket) also sent by e-mail. E-mail is on for every
 * account unless turned off (docs/decisions/028): the footer says how to turn it off, never that the
 * reader turned it on.
 */
export function notificationMail(sender: Sender, name: string | null, notice: NoticeMail): MailContent {
  return compose(sender, `${notice.subject} – ${sender.name}`, {
    greeting: hello(name),
    paragraphs: notice.paragraphs,
    action: notice.action,
    footnotes: [
      "Para não receber mais estes avisos por e-mail, entre na sua conta e desative “E-mail” em Configurações > Notificações.",
    ],
  });
}
