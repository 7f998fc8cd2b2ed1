import { useSearchParams } from "react-router";

/**
 * A list's status filter kept in the address (?status=), like its search, so a link can open the
 * list already filtered. Anything but a known status reads as "todos".
 */
export function useUrlStatusFilter<Status extends string>(statuses: readonly Status[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get("status");
  const status: Status | "todos" = statuses.find((known) => known === param) ?? "todos";

  function change(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "todos") next.delete("status");
        else next.set("status", value);
        return next;
      },
      { replace: true },
    );
  }

  return { status, change };
}
