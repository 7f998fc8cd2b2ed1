/** A security test of docs/product.md §3, one line of the page's history. */
export interface SecurityTest {
  id: string;
  type: string;
  input: string;
  output: string;
  blocked: boolean;
  timestamp: number;
}

export type RecordTest = (test: Omit<SecurityTest, "id" | "timestamp">) => void;
