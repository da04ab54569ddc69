import { useTranslation } from 'react-i18next';
import { useSiteHref } from './site-context';
import { Icon, type IconName } from './icons';
import { PivotFieldsIllustration } from './illustrations';
import { PlatformPreview } from './platform-preview';
import classes from './site.module.css';

const SERVICES: [string, IconName][] = [
  ['irrigation', 'drop'],
  ['crop_health', 'satellite'],
  ['weather', 'cloud'],
  ['modeling', 'leaf'],
  ['sensors', 'sensor'],
  ['operations', 'clipboard'],
  ['assistant', 'chat'],
  ['learning', 'book'],
];
const SERVED: [string, IconName][] = [
  ['trees', 'tree'],
  ['pivots', 'pivot'],
  ['drip_flood', 'drop'],
  ['projects', 'building'],
];
/** The resources' cards: where each leads, its icon and its title (`landing.resources_{key}`). */
const RESOURCES: [string, IconName, string][] = [
  ['/Agri-Tech/blogs', 'book', 'blog'],
  ['/Agri-Tech/faq', 'chat', 'faq'],
  ['/learning-zone/alfalfa', 'leaf', 'alfalfa'],
];

/** A grid of cards, each an icon, a title (`{keyPrefix}.{key}.title`) and a text (`.text`). */
function IconCards({ cards, keyPrefix }: { cards: [string, IconName][]; keyPrefix: string }) {
  const { t } = useTranslation('site');
  return (
    <div className={classes.grid}>
      {cards.map(([key, icon]) => (
        <div className={classes.card} key={key}>
          <span className={classes.icon}><Icon name={icon} /></span>
          <h3>{t(`${keyPrefix}.${key}.title`)}</h3>
          <p>{t(`${keyPrefix}.${key}.text`)}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * The visitors' landing page (spec 2): about, services, user interface, what we serve, resources,
 * packages, contact us and log in. Claims are the spec's own (point 9), nothing invented.
 */
export function Component() {
  const { t } = useTranslation('site');
  const href = useSiteHref();
  return (
    <div data-testid="landing">
      <section className={classes.hero}>
        <div className={`${classes.container} ${classes.heroGrid}`}>
          <div>
            <p className={classes.eyebrow}>{t('landing.eyebrow')}</p>
            <h1>{t('landing.hero_title')}</h1>
            <p className={classes.lead}>{t('landing.hero_text')}</p>
            <div className={classes.ctaRow}>
              <a className={classes.button} href={href('/contact-us', 'plan=trial')} data-testid="landing-trial">
                {t('landing.cta_trial')}
              </a>
              <a className={classes.buttonOutline} href={href('/contact-us')} data-testid="landing-contact">
                {t('landing.cta_contact')}
              </a>
            </div>
            <ul className={classes.factList}>
              {(['savings', 'fact_resolution', 'fact_revisit', 'fact_languages'] as const).map((key) => (
                <li key={key}>
                  <Icon name="check" size={18} />
                  <span>{t(`landing.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <PivotFieldsIllustration />
        </div>
      </section>

      <section className={classes.section} id="about" aria-labelledby="about-title">
        <div className={`${classes.container} ${classes.split}`}>
          <div>
            <h2 id="about-title">{t('landing.about_title')}</h2>
            <p>{t('landing.about_text')}</p>
            <a href={href('/about')}>{t('landing.about_link')}</a>
          </div>
          <div className={classes.grid}>
            {SERVED.slice(0, 2).map(([key, icon]) => (
              <div className={classes.card} key={key}>
                <span className={classes.icon}><Icon name={icon} /></span>
                <h3>{t(`landing.serve.${key}.title`)}</h3>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={classes.sectionAlt} id="services" aria-labelledby="services-title">
        <div className={classes.container}>
          <h2 id="services-title">{t('landing.services_title')}</h2>
          <p className={classes.sectionIntro}>{t('landing.services_intro')}</p>
          <IconCards cards={SERVICES} keyPrefix="landing.service" />
        </div>
      </section>

      <section className={classes.section} id="interface" aria-labelledby="ui-title">
        <div className={`${classes.container} ${classes.split}`}>
          <div>
            <h2 id="ui-title">{t('landing.ui_title')}</h2>
            <p>{t('landing.ui_text')}</p>
            <ul className={classes.checkList}>
              {(['map', 'advice', 'reports', 'roles'] as const).map((key) => (
                <li key={key}>{t(`landing.ui_point_${key}`)}</li>
              ))}
            </ul>
          </div>
          <PlatformPreview alt={t('landing.ui_image_alt')} />
        </div>
      </section>

      <section className={classes.sectionAlt} id="what-we-serve" aria-labelledby="serve-title">
        <div className={classes.container}>
          <h2 id="serve-title">{t('landing.serve_title')}</h2>
          <IconCards cards={SERVED} keyPrefix="landing.serve" />
        </div>
      </section>

      <section className={classes.section} id="resources" aria-labelledby="resources-title">
        <div className={classes.container}>
          <h2 id="resources-title">{t('landing.resources_title')}</h2>
          <p className={classes.sectionIntro}>{t('landing.resources_text')}</p>
          <div className={classes.grid}>
            {RESOURCES.map(([to, icon, key]) => (
              <a key={key} className={`${classes.card} ${classes.cardLink}`} href={href(to)}>
                <span className={classes.icon}><Icon name={icon} /></span>
                <h3>{t(`landing.resources_${key}`)}</h3>
              </a>
            ))}
          </div>
        </div>
      </section>

      <section className={classes.sectionAlt} id="packages" aria-labelledby="packages-title">
        <div className={classes.container}>
          <h2 id="packages-title">{t('landing.packages_title')}</h2>
          <p className={classes.sectionIntro}>{t('landing.packages_text')}</p>
          <div className={classes.grid}>
            {(['basic', 'premium', 'advanced'] as const).map((plan) => (
              <div className={classes.card} key={plan}>
                <h3>{t(`plans.${plan}.name`)}</h3>
                <p>{t(`plans.${plan}.feature_${plan === 'basic' ? 1 : 2}`)}</p>
              </div>
            ))}
          </div>
          <p>
            <a className={classes.buttonOutline} href={href('/Agri-Tech/packages')}>
              {t('landing.packages_link')}
            </a>
          </p>
        </div>
      </section>

      <section className={classes.section} id="contact" aria-labelledby="contact-title">
        <div className={`${classes.container} ${classes.split}`}>
          <div>
            <h2 id="contact-title">{t('landing.contact_title')}</h2>
            <p>{t('landing.contact_text')}</p>
            <a className={classes.button} href={href('/contact-us')}>
              {t('nav.contact')}
            </a>
          </div>
          <div className={classes.card}>
            <h3>{t('landing.login_title')}</h3>
            <p>{t('landing.login_text')}</p>
            <p style={{ marginBlockStart: '1rem' }}>
              <a className={classes.buttonSmall} href="/auth/login" data-testid="landing-login">
                {t('nav.login')}
              </a>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}

export default Component;
