import { join, resolve } from "node:path";
import {
  type BaseConfig,
  createEventBus,
  createObjectStorage,
  type Database,
  type EmbeddedPostgres,
  type Logger,
  loadTokenKeys,
  openDatabase,
  serviceDatabaseUrl,
  startEmbeddedPostgres,
  TokenService,
} from "@highcotton/kit";

/** The shared adapters, chosen by which settings are present (see .env.example). */
export function createInfrastructure(config: BaseConfig, logger: Logger) {
  const tokens = new TokenService(
    loadTokenKeys({
      JWT_SECRET: config.JWT_SECRET,
      JWT_PRIVATE_KEY: config.JWT_PRIVATE_KEY,
      JWT_PUBLIC_KEY: config.JWT_PUBLIC_KEY,
      dataDir: resolve(config.DATA_DIR),
    }),
    config.JWT_TTL_SECONDS,
  );
  return {
    tokens,
    bus: createEventBus(config, logger),
    storage: createObjectStorage(config),
  };
}

/**
 * The services' stores: `<SERVICE>_DATABASE_URL` when set; otherwise a database named after the
 * service on one embedded PostgreSQL server kept in `clusterDir`, started on first use.
 */
export class ServiceStores {
  private server: Promise<EmbeddedPostgres> | undefined;
  private readonly opened: Database[] = [];

  constructor(
    private readonly clusterDir: string,
    private readonly logger: Logger,
  ) {}

  /** The all-in-one's stores: one cluster under DATA_DIR/postgres. */
  static forAllInOne(config: BaseConfig, logger: Logger): ServiceStores {
    return new ServiceStores(join(resolve(config.DATA_DIR), "postgres"), logger);
  }

  /** One part's store in the distributed topology, when no URL is given: its own cluster. */
  static forPart(config: BaseConfig, service: string, logger: Logger): ServiceStores {
    return new ServiceStores(join(resolve(config.DATA_DIR), service, "postgres"), logger);
  }

  async open(service: string): Promise<Database> {
    const url = serviceDatabaseUrl(service) ?? (await (await this.embedded()).ensureDatabase(service));
    const database = await openDatabase({ url });
    this.opened.push(database);
    return database;
  }

  /** Closes every store opened here, then stops the embedded server if one was started. */
  async close(): Promise<void> {
    try {
      await Promise.allSettled(this.opened.splice(0).map((database) => database.close()));
    } finally {
      if (this.server) await (await this.server).stop();
    }
  }

  private embedded(): Promise<EmbeddedPostgres> {
    this.server ??= (async () => {
      const log = this.logger.child({ part: "postgres" });
      const started = Date.now();
      const server = await startEmbeddedPostgres({
        dir: this.clusterDir,
        onLog: (line) => (/\b(FATAL|PANIC):/.test(line) ? log.error(line) : log.debug(line)),
        onMoved: (actual) =>
          log.info(
            { cluster: actual, link: this.clusterDir },
            "the postgres user cannot enter the data folder; the cluster lives here instead",
          ),
      });
      log.info({ ms: Date.now() - started, port: Number(new URL(server.adminUrl).port) }, "embedded PostgreSQL started");
      return server;
    })();
    return this.server;
  }
}
