// One function, several routes (payments/initialize, payments/verify…): routed by the path's last segment, which is
// the same locally (/payments/initialize) and on hosted Supabase (/functions/v1/payments/initialize).
import { json } from './http.ts';

export type Handler = (req: Request) => Promise<Response>;
export type Routes = Record<string, { method: 'GET' | 'POST'; handler: Handler }>;

export function routeRequest(req: Request, routes: Routes): Promise<Response> | Response {
  const segment = new URL(req.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const route = Object.hasOwn(routes, segment) ? routes[segment] : undefined;
  if (!route) return json({ code: 'not_found', message: 'There is no such route.' }, { status: 404 });
  if (req.method !== route.method) {
    return json({ code: 'method_not_allowed', message: `Use ${route.method}.` }, { status: 405, headers: { Allow: route.method } });
  }
  return route.handler(req);
}
