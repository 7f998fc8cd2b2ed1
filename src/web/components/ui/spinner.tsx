import { LoaderCircle } from "lucide-react";

/** Decorative: the control it sits in says what is happening. Still when the system asks for less motion. */
export function Spinner() {
  return <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />;
}
