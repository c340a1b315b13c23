import { Input, Switch } from 'antd';
import { formatNumber, useLocale } from '@mfe/shared-ui';
import type { FieldDefinition } from '../../resources/types';
import { FileInput } from '../fields/FileInput';
import { ImagePickerField } from '../fields/ImagePickerField';
import { PdfPickerSelect } from '../fields/PdfPickerSelect';
import { ParentSelect } from './ParentSelect';
import { useMessages } from '../../messages/messages';

interface FieldControlProps<R> {
  field: FieldDefinition<R>;
  parentLabel?: string;
  /** The language of a text field's value (the two halves of a translated field). */
  lang?: string;
  // Injected by Form.Item (a switch's value as `checked`: valuePropName):
  id?: string;
  value?: never;
  checked?: never;
  onChange?: never;
}

/** The antd control of one field kind; Form.Item passes id, value and onChange through. */
export function FieldControl<R>({ field, parentLabel, lang, ...control }: FieldControlProps<R>) {
  const m = useMessages();
  const locale = useLocale();
  switch (field.kind) {
    case 'text':
      return <Input {...control} lang={lang} autoComplete="off" />;
    case 'textarea': {
      // The count against the limit, without cutting a longer paste (its rule says what is too long).
      const limit = lang === 'id' ? field.translation?.limit : field.limit;
      return (
        <Input.TextArea
          {...control}
          lang={lang}
          autoSize={{ minRows: 3, maxRows: 10 }}
          count={
            limit
              ? {
                  max: limit.length,
                  show: ({ count, maxLength = limit.length }) => `${formatNumber(count, locale)} / ${formatNumber(maxLength, locale)}`,
                }
              : undefined
          }
        />
      );
    }
    case 'parent':
      return <ParentSelect {...control} field={field} parentLabel={parentLabel} />;
    case 'image':
      return <ImagePickerField {...control} />;
    case 'pdf':
      return <PdfPickerSelect {...control} />;
    case 'switch':
      return <Switch {...control} />;
    case 'upload': {
      const kind = field.accept.includes('pdf') ? 'pdf' : 'image';
      return <FileInput {...control} name={field.name} kind={kind} accept={field.accept} buttonText={m.chooseFile(kind)} />;
    }
    case 'attributes':
      // An item per attribute (AttributeValueItems), not one control.
      return null;
  }
}
