import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Service } from '../service';
import { ChangeDispatcher } from './change-dispatcher';
import { ChangeFeed } from './change-feed';
import { ChannelRegistry } from './channel-registry';
import type { RealtimeContext } from './context';
import { PresenceRegistry } from './presence';
import { registerRestBroadcast } from './rest-broadcast';
import { TableCatalog } from './table-catalog';
import { RealtimeUpgrades } from './upgrade';

/**
 * The Realtime service (protocol §5): Phoenix channels on /realtime/v1/websocket with
 * postgres_changes (captured by triggers, see db/bootstrap/30_realtime.sql), broadcast and presence,
 * plus the REST broadcast API. Must be given the root app: it listens to the HTTP server's upgrades.
 */
export const registerRealtime: Service = async (app, deps) => {
  const { db, log, keys, config } = deps;
  // Migrations ran after the bootstrap: attach capture triggers to tables they added to the
  // publication (the DDL event trigger normally does this already; this covers older databases).
  await db.query('select realtime.sync_capture()');

  const catalog = new TableCatalog(db);
  const registry = new ChannelRegistry();
  const ctx: RealtimeContext = { jwtSecret: config.jwtSecret, registry, presence: new PresenceRegistry(), catalog, log };
  const dispatcher = new ChangeDispatcher(db, catalog, registry, log);
  const feed = new ChangeFeed(db, log, {
    onChanges: (changes) => dispatcher.deliver(changes),
    onSchemaChange: () => catalog.invalidate(),
    wanted: () => registry.hasChangeSubscribers(),
  });
  await feed.start();
  // PostgREST's reload signal (sent after migrations) also means table shapes may have changed.
  const unlistenReload = await db.listen('pgrst', () => catalog.invalidate());

  const upgrades = new RealtimeUpgrades(keys, ctx);
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const ours = (req.url ?? '').startsWith('/realtime/');
    // Leave other paths to other upgrade handlers, if any exist; otherwise refuse them here.
    if (ours || app.server.listenerCount('upgrade') === 1) upgrades.onUpgrade(req, socket, head);
  };
  app.server.on('upgrade', onUpgrade);

  await registerRestBroadcast(app, { keys, jwtSecret: config.jwtSecret, registry });

  // WebSockets would keep server.close() waiting: end them before Fastify closes the server.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await upgrades.closeAll();
  });
  app.addHook('onClose', async () => {
    await feed.stop();
    await unlistenReload().catch(() => undefined);
  });
};
