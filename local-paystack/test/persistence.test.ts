// State survives a restart: DATA_DIR/state.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUCCESS_CARD } from '../src/checkout/cards';
import { postForm } from './helpers/checkout';
import { startReceiver } from './helpers/receiver';
import { eventually, removeDir, startTestPaystack } from './helpers/server';

it('transactions, recipients and a transfer still pending come back after a restart; the transfer then settles', async () => {
  const first = await startTestPaystack({ settleDelayMs: 60 * 60 * 1000 }); // nothing settles before the stop
  const dataDir = first.dataDir;
  const paid = (await first.api('POST', '/transaction/initialize', { email: 'keep@example.ng', amount: 420_000 })).json.data;
  await postForm(`${paid.authorization_url}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' });
  const open = (await first.api('POST', '/transaction/initialize', { email: 'later@example.ng', amount: 10_000 })).json.data;
  const rcp = (await first.api('POST', '/transferrecipient', { type: 'nuban', name: 'Keep', account_number: '4444444444', bank_code: '058' })).json.data;
  const trf = (await first.api('POST', '/transfer', { source: 'balance', amount: 300_000, recipient: rcp.recipient_code, reference: 'kept_transfer' })).json.data;
  expect(trf.status).toBe('pending');
  await first.stop();
  expect(JSON.parse(readFileSync(path.join(dataDir, 'state.json'), 'utf8')).transactions).toHaveLength(2);

  const receiver = await startReceiver();
  const second = await startTestPaystack({ dataDir, webhookUrl: receiver.url });
  try {
    expect((await second.api('GET', `/transaction/verify/${paid.reference}`)).json.data).toMatchObject({ status: 'success', amount: 420_000, authorization: { last4: '4081' } });
    expect((await second.api('GET', '/transaction')).json.meta.total).toBe(2);
    // The old checkout link still works (its base URL is the old port's, the access code is what counts).
    const pay = await postForm(`${second.url}/checkout/${open.access_code}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' });
    expect(pay.status).toBe(200);
    expect((await second.api('GET', `/transaction/verify/${open.reference}`)).json.data.status).toBe('success');
    const again = await second.api('POST', '/transferrecipient', { type: 'nuban', name: 'Keep', account_number: '4444444444', bank_code: '058' });
    expect(again.json.data.recipient_code).toBe(rcp.recipient_code);
    const settled = await eventually(() => receiver.events('transfer.success').find((d) => d.event.data.reference === 'kept_transfer'), 'the kept transfer');
    expect(settled.event.data.transfer_code).toBe(trf.transfer_code);
    // New ids continue after the old ones: no reuse of a Paystack id after a restart.
    const next = (await second.api('POST', '/transaction/initialize', { email: 'n@example.ng', amount: 100 })).json.data;
    const ids = [paid, open, next].map(async (t) => (await second.api('GET', `/transaction/verify/${t.reference}`)).json.data.id);
    const [a, b, c] = await Promise.all(ids);
    expect(c).toBeGreaterThan(Math.max(a, b, trf.id));
  } finally {
    await second.stop();
    await receiver.close();
    removeDir(dataDir);
  }
});

it('a damaged state file stops the start with its path instead of starting over empty', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'local-paystack-'));
  writeFileSync(path.join(dataDir, 'state.json'), '{"transactions": [');
  await expect(startTestPaystack({ dataDir })).rejects.toThrow(/state\.json is not valid JSON/);
  expect(readFileSync(path.join(dataDir, 'state.json'), 'utf8')).toBe('{"transactions": [');
  removeDir(dataDir);
});
