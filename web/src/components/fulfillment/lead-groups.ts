import { stateName } from "../../lib/us-states.ts";

/** A group of leads on the merchant dashboard, with the heading it is shown under. */
export interface LeadGroup<Lead> {
  key: "own-state" | "other-states";
  title: string;
  leads: Lead[];
}

/**
 * The available leads as the merchant reads them: those shipping to the print shop's own state
 * first, under the state's name, then those from other states (re-offered nationwide because
 * nobody nearby took them). The server's order is kept within each group. The own state's group
 * is always there, so an empty one says so; an empty "Other states" is left out.
 */
export function groupLeadsByState<Lead extends { inYourState: boolean }>(
  merchantState: string,
  leads: readonly Lead[],
): LeadGroup<Lead>[] {
  const own = leads.filter((lead) => lead.inYourState);
  const others = leads.filter((lead) => !lead.inYourState);
  const groups: LeadGroup<Lead>[] = [{ key: "own-state", title: `In ${stateName(merchantState)}`, leads: own }];
  if (others.length > 0) groups.push({ key: "other-states", title: "Other states", leads: others });
  return groups;
}
