/** Buying and fees: the fee plans and the currency switch, the cart, WhatsApp orders, course cards. */
export const shop = {} as const;
