import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingResponse, PricingSettings } from '@rayyan/contracts';
import { SitePage } from '../site-layout';
import { useSiteHref, useSiteLocation } from '../site-context';
import classes from '../site.module.css';
import { publicFetch } from '../../app/api/public-fetch';

const PLANS = ['basic', 'premium', 'advanced'] as const;
type Pricing = PricingSettings | null | 'loading';

/** Prices are configuration (GET /api/site-settings/pricing/); read after hydration, never prerendered. */
function usePricing(): Pricing {
  const [pricing, setPricing] = useState<Pricing>('loading');
  useEffect(() => {
    let cancelled = false;
    publicFetch('/api/site-settings/pricing/')
      .then((response) => (response.ok ? (response.json() as Promise<PricingResponse>) : { pricing: null }))
      .catch(() => ({ pricing: null }))
      .then((body) => {
        if (!cancelled) setPricing(body.pricing);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return pricing;
}

/** `/Agri-Tech/packages`: Basic, Premium and Advanced, priced per feddan per year (spec 2 and 9). */
export function Component() {
  const { t } = useTranslation('site');
  const { lang } = useSiteLocation();
  const href = useSiteHref();
  const pricing = usePricing();
  const money = (value: number, currency: string) =>
    new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en', { style: 'currency', currency, maximumFractionDigits: 2 }).format(value);
  return (
    <SitePage title={t('plans.title')} lead={t('plans.intro')} trail={[{ href: href('/Agri-Tech'), label: t('nav.agri_tech') }]}>
      <div className={classes.plans}>
        {PLANS.map((plan) => (
          <section key={plan} className={`${classes.plan} ${plan === 'premium' ? classes.planFeatured : ''}`} data-testid={`plan-${plan}`}>
            <h2>{t(`plans.${plan}.name`)}</h2>
            <p className={classes.price} data-testid={`plan-${plan}-price`} aria-live="polite">
              {pricing === 'loading' ? (
                <span className={classes.hint}>{t('plans.loading')}</span>
              ) : pricing ? (
                <>
                  {money(pricing.plans[plan], pricing.currency)} <span className={classes.hint}>{t('plans.per_feddan_year')}</span>
                </>
              ) : (
                <span style={{ fontSize: '1.05rem' }}>{t('plans.contact_sales')}</span>
              )}
            </p>
            <ul className={classes.checkList}>
              {[1, 2, 3, 4].map((n) => (
                <li key={n}>{t(`plans.${plan}.feature_${n}`)}</li>
              ))}
            </ul>
            <div className={classes.planLinks}>
              <a className={classes.buttonSmall} href={href('/contact-us', `plan=${plan}&intent=trial`)}>{t('plans.start_trial')}</a>
              <a className={classes.buttonOutline} style={{ padding: '0.3rem 0.8rem' }} href={href('/contact-us', `plan=${plan}`)}>{t('plans.sign_up')}</a>
              <a href="/auth/login" style={{ alignSelf: 'center' }}>{t('plans.enter')}</a>
            </div>
          </section>
        ))}
      </div>
      {pricing && pricing !== 'loading' && pricing.discounts.length > 0 ? (
        <section style={{ marginBlockStart: '2rem' }}>
          <h2>{t('plans.discounts_title')}</h2>
          <ul>
            {pricing.discounts.map((tier) => (
              <li key={tier.min_feddan}>{t('plans.discount', { percent: tier.percent, feddan: tier.min_feddan })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {pricing === null ? <p className={classes.lead} style={{ marginBlockStart: '2rem' }}>{t('plans.contact_sales_note')}</p> : null}
    </SitePage>
  );
}
