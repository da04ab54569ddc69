import { resources } from '@rayyan/i18n';

const VALIDATION_EN: Record<string, string> = resources.en.validation;

/**
 * Contracts write validation messages as keys of the i18n namespace "validation" (`phone_format`);
 * the API answers their English text. Other messages (zod's own) pass through unchanged.
 */
export function validationMessageText(message: string): string {
  return Object.hasOwn(VALIDATION_EN, message) ? VALIDATION_EN[message]! : message;
}
