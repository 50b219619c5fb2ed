/** Buying and fees: the fee plans and the currency switch, the cart, WhatsApp orders, course cards. */
export const shop = {
  /** A price in whole Pakistani rupees (the shop's products, a course's fee); `{amount}` is the number, written for the locale. */
  rupees: '{amount} Pkr',
  pricing: {
    /** The legend of the currency switch. */
    currency: 'Currency',
    /** Read out when the visitor picks a currency; `{currency}` is its name ("US dollars"). */
    pricesShownIn: 'Prices shown in {currency}',
    /** Under each plan's name. */
    perMonth: 'per month',
    /** A plan's monthly fee; `{price}` is the amount with its symbol ("$35.00"), drawn large. */
    pricePerMonth: '{price} only/month',
    includesHeading: 'Every plan includes',
    /** The head of the table's first column: each row's number of classes a month. */
    classes: 'Classes',
  },
  productCard: {
    /** Over the product's picture once it is in the cart. */
    inCart: '{count} in cart',
    addToCart: 'Add to Cart',
    /** Read out, not shown, after the button's label. */
    addToCartHidden: ': {name}',
    buyNow: 'Buy now',
    /** Read out, not shown, after Buy now: it orders this one product on WhatsApp. */
    buyNowHidden: ': {name} (opens WhatsApp)',
    aboutProduct: 'About this product',
    aboutProductHidden: ': {name}',
  },
  cart: {
    heading: 'Your cart',
    /** How many lines the cart holds. */
    products: { one: '{count} product', other: '{count} products' },
    /** One line's sum: the price, the quantity and the line's total. */
    lineSum: '{price} × {quantity} = {total}',
    decrease: 'Decrease quantity of {name}',
    increase: 'Increase quantity of {name}',
    /** Read out, not shown, before a line's quantity. */
    quantity: 'Quantity: ',
    remove: 'Remove',
    /** Read out, not shown, after Remove. */
    removeHidden: ' {name}',
    total: 'Total: {amount}',
    note: 'Buy now opens WhatsApp with your order written out, ready to send.',
    buyNow: 'Buy now',
    /** Read out, not shown, after Buy now: it sends the whole cart. */
    buyNowHidden: ': send this order (opens WhatsApp)',
  },
  /**
   * The chat message Buy now writes out for WhatsApp: its first line, a line for each product and
   * the total; `{price}`, `{total}` and `{amount}` are written as `rupees` says, with plain numbers.
   */
  order: {
    greeting: 'Assalamu alaikum, I would like to order:',
    line: '{name} - {price} x {quantity} = {total}',
    total: 'Total: {amount}',
  },
  /** What the shop's status line reads out after each change to the cart. */
  cartStatus: {
    added: '{name} added to your cart. Quantity: {quantity}.',
    removed: '{name} removed from your cart.',
    quantityChanged: '{name} quantity: {quantity}.',
  },
  /** The box on a product's page whose button opens WhatsApp with an order: its texts where the page gives none. */
  whatsappOrder: {
    heading: 'Order on WhatsApp',
    text: 'Send us a message and we will reply with the price, the sizes in stock and the delivery time.',
    label: 'Order via WhatsApp',
    /** The chat message written out for the visitor to send; `{product}` is the product's name. */
    message: 'Assalamu alaikum! I would like to order {product}. Please tell me the price and availability.',
    /** Read out, not shown, after the button's label. */
    opensWhatsApp: ' (opens WhatsApp in a new tab)',
  },
  courseCards: {
    /** Read out, not shown, before the price. */
    price: 'Price: ',
    /** The price of a course that costs nothing. */
    free: 'Free',
    /** The stars' name; `{rating}` is 4 or 5. */
    rated: 'Rated {rating} out of 5',
    reviews: { one: '({count} review)', other: '({count} reviews)' },
    /** Read out, not shown, before the teacher's name. */
    instructor: 'Instructor: ',
    /** Read out, not shown, before the duration. */
    duration: 'Duration: ',
    /** `{students}` is written by the editor as it reads ("120", "120+"). */
    students: '{students} Students',
  },
} as const;
