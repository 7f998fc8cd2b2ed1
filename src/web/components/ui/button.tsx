import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  outline: "border border-input bg-card text-foreground hover:bg-accent",
  ghost: "text-foreground hover:bg-accent",
  // A fixed red in both themes: white on it keeps a contrast above 4.5:1.
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-foreground underline underline-offset-4 hover:text-primary-strong",
} as const;

const SIZES = {
  default: "h-10 px-4 py-2",
  icon: "size-10",
  inline: "",
} as const;

interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function Button({ variant = "primary", size = "default", className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
