// The models a visitor picked to compare (issue 24), kept for the visit in sessionStorage, so that
// models of several series pages can be compared; the compare page's own URL is what it shows.
import { COMPARE_MAX } from '@mfe/catalogue-core/limits';

const KEY = 'mfe.compare';

/** A model picked: its id and name (the tray names it). */
export interface PickedModel {
  id: number;
  name: string;
}

export function readPicked(): PickedModel[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((m): m is PickedModel => typeof m?.id === 'number' && Number.isInteger(m.id) && m.id > 0 && typeof m.name === 'string')
      .slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

export function savePicked(models: PickedModel[]): void {
  try {
    if (models.length) sessionStorage.setItem(KEY, JSON.stringify(models.slice(0, COMPARE_MAX)));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the picks last as long as the page.
  }
}

/** The picks with that model added (when there is room) or taken out. */
export function togglePicked(models: PickedModel[], model: PickedModel): PickedModel[] {
  if (models.some((m) => m.id === model.id)) return models.filter((m) => m.id !== model.id);
  return models.length >= COMPARE_MAX ? models : [...models, model];
}
