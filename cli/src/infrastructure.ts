import { resolve } from "node:path";
import {
  type BaseConfig,
  createEventBus,
  createObjectStorage,
  type Database,
  type Logger,
  loadTokenKeys,
  openDatabase,
  serviceDatabaseUrl,
  serviceDataDir,
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

/** A service's store: `<SERVICE>_DATABASE_URL` when set, else PGlite under DATA_DIR/<service>/pgdata. */
export function openServiceDatabase(config: BaseConfig, service: string): Promise<Database> {
  const url = serviceDatabaseUrl(service);
  return openDatabase(url ? { url } : { dataDir: resolve(serviceDataDir(config, service), "pgdata") });
}
