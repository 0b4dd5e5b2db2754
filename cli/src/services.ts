import { adsService } from "@highcotton/ads";
import { catalogService } from "@highcotton/catalog";
import { commerceService } from "@highcotton/commerce";
import { communityService } from "@highcotton/community";
import { fulfillmentService } from "@highcotton/fulfillment";
import { identityService } from "@highcotton/identity";
import type { DefinedService, ServiceSummary } from "@highcotton/kit";
import { notificationsService } from "@highcotton/notifications";

/**
 * Every service the marketplace runs, in start order: the all-in-one start, `start <part>`, the
 * gateway's subgraphs, readiness and the generated deploy files (`npm run services:generate`)
 * all read this list.
 */
export const SERVICES: DefinedService[] = [
  identityService,
  catalogService,
  commerceService,
  fulfillmentService,
  communityService,
  adsService,
  notificationsService,
];

/**
 * Services the architecture fixes but that are not code yet. They keep their database, port and
 * README row, marked planned, and have no part to start.
 */
export const PLANNED_SERVICES: ServiceSummary[] = [];
