import { useEffect, useState } from 'react';
import { Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Alert } from './alert-store';
import classes from './alert-stack.module.css';
/** Seconds left of a high-priority alert, ticking once a second for the countdown label. */
function useSecondsLeft(alert: Alert): number {
  const end = alert.createdAt + alert.timeout;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((end - now) / 1000));
}

function Countdown({ alert }: { alert: Alert }) {
  const { t } = useTranslation('toasts');
  const seconds = useSecondsLeft(alert);
  return (
    <div className={classes.countdown} role="progressbar" aria-label={t('seconds_left', { count: seconds })}
      aria-valuemin={0} aria-valuemax={alert.timeout / 1000} aria-valuenow={seconds}>
      <div className={classes.countdownBar} style={{ animationDuration: `${alert.timeout}ms` }} />
    </div>
  );
}

/** One toast of the alert stack (a chunk of its own: the shell loads it with the first alert). */
export default function AlertToast({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { t } = useTranslation('toasts');
  return (
    <Notification
      color={alert.status === 'error' ? 'red' : 'green'}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="alert"
      data-status={alert.status}
      withBorder
    >
      <span dir="auto">{alert.message}</span>
      {alert.messages?.map((line) => (
        <span key={line} dir="auto" className={classes.line}>
          {line}
        </span>
      ))}
      {alert.priority === 'high' && <Countdown alert={alert} />}
    </Notification>
  );
}
