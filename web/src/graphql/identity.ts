import { graphql } from "./gen/gql.ts";
import type { MeQuery, Role } from "./gen/graphql.ts";

/** Documents for the identity service (services/identity/src/schema.graphql); types from `npm run codegen`. */

export type { Role };

/** The signed-in user as the app knows them. */
export type CurrentUser = NonNullable<MeQuery["me"]>;

export const ME_QUERY = graphql(`
  query Me {
    me {
      id
      username
      email
      firstName
      lastName
      role
    }
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
        username
        role
      }
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        username
        role
      }
    }
  }
`);
