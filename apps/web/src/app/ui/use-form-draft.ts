import { useState } from 'react';

/**
 * A form's draft and its per-field messages: `set(key)` is an input's onChange, and a field's message stops
 * applying once that field changes.
 */
export function useFormDraft<Draft extends object>(initial: Draft | (() => Draft)) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setErrors(({ [key as string]: _gone, ...rest }) => rest);
    };
  return { draft, setDraft, errors, setErrors, set };
}
