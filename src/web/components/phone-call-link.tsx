import { Phone } from "lucide-react";
import { formatPhone, phoneDigitsOf } from "@shared/br-numbers";

/**
 * 'Ligar': a tel: link with the country code, which a phone dials as it is (a mobile or a landline).
 * Nothing for a number with no area code or too few digits: a broken link is worse than none.
 */
export function PhoneCallLink({ phone }: { phone: string | null }) {
  const digits = phoneDigitsOf(phone);
  if (!/^[1-9]{2}\d{8,9}$/.test(digits)) return null;
  return (
    <a
      href={`tel:+55${digits}`}
      aria-label={`Ligar para ${formatPhone(digits)}`}
      className="inline-flex items-center gap-1 text-sm text-primary-strong underline underline-offset-4"
    >
      <Phone aria-hidden="true" className="size-4" />
      Ligar
    </a>
  );
}
