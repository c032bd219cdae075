import type { AccountExport } from '../../../common/api/account-export';

/*
 * index.html of the archive: the same data as data.json, readable in any browser without a network. Everything
 * the person or anyone else wrote is escaped (a chat message "<script>" shows as those characters), the page loads
 * nothing from outside, and every text cell takes its direction from its own text, so Hebrew and Arabic read
 * right to left inside an English page.
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

// camelCase field names as words: 'readingSessions' -> 'Reading sessions'.
const label = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return escapeHtml(words.charAt(0).toUpperCase() + words.slice(1));
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function renderValue(value: unknown): string {
  if (value === null || value === undefined) return '<span class="none">—</span>';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `<span dir="auto">${escapeHtml(value)}</span>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">none</span>';
    if (value.every(isRecord)) return renderTable(value);
    return `<ul>${value.map((item) => `<li>${renderValue(item)}</li>`).join('')}</ul>`;
  }
  if (isRecord(value)) return renderFields(value);
  return escapeHtml(String(value));
}

function renderFields(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(
    ([key, value]) => `<tr><th scope="row">${label(key)}</th><td>${renderValue(value)}</td></tr>`,
  );
  return `<table class="fields"><tbody>${rows.join('')}</tbody></table>`;
}

function renderTable(records: Record<string, unknown>[]): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const head = columns.map((column) => `<th scope="col">${label(column)}</th>`).join('');
  const body = records
    .map(
      (record) => `<tr>${columns.map((column) => `<td>${renderValue(record[column])}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function renderChat(sessions: AccountExport['chatSessions']): string {
  if (sessions.length === 0) return '<p class="none">No conversations.</p>';
  return sessions
    .map(
      (session) =>
        `<section><h3>Conversation of ${escapeHtml(session.startedAt)}</h3><ol class="chat">${session.messages
          .map(
            (message) =>
              `<li><p class="meta">${message.from === 'reader' ? 'You' : 'The scholar'}, ${escapeHtml(message.sentAt)}</p><p class="text" dir="auto">${escapeHtml(message.content)}</p></li>`,
          )
          .join('')}</ol></section>`,
    )
    .join('');
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1c1917;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:1px solid #d6d3d1}h3{font-size:1.05rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #d6d3d1;padding:.25rem .5rem;text-align:start;vertical-align:top}
th{background:#f5f5f4}.scroll{overflow-x:auto}.none{color:#57534e}.chat{list-style:none;padding:0}
.chat li{border-inline-start:3px solid #d6d3d1;padding-inline-start:.75rem;margin:.75rem 0}.meta{margin:0;color:#57534e;font-size:.9rem}
.text{margin:.25rem 0;white-space:pre-wrap}`;

/** The whole page. `data` has already passed the contract, so only its fields appear. */
export function renderExportHtml(data: AccountExport): string {
  const { chatSessions, formatVersion: _version, exportedAt, ...rest } = data;
  const sections = Object.entries(rest).map(
    ([key, value]) => `<section><h2>${label(key)}</h2>${renderValue(value)}</section>`,
  );
  const name =
    data.account.username ?? data.account.email ?? (data.account.isGuest ? 'a guest' : 'your account');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Your Sacred Circle data</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Your Sacred Circle data</h1>
<p>Everything Sacred Circle keeps about <span dir="auto">${escapeHtml(name)}</span>, as of ${escapeHtml(exportedAt)} (UTC). The same data, for programs, is in data.json beside this page.</p>
${sections[0] ?? ''}
<section><h2>Conversations with the scholar</h2>${renderChat(chatSessions)}</section>
${sections.slice(1).join('\n')}
</main>
</body>
</html>
`;
}
