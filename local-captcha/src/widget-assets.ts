// The browser side of the fake: the script a page loads (same path and API as Turnstile's api.js) and the page inside
// the widget's iframe. Plain ES2017 strings, served as they are.

/**
 * `window.turnstile` with Turnstile's explicit-rendering API: render(container, {sitekey, callback, 'error-callback',
 * 'expired-callback', action, cData}) → widget id; reset, remove, getResponse, isExpired, ready. `?onload=name` calls
 * window[name] once loaded, as Turnstile does. Each widget is an iframe from this server, which posts its token back.
 */
export const API_SCRIPT = `(function () {
  if (window.turnstile) return;
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  var widgets = {};
  var seq = 0;
  function el(target) { return typeof target === 'string' ? document.querySelector(target) : target; }
  window.addEventListener('message', function (e) {
    if (e.origin !== origin || !e.data || e.data.source !== 'local-turnstile') return;
    var w = widgets[e.data.id];
    if (!w) return;
    var o = w.options;
    if (e.data.event === 'token') { w.token = e.data.token; w.expired = false; if (o.callback) o.callback(e.data.token); }
    else if (e.data.event === 'expired') { w.token = undefined; w.expired = true; if (o['expired-callback']) o['expired-callback'](); }
    else if (e.data.event === 'error') { if (o['error-callback']) o['error-callback'](e.data.code); else throw new Error('[local turnstile] ' + e.data.code); }
  });
  function frameUrl(id, o) {
    var q = new URLSearchParams({ sitekey: o.sitekey || '', id: id, host: location.hostname });
    if (o.action) q.set('action', o.action);
    if (o.cData) q.set('cdata', o.cData);
    return origin + '/turnstile/v0/widget?' + q.toString();
  }
  function mount(w) {
    var f = document.createElement('iframe');
    f.src = frameUrl(w.id, w.options);
    f.title = 'Widget containing a human check';
    f.style.cssText = 'border:0;width:300px;max-width:100%;height:65px;display:block';
    w.container.appendChild(f);
    w.frame = f;
  }
  window.turnstile = {
    render: function (target, options) {
      var container = el(target);
      if (!container) throw new Error('[local turnstile] no container');
      var id = 'lt' + (++seq);
      var w = { id: id, container: container, options: options || {} };
      widgets[id] = w;
      mount(w);
      return id;
    },
    reset: function (id) {
      var w = widgets[id];
      if (!w) return;
      w.token = undefined;
      if (w.frame) w.frame.remove();
      mount(w);
    },
    remove: function (id) { var w = widgets[id]; if (w && w.frame) w.frame.remove(); delete widgets[id]; },
    getResponse: function (id) { var w = widgets[id]; return w ? w.token : undefined; },
    isExpired: function (id) { var w = widgets[id]; return Boolean(w && w.expired); },
    ready: function (cb) { cb(); },
  };
  var onload = new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

/** The iframe's document: one "I'm human" box. */
export function widgetPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Human check</title>
<style>
body{margin:0;font:14px system-ui,sans-serif}
.box{box-sizing:border-box;height:65px;border:1px solid #d0d0d0;border-radius:4px;background:#fafafa;display:flex;align-items:center;gap:10px;padding:0 14px}
input{width:24px;height:24px;margin:0}
.note{margin-left:auto;color:#666;font-size:11px;text-align:right}
</style></head><body>
<div class="box"><input id="human" type="checkbox"><label for="human" id="label">I'm human</label>
<span class="note">local Turnstile<br>for development</span></div>
<script src="/turnstile/v0/widget.js"></script>
</body></html>`;
}

/** The iframe's script: gets a token when the box is ticked (or at once when the widget is not interactive). */
export const WIDGET_SCRIPT = `(function () {
  var q = new URLSearchParams(location.search);
  var box = document.getElementById('human');
  var label = document.getElementById('label');
  function post(msg) { msg.source = 'local-turnstile'; msg.id = q.get('id'); parent.postMessage(msg, '*'); }
  function solve() {
    box.disabled = true;
    label.textContent = 'Checking…';
    fetch('/turnstile/v0/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: q.get('sitekey'), hostname: q.get('host'), action: q.get('action'), cdata: q.get('cdata') }),
    }).then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); })
      .then(function (r) {
        if (!r.ok) { label.textContent = 'Error'; post({ event: 'error', code: r.body.code || '110100' }); return; }
        box.checked = true;
        label.textContent = 'Success!';
        post({ event: 'token', token: r.body.token });
        setTimeout(function () {
          box.checked = false; box.disabled = false; label.textContent = "I'm human";
          post({ event: 'expired' });
        }, r.body.ttl * 1000);
      })
      .catch(function () { label.textContent = 'Error'; post({ event: 'error', code: '200500' }); });
  }
  fetch('/turnstile/v0/widget-mode?sitekey=' + encodeURIComponent(q.get('sitekey') || ''))
    .then(function (r) { return r.json(); })
    .then(function (m) {
      if (!m.known) { label.textContent = 'Invalid site key'; box.disabled = true; post({ event: 'error', code: '110100' }); return; }
      if (m.interactive) box.addEventListener('change', function () { if (box.checked) { box.checked = false; solve(); } });
      else solve();
    });
})();
`;
