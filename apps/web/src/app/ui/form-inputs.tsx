import { MultiSelect, NumberInput, Select, TextInput, Textarea, type MultiSelectProps, type NumberInputProps, type SelectProps, type TextInputProps, type TextareaProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { choiceOptions } from './choice-options';

/** The draft's fields holding text, a number or a choice: what each input may be bound to. */
type KeysOf<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D] & string;

export interface FormInputsState<D> {
  draft: D;
  set: <K extends keyof D>(key: K) => (value: D[K]) => void;
  errors: Record<string, string>;
  t: TFunction;
}

export interface FormInputsNames {
  /** i18n prefix of the field names: `labor_fields` gives `labor_fields.code` for the field `code`. */
  labels: string;
  /** Test id prefix: `labor-form` gives `labor-form-code`. */
  testId: string;
}

/** What every input may add or override (its label, test id, direction, requiredness, …). */
type Extra<P> = Partial<Omit<P, 'value' | 'onChange' | 'data'>> & { testId?: string };

/**
 * The direction of a free-text field: one language's version of a text (`name_en`, `name_ar`) reads in that
 * language's direction (Arabic tagged as such for screen readers), anything else in its own (`dir="auto"`).
 */
function textDirection(key: string): { dir: 'ltr' | 'rtl' | 'auto'; lang?: string } {
  if (key.endsWith('_ar')) return { dir: 'rtl', lang: 'ar' };
  return { dir: key.endsWith('_en') ? 'ltr' : 'auto' };
}

/**
 * Inputs bound to one field of a form's draft: its label in the user's language, its value and setter, its message
 * (from the contract's validation or the server), and its test id. Free text reads in its own direction (`dir="auto"`,
 * or its language's for `_en` and `_ar` fields) unless told otherwise (codes, phones, e-mails and dates are `ltr`).
 */
export function formInputs<D>({ draft, set, errors, t }: FormInputsState<D>, { labels, testId }: FormInputsNames) {
  const common = (key: string, extra: { testId?: string; label?: unknown }) => ({
    label: (extra.label as string | undefined) ?? t(`${labels}.${key}`),
    error: errors[key],
    'data-testid': extra.testId ?? `${testId}-${key}`,
  });
  function select<K extends KeysOf<D, string | null>>(key: K, data: SelectProps['data'], { testId: id, ...props }: Extra<SelectProps> = {}) {
    return (
      <Select
        {...common(key, { testId: id, label: props.label })}
        {...props}
        data={data}
        value={draft[key] as string | null}
        onChange={(v) => set(key)(v as D[K])}
      />
    );
  }
  return {
    text<K extends KeysOf<D, string>>(key: K, { testId: id, ...props }: Extra<TextInputProps> = {}) {
      return (
        <TextInput
          {...common(key, { testId: id, label: props.label })}
          {...textDirection(key)}
          {...props}
          value={draft[key] as string}
          onChange={(e) => set(key)(e.currentTarget.value as D[K])}
        />
      );
    },
    textarea<K extends KeysOf<D, string>>(key: K, { testId: id, ...props }: Extra<TextareaProps> = {}) {
      return (
        <Textarea
          {...common(key, { testId: id, label: props.label })}
          {...textDirection(key)}
          autosize
          minRows={2}
          {...props}
          value={draft[key] as string}
          onChange={(e) => set(key)(e.currentTarget.value as D[K])}
        />
      );
    },
    number<K extends KeysOf<D, number | null>>(key: K, { testId: id, ...props }: Extra<NumberInputProps> = {}) {
      return (
        <NumberInput
          {...common(key, { testId: id, label: props.label })}
          {...props}
          value={(draft[key] as number | null) ?? ''}
          onChange={(v) => set(key)((typeof v === 'number' ? v : null) as D[K])}
        />
      );
    },
    select,
    /** Several choices (a list of values). */
    multiselect<K extends KeysOf<D, string[]>>(key: K, data: MultiSelectProps['data'], { testId: id, ...props }: Extra<MultiSelectProps> = {}) {
      return (
        <MultiSelect
          {...common(key, { testId: id, label: props.label })}
          {...props}
          data={data}
          value={draft[key] as string[]}
          onChange={(v) => set(key)(v as D[K])}
        />
      );
    },
    /** A choice among a contract's values, each named by its key in an i18n group (`salary_periods` → `salary_periods.monthly`). */
    choice<K extends KeysOf<D, string | null>>(key: K, values: readonly string[], group: string, extra: Extra<SelectProps> = {}) {
      return select(key, choiceOptions(t, values, group), extra);
    },
  };
}
