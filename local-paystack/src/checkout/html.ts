const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** ₦ and kobo from integer kobo, without floating point. */
export function naira(kobo: number): string {
  const whole = Math.floor(kobo / 100);
  const rest = String(kobo % 100).padStart(2, '0');
  return `₦${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/** One small self-contained page: no scripts, no external assets, readable on a phone. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Local Paystack</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f7;color:#1a1a1a}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:12px}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:1.6rem;font-weight:700;margin:4px 0}
nav a{display:inline-block;margin:0 8px 8px 0;padding:8px 12px;border-radius:6px;background:#e6ecf1;color:#123;text-decoration:none}
nav a[aria-current]{background:#0ba4db;color:#fff}
label{display:block;margin:10px 0 4px;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #b9c4cc;border-radius:6px}
button{width:100%;padding:12px;margin-top:14px;font-size:1rem;border:0;border-radius:6px;background:#3bb75e;color:#fff}
button.link{background:none;color:#a33;margin-top:4px}.error{color:#a11;font-weight:600}.muted{color:#555;font-size:.9rem}
code{font-size:1.2rem}
</style></head><body><main>${body}</main></body></html>`;
}
