import type { Locale } from '@mfe/shared-ui';
import type { AdminMessages } from '../../messages/messages';
import { CONFIRM_TEXT_MAX, fieldLabel, shortened, valueText } from './changeText';
import type { HistoryEntry } from './historyEntries';
import { historyModule } from './historyModules';

/** The question before a revert, and what it will change. */
export interface RevertConfirmation {
  message: string;
  description: string;
  confirmText: string;
}

/**
 * What a revert will do, said before it is sent: a deleted record comes back (with the links whose
 * records still exist; an attribute with its values on the products still in its category); any other change sets each of its fields from its value now back to the
 * one before ('Description (English): new text → old text').
 */
export function revertConfirmation(entry: HistoryEntry, m: AdminMessages, locale: Locale): RevertConfirmation {
  if (entry.action === 'delete') {
    // An attribute comes back with values, not links.
    const description = entry.module_type === 'mt_product_attribute' ? m.restoreAttributeWillDo : m.restoreWillDo;
    return { message: m.restoreQuestion(entry.label), description, confirmText: m.restore };
  }
  const labels = historyModule(entry.module_type)?.fieldLabels(m) ?? {};
  const inWords = (field: string, value: unknown) => shortened(valueText(field, value, m, locale) ?? m.emptyValue, CONFIRM_TEXT_MAX);
  const changes = entry.changes.map(
    ({ field, before, after }) => `${fieldLabel(labels, field)}: ${inWords(field, after)} → ${inWords(field, before)}`,
  );
  return {
    message: m.revertQuestion(entry.label),
    description: changes.length ? m.revertWillSet(changes) : m.revertNothingListed,
    confirmText: m.revertButton,
  };
}
