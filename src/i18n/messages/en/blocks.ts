/** What the other blocks draw around an editor's texts: hero, cards, steps, testimonials, gallery, FAQ list, not-found page and the like. */
export const blocks = {} as const;
