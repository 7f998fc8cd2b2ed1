import { useId } from "react";
import { ImagePlus, X } from "lucide-react";
import type { OrderPhoto } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import type { NewPhoto } from "./use-new-photos";

interface PhotosSectionProps {
  saved: OrderPhoto[];
  onRemoveSaved: (photoId: string) => void;
  added: NewPhoto[];
  onAdd: (files: FileList) => void;
  onRemoveAdded: (key: number) => void;
}

function Thumbnail({
  src,
  alt,
  removeLabel,
  onRemove,
}: {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="relative">
      <img src={src} alt={alt} className="size-24 rounded-md border border-border object-cover" />
      <Button
        variant="outline"
        size="inline"
        aria-label={removeLabel}
        onClick={onRemove}
        className="absolute -top-2 -right-2 size-7 rounded-full"
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/** Photos already on the order and the ones picked now; both are sent or removed when the order is saved. */
export function PhotosSection({ saved, onRemoveSaved, added, onAdd, onRemoveAdded }: PhotosSectionProps) {
  const inputId = useId();
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        {/* The native picker's own button speaks the browser's language; this one speaks the app's. */}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            if (event.target.files) onAdd(event.target.files);
            // Cleared, so picking the same file again adds it again.
            event.target.value = "";
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Adicionar fotos
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          JPEG, PNG, WebP ou GIF, até 5 MB cada.
        </p>
      </div>
      {(saved.length > 0 || added.length > 0) && (
        <ul aria-label="Fotos do aparelho" className="flex flex-wrap gap-4">
          {saved.map((photo, index) => (
            <Thumbnail
              key={photo.id}
              src={photo.url}
              alt={`Foto ${index + 1} do aparelho`}
              removeLabel={`Remover foto ${index + 1}`}
              onRemove={() => onRemoveSaved(photo.id)}
            />
          ))}
          {added.map((photo) => (
            <Thumbnail
              key={photo.key}
              src={photo.url}
              alt={`Nova foto: ${photo.file.name}`}
              removeLabel={`Remover ${photo.file.name}`}
              onRemove={() => onRemoveAdded(photo.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
