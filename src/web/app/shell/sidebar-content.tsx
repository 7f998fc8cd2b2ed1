import { MainMenu } from "./main-menu";
import { UserPanel } from "./user-panel";

/** Brand, menu and account: the same content in the fixed sidebar and in the mobile overlay. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col bg-card">
      <div className="flex h-16 items-center gap-3 border-b border-border px-6">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
        >
          AT
        </span>
        <span className="font-semibold">Assistência Técnica</span>
      </div>
      <MainMenu onNavigate={onNavigate} />
      <UserPanel />
    </div>
  );
}
