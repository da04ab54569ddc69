import type { TFunction, i18n as I18n } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../api/api-client';

/** Translates a validation key of the contracts (namespace `validation`); unknown texts fall back to "invalid". */
function validationText(key: string, t: TFunction, i18n: I18n): string {
  return i18n.exists(`validation:${key}`) ? t(`validation:${key}`) : t('validation:invalid_choice');
}

/**
 * Field messages from a failed parse of a contract schema. The contracts' messages are keys of the
 * `validation` namespace, so the form speaks the user's language with the server's rules.
 * Nested paths (e.g. `admin.email`) are joined with dots.
 */
export function zodFieldErrors(error: z.ZodError, t: TFunction, i18n: I18n): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (errors[field]) continue;
    errors[field] = issue.code === 'invalid_type' && !i18n.exists(`validation:${issue.message}`)
      ? t('validation:required')
      : validationText(issue.message, t, i18n);
  }
  return errors;
}

/**
 * A field message for its stable code (`field_codes` of the API error): a `validation` message, or the
 * message of the error code of a conflict on that field; the server's text when the code is unknown here.
 */
export function fieldCodeText(code: string | undefined, fallback: string, t: TFunction, i18n: I18n): string {
  if (code && i18n.exists(`validation:${code}`)) return t(`validation:${code}`);
  if (code && i18n.exists(`errors:${code}`)) return t(`errors:${code}`);
  return fallback;
}

/**
 * Field messages from an API error: its fields, by their stable codes in the user's language, plus the
 * field a conflict code belongs to (e.g. `duplicate_user_name` → `user_name`).
 */
export function apiFieldErrors(
  error: unknown,
  t: TFunction,
  i18n: I18n,
  codeFields: Record<string, string> = {},
): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields ?? {})) errors[field] = fieldCodeText(error.fieldCodes?.[field], message, t, i18n);
  const field = codeFields[error.code];
  if (field) errors[field] = i18n.exists(`errors:${error.code}`) ? t(`errors:${error.code}`) : error.message;
  return errors;
}

/** Whether an API error is fully explained by field messages (then no separate banner is needed). */
export function isFieldError(error: unknown, codeFields: Record<string, string> = {}): boolean {
  return error instanceof ApiRequestError && (!!codeFields[error.code] || (error.code === 'validation_failed' && !!error.fields));
}

/** `YYYY-MM-DD` of a date in the local calendar (file names, date inputs). */
export function isoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
