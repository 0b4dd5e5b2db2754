import { gql, type TypedDocumentNode } from "@apollo/client";

export type Role = "user" | "dispensary" | "merchant";

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
}

export const ME_QUERY: TypedDocumentNode<{ me: CurrentUser | null }, Record<string, never>> = gql`
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
`;

export interface LoginInput {
  username: string;
  password: string;
  promoCode?: string;
}

export interface LoginResult {
  login: { token: string; user: { id: string; username: string; role: Role } };
}

export const LOGIN_MUTATION: TypedDocumentNode<LoginResult, { input: LoginInput }> = gql`
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
`;

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName?: string;
  lastName?: string;
  role: Role;
}

export const REGISTER_MUTATION: TypedDocumentNode<{ register: { user: { id: string } } }, { input: RegisterInput }> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
    }
  }
`;
