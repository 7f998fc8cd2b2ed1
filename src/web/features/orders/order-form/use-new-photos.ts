import { useEffect, useRef, useState } from "react";

export interface NewPhoto {
  key: number;
  file: File;
  /** An object URL for the preview, revoked when the photo leaves the form. */
  url: string;
}

/**
 * Files picked for upload with their previews; every object URL is released on removal or when the form
 * goes away. `initial`: files picked on another page whose upload is still to be done.
 */
export function useNewPhotos(initial: readonly File[] = []) {
  const [photos, setPhotos] = useState<NewPhoto[]>(() =>
    initial.map((file, key) => ({ key, file, url: URL.createObjectURL(file) })),
  );
  const nextKey = useRef(initial.length);
  const current = useRef<NewPhoto[]>(photos);

  useEffect(() => {
    const held = current;
    return () => {
      for (const photo of held.current) URL.revokeObjectURL(photo.url);
    };
  }, []);

  function update(next: NewPhoto[]) {
    current.current = next;
    setPhotos(next);
  }

  function add(files: Iterable<File>) {
    const added = Array.from(files, (file) => ({ key: nextKey.current++, file, url: URL.createObjectURL(file) }));
    update([...current.current, ...added]);
  }

  function remove(key: number) {
    const photo = current.current.find((p) => p.key === key);
    if (photo) URL.revokeObjectURL(photo.url);
    update(current.current.filter((p) => p.key !== key));
  }

  return { photos, add, remove };
}
