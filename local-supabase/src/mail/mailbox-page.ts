import type { StoredMail } from './mailer';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escaped text with http(s) URLs turned into links; the URL is escaped too, so nothing can break out. */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/** The local inbox as one small HTML page, newest first. Messages are shown as text, never as raw HTML. */
export function renderMailboxPage(messages: StoredMail[], filter?: string): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br>
  <small>To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></small></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · local-supabase</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
article{border:1px solid #d0d7de;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}
form{display:inline}
</style></head>
<body>
<h1>Mailbox</h1>
<p>E-mails sent by local-supabase Auth (${messages.length}${filter ? ` to ${escapeHtml(filter)}` : ''}), newest first.
JSON: <a href="/mail/api/messages">/mail/api/messages</a>.</p>
<form method="get" action="/mail"><label>To <input name="to" value="${escapeHtml(filter ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
