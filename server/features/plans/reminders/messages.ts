import type { MyPlan } from '../../../../common/api/plans';
import type { ReminderPushPayload } from '../../../../common/api/reminders';
import type { OutgoingMail } from '../../../lib/mail';

/* The words of a reminder: the plan, today's day and its passages, and where to read them. */

function dayLines(plan: MyPlan): string[] {
  return plan.today.map(
    (day) => `Day ${day.day}: ${day.title} (${day.passages.map((passage) => passage.reference).join('; ')})`,
  );
}

function subjectOf(plan: MyPlan): string {
  const days = plan.today.map((day) => day.day).join(' and ');
  return `Today in ${plan.title}: day ${days}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function reminderMail(
  plan: MyPlan,
  to: string,
  links: { plan: string; unsubscribe: string },
): OutgoingMail {
  const lines = dayLines(plan);
  const text = [
    `Your reading for today in ${plan.title}:`,
    '',
    ...lines,
    '',
    `Open it: ${links.plan}`,
    '',
    `You get this because you asked for a daily reminder. Stop these e-mails: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>Your reading for today in <strong>${escapeHtml(plan.title)}</strong>:</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(links.plan)}">Open today’s reading</a></p>`,
    `<p>You get this because you asked for a daily reminder. `,
    `<a href="${escapeHtml(links.unsubscribe)}">Stop these e-mails</a>.</p>`,
  ].join('');
  return {
    to,
    subject: subjectOf(plan),
    text,
    html,
    // One-click unsubscribe (RFC 8058): the mail client POSTs "List-Unsubscribe=One-Click" to the link.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function reminderPush(plan: MyPlan, url: string): ReminderPushPayload {
  return { title: subjectOf(plan), body: dayLines(plan).join('\n'), url };
}
