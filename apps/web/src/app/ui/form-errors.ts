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
 * The `validation` key of a field message: the server sends the contracts' keys as their English text
 * (validation-text.ts), so that text is mapped back to its key and shown in the user's language.
 */
function validationKeyOf(message: string, i18n: I18n): string | undefined {
  if (i18n.exists(`validation:${message}`)) return message;
  const english = (i18n.getResourceBundle('en', 'validation') ?? {}) as Record<string, unknown>;
  return Object.keys(english).find((key) => english[key] === message);
}

/**
 * Field messages from an API error: its `fields` (validation keys, translated when known) plus the
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
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const key = validationKeyOf(message, i18n);
    errors[field] = key ? t(`validation:${key}`) : message;
  }
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
