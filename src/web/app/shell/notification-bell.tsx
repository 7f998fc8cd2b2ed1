import { useState } from "react";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useNotifications } from "../../features/notifications/api/list-notifications";
import { useMarkNotificationsRead } from "../../features/notifications/api/mark-notifications-read";
import { cn } from "../../lib/cn";
import { timeAgo } from "../../lib/format-time";

/**
 * The bell: the unread count, polled, and the newest notifications. Opening it marks them read;
 * the ones that were unread stay highlighted until it closes.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  function toggle(next: boolean) {
    setOpen(next);
    if (!next) return;
    setNewIds(new Set(items.filter((item) => !item.read).map((item) => item.id)));
    if (unread > 0) markRead.mutate();
  }

  return (
    <Popover.Root open={open} onOpenChange={toggle}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `Notificações: ${unread} não lidas` : "Notificações"}>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span aria-hidden="true" className="absolute top-1 right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-labelledby="notifications-title"
          className="z-30 w-80 max-w-[calc(100vw-2rem)] rounded-md border border-border bg-card text-card-foreground shadow-lg"
        >
          <h2 id="notifications-title" className="border-b border-border px-4 py-3 text-sm font-semibold">
            Notificações
          </h2>
          {notifications.isPending ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">
              Carregando notificações...
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nenhuma notificação</p>
          ) : (
            <ul className="max-h-96 divide-y divide-border overflow-y-auto">
              {items.map((item) => (
                <li key={item.id} className={cn("px-4 py-3 text-sm", newIds.has(item.id) && "bg-accent")}>
                  <p className="font-medium">
                    {newIds.has(item.id) && <span className="sr-only">Nova: </span>}
                    {item.title}
                  </p>
                  <p className="break-words text-muted-foreground">{item.body}</p>
                  <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                    <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
                    {item.link && (
                      <Link to={item.link} onClick={() => setOpen(false)} className="font-medium text-primary-strong underline underline-offset-2">
                        Ver
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
