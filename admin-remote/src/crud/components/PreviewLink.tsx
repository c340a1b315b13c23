import { useHref } from 'react-router-dom';
import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { previewPath, urlInLocale, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../messages/messages';

/**
 * Opens a record's public page in a new tab in preview mode (issue 21): with the staff session
 * (kept in localStorage, so the new tab has it) the page reads with the token and shows drafts.
 */
export function PreviewLink({ path }: { path: string }) {
  const m = useMessages();
  // The page in the admin's language (staff working in Indonesian check the Indonesian page); the
  // site's base path (a demo deployed under one) comes with the router's href.
  const href = useHref(urlInLocale(previewPath(path), useLocale()));
  return (
    <Button href={href} target="_blank" rel="noopener" icon={<EyeOutlined aria-hidden />} aria-label={m.previewNewTab}>
      {m.preview}
    </Button>
  );
}
