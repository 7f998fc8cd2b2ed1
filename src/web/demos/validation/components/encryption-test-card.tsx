import { useState, type FormEvent } from "react";
import { Eye, EyeOff } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextField } from "@web/components/ui/text-field";
import { decryptWithSalt, encryptWithSalt } from "@web/demos/lib/aes-crypto";
import { formatTestTime, withLatest } from "@web/demos/lib/demo-history";

/** An encryption test of docs/product.md §3. */
interface EncryptionTest {
  id: string;
  original: string;
  encrypted: string;
  decrypted: string;
  isValid: boolean;
  timestamp: number;
}

async function runEncryption(original: string): Promise<EncryptionTest> {
  const base = { id: crypto.randomUUID(), original, timestamp: Date.now() };
  try {
    const encrypted = await encryptWithSalt(original);
    const decrypted = await decryptWithSalt(encrypted);
    return { ...base, encrypted, decrypted, isValid: decrypted === original };
  } catch (error) {
    // docs/product.md §8: an encryption failure is logged and the text is left as it was.
    console.error("Falha na criptografia", error);
    return { ...base, encrypted: original, decrypted: "", isValid: false };
  }
}

export function EncryptionTestCard() {
  const [text, setText] = useState("");
  const [tests, setTests] = useState<EncryptionTest[]>([]);
  const [showDecrypted, setShowDecrypted] = useState(false);
  const [pending, setPending] = useState(false);
  const latest = tests[0];

  async function encrypt(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const test = await runEncryption(text);
    setPending(false);
    setTests((list) => withLatest(list, test));
    if (test.isValid) toast.success("Criptografia Válida");
    else toast.error("Erro na Criptografia", { description: "Falha na verificação" });
  }

  return (
    <RegionCard id="encryption-test-heading" title="Teste de Criptografia">
      <p className="text-sm text-muted-foreground">
        AES-GCM com chave derivada por PBKDF2 (1000 iterações, salt de 16 bytes).
      </p>
      <form onSubmit={encrypt} className="space-y-4">
        <TextField
          label="Texto para criptografar"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={!text || pending}>
          Criptografar
        </Button>
      </form>
      {latest && (
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Original</dt>
            <dd className="break-all">{latest.original}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Criptografado</dt>
            <dd className="font-mono break-all">{latest.encrypted}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-muted-foreground">
              Descriptografado
              <Button
                variant="ghost"
                size="icon"
                aria-pressed={showDecrypted}
                aria-label="Mostrar texto descriptografado"
                onClick={() => setShowDecrypted((shown) => !shown)}
              >
                {showDecrypted ? (
                  <EyeOff aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
              </Button>
            </dt>
            <dd className="break-all">{showDecrypted ? latest.decrypted : "••••••••"}</dd>
          </div>
        </dl>
      )}
      {tests.length > 0 && (
        <ol aria-label="Resultados da criptografia" className="space-y-2">
          {tests.map((test) => (
            <li
              key={test.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
            >
              <span className="break-all">{test.original}</span>
              <span className="text-muted-foreground">{formatTestTime(test.timestamp)}</span>
              <span
                className={
                  test.isValid ? "font-semibold text-green-700 dark:text-green-400" : "font-semibold text-destructive"
                }
              >
                {test.isValid ? "Válido" : "Inválido"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </RegionCard>
  );
}
