import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import classes from '../site.module.css';
import { publicFetch } from '../../app/api/public-fetch';

type CheckState = 'pending' | 'ok' | 'failed';
interface Checks {
  webgl: CheckState;
  cookies: CheckState;
  api: CheckState;
}

/** Whether the browser can create a WebGL context (MapLibre needs it). */
function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** Whether a cookie can be written and read back. */
function cookiesWork(): boolean {
  if (!navigator.cookieEnabled) return false;
  const name = 'rayyan_cookie_check';
  document.cookie = `${name}=1; path=/; max-age=60; samesite=lax`;
  const ok = document.cookie.includes(`${name}=1`);
  document.cookie = `${name}=; path=/; max-age=0`;
  return ok;
}

async function apiReachable(): Promise<boolean> {
  try {
    const response = await publicFetch('/api/health', { cache: 'no-store' });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: string };
    return body.status === 'ok';
  } catch {
    return false;
  }
}

/** `/test`: a public self-check that tells a visitor whether their browser can run the platform. */
export function Component() {
  const { t } = useTranslation('site');
  const [checks, setChecks] = useState<Checks>({ webgl: 'pending', cookies: 'pending', api: 'pending' });
  const run = useCallback(() => {
    setChecks({ webgl: hasWebGl() ? 'ok' : 'failed', cookies: cookiesWork() ? 'ok' : 'failed', api: 'pending' });
    void apiReachable().then((ok) => setChecks((current) => ({ ...current, api: ok ? 'ok' : 'failed' })));
  }, []);
  useEffect(() => {
    run();
  }, [run]);
  const states = Object.values(checks);
  const summary = states.includes('pending') ? 'summary_pending' : states.includes('failed') ? 'summary_failed' : 'summary_ok';
  return (
    <SitePage title={t('self_check.title')} lead={t('self_check.lead')}>
      <ul className={classes.checks}>
        {(['webgl', 'cookies', 'api'] as const).map((name) => (
          <li key={name} data-testid={`check-${name}`} data-state={checks[name]}>
            <strong>{t(`self_check.${name}`)}</strong>
            <span className={`${classes.status} ${checks[name] === 'ok' ? classes.ok : checks[name] === 'failed' ? classes.bad : ''}`}>
              {t(checks[name] === 'pending' ? 'self_check.checking' : checks[name] === 'ok' ? 'self_check.ok' : 'self_check.failed')}
            </span>
            {checks[name] === 'failed' ? <p className={classes.hint}>{t(`self_check.${name}_help`)}</p> : null}
          </li>
        ))}
      </ul>
      <p className={classes.lead} role="status" data-testid="check-summary">{t(`self_check.${summary}`)}</p>
      <button type="button" className={classes.buttonOutline} onClick={run}>
        {t('self_check.again')}
      </button>
    </SitePage>
  );
}
