import { readFileSync } from 'node:fs';
import { V } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';

/** The leaked-password list shipped beside this file (see its header), loaded once. */
let commonPasswords: Set<string> | undefined;
function isCommon(candidate: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(candidate);
}

/** Lower-case letters and digits only, so "Palm.Manager" and "palm manager" compare alike. */
const compact = (text: string) => text.toLocaleLowerCase('en').replace(/[^\p{L}\p{N}]/gu, '');

/** Who the password is for: their own names, user name, e-mail and phone may not make it up. */
export interface PasswordOwner {
  userName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * Why a new password is refused (a key of the i18n namespace "validation"), or null when it is fine
 * (ASVS 2.1.7 and NIST 800-63B 5.1.1.2, on top of the schemas' 8 to 256 characters):
 * - `password_common`: a leaked password, also with digits or symbols added at the end ("Password2024!");
 * - `password_personal`: holds the user name, the e-mail's name, the phone number or the person's name;
 * - `password_reused`: the same as the current password.
 */
export function passwordProblem(password: string, owner: PasswordOwner, currentPassword?: string): string | null {
  if (currentPassword !== undefined && password === currentPassword) return V.password_reused;
  const lower = password.toLocaleLowerCase('en');
  const base = lower.replace(/[^\p{L}]+$/u, '');
  if (isCommon(lower) || (base.length >= 5 && isCommon(base)) || isCommon(compact(password))) return V.password_common;

  const flat = compact(password);
  const letters = flat.replace(/\p{N}+/gu, '');
  const nameParts = (owner.name ?? '').split(/\s+/).map(compact);
  const contained = [compact(owner.userName ?? ''), compact((owner.email ?? '').split('@')[0]!), compact(owner.name ?? '')].filter((part) => part.length >= 4);
  const phoneDigits = (owner.phone ?? '').replace(/\D/g, '').slice(-7);
  if (
    contained.some((part) => flat.includes(part)) ||
    (phoneDigits.length >= 6 && flat.includes(phoneDigits)) ||
    nameParts.some((part) => part.length >= 3 && (letters === part || letters === part.repeat(2)))
  ) {
    return V.password_personal;
  }
  return null;
}

/** Throws 400 validation_failed naming `field` when `passwordProblem` finds one. */
export function assertAcceptablePassword(field: string, password: string, owner: PasswordOwner, currentPassword?: string): void {
  const problem = passwordProblem(password, owner, currentPassword);
  if (problem) throw new AppError('validation_failed', 400, { [field]: problem });
}
