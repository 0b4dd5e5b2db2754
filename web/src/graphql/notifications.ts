import { graphql } from "./gen/gql.ts";
import type { DevMailboxPageQuery } from "./gen/graphql.ts";

/** Documents for the notifications service (services/notifications/src/schema.graphql). */

export type DevMail = DevMailboxPageQuery["devMailbox"][number];

export const LOOK_UP_ORDERS_MUTATION = graphql(`
  mutation LookUpMyOrders($input: OrderLookupInput!) {
    lookUpOrders(input: $input) {
      message
    }
  }
`);

export const DEV_MAILBOX_QUERY = graphql(`
  query DevMailboxPage {
    devMailbox {
      id
      to
      subject
      text
      html
      sentAt
    }
  }
`);
