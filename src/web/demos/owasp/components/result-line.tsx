interface ResultLineProps {
  blocked: boolean;
  text: string;
}

/** The outcome of a card's last test, announced when it changes. */
export function ResultLine({ blocked, text }: ResultLineProps) {
  return (
    <p
      role="status"
      className={blocked ? "font-semibold text-destructive" : "font-semibold text-green-700 dark:text-green-400"}
    >
      {text}
    </p>
  );
}
