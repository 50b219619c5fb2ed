/** The site search page and its results. */
export const search = {} as const;
