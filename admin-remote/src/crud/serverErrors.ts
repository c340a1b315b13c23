import type { FormInstance } from 'antd';
import type { Locale, RequestError } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';

/** Where a form takes the server's refusals of a save. */
export interface ServerErrorTargets {
  /** The form's field names: a 422 message for a field of the same name goes there. */
  fields: string[];
  /** Server field name → form field name, where they differ (the asset form's file is image_file / pdf_file on the wire). */
  aliases?: Record<string, string>;
  /** The form's upload fields: a 413 or 415 (which names no field) goes on the one holding a file of its kind. */
  uploads?: Array<{ name: string; kind: 'image' | 'pdf' }>;
  /** Fields holding an object of fields of their own (a product's attribute values): `attributes.12` goes on the item ['attributes', '12']. */
  groups?: string[];
}

/** The form's name of a server field name, or undefined when the form has no such field. */
function formNameOf(serverName: string, targets: ServerErrorTargets): string | undefined {
  const name = targets.aliases?.[serverName] ?? serverName;
  if (targets.fields.includes(name)) return name;
  return targets.groups?.some((group) => name.startsWith(`${group}.`)) ? name : undefined;
}

/** The antd name path of a form name ('attributes.12' → ['attributes', '12']). */
const namePathOf = (name: string, targets: ServerErrorTargets) => {
  const group = targets.groups?.find((candidate) => name.startsWith(`${candidate}.`));
  return group ? [group, name.slice(group.length + 1)] : name;
};

/** The kind of file a 413 / 415 message is about: the core words them 'Image …', 'PDF file …', 'File …'. */
const uploadKindOf = (message: string): 'image' | 'pdf' => (/^image\b/i.test(message) ? 'image' : 'pdf');

/**
 * Puts a refused save's messages on the fields they are about and returns true: a 422's field
 * messages on their fields, a 413 / 415 on the upload field that holds the file. Other failures
 * (already announced by the base query's snackbar) return false. The typed values stay as they are.
 * The messages (the API's English) are shown in the admin's language.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, targets: ServerErrorTargets, locale: Locale): boolean {
  const failure = error as Partial<RequestError> | undefined;
  const byField = new Map<string, string[]>();
  for (const [serverName, messages] of Object.entries(failure?.data?.errors ?? {})) {
    const name = formNameOf(serverName, targets);
    if (name) byField.set(name, [...(byField.get(name) ?? []), ...messages]);
  }
  const message = failure?.data?.message;
  if ((failure?.status === 413 || failure?.status === 415) && message && !byField.size) {
    const holding = (targets.uploads ?? []).filter((upload) => form.getFieldValue(upload.name) instanceof File);
    const upload = holding.length === 1 ? holding[0] : holding.find((candidate) => candidate.kind === uploadKindOf(message));
    if (upload) byField.set(upload.name, [message]);
  }
  form.setFields(
    [...byField].map(([name, errors]) => ({ name: namePathOf(name, targets), errors: errors.map((message) => translateMessage(message, locale)) })),
  );
  return byField.size > 0;
}

/** The targets of a resource form: its fields, and its upload fields by the kind they accept. */
export function resourceFormTargets(
  fields: ReadonlyArray<{ name: string; kind: string; accept?: string; translation?: { name: string } }>,
): ServerErrorTargets {
  return {
    // A translated text's Indonesian twin is a field of the form too (its 422 message goes there).
    fields: fields.flatMap((field) => (field.translation ? [field.name, field.translation.name] : [field.name])),
    uploads: fields
      .filter((field) => field.kind === 'upload')
      .map((field) => ({ name: field.name, kind: field.accept?.includes('.pdf') ? ('pdf' as const) : ('image' as const) })),
    groups: fields.filter((field) => field.kind === 'attributes').map((field) => field.name),
  };
}

/**
 * The server's reason for a refused write (409, 422) that names none of the form's fields (the
 * last active admin, an expired link): the screen shows it in an alert by the form, in the admin's
 * language; null when the refusal went on the fields or was something else (the snackbar's).
 */
export function refusalOutsideFields(error: unknown, targets: ServerErrorTargets, locale: Locale): string | null {
  const failure = error as Partial<RequestError> | undefined;
  if (failure?.status !== 409 && failure?.status !== 422) return null;
  const onFields = Object.keys(failure.data?.errors ?? {}).some((name) => formNameOf(name, targets) !== undefined);
  const message = failure.data?.message;
  return onFields || !message ? null : translateMessage(message, locale);
}
