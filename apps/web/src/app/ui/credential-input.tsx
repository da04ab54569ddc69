import { PasswordInput, TextInput } from '@mantine/core';

export interface CredentialInputProps {
  /** A password hides what is typed (with a button to show it). */
  kind?: 'text' | 'email' | 'password';
  label: string;
  /** The browser's autofill hint (`username`, `current-password`, `new-password`, `email`). */
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}

/** A required input of the sign-in and password forms: a user name, an e-mail or a password, with its autofill hint and message. */
export function CredentialInput({ kind = 'text', label, autoComplete, value, onChange, error, testId }: CredentialInputProps) {
  const props = { label, autoComplete, value, error, required: true, 'data-testid': testId };
  return kind === 'password' ? (
    <PasswordInput {...props} onChange={(e) => onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...props} type={kind === 'email' ? 'email' : undefined} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}
