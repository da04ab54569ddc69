import { describe, expect, it } from 'vitest';
import { crashReportMessage } from '../modules/crash-reports/crash-report.service';
import { SlackWebhookNotifier } from './notifier';

const silentLogger = () => {
  const warnings: unknown[] = [];
  return { warnings, logger: { info: () => {}, warn: (obj: object) => void warnings.push(obj), error: () => {} } };
};

describe('crash report message', () => {
  it('names the error, the page, the user and the organisation, escaping Slack markup', () => {
    const { text } = crashReportMessage(
      { message: 'Cannot read <b> of undefined', path: '/farms/12' },
      { user_name: 'palm.manager', org_id: 'org-1' },
    );
    expect(text).toContain('Cannot read &lt;b&gt; of undefined');
    expect(text).toContain('/farms/12');
    expect(text).toContain('palm.manager');
    expect(text).toContain('org-1');
  });
});

describe('SlackWebhookNotifier', () => {
  it('posts { text } as JSON to the webhook', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('ok');
    }) as unknown as typeof fetch;
    const { logger } = silentLogger();
    await new SlackWebhookNotifier('https://hooks.example/T1', { logger, fetch: fetchFake }).send({ text: 'hello' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://hooks.example/T1');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ text: 'hello' });
  });

  it('swallows and logs network failures and refusals', async () => {
    const { logger, warnings } = silentLogger();
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(new SlackWebhookNotifier('https://hooks.example/T1', { logger, fetch: failing }).send({ text: 'x' })).resolves.toBeUndefined();
    const refusing = (async () => new Response('no', { status: 500 })) as unknown as typeof fetch;
    await new SlackWebhookNotifier('https://hooks.example/T1', { logger, fetch: refusing }).send({ text: 'x' });
    expect(warnings).toHaveLength(2);
  });
});
