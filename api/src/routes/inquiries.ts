// Inquiries (issue 14): the public create (its per-address allowance, the honeypot and the e-mail
// to sales come with it), and the admin's list, detail, update and delete. The rules are the
// core's use cases over app.inquiries.store.
import {
  CatalogueError,
  createInquiry,
  deleteInquiry,
  inquiries as schemas,
  listInquiries,
  MESSAGES,
  readInquiry,
  responses,
  updateInquiry,
} from '@mfe/catalogue-core';
import type { App } from '../context';
import { sendAnswer, withForm } from '../lib/http';
import { answers, bearer, idParams, jsonSchema, listQuery } from './schemas';

const tags = ['Inquiry'];
const PATH = '/api/inquiry';

export function inquiryRoutes(app: App) {
  const { store, limit, mailer } = app.inquiries;

  app.post(
    `${PATH}/create`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: `Send a request for a quote (public; 422 with field messages; 429 with Retry-After after ${limit.opts.max} per address per window)`,
        body: jsonSchema(schemas.inquiryCreateInput),
        response: answers(201, schemas.inquiryReceived),
      },
    },
    async (req, reply) => {
      const admit = async () => {
        // Counters unreachable (Redis down): the inquiry is taken uncounted, a lost customer costs more than a spam.
        const allowance = await limit.take(req.ip).catch((err: unknown) => {
          req.log.warn({ err }, 'inquiry counter unavailable: inquiry taken without counting');
          return { ok: true as const };
        });
        if (allowance.ok) return;
        const wait = String(allowance.retryAfterS);
        throw new CatalogueError(429, MESSAGES.tooManyInquiries(allowance.retryAfterS), undefined, { 'retry-after': wait });
      };
      const intake = { admit, sendToSales: mailer ? (id: number) => mailer.send(id) : undefined };
      return sendAnswer(reply, await withForm(req, app.ctx.storage, {}, async (read) => createInquiry(store, (await read()).fields, intake)));
    },
  );

  const listSchema = listQuery([]);
  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'Paged list, newest first (search: name, company, e-mail or message contains; status: new, answered or closed)',
        querystring: {
          ...listSchema,
          properties: {
            ...(listSchema.properties as object),
            status: { type: 'string', description: 'new, answered or closed; absent or empty: any' },
          },
        },
        security: bearer,
        response: answers(200, responses.page(schemas.inquiry)),
      },
    },
    async (req, reply) => sendAnswer(reply, await listInquiries(store, req.query as Record<string, unknown>)),
  );

  app.get(
    `${PATH}/detail/:id`,
    { schema: { tags, summary: 'Detail', params: idParams, security: bearer, response: answers(200, responses.one(schemas.inquiry)) } },
    async (req, reply) => sendAnswer(reply, await readInquiry(store, (req.params as { id: string }).id)),
  );

  app.post(
    `${PATH}/update/:id`,
    {
      schema: {
        tags,
        summary: 'Set the status and the notes',
        params: idParams,
        body: jsonSchema(schemas.inquiryUpdateInput),
        security: bearer,
        response: answers(200, responses.saved(schemas.inquiry)),
      },
    },
    async (req, reply) =>
      sendAnswer(
        reply,
        await withForm(req, app.ctx.storage, {}, (read) =>
          updateInquiry(store, (req.params as { id: string }).id, async () => (await read()).fields),
        ),
      ),
  );

  app.delete(
    `${PATH}/delete/:id`,
    { schema: { tags, summary: 'Delete', params: idParams, security: bearer, response: answers(200, responses.deleted) } },
    async (req, reply) => sendAnswer(reply, await deleteInquiry(store, (req.params as { id: string }).id)),
  );
}
