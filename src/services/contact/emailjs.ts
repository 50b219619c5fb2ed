import type { EmailJsConfig } from '../../config/environment';
import type { ContactResult, ContactService } from './types';

/** Past this, the visitor is told sending failed rather than left watching "Sending...". */
const DEFAULT_TIMEOUT_MS = 20_000;

function describe(problem: unknown): string {
  if (problem && typeof problem === 'object' && 'status' in problem && 'text' in problem) {
    return `status ${String(problem.status)}: ${String(problem.text)}`;
  }
  return problem instanceof Error ? problem.message : String(problem);
}

function timeout(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * EmailJS answers a delivered message with status 200 and the text "OK" (its SDK rejects on any
 * other status). Anything else that comes back with a success status, such as a proxy's or a
 * captive portal's page, is not taken as sent: the visitor would be told so and the message lost.
 */
function isSent(response: { status: number; text: string }): boolean {
  return response.status === 200 && response.text === 'OK';
}

/**
 * EmailJS's `sendForm`: a multipart POST of the form's fields plus lib_version, service_id,
 * template_id and user_id to api.emailjs.com. The SDK is loaded only when a visitor sends.
 */
export function emailJsService(config: EmailJsConfig, timeoutMs = DEFAULT_TIMEOUT_MS): ContactService {
  return {
    async send(form): Promise<ContactResult> {
      const limit = timeout(timeoutMs);
      try {
        const { sendForm } = await import('@emailjs/browser');
        const response = await Promise.race([
          sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey }),
          limit.promise,
        ]);
        return isSent(response) ? { outcome: 'sent' } : { outcome: 'failed', reason: describe(response) };
      } catch (problem) {
        return { outcome: 'failed', reason: describe(problem) };
      } finally {
        limit.cancel();
      }
    },
  };
}
