import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { cn } from "@web/lib/cn";

/** The link as printed under its QR code: without "https://", which no one types. */
export function shortTrackingUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

/** The QR code the server drew for the tracking link (an SVG, scaled to the size the paper gives it). */
export function TrackingQr({ tracking, className }: { tracking: TrackingLinkWithQr; className?: string }) {
  if (!tracking.qrSvg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(tracking.qrSvg)}`}
      alt="QR code do link de acompanhamento do pedido"
      className={cn("aspect-square bg-white [image-rendering:pixelated]", className)}
    />
  );
}
