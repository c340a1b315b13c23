import { useMessages } from '../../../messages/messages';
import { usePreview } from '../hooks/usePreview';
import './PreviewBanner.css';

/**
 * In preview mode only: says so on the page, and keeps the page out of search engines (React puts
 * the meta tag in the document's head; the shell's server also answers X-Robots-Tag: noindex).
 */
export function PreviewBanner() {
  const preview = usePreview();
  const messages = useMessages();
  if (!preview) return null;
  return (
    <>
      <meta name="robots" content="noindex" />
      <p className="pr-preview-banner" role="status">
        {messages.previewBanner}
      </p>
    </>
  );
}
