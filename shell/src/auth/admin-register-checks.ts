// The /adminregister form's checks, run before anything is sent so each field says what is wrong in words (the
// browser's own required/minLength bubbles are skipped with noValidate: they differ per browser and miss the e-mail
// shape register_admin insists on). register_admin checks everything again.
import { MESSAGES } from '@spotless/shared-data';
import { emailError, newPasswordError } from '../features/auth/validation';

export interface AdminRegisterForm {
  fullName: string;
  email: string;
  password: string;
}

export type AdminRegisterErrors = Partial<Record<keyof AdminRegisterForm, string>>;

/** Every field's first problem; an empty object when the form may be sent. */
export function checkAdminRegisterForm(form: AdminRegisterForm): AdminRegisterErrors {
  const errors: AdminRegisterErrors = {};
  if (!form.fullName.trim()) errors.fullName = MESSAGES.auth.fieldRequired('Full Name');
  const email = emailError(form.email);
  if (email) errors.email = email;
  const password = newPasswordError(form.password);
  if (password) errors.password = password;
  return errors;
}
