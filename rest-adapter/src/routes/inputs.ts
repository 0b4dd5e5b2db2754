import { entityId, optionalText, safeText } from "@highcotton/kit/validation";
import { z } from "zod";

// Input pieces several calls share, with SPEC's limits and the messages the services give for
// the same rule, so a refusal reads the same whichever layer makes it.

export const notFound = {
  dispensary: "Dispensary not found",
  design: "Design not found",
} as const;

/** A path id: anything but a UUID names nothing (404 with the resource's message). */
export const pathId = (message: string) => z.object({ id: entityId("id", message) });

export const username = (required: string) =>
  safeText("Username", { max: 50, required, tooLong: "Username must be 3 to 50 characters" });

export const password = (required: string) =>
  safeText("Password", { max: 100, required, tooLong: "Password must be 6 to 100 characters", keepSpaces: true });

export const optionalName = (label: string) => optionalText(label, { max: 100, tooLong: "Names must be at most 100 characters" });
