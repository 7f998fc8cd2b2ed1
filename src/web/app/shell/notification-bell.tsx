import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Bell } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useNotifications } from "@web/features/notifications/api/list-notifications";
import { useMarkNotificationsRead } from "@web/features/notifications/api/mark-notifications-read";

// The list's code (Radix's popover, date-fns for 'há 5 minutos') arrives on the first open: every
// signed-in page shows the bell, few visits open it (docs/decisions/018).
const NotificationsPopover = lazy(() =>
  import("./notifications-popover").then((m) => ({ default: m.NotificationsPopover })),
);

/**
 * The bell: the unread count, polled, and the newest notifications. Opening it marks them read;
 * the ones that were unread stay highlighted until it closes.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  function toggle(next: boolean) {
    setOpen(next);
    if (!next) return;
    setOpened(true);
    setNewIds(new Set(items.filter((item) => !item.read).map((item) => item.id)));
    if (unread > 0) markRead.mutate();
  }

  // The popover's trigger; until its code is here, the same button, closed, opens it.
  const bell = (closed?: ComponentProps<"button">) => (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? `Notificações: ${unread} não lidas` : "Notificações"}
      {...closed}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Button>
  );
  const closedBell = bell({ "aria-haspopup": "dialog", "aria-expanded": false, onClick: () => toggle(true) });
  if (!opened) return closedBell;
  return (
    <Suspense fallback={closedBell}>
      <NotificationsPopover
        open={open}
        onOpenChange={toggle}
        trigger={bell()}
        pending={notifications.isPending}
        items={items}
        newIds={newIds}
      />
    </Suspense>
  );
}
