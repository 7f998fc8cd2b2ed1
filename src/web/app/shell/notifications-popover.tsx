import type { ReactElement } from "react";
import { Popover } from "radix-ui";
import { Link } from "react-router";
import type { NotificationList } from "@shared/api-types";
import { cn } from "@web/lib/cn";
import { timeAgo } from "@web/lib/format-time";

interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell button, which Radix makes the popover's trigger. */
  trigger: ReactElement;
  pending: boolean;
  items: NotificationList["items"];
  /** The notifications that were unread when it opened, highlighted until it closes. */
  newIds: ReadonlySet<string>;
}

/** The bell's list of the newest notifications: loaded with Radix's popover and date-fns on the first open. */
export function NotificationsPopover({
  open,
  onOpenChange,
  trigger,
  pending,
  items,
  newIds,
}: NotificationsPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
          {pending ? (
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
                      <Link
                        to={item.link}
                        onClick={() => onOpenChange(false)}
                        className="font-medium text-primary-strong underline underline-offset-2"
                      >
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
