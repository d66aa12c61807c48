import { startLocalSupabase } from './server';

/** `pnpm supabase`: start local-supabase alone with settings from the environment. */
async function main() {
  const server = await startLocalSupabase();
  const { url, keys, config } = server;
  const lines = [
    '',
    `local-supabase is running on ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
    `  API URL:          ${url}`,
    `  REST:             ${url}/rest/v1`,
    `  Auth:             ${url}/auth/v1`,
    `  Storage:          ${url}/storage/v1`,
    `  Realtime:         ${url.replace(/^http/, 'ws')}/realtime/v1/websocket`,
    config.smtpUrl
      ? '  Mailbox:          off (SMTP_URL delivers e-mails)'
      : `  Mailbox:          ${url}/mail (this machine or the service_role key only)`,
    `  anon key:         ${keys.anon}`,
    `  service_role key: ${keys.serviceRole}`,
    `  keys file:        ${config.dataDir}/keys.json`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`local-supabase failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
