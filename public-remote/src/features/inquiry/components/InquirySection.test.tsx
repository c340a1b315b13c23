import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INQUIRY_MESSAGE_MAX, MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { fail, installFakeApi, installUnreachableApi } from '@mfe/shared-ui/test/fakeApi';
import { InquirySection } from './InquirySection';
import { renderWithProviders } from '../../../test/renderWithProviders';
import id from '../../../messages/id';
import { siteSettings, withSiteSettings } from '../../../test/siteSettings';

const SERIES = { id: 7, name: 'VMC-850 Vertical Machining Centers' };

function renderSection(series?: { id: number; name: string }) {
  return renderWithProviders(<InquirySection series={series} />, { url: '/', path: '/' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: /send request|sending/i });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'name' | 'company' | 'email' | 'phone' | 'message', string>>) {
  const labels = { name: /^name/i, company: /^company/i, email: /^e-mail/i, phone: /^phone/i, message: /^message/i };
  for (const [key, value] of Object.entries(values)) await user.type(field(labels[key as keyof typeof labels]), value);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('InquirySection', () => {
  it('offers the form and a WhatsApp chat prefilled with the series, opening in a new tab', async () => {
    installFakeApi(withSiteSettings());
    renderSection(SERIES);
    expect(screen.getByRole('heading', { name: 'Request a quote', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('About:').parentElement).toHaveTextContent(`About: ${SERIES.name}`);

    // To the settings' WhatsApp number.
    const chat = await screen.findByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    const href = new URL(chat.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281289904512');
    expect(href.searchParams.get('text')).toBe(`Hello Mitra Presisi Teknik, I would like a quote for ${SERIES.name}.`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

    expect(field(/^phone/i)).toHaveAttribute('type', 'tel');
    expect(field(/^phone/i)).toHaveAttribute('autocomplete', 'tel');
    expect(field(/^e-mail/i)).toHaveAttribute('type', 'email');
    expect(field(/^e-mail/i)).toHaveAttribute('inputmode', 'email');
    expect(field(/^company/i)).toHaveAttribute('autocomplete', 'organization');
  });

  it('asks for a quote in general without a series', async () => {
    installFakeApi(withSiteSettings());
    renderSection();
    expect(screen.queryByText('About:')).not.toBeInTheDocument();
    const href = new URL((await screen.findByRole('link', { name: /whatsapp/i })).getAttribute('href')!);
    expect(href.searchParams.get('text')).toBe('Hello Mitra Presisi Teknik, I would like a quote.');
  });

  it('chats with the number the settings give; without the settings, the form alone', async () => {
    installFakeApi(withSiteSettings(undefined, siteSettings({ whatsapp: '+62 811 0000 1234' })));
    const { unmount } = renderSection();
    const href = new URL((await screen.findByRole('link', { name: /whatsapp/i })).getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281100001234');
    unmount();

    const api = installFakeApi();
    renderSection();
    await waitFor(() => expect(api.seen).toEqual(['GET /api/settings']));
    expect(screen.getByRole('button', { name: 'Send request' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /whatsapp/i })).not.toBeInTheDocument();
  });

  it('keeps the honeypot out of reach of people: off-screen, hidden from assistive tech, never tabbed to', async () => {
    installFakeApi(withSiteSettings());
    const user = userEvent.setup();
    const { container } = renderSection();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('pr-inquiry-form__trap');
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();

    const reached: Element[] = [];
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      reached.push(document.activeElement!);
    }
    expect(reached).not.toContain(trap);
    expect(reached).toContain(field(/^message/i));
  });

  it('shows the API’s messages under the fields on an empty submit, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(withSiteSettings());
    renderSection();

    await user.click(sendButton());

    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(field(/^name/i)).toHaveFocus();
    expect(field(/^name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^name/i)).toHaveAccessibleDescription(MESSAGES.nameRequired);
    expect(field(/^e-mail/i)).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(field(/^message/i)).toHaveAccessibleDescription(MESSAGES.inquiryMessageRequired);
    expect(field(/^company/i)).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST', '/api/inquiry/create')).toEqual([]);

    // Fixing a field takes its message away.
    await user.type(field(/^name/i), 'Budi');
    expect(field(/^name/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('checks the e-mail, phone and message length as the API does', async () => {
    const user = userEvent.setup();
    installFakeApi(withSiteSettings());
    renderSection();
    await fillIn(user, { name: 'Budi', email: 'budi@', phone: 'call me' });
    await user.click(field(/^message/i));
    await user.paste('x'.repeat(INQUIRY_MESSAGE_MAX + 1));
    await user.click(sendButton());

    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(field(/^e-mail/i)).toHaveFocus();
    expect(field(/^phone/i)).toHaveAccessibleDescription(MESSAGES.phoneInvalid);
    expect(field(/^message/i)).toHaveAccessibleDescription(MESSAGES.inquiryMessageTooLong);
  });

  it('sends the inquiry with the series and no token, with a spinner meanwhile, then thanks with the API’s message', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(withSiteSettings(undefined), { hold: true }).on('POST', '/api/inquiry/create', {
      status: 201,
      body: { message: MESSAGES.inquiryReceived },
    });
    renderSection(SERIES);
    await fillIn(user, {
      name: 'Budi Santoso',
      company: 'PT Roda Mas',
      email: 'budi@rodamas.example',
      phone: '+62 812 555 0101',
      message: 'Two machines, please.',
    });
    await user.click(sendButton());

    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(sendButton()).toHaveTextContent('Sending…');
    expect(sendButton().querySelector('.pr-spinner')).not.toBeNull();
    act(() => api.release());

    expect(await screen.findByText(MESSAGES.inquiryReceived)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request sent' })).toHaveFocus();
    const [request] = api.calls('POST', '/api/inquiry/create');
    expect(request!.body).toEqual({
      name: 'Budi Santoso',
      company: 'PT Roda Mas',
      email: 'budi@rodamas.example',
      phone: '+62 812 555 0101',
      message: 'Two machines, please.',
      mt_product_series_id: SERIES.id,
      website: '',
      locale: 'en',
    });
    expect(request!.headers.Authorization).toBeUndefined();
    expect(sessionStorage.length).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^name/i)).toHaveFocus();
  });

  it('shows the API’s 422 messages under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the base query logs the failure
    installFakeApi(withSiteSettings()).on('POST', '/api/inquiry/create', {
      status: 422,
      body: {
        message: 'The given data was invalid',
        errors: { email: ['Email must be valid'], mt_product_series_id: ['Product series "7" not found'] },
      },
    });
    renderSection(SERIES);
    await fillIn(user, { name: 'Budi', email: 'budi@rodamas.example', message: 'Hello' });
    await user.click(sendButton());

    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(field(/^e-mail/i)).toHaveFocus();
    expect(field(/^e-mail/i)).toHaveAccessibleDescription('Email must be valid');
    expect(screen.getByRole('alert')).toHaveTextContent('Product series "7" not found');
    expect(field(/^name/i)).toHaveValue('Budi');
    expect(field(/^message/i)).toHaveValue('Hello');
  });

  it('shows the 429’s message with the wait above the button, and keeps the text', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the base query logs the failure
    installFakeApi(withSiteSettings()).on('POST', '/api/inquiry/create', fail(429, MESSAGES.tooManyInquiries(600)));
    renderSection();
    await fillIn(user, { name: 'Budi', email: 'budi@rodamas.example', message: 'Hello' });
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many inquiries from your address; try again in 10 minutes');
    expect(alert.compareDocumentPosition(sendButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field(/^message/i)).toHaveValue('Hello');
    expect(sendButton()).toBeEnabled();
  });

  it('says so clearly when the server cannot be reached, and keeps the text', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the base query logs the failure
    installUnreachableApi();
    renderSection();
    await fillIn(user, { name: 'Budi', email: 'budi@rodamas.example', message: 'Hello' });
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent: the server cannot be reached.');
    expect(field(/^name/i)).toHaveValue('Budi');
  });

  it('brings back what was typed after a reload, until it is sent', async () => {
    const user = userEvent.setup();
    const first = renderSection(SERIES);
    await fillIn(user, { name: 'Budi', company: 'PT Roda Mas', message: 'Half a thought' });
    first.unmount();

    renderSection(SERIES);
    await waitFor(() => expect(field(/^name/i)).toHaveValue('Budi'));
    expect(field(/^company/i)).toHaveValue('PT Roda Mas');
    expect(field(/^message/i)).toHaveValue('Half a thought');
    expect(field(/^e-mail/i)).toHaveValue('');
    // Another series' form keeps its own draft.
    const other = renderWithProviders(<InquirySection series={{ id: 8, name: 'Other' }} />, { url: '/', path: '/' });
    expect(within(other.container).getByRole('textbox', { name: /^name/i })).toHaveValue('');
  });

  describe('on an Indonesian page', () => {
    const renderInIndonesian = () => renderWithProviders(<InquirySection series={SERIES} />, { url: '/', path: '/', locale: 'id' });
    const fieldNamed = (name: RegExp) => screen.getByRole('textbox', { name });

    it('speaks Indonesian: heading, labels, chat message and its own checks', async () => {
      const user = userEvent.setup();
      const api = installFakeApi(withSiteSettings());
      renderInIndonesian();
      expect(screen.getByRole('heading', { name: 'Minta penawaran', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: `Minta penawaran untuk ${SERIES.name}` })).toBeInTheDocument();
      const href = new URL((await screen.findByRole('link', { name: /whatsapp/i })).getAttribute('href')!);
      expect(href.searchParams.get('text')).toBe(`Halo Mitra Presisi Teknik, saya ingin meminta penawaran untuk ${SERIES.name}.`);
      expect(fieldNamed(/^perusahaan/i).closest('div')).toHaveTextContent('(opsional)');

      await user.click(screen.getByRole('button', { name: id.sendRequest }));
      expect(await screen.findByText(translateMessage(MESSAGES.nameRequired, 'id'))).toBeInTheDocument();
      expect(fieldNamed(/^nama/i)).toHaveFocus();
      expect(fieldNamed(/^e-mail/i)).toHaveAccessibleDescription(translateMessage(MESSAGES.emailRequired, 'id'));
      expect(fieldNamed(/^pesan/i)).toHaveAccessibleDescription(translateMessage(MESSAGES.inquiryMessageRequired, 'id'));
      expect(api.calls('POST', '/api/inquiry/create')).toEqual([]);
    });

    it('sends the page locale with the inquiry', async () => {
      const user = userEvent.setup();
      const api = installFakeApi(withSiteSettings()).on('POST', '/api/inquiry/create', { status: 201, body: { message: MESSAGES.inquiryReceived } });
      renderInIndonesian();
      await user.type(fieldNamed(/^nama/i), 'Budi');
      await user.type(fieldNamed(/^e-mail/i), 'budi@rodamas.example');
      await user.type(fieldNamed(/^pesan/i), 'Dua mesin.');
      await user.click(screen.getByRole('button', { name: id.sendRequest }));

      expect(await screen.findByRole('heading', { name: id.requestSent })).toBeInTheDocument();
      // The API's English thanks, in Indonesian.
      expect(screen.getByText(translateMessage(MESSAGES.inquiryReceived, 'id'))).toBeInTheDocument();
      const [request] = api.calls('POST', '/api/inquiry/create');
      expect(request!.body).toMatchObject({ name: 'Budi', locale: 'id', mt_product_series_id: SERIES.id });
    });
  });
});

describe('InquirySection for the compared models (issue 24)', () => {
  const MODELS = [
    { id: 21, name: 'LB3000' },
    { id: 31, name: 'MB-46' },
  ];

  it('names the models, sends their ids with the form, and keeps its draft apart from the general form', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(withSiteSettings()).on('POST', '/api/inquiry/create', { status: 201, body: { message: MESSAGES.inquiryReceived } });
    renderWithProviders(<InquirySection models={MODELS} />, { url: '/product/compare?ids=21,31', path: '/product/compare' });
    expect(screen.getByText('About these models:').parentElement).toHaveTextContent('About these models: LB3000, MB-46');
    const chat = await screen.findByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe('Hello Mitra Presisi Teknik, I would like a quote for LB3000, MB-46.');

    await fillIn(user, { name: 'Sari', email: 'sari@example.com', message: 'Both, please.' });
    expect(sessionStorage.getItem('mfe.inquiry-draft:models-21,31')).toContain('Sari');
    await user.click(sendButton());
    expect(await screen.findByText(MESSAGES.inquiryReceived)).toBeInTheDocument();
    const [request] = api.calls('POST', '/api/inquiry/create');
    expect(request!.body).toMatchObject({ name: 'Sari', mt_product_series_id: null, mt_product_ids: [21, 31], locale: 'en' });
  });

  it('in Indonesian', async () => {
    installFakeApi(withSiteSettings());
    renderWithProviders(<InquirySection models={MODELS} />, { url: '/product/compare?ids=21,31', path: '/product/compare', locale: 'id' });
    await screen.findByRole('link', { name: /WhatsApp/ });
    expect(screen.getByText(id.inquiryAboutModels).parentElement).toHaveTextContent('Tentang model-model ini: LB3000, MB-46');
  });
});
