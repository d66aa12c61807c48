// CORS for functions called from the browser. On Supabase the gateway adds no CORS headers to function answers and
// passes preflights to the function, so every function answers them itself (local-supabase behaves the same).
// The allowed headers are those supabase-js sends with functions.invoke.

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a CORS preflight, or null when `req` is not one. */
export function preflight(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response(null, { status: 204, headers: corsHeaders }) : null;
}
