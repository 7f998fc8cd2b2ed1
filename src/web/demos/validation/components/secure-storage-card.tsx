import { useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextField } from "@web/components/ui/text-field";
import { getSecureItem, SECURE_STORAGE_TEST_KEY, setSecureItem } from "@web/demos/lib/secure-storage";

/** The object of docs/product.md §3 the browser-storage test keeps. */
interface StoredObject {
  sensitive: string;
  timestamp: number;
}

export function SecureStorageCard() {
  const [sensitive, setSensitive] = useState("");
  const [result, setResult] = useState<{ stored: string; readBack: StoredObject | null } | null>(null);

  async function store(event: FormEvent) {
    event.preventDefault();
    await setSecureItem(SECURE_STORAGE_TEST_KEY, { sensitive, timestamp: Date.now() } satisfies StoredObject);
    setResult({
      stored: localStorage.getItem(SECURE_STORAGE_TEST_KEY) ?? "",
      readBack: await getSecureItem<StoredObject>(SECURE_STORAGE_TEST_KEY),
    });
  }

  return (
    <RegionCard id="secure-storage-heading" title="Armazenamento Seguro">
      <p className="text-sm text-muted-foreground">
        O valor é gravado criptografado (AES-GCM) no armazenamento local do navegador.
      </p>
      <form onSubmit={store} className="space-y-4">
        <TextField
          label="Dado sensível"
          value={sensitive}
          onChange={(event) => setSensitive(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={!sensitive}>
          Armazenar
        </Button>
      </form>
      {result && (
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Valor armazenado</dt>
            <dd className="font-mono break-all">{result.stored}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Valor lido</dt>
            <dd className="font-mono break-all">
              {result.readBack ? JSON.stringify(result.readBack) : "Não foi possível ler o valor"}
            </dd>
          </div>
        </dl>
      )}
    </RegionCard>
  );
}
