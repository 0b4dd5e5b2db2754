/** The user fields the REST calls return. */
export const USER_FIELDS = "id username email firstName lastName profileImageUrl role isActive lastLogin createdAt";
