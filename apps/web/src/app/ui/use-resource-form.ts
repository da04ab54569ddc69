import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@rayyan/contracts';
import type { z } from 'zod';
import { useApi } from '../services';
import { callEndpoint } from '../api/endpoint-call';
import { useErrorText } from '../api/use-error-text';
import { apiFieldErrors, isFieldError, zodFieldErrors } from './form-errors';
import { formInputs, type FormInputsNames } from './form-inputs';
import { useFormDraft } from './use-form-draft';
import { useSave } from './use-save';

/** The create and update endpoints of a record type (packages/contracts `crudEndpoints`); an edit-only form has no create, a create-only form (an export request) no update. */
export type FormEndpoints =
  | { create?: Endpoint & { method: 'POST'; body: z.ZodType; response: z.ZodType }; update: Endpoint & { method: 'PATCH'; body: z.ZodType; response: z.ZodType } }
  | { create: Endpoint & { method: 'POST'; body: z.ZodType; response: z.ZodType }; update?: undefined };

export interface ResourceFormOptions<Draft, Body> {
  endpoints: FormEndpoints;
  /** The record being edited, or null for a new one. */
  record: { id: string } | null;
  /** The form's starting values (from the record, or a new record's defaults). */
  initial: () => Draft;
  /** What the form sends: the draft with blanks as null, numbers as numbers. */
  toBody: (draft: Draft) => Body;
  /** The list queries to refresh after a save. */
  queryKey: readonly unknown[];
  /** i18n namespace of the form's field names and messages. */
  ns: string;
  /** The success alert: its id (one at a time) and the i18n key of its message (in `ns`, or `other_ns:key`). */
  saved: { id: string; message: string };
  /** Server error codes that belong to a field (`duplicate_code` → `code`). */
  codeFields?: Record<string, string>;
  /**
   * Cross-field rules of the contract as [field, validation key] pairs, checked on the page before every save (an
   * edit too): zod skips a schema's refinements while a field is invalid, so these are shown beside its field messages.
   */
  problems?: (body: Body) => Iterable<readonly [string, string]>;
  /** Where the inputs of `input` take their labels and test ids (`form-inputs.tsx`). */
  inputs?: FormInputsNames;
  onDone: () => void;
}

/**
 * The state of a create-or-edit form bound to its contract: the draft, per-field messages in the user's
 * language (from the contract's validation on the page, then the server's codes), the save mutation that
 * refreshes the list and says so, and the form-level error when the server refused for another reason.
 */
export function useResourceForm<Draft extends object, Body>(options: ResourceFormOptions<Draft, Body>) {
  const { endpoints, record, toBody, queryKey, ns, saved, codeFields = {}, onDone } = options;
  const { t, i18n } = useTranslation(ns);
  const api = useApi();
  const errorText = useErrorText();
  const { draft, setDraft, errors, setErrors, set } = useFormDraft<Draft>(options.initial);
  const schema = (record || !endpoints.create) && endpoints.update ? endpoints.update.body : endpoints.create!.body;

  const save = useSave({
    mutationFn: (body: unknown) =>
      record
        ? callEndpoint(api, endpoints.update! as Endpoint, { params: { id: record.id }, body } as never)
        : callEndpoint(api, endpoints.create! as Endpoint, { body } as never),
    refresh: [queryKey],
    saved: () => ({ id: saved.id, message: t(saved.message) }),
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, codeFields)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(draft);
    const parsed = schema.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : zodFieldErrors(parsed.error, t, i18n);
    for (const [field, key] of options.problems?.(body) ?? []) found[field] ??= t(`validation:${key}`);
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const formError = save.isError && !isFieldError(save.error, codeFields) ? errorText(save.error) : null;
  const names = options.inputs ?? { labels: 'fields', testId: 'form' };
  const input = formInputs<Draft>({ draft, set, errors, t }, names);
  /** What the form's `ResourceForm` frame takes from this state: `<ResourceForm {...frame}>` (its test id is the inputs' prefix). */
  const frame = { testId: names.testId, onSubmit: submit, onCancel: onDone, formError, saving: save.isPending };
  return { draft, setDraft, set, errors, submit, save, formError, t, input, frame };
}

/**
 * A create-or-edit form declared by its resource and a name, the conventions derived from the name: the form's test
 * id `{name}-form` (its inputs `{name}-form-{field}`), its success alert `{name}-saved` saying
 * `common:updated_successfully`, its inputs labelled `fields.{field}` in `ns`. Declare it once (`resourceForm`), use it
 * with the record being edited (`useRecordForm`).
 */
export interface ResourceFormSpec<Rec, Draft, Body> extends Pick<ResourceFormOptions<Draft, Body>, 'endpoints' | 'queryKey' | 'ns' | 'codeFields' | 'problems'> {
  name: string;
  /** The form's starting values: from the record being edited, or a new record's (null). */
  draft: (record: Rec | null) => Draft;
  /** What the form sends: the draft with blanks as null, numbers as numbers (`form-draft.ts` has the common ones). */
  body: (draft: Draft, record: Rec | null) => Body;
  /** i18n prefix of the inputs' labels, where not `fields`. */
  labels?: string;
  /** Test id (and its inputs' prefix), where not `{name}-form`. */
  testId?: string;
  /** The success alert's message key, where not `common:updated_successfully`; its id too where not `{name}-saved`. */
  saved?: string | { id: string; message: string };
}

/** A form's declaration, typed (the record, draft and body types are read from `draft` and `body`). */
export const resourceForm = <Rec extends { id: string }, Draft extends object, Body>(spec: ResourceFormSpec<Rec, Draft, Body>) => spec;

/** The state of a form declared with `resourceForm` (see `useResourceForm`), editing `record` or making a new one (null). */
export function useRecordForm<Rec extends { id: string }, Draft extends object, Body>(spec: ResourceFormSpec<Rec, Draft, Body>, record: Rec | null, onDone: () => void) {
  const { name, draft, body, labels = 'fields', testId = `${name}-form`, saved = 'common:updated_successfully', ...rest } = spec;
  return useResourceForm<Draft, Body>({
    ...rest,
    record,
    initial: () => draft(record),
    toBody: (d) => body(d, record),
    saved: typeof saved === 'string' ? { id: `${name}-saved`, message: saved } : saved,
    inputs: { labels, testId },
    onDone,
  });
}
