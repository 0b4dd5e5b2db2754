import { graphql } from "./gen/gql.ts";
import type { AdPlacement, ServedAdvertisementQuery } from "./gen/graphql.ts";

/**
 * The ad slot's document (services/ads/src/schema.graphql): one ad per page view, chosen by the
 * server among the running ads, with the impression token the impression and the click are sent
 * back with. What the browser then reports goes over REST (POST /api/ads/events), and clicks
 * through the ad's `clickUrl`.
 */

export type { AdPlacement };
export type ServedAdvertisement = NonNullable<ServedAdvertisementQuery["servedAdvertisement"]>;

export const SERVED_ADVERTISEMENT_QUERY = graphql(`
  query ServedAdvertisement($placement: AdPlacement!) {
    servedAdvertisement(placement: $placement) {
      id
      kind
      title
      description
      mediaUrl
      thumbnailUrl
      width
      height
      companyName
      viewableAfterMs
      clickUrl
      impressionToken
    }
  }
`);
