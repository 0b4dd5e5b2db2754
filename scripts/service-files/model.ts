import type { DefinedService, ServiceSummary } from "@highcotton/kit";

/** The services the files are generated from: the built ones in start order, then the planned. */
export interface ServiceRegistry {
  services: DefinedService[];
  planned: ServiceSummary[];
}

/** A file's expected text, given its current text (for files with generated regions). */
export type Read = (path: string) => string | undefined;

export const allServices = (registry: ServiceRegistry): ServiceSummary[] => [...registry.services, ...registry.planned];
