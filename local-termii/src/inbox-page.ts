import type { StoredSms } from './inbox-store';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The inbox as one small page: newest first, no script. */
export function inboxPage(messages: StoredSms[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sentAt.replace('T', ' ').slice(0, 19))}</td><td>+${escapeHtml(m.to)}</td>` +
        `<td>${escapeHtml(m.from)}</td><td>${escapeHtml(m.sms)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>SMS inbox (local Termii)</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}</style>
</head><body><h1>SMS inbox</h1><p>Messages local Termii accepted, newest first. JSON: <code>/inbox/api/messages?to=234…</code></p>
${messages.length ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>From</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}
</body></html>`;
}
