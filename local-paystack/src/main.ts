import { startLocalPaystack } from './server';

/** `pnpm --filter @spotless/local-paystack start`: local Paystack alone, settings from the environment. */
async function main() {
  const server = await startLocalPaystack();
  const { url, config } = server;
  process.stdout.write(
    [
      '',
      'local Paystack is running (test mode)',
      `  API base URL: ${url}   (Paystack's is https://api.paystack.co)`,
      `  checkout:     ${url}/checkout/<access_code>`,
      `  secret key:   ${config.secretKey}`,
      `  public key:   ${config.publicKey}`,
      `  webhooks:     ${config.webhookUrl ?? 'none (set WEBHOOK_URL)'}`,
      `  state:        ${config.dataDir}/state.json`,
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
  process.stderr.write(`local Paystack failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
