import { catalogService } from "@highcotton/catalog";
import { identityService } from "@highcotton/identity";
import type { ServiceDefinition } from "@highcotton/kit";

/** Every service the marketplace runs, in start order. */
export const SERVICES: ServiceDefinition[] = [identityService, catalogService];
