/** The store and design fields the REST calls return. */
export const DISPENSARY_FIELDS = "id businessType name address city state zipCode qrCodeUrl storeUrl designCount createdAt";
export const MY_DISPENSARY_FIELDS = `${DISPENSARY_FIELDS} totalRevenue availableBalance viewCount generation { status ready expected }`;
export const DESIGN_FIELDS = "id dispensaryId name frontImageUrl backImageUrl thumbnailUrl isCustom price views createdAt";
