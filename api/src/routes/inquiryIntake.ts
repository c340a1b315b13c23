// What the API adds to taking an inquiry in (the core's InquiryIntake): the visitor's per-address
// allowance, and, with SMTP_URL, the e-mail to sales (../plugins/inquiries.ts).
import { CatalogueError, MESSAGES, type InquiryIntake } from '@mfe/catalogue-core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../context';

export function inquiryIntake(app: App, req: FastifyRequest): InquiryIntake {
  const { limit, mailer } = app.inquiries;
  return {
    async admit() {
      // Counters unreachable (Redis down): the inquiry is taken uncounted, a lost customer costs more than a spam.
      const allowance = await limit.take(req.ip).catch((err: unknown) => {
        req.log.warn({ err }, 'inquiry counter unavailable: inquiry taken without counting');
        return { ok: true as const };
      });
      if (allowance.ok) return;
      const wait = String(allowance.retryAfterS);
      throw new CatalogueError(429, MESSAGES.tooManyInquiries(allowance.retryAfterS), undefined, { 'retry-after': wait });
    },
    sendToSales: mailer ? (id: number) => mailer.send(id) : undefined,
  };
}
