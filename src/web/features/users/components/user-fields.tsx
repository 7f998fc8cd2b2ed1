import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import type { userUpdateSchema } from "@shared/validation/user";
import { MaskedField } from "@web/components/ui/masked-field";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { ROLE_OPTIONS } from "@web/features/users/user-labels";

/** What both user dialogs edit: the fields of an update, a subset of a new user's. */
type UserFieldValues = z.input<typeof userUpdateSchema>;

interface UserFieldsProps {
  /** The dialog's own register: the new user's form holds more fields than these. */
  register: (name: keyof UserFieldValues) => UseFormRegisterReturn;
  errors: FieldErrors<UserFieldValues>;
  /** The new user's e-mail and password, which come between the name and the phone. */
  credentials?: ReactNode;
}

/** The fields of 'Novo Usuário' and 'Editar Usuário', in the order both show them. */
export function UserFields({ register, errors, credentials }: UserFieldsProps) {
  return (
    <>
      <TextField label="Nome" required autoComplete="off" error={errors.name?.message} {...register("name")} />
      {credentials}
      <MaskedField
        mask="phone"
        label="Telefone"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <SelectField label="Nível de acesso" options={ROLE_OPTIONS} error={errors.role?.message} {...register("role")} />
    </>
  );
}
