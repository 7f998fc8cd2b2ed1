import type { FormEvent } from "react";
import { Search } from "lucide-react";
import { useNavigate } from "react-router";
import { Input } from "../../components/ui/input";

/** The top-bar search: Enter opens the orders list filtered by the text. */
export function SearchBox() {
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    if (text) void navigate(`/orders?${new URLSearchParams({ search: text })}`);
  }

  return (
    <form role="search" onSubmit={submit} className="relative hidden w-full max-w-xs sm:block">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input name="search" type="search" placeholder="Buscar..." aria-label="Buscar" className="pl-9" />
    </form>
  );
}
