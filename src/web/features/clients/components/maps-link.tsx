import { MapPin } from "lucide-react";

/** A map location becomes a link only when it is a web address: never javascript:, data: or the like. */
export function MapsLink({ href }: { href: string | null }) {
  if (!href || !/^https?:\/\//i.test(href)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm text-primary-strong underline underline-offset-4"
    >
      <MapPin aria-hidden="true" className="size-4" />
      Ver no mapa
    </a>
  );
}
