import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Translated message per field from a failed zod parse of a contract schema, so forms validate with
 * the same rules as the server (ARCHITECTURE rule 2) but speak the user's language.
 */
export function fieldErrorsFrom(error: z.ZodError, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1) {
      errors[field] = t('common:password_too_short', { count: Number(issue.minimum) });
    } else if (issue.code === 'invalid_format' && issue.format === 'email') {
      errors[field] = t('common:invalid_email');
    } else {
      errors[field] = t('common:required_field');
    }
  }
  return errors;
}

/**
 * The messages of a new password form from its contract's parse, plus "the passwords do not match" on the re-entry
 * (`confirm_password`) when it has no other message.
 */
export function newPasswordErrors(parsed: z.ZodSafeParseResult<unknown>, password: string, confirm: string, t: TFunction): Record<string, string> {
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error, t);
  if (!errors.confirm_password && confirm && password !== confirm) errors.confirm_password = t('errors:password_mismatch');
  return errors;
}
