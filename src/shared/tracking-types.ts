/** An order's public tracking link as staff see it (docs/decisions/029). */
export interface TrackingLink {
  /** The link to print, send or copy; null while revoked. */
  url: string | null;
  revokedAt: string | null;
  /** How often the public page was opened, and when first and last. */
  views: number;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
}

/** The link with its QR code (an SVG drawn by the server), for the order page and the printouts. */
export interface TrackingLinkWithQr extends TrackingLink {
  qrSvg: string | null;
}
