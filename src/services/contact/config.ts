/** The three EmailJS values from the dashboard: the email service, the template, the account's public key. */
export interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

interface EmailJsSettings {
  readonly serviceId?: string | undefined;
  readonly templateId?: string | undefined;
  readonly publicKey?: string | undefined;
}

/** All three values, or nothing: a half-filled configuration cannot send, so it counts as none. */
export function emailJsConfig(settings: EmailJsSettings): EmailJsConfig | undefined {
  const serviceId = settings.serviceId?.trim();
  const templateId = settings.templateId?.trim();
  const publicKey = settings.publicKey?.trim();
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : undefined;
}

/** Read at build time: Vite writes the values into the bundle (they are public by design). */
export const builtInEmailJsConfig = emailJsConfig({
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});
