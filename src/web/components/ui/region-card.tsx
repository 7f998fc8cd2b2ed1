import type { ReactNode } from "react";
import { Card } from "./card";

interface RegionCardProps {
  /** Ties the heading to the region, so screen readers list it among the page's landmarks. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A card that is a named region of a long page (the order form, a client's page). */
export function RegionCard({ id, title, children }: RegionCardProps) {
  return (
    <Card className="p-5">
      <section aria-labelledby={id} className="space-y-4">
        {/* Clear of the sticky top bar when a link scrolls to it. */}
        <h2 id={id} className="scroll-mt-24 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
