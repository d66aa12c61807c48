import { startLocalTermii } from './server';

/** `pnpm --filter @spotless/local-termii start`: local Termii alone, settings from the environment. */
async function main() {
  const server = await startLocalTermii();
  const { url, config } = server;
  process.stdout.write(
    [
      '',
      'local Termii is running',
      `  API base URL: ${url}   (Termii's is https://api.ng.termii.com)`,
      `  send SMS:     POST ${url}/api/sms/send`,
      `  SMS inbox:    ${url}/inbox (this machine only, or with the API key)`,
      `  API key:      ${config.apiKey}`,
      `  state:        ${config.dataDir}/inbox.json`,
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
  process.stderr.write(`local Termii failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
