import { Button } from "@web/components/ui/button";

interface ExampleButtonsProps {
  examples: readonly { label: string; value: string }[];
  onPick: (value: string) => void;
}

/** The card's three example payloads; picking one fills the card's field. */
export function ExampleButtons({ examples, onPick }: ExampleButtonsProps) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">Exemplos</p>
      <div className="flex flex-wrap gap-2">
        {examples.map((example) => (
          <Button
            key={example.label}
            variant="outline"
            className="h-auto max-w-full py-1 font-mono text-xs break-all whitespace-normal"
            onClick={() => onPick(example.value)}
          >
            {example.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
