/** The blog: its list, the owner's editor and manager. */
export const blog = {} as const;
