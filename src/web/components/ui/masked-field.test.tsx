import { zodResolver } from "@hookform/resolvers/zod";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { cpfSchema, phoneSchema } from "@shared/validation/fields";
import { MaskedField } from "./masked-field";

const schema = z.object({ phone: phoneSchema, cpf: cpfSchema });

function Form({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const { register, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { phone: "", cpf: "" } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <MaskedField mask="phone" label="Telefone" {...register("phone")} />
      <MaskedField mask="cpf" label="CPF" {...register("cpf")} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe("MaskedField", () => {
  it("shows what is typed formatted, and the form hands on the digits", async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    const phone = screen.getByLabelText<HTMLInputElement>("Telefone");
    const cpf = screen.getByLabelText<HTMLInputElement>("CPF");
    fireEvent.change(phone, { target: { value: "11987654321" } });
    fireEvent.change(cpf, { target: { value: "52998224725" } });
    expect(phone.value).toBe("(11) 98765-4321");
    expect(cpf.value).toBe("529.982.247-25");
    expect(phone.type).toBe("tel");
    expect(cpf.inputMode).toBe("numeric");
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ phone: "11987654321", cpf: "52998224725" });
  });
});
