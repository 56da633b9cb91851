/** The product's name as the top bar and the home screen show it. */
export const PRODUCT_NAME = 'Education Hiring Marketplace';
