/** The explicit-rendering API of Cloudflare Turnstile's api.js (and of local-captcha's copy of it). */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const loading = new Map<string, Promise<TurnstileApi>>();

/**
 * Loads the provider's script once per URL (`?render=explicit`, so it renders only where asked). A failed load is
 * forgotten, so the next attempt tries again (a phone that lost its signal for a moment).
 */
export function loadWidgetScript(scriptUrl: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  let pending = loading.get(scriptUrl);
  if (!pending) {
    pending = new Promise<TurnstileApi>((resolve, reject) => {
      const script = document.createElement('script');
      const url = new URL(scriptUrl, window.location.href);
      url.searchParams.set('render', 'explicit');
      script.src = url.toString();
      script.async = true;
      script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('captcha script loaded without its API')));
      script.onerror = () => reject(new Error('captcha script failed to load'));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loading.delete(scriptUrl);
      throw error;
    });
    loading.set(scriptUrl, pending);
  }
  return pending;
}
