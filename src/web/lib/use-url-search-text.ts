import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A search box kept in the address (?search=), so a link or the top-bar search can open a list
 * already filtered. Typing updates the box at once and the address once the typing pauses;
 * a new address from outside (the top-bar search again) replaces what the box holds.
 */
export function useUrlSearchText(param = "search", delayMs = 300) {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = searchParams.get(param) ?? "";
  const [draft, setDraft] = useState(committed);
  // The address as last seen, and the value this box last wrote into it.
  const [seen, setSeen] = useState(committed);
  const [written, setWritten] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (committed !== seen) {
    setSeen(committed);
    if (committed !== written) {
      setWritten(committed);
      setDraft(committed);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function change(text: string) {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const value = text.trim();
      setWritten(value);
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(param, value);
          else next.delete(param);
          return next;
        },
        { replace: true },
      );
    }, delayMs);
  }

  return { draft, change, committed };
}
