import type { CrashReport } from '@rayyan/contracts';
import type { ChatMessage, Notifier } from '../../ports/notifier';

/** Who saw the crash: from a valid bearer token, else anonymous. */
export interface CrashReporter {
  user_name: string;
  org_id: string;
}

export const ANONYMOUS_REPORTER: CrashReporter = { user_name: 'anonymous', org_id: 'anonymous' };

// Slack treats these three characters as markup; escaping keeps a crafted report from pinging @channel.
const escapeSlack = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The chat message for a crash: error message, page path, user_name and org_id (spec 7). */
export function crashReportMessage(report: CrashReport, reporter: CrashReporter): ChatMessage {
  const lines = [
    ':rotating_light: Web app crash',
    `*Error:* ${escapeSlack(report.message)}`,
    `*Page:* ${escapeSlack(report.path)}`,
    `*User:* ${escapeSlack(reporter.user_name)}`,
    `*Org:* ${escapeSlack(reporter.org_id)}`,
  ];
  if (report.stack) lines.push('```' + escapeSlack(report.stack.slice(0, 1500)) + '```');
  return { text: lines.join('\n') };
}

/** Forwards crash reports from the web app to the crash channel. */
export function createCrashReportService({ notifier }: { notifier: Notifier }) {
  return {
    async report(report: CrashReport, reporter: CrashReporter = ANONYMOUS_REPORTER): Promise<void> {
      await notifier.send(crashReportMessage(report, reporter));
    },
  };
}

export type CrashReportService = ReturnType<typeof createCrashReportService>;
