import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { chooseOption } from '../../../../test/antdSelect';
import { inquiryRow } from '../testInquiry';
import { InquiryDetailPage } from './InquiryDetailPage';

const renderDetail = (id: number) =>
  renderScreen(<InquiryDetailPage />, { path: '/admin/inquiry/detail/:id', entries: ['/admin/inquiry?status=new', `/admin/inquiry/detail/${id}`] });

describe('InquiryDetailPage', () => {
  it('shows every field, the message with its line breaks, and the ways to answer', async () => {
    installFakeApi().on(
      'GET',
      '/api/inquiry/detail/4',
      ok(inquiryRow(4, { message: 'Two lathes.\nDelivery to Cikarang.', phone: '+62 (21) 555-0100' })),
    );
    renderDetail(4);
    const message = await screen.findByText(/Two lathes\./);
    expect(message.textContent).toBe('Two lathes.\nDelivery to Cikarang.');
    expect(message).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByText('Visitor 4')).toBeInTheDocument();
    expect(screen.getByText('Company 4')).toBeInTheDocument();
    expect(screen.getByText('Received').closest('tr')).toHaveTextContent(/20 November 2026/);
    expect(screen.getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute(
      'href',
      `mailto:visitor4@example.com?subject=${encodeURIComponent('Re: your inquiry about LB3000 EX II')}`,
    );
    expect(screen.getByRole('link', { name: /\+62 \(21\) 555-0100/ })).toHaveAttribute('href', 'tel:+62215550100');
    const publicPage = screen.getByRole('link', { name: /LB3000 EX II \(public page/ });
    expect(publicPage).toHaveAttribute('href', '/product/series/3');
    expect(publicPage).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Edit the series' })).toHaveAttribute('href', '/admin/product-series/detail/3');
    expect(screen.getByText('Sent to sales')).toBeInTheDocument();
  });

  it('encodes the address whole in the mailto: link, so a stored address adds no recipient or body', async () => {
    installFakeApi().on('GET', '/api/inquiry/detail/6', ok(inquiryRow(6, { email: 'a@b.c?cc=boss%40evil.example&body=hi' })));
    renderDetail(6);
    const link = await screen.findByRole('link', { name: /Reply by e-mail/ });
    const href = link.getAttribute('href')!;
    expect(href).toBe(`mailto:a@b.c%3Fcc%3Dboss%2540evil.example%26body%3Dhi?subject=${encodeURIComponent('Re: your inquiry about LB3000 EX II')}`);
    // One recipient (the address, decoded as it was stored) and the subject as the only field.
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe('a@b.c?cc=boss%40evil.example&body=hi');
    expect([...url.searchParams.keys()]).toEqual(['subject']);
  });

  it('says why the e-mail to sales failed, and names a deleted series by the name it had', async () => {
    installFakeApi().on(
      'GET',
      '/api/inquiry/detail/5',
      ok(inquiryRow(5, { email_status: 'failed', email_error: '550 mailbox unavailable', mt_product_series: null, mt_product_series_id: null })),
    );
    renderDetail(5);
    expect(await screen.findByText('This inquiry was not e-mailed to sales')).toBeInTheDocument();
    expect(screen.getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('LB3000 EX II (since deleted)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the series' })).not.toBeInTheDocument();
  });

  it('names the models of a quote from the compare view by the names they had, and links them compared on the site (issue 24)', async () => {
    const models = [
      { id: 11, name: 'LB3000 EX II' },
      { id: 27, name: 'MB-46VAE' },
    ];
    installFakeApi().on(
      'GET',
      '/api/inquiry/detail/7',
      ok(inquiryRow(7, { mt_products: models, mt_product_series: null, mt_product_series_id: null, series_name: null })),
    );
    renderDetail(7);
    const row = (await screen.findByText('Models')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LB3000 EX II', 'MB-46VAE']);
    const compared = within(row).getByRole('link', { name: /Compare them on the site/ });
    expect(compared).toHaveAttribute('href', '/product/compare?ids=11,27');
    expect(compared).toHaveAttribute('target', '_blank');
  });

  it('without models, the row says none', async () => {
    installFakeApi().on('GET', '/api/inquiry/detail/8', ok(inquiryRow(8)));
    renderDetail(8);
    const row = (await screen.findByText('Models')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('—');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves status and notes with one Save, goes back and toasts the server message', async () => {
    const api = installFakeApi()
      .on('GET', '/api/inquiry/detail/4', ok(inquiryRow(4)))
      .on('POST', '/api/inquiry/update/4', { body: { message: 'Inquiry updated successfully', data: inquiryRow(4, { status: 'answered' }) } })
      .on('GET', '/api/inquiry', { body: { data: { data: [], total: 0 } } });
    renderDetail(4);
    await screen.findByText('Visitor 4');
    await chooseOption('Status', 'Answered');
    await userEvent.type(screen.getByLabelText('Notes'), 'Quoted IDR 1.2 bn{Enter}Follow up Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/inquiry/update/4')).toHaveLength(1));
    expect(api.calls('POST', '/api/inquiry/update/4')[0].body).toEqual({ status: 'answered', notes: 'Quoted IDR 1.2 bn\nFollow up Friday' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/inquiry$/));
    expect(screen.getByTestId('query')).toHaveTextContent('?status=new');
    expect(await screen.findByText('Inquiry updated successfully')).toBeInTheDocument();
  });

  it('puts a 422 on its field and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi()
      .on('GET', '/api/inquiry/detail/4', ok(inquiryRow(4, { notes: 'Old note' })))
      .on('POST', '/api/inquiry/update/4', { status: 422, body: { message: 'Invalid', errors: { notes: ['Notes are too long'] } } });
    renderDetail(4);
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('Old note'));
    await userEvent.type(screen.getByLabelText('Notes'), ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Notes are too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Old note and more');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/inquiry/detail/4');
  });

  it('asks before leaving with unsaved notes', async () => {
    installFakeApi().on('GET', '/api/inquiry/detail/4', ok(inquiryRow(4)));
    renderDetail(4);
    await screen.findByText('Visitor 4');
    await userEvent.type(screen.getByLabelText('Notes'), 'Half a thought');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/inquiry/detail/4');
    expect(screen.getByLabelText('Notes')).toHaveValue('Half a thought');
  });

  it('deletes after the confirmation, and not without it', async () => {
    const api = installFakeApi()
      .on('GET', '/api/inquiry/detail/4', ok(inquiryRow(4)))
      .on('DELETE', '/api/inquiry/delete/4', { body: { message: 'Inquiry deleted successfully', data: { id: 4 } } })
      .on('GET', '/api/inquiry', { body: { data: { data: [], total: 0 } } });
    renderDetail(4);
    await screen.findByText('Visitor 4');
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete inquiry "Visitor 4"?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/api/inquiry/delete/4')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete inquiry "Visitor 4"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/inquiry$/));
    expect(api.calls('DELETE', '/api/inquiry/delete/4')[0].headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(await screen.findByText('Inquiry deleted successfully')).toBeInTheDocument();
    // The deleted record is not asked for again.
    expect(api.calls('GET', '/api/inquiry/detail/4')).toHaveLength(1);
  });

  it('says when the inquiry does not exist (404), with Try again and the way back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi().on('GET', '/api/inquiry/detail/99', { status: 404, body: { message: 'Inquiry "99" not found' } });
    renderDetail(99);
    expect(await screen.findByText('Failed when fetching inquiry "99"')).toBeInTheDocument();
    expect(screen.getByText('Failed when fetching inquiry "99": Inquiry "99" not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/inquiry$/));
  });
});
