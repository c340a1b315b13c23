import { MESSAGES, savedMessage, type RequestModule, type Thing } from '@mfe/catalogue-core/messages';
import type { ResourceMessages } from './types';

/** The §4 success toasts of a record, as the API words them ('Product series created successfully'). */
export function savedMessages(thing: Thing): Pick<ResourceMessages, 'created' | 'updated' | 'deleted'> {
  return { created: savedMessage(thing, 'created'), updated: savedMessage(thing, 'updated'), deleted: savedMessage(thing, 'deleted') };
}

/**
 * The §8 texts for a module name ('product', 'product series', ...) and the §4 success toasts for
 * its record name ('Product', 'Product series', ...). Built from one name, so manufacture type's
 * messages say 'manufacture type' (the spec's copies said 'vendor': a recorded defect).
 */
export function resourceMessages(module: RequestModule, thing: Thing): ResourceMessages {
  return {
    fetchList: MESSAGES.fetchFailed(module),
    fetchOne: (id) => MESSAGES.fetchOneFailed(module, id),
    fetchOptions: MESSAGES.fetchOptionsFailed(module),
    create: MESSAGES.createFailed(module),
    update: (id) => MESSAGES.updateFailed(module, id),
    delete: MESSAGES.deleteFailed(module),
    ...savedMessages(thing),
  };
}

/** CRUD paths of an area under its API prefix: list, detail/{id}, create, update/{id}, delete/{id}. */
export function crudPaths(prefix: string) {
  return {
    list: prefix,
    detail: (id: string | number) => `${prefix}/detail/${id}`,
    create: `${prefix}/create`,
    update: (id: string | number) => `${prefix}/update/${id}`,
    remove: (id: string | number) => `${prefix}/delete/${id}`,
  };
}
