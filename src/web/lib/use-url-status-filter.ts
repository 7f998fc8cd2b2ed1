import { useSearchParams } from "react-router";

/**
 * A list's status filter kept in the address (?status=, or the parameter named), like its search, so a
 * link can open the list already filtered. Anything but a known status reads as "todos".
 */
export function useUrlStatusFilter<Status extends string>(statuses: readonly Status[], name = "status") {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(name);
  const status: Status | "todos" = statuses.find((known) => known === param) ?? "todos";

  function change(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "todos") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  return { status, change };
}
