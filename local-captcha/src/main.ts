import { startLocalCaptcha } from './server';

/** `pnpm --filter @spotless/local-captcha start`: the Turnstile fake alone, settings from the environment. */
async function main() {
  const server = await startLocalCaptcha();
  const { url, config } = server;
  const [passive, interactive] = config.widgets;
  process.stdout.write(
    [
      '',
      'local Turnstile is running',
      `  widget script: ${url}/turnstile/v0/api.js   (Turnstile's is https://challenges.cloudflare.com/turnstile/v0/api.js)`,
      `  siteverify:    ${url}/turnstile/v0/siteverify`,
      `  site keys:     ${passive?.siteKey} (ticks itself), ${interactive?.siteKey} (asks for a click)`,
      `  secret:        ${passive?.secret}`,
      '',
    ].join('\n') + '\n',
  );
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  process.stderr.write(`local Turnstile failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
