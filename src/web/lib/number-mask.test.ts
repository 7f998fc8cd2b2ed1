import { describe, expect, it } from "vitest";
import { maskEdit } from "./number-mask";

/** Types the text one character at a time at the end, as a keyboard does. */
function typed(mask: Parameters<typeof maskEdit>[0], text: string) {
  let value = "";
  for (const char of text)
    value = maskEdit(mask, { value: value + char, caret: value.length + 1, inputType: "insertText" }).value;
  return value;
}

describe("maskEdit", () => {
  it("formats each number as it is typed", () => {
    expect(typed("cpf", "52998224725")).toBe("529.982.247-25");
    expect(typed("cnpj", "11222333000181")).toBe("11.222.333/0001-81");
    expect(typed("phone", "11987654321")).toBe("(11) 98765-4321");
    expect(typed("phone", "1134567890")).toBe("(11) 3456-7890");
    expect(typed("cep", "01310100")).toBe("01310-100");
  });

  it("takes a number typed with its punctuation, or anything around the digits", () => {
    expect(typed("cpf", "529.982.247-25")).toBe("529.982.247-25");
    expect(typed("phone", "(11) 98765-4321")).toBe("(11) 98765-4321");
    expect(typed("cep", "01310-100")).toBe("01310-100");
    expect(typed("cpf", "529a982")).toBe("529.982");
  });

  it("refuses a digit past the last, where it was typed", () => {
    expect(typed("cpf", "529982247251")).toBe("529.982.247-25");
    expect(typed("phone", "119876543210")).toBe("(11) 98765-4321");
    expect(typed("phone", "55991234567")).toBe("(55) 99123-4567");
    expect(typed("phone", "559912345678")).toBe("(55) 99123-4567");
    // "(11) 9|8765-4321" and a 5 typed after the 9: the number stays as it was.
    expect(maskEdit("phone", { value: "(11) 958765-4321", caret: 7, inputType: "insertText" })).toEqual({
      value: "(11) 98765-4321",
      caret: 6,
    });
  });

  it("formats a whole number pasted or filled in, dropping a phone's country code", () => {
    expect(maskEdit("cpf", { value: "52998224725", caret: 11, inputType: "insertFromPaste" })).toEqual({
      value: "529.982.247-25",
      caret: 14,
    });
    expect(maskEdit("phone", { value: "+55 11 98765-4321", caret: 17, inputType: "insertFromPaste" }).value).toBe(
      "(11) 98765-4321",
    );
    expect(maskEdit("phone", { value: "5511987654321", caret: 13 }).value).toBe("(11) 98765-4321");
    expect(maskEdit("phone", { value: "+55 11 98765-4321", caret: 17, inputType: "insertText" }).value).toBe(
      "(11) 98765-4321",
    );
  });

  it("keeps the caret after the digit it followed", () => {
    // "529.98|2" and a 7 typed: a dot comes in after the 7, the caret stays right after the 7.
    expect(maskEdit("cpf", { value: "529.9872", caret: 7, inputType: "insertText" })).toEqual({
      value: "529.987.2",
      caret: 7,
    });
    // "(11) 9876-|5432" and a 1 typed: the dash moves, the caret stays after the 1.
    expect(maskEdit("phone", { value: "(11) 9876-15432", caret: 11, inputType: "insertText" })).toEqual({
      value: "(11) 98761-5432",
      caret: 10,
    });
  });

  it("takes a separator's digit with it on Backspace and Delete", () => {
    // Backspace right after the dash of "529.982.247-|25".
    expect(maskEdit("cpf", { value: "529.982.24725", caret: 11, inputType: "deleteContentBackward" })).toEqual({
      value: "529.982.242-5",
      caret: 10,
    });
    // Delete right before the dot of "529|.982".
    expect(maskEdit("cpf", { value: "529982", caret: 3, inputType: "deleteContentForward" })).toEqual({
      value: "529.82",
      caret: 3,
    });
    // Backspace at the end only removes the last digit.
    expect(maskEdit("phone", { value: "(11) 9876-543", caret: 13, inputType: "deleteContentBackward" })).toEqual({
      value: "(11) 9876-543",
      caret: 13,
    });
    expect(maskEdit("phone", { value: "(11) ", caret: 5, inputType: "deleteContentBackward" })).toEqual({
      value: "(11",
      caret: 3,
    });
  });
});
