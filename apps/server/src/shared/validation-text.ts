import { resources } from '@rayyan/i18n';
import { CONTACT_FIELD_MESSAGES, ERROR_MESSAGES } from '@rayyan/contracts';

const VALIDATION_EN: Record<string, string> = resources.en.validation;
const CONTACT_EN: Record<string, string> = CONTACT_FIELD_MESSAGES;
/** A field message that is an error code's catalogue text (a conflict on that field) carries that code. */
const ERROR_CODE_OF_TEXT = new Map(Object.entries(ERROR_MESSAGES).map(([code, text]) => [text as string, code]));

/**
 * Contracts write validation messages as keys of the i18n namespace "validation" (`phone_format`);
 * the API answers their English text. Other messages (zod's own) pass through unchanged.
 */
export function validationMessageText(message: string): string {
  return Object.hasOwn(VALIDATION_EN, message) ? VALIDATION_EN[message]! : message;
}

/**
 * Field messages of an API error, given as the contracts' message keys (or, rarely, a text of their own): the
 * English texts (`fields`, as the spec words them) and the stable codes (`field_codes`: the key, by which a client
 * shows the message in its user's language; an error code for its catalogue text; `invalid` for a text of its own).
 */
export function fieldMessages(fields: Record<string, string>): { fields: Record<string, string>; field_codes: Record<string, string> } {
  const texts: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (Object.hasOwn(VALIDATION_EN, message)) [texts[field], codes[field]] = [VALIDATION_EN[message]!, message];
    else if (Object.hasOwn(CONTACT_EN, message)) [texts[field], codes[field]] = [CONTACT_EN[message]!, message];
    else [texts[field], codes[field]] = [message, ERROR_CODE_OF_TEXT.get(message) ?? 'invalid'];
  }
  return { fields: texts, field_codes: codes };
}
