import { Progress } from "radix-ui";

interface ProgressBarProps {
  label: string;
  /** Null while there is nothing to measure: the bar is indeterminate. */
  value: number | null;
  max: number;
}

/** Radix's progress indicator: data-state is indeterminate (null), loading (below max) or complete (at max). */
export function ProgressBar({ label, value, max }: ProgressBarProps) {
  const percent = value === null ? 0 : Math.min(100, (value / max) * 100);
  return (
    <Progress.Root
      aria-label={label}
      value={value}
      max={max}
      className="relative h-3 w-full overflow-hidden rounded-full bg-accent data-[state=indeterminate]:animate-pulse motion-reduce:animate-none"
    >
      <Progress.Indicator
        className="h-full bg-primary transition-transform data-[state=complete]:bg-red-700 motion-reduce:transition-none"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </Progress.Root>
  );
}
