import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SelectField } from "./select-field";
import { TextareaField } from "./textarea-field";
import { TextField } from "./text-field";

describe("required fields", () => {
  it("show a '*' beside the label, hidden from screen readers, which hear the field's own required", () => {
    render(
      <>
        <TextField label="Nome" required />
        <TextareaField label="Defeito" required />
        <SelectField label="Status" required options={[{ value: "novo", label: "Novo" }]} />
        <TextField label="E-mail (opcional)" />
      </>,
    );
    for (const name of ["Nome", "Defeito", "Status"]) {
      const field = screen.getByLabelText<HTMLInputElement>(name);
      expect(field.required).toBe(true);
      // The label's text stays the field's name; the mark sits beside it.
      const mark = field.parentElement!.querySelector('[aria-hidden="true"]');
      expect(mark?.textContent).toBe("*");
    }
    expect(screen.getByRole("textbox", { name: "Nome" })).toBe(screen.getByLabelText("Nome"));
    const optional = screen.getByLabelText<HTMLInputElement>("E-mail (opcional)");
    expect(optional.required).toBe(false);
    expect(optional.parentElement!.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
