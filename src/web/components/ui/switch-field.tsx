import { useId } from "react";
import { Label, Switch } from "radix-ui";

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off setting: a labelled switch (role="switch"), with a line saying what it does. */
export function SwitchField({ label, description, checked, disabled, onCheckedChange }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="space-y-0.5">
        <Label.Root htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </Label.Root>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors disabled:opacity-60 motion-reduce:transition-none data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none" />
      </Switch.Root>
    </div>
  );
}
