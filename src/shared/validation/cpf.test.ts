import { describe, expect, it } from "vitest";
import { isValidCpf } from "./cpf.ts";

describe("isValidCpf", () => {
  it.each(["529.982.247-25", "52998224725", "123.456.789-09", "529982247-25"])("accepts %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it("takes a remainder of 10 as check digit 0", () => {
    // First digit: remainder 10 → 0; second digit: remainder 10 → 0.
    expect(isValidCpf("100.000.001-08")).toBe(true);
    expect(isValidCpf("100.000.028-10")).toBe(true);
  });

  it("rejects a wrong first or second check digit", () => {
    expect(isValidCpf("529.982.247-15")).toBe(false);
    expect(isValidCpf("529.982.247-24")).toBe(false);
  });

  it.each(["000.000.000-00", "111.111.111-11", "99999999999"])("rejects repeated digits %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(["529-982-247.25", "529.982.247-2", "5299822472", "529.982.247-255", "abc.def.ghi-jk", ""])(
    "rejects the malformed %s",
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});
