import { useId } from 'react';
import { phoneDigits, PRODUCT_NAME, useGetSiteSettingsQuery } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import type { InquiryModel, InquirySeries } from '../types/inquiry';
import { InquiryForm } from './InquiryForm';
import './InquirySection.css';

/** A WhatsApp click-to-chat link to a +62 number with the message prefilled (https://wa.me/<digits>?text=...). */
const whatsappLink = (number: string, message: string) => `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(message)}`;

/**
 * 'Request a quote': the inquiry form and, beside it, a WhatsApp chat with sales (the settings'
 * number; without the settings, the API being down, the form alone). On the landing page's
 * contact section, on a series page (with its series) and on the compare page (with its models).
 */
export function InquirySection({ series, models }: { series?: InquirySeries; models?: InquiryModel[] }) {
  const headingId = useId();
  const messages = useMessages();
  const whatsapp = useGetSiteSettingsQuery().data?.whatsapp;
  // The WhatsApp message sales receive, in the page's language, naming the series when asked from its page.
  const chatMessage = messages.whatsappText(PRODUCT_NAME, series?.name ?? models?.map((model) => model.name).join(', '));
  return (
    <section className="pr-inquiry" aria-labelledby={headingId}>
      <h2 id={headingId} className="pr-inquiry__title">
        {messages.requestQuote}
      </h2>
      <p className="pr-inquiry__intro">{messages.inquiryIntro}</p>
      <div className="pr-inquiry__layout">
        <InquiryForm series={series} models={models} />
        {whatsapp && (
          <aside className="pr-inquiry__chat" aria-label={messages.chatWithSales}>
            <p className="pr-inquiry__chat-text">{messages.chatText}</p>
            <a className="pr-button pr-inquiry__whatsapp" href={whatsappLink(whatsapp, chatMessage)} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
              </svg>
              {messages.chatOnWhatsApp}
              <span className="pr-visually-hidden">{messages.opensInNewTab}</span>
            </a>
          </aside>
        )}
      </div>
    </section>
  );
}
