/** Forms and what they say: fields, their errors, the error summary, dialogs, status and retry notices (contact form, login). */
export const forms = {} as const;
