import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFieldErrors, contactRequestSchema, contactsEndpoints } from '@rayyan/contracts';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import classes from '../site.module.css';
import { publicFetch } from '../../app/api/public-fetch';

const FIELDS = ['name', 'email', 'phone', 'company', 'country', 'farm_area_feddan', 'farm_type', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field | 'website', string>;
const EMPTY: Values = { name: '', email: '', phone: '', company: '', country: '', farm_area_feddan: '', farm_type: '', message: '', website: '' };
const REQUIRED = new Set<Field>(['name', 'email', 'phone', 'company', 'message']);

/** The message key of an English API message (the server speaks the spec's English). */

/**
 * `/contact-us`: the contact form of spec point 5. The browser validates with the same zod schema as
 * `POST /api/contacts/`; a sent request opens the thank-you dialog.
 */
export function Component() {
  const { t } = useTranslation(['contact', 'site']);
  const href = useSiteHref();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (thanks) closeRef.current?.focus();
  }, [thanks]);

  const validate = (next: Values) => {
    const parsed = contactRequestSchema.safeParse(next);
    return parsed.success ? {} : (contactFieldErrors(parsed.error) as Partial<Record<Field, string>>);
  };

  const change = (field: Field | 'website', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await publicFetch(contactsEndpoints.create.path, {
        method: contactsEndpoints.create.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (response.status === contactsEndpoints.create.status) {
        setValues(EMPTY);
        setSubmitted(false);
        setErrors({});
        setThanks(true);
      } else if (response.status === 400) {
        // Each field's stable code is a message key of the form (field_codes): shown in the reader's language.
        const body = (await response.json().catch(() => null)) as { error?: { field_codes?: Record<string, string> } } | null;
        setErrors(body?.error?.field_codes ?? {});
        setFailure(t('contact:failed'));
      } else {
        setFailure(t(response.status === 429 ? 'contact:rate_limited' : 'contact:failed'));
      }
    } catch {
      setFailure(t('contact:failed'));
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: Field) => (errors[field] ? t(`contact:errors.${errors[field]}`) : undefined);
  const describedBy = (field: Field, hint = false) =>
    [errors[field] ? `contact-${field}-error` : null, hint ? `contact-${field}-hint` : null].filter(Boolean).join(' ') || undefined;
  const label = (field: Field, key: string) => (
    <label htmlFor={`contact-${field}`}>
      {t(`contact:${key}`)}
      {REQUIRED.has(field) ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  const errorText = (field: Field) =>
    errors[field] ? (
      <span id={`contact-${field}-error`} className={classes.error} data-testid={`contact-${field}-error`}>
        {errorOf(field)}
      </span>
    ) : null;
  const input = (field: Field, key: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className={classes.field}>
      {label(field, key)}
      <input
        id={`contact-${field}`}
        name={field}
        value={values[field]}
        onChange={(e) => change(field, e.currentTarget.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-required={REQUIRED.has(field) || undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        data-testid={`contact-${field}`}
        {...props}
      />
      {hint ? <span id={`contact-${field}-hint`} className={classes.hint}>{hint}</span> : null}
      {errorText(field)}
    </div>
  );

  return (
    <SitePage title={t('contact:title')} lead={t('contact:lead')}>
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)} data-testid="contact-form">
        {input('name', 'name', { autoComplete: 'name', dir: 'auto' })}
        {input('email', 'email', { type: 'email', autoComplete: 'email', dir: 'ltr' })}
        {input('phone', 'phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr', inputMode: 'tel', placeholder: '+201001234567' }, t('contact:phone_hint'))}
        {input('company', 'company', { autoComplete: 'organization', dir: 'auto' })}
        {input('country', 'country', { autoComplete: 'country-name', dir: 'auto' })}
        {input('farm_area_feddan', 'farm_area', { type: 'number', min: 0, step: 'any', inputMode: 'decimal' })}
        <div className={classes.field}>
          {label('farm_type', 'farm_type')}
          <select
            id="contact-farm_type"
            name="farm_type"
            value={values.farm_type}
            onChange={(e) => change('farm_type', e.currentTarget.value)}
            data-testid="contact-farm_type"
          >
            <option value="">{t('contact:farm_type_none')}</option>
            <option value="tree">{t('contact:farm_type_tree')}</option>
            <option value="crop">{t('contact:farm_type_crop')}</option>
          </select>
          {errorText('farm_type')}
        </div>
        <div className={`${classes.field} ${classes.fieldWide}`}>
          {label('message', 'message')}
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            dir="auto"
            value={values.message}
            onChange={(e) => change('message', e.currentTarget.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-required
            aria-describedby={describedBy('message')}
            data-testid="contact-message"
          />
          {errorText('message')}
        </div>
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t('contact:honeypot')}</label>
          <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => change('website', e.currentTarget.value)} />
        </div>
        <div className={classes.fieldWide}>
          {failure ? (
            <p role="alert" className={classes.error}>
              {failure}
            </p>
          ) : null}
          <button type="submit" className={classes.button} disabled={sending} data-testid="contact-send">
            {sending ? t('contact:sending') : t('contact:send')}
          </button>
        </div>
      </form>
      <section style={{ marginBlockStart: '2.5rem' }} className={classes.prose}>
        <h2>{t('contact:other_ways')}</h2>
        <p>
          {t('contact:other_ways_text')} <a href="/auth/login">{t('site:nav.login')}</a> · <a href={href('/Agri-Tech/faq')}>{t('site:nav.faq')}</a>
        </p>
      </section>
      {thanks ? (
        <div className={classes.overlay} onClick={() => setThanks(false)}>
          <div
            className={classes.dialog}
            role="dialog"
            aria-modal="true"
            aria-labelledby="contact-thanks-title"
            data-testid="contact-thanks"
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setThanks(false);
            }}
          >
            <h2 id="contact-thanks-title">{t('contact:thanks_title')}</h2>
            <p>{t('contact:thanks_text')}</p>
            <button ref={closeRef} type="button" className={classes.button} onClick={() => setThanks(false)}>
              {t('contact:close')}
            </button>
          </div>
        </div>
      ) : null}
    </SitePage>
  );
}
