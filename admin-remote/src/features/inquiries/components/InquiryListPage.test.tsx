import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { inquiryRow } from '../testInquiry';
import { InquiryListPage } from './InquiryListPage';

const renderList = (entry = '/admin/inquiry') => renderScreen(<InquiryListPage />, { path: '/admin/inquiry', entries: [entry] });

describe('InquiryListPage', () => {
  it('lists the inquiries of the page with their columns, 15 asked first', async () => {
    const api = installFakeApi().on('GET', '/api/inquiry', {
      body: paged(
        [
          inquiryRow(1),
          inquiryRow(2, {
            status: 'answered',
            company: null,
            mt_product_series: null,
            series_name: 'Gone Series',
            mt_products: [
              { id: 11, name: 'LB3000' },
              { id: 27, name: 'MB-46' },
            ],
          }),
        ],
        {
          total: 32,
        },
      ),
    });
    renderList();
    const first = (await screen.findByRole('link', { name: 'Visitor 1' })).closest('tr') as HTMLElement;
    expect(api.calls('GET', '/api/inquiry')[0].params).toEqual({ page: 1, items_per_page: 15 });
    expect(api.calls('GET', '/api/inquiry')[0].headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(within(first).getByText('Company 1')).toBeInTheDocument();
    expect(within(first).getByText('visitor1@example.com')).toBeInTheDocument();
    expect(within(first).getByText('LB3000 EX II')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText(/20 November 2026/)).toBeInTheDocument();
    // A new one stands out; an answered one does not.
    expect(within(first).getByText('Visitor 1').tagName).toBe('STRONG');
    const second = screen.getByRole('link', { name: 'Visitor 2' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Visitor 2').tagName).toBe('A');
    expect(within(second).getByText('Answered')).toBeInTheDocument();
    expect(within(second).getByText('Gone Series')).toBeInTheDocument();
    // The models of a quote from the compare view (issue 24).
    expect(within(second).getByText('LB3000, MB-46')).toBeInTheDocument();
    expect(screen.getByText('1–15 of 32')).toBeInTheDocument();
  });

  it('keeps the status filter in the URL and asks the server for it from page 1', async () => {
    const api = installFakeApi().on('GET', '/api/inquiry', ({ params }) => ({
      body: paged(params.status === 'closed' ? [] : [inquiryRow(1)], { total: 40 }),
    }));
    renderList('/admin/inquiry?page=2&search=okuma');
    await screen.findByRole('link', { name: 'Visitor 1' });
    expect(api.calls('GET', '/api/inquiry')[0].params).toEqual({ page: 2, items_per_page: 15, search: 'okuma' });
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?search=okuma&status=closed'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/inquiry').at(-1)?.params).toEqual({ page: 1, items_per_page: 15, search: 'okuma', status: 'closed' }),
    );
    expect(await screen.findByText('No inquiry matches "okuma" among the closed ones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent(/^\?search=okuma$/));
  });

  it('starts from the status in the URL (the dashboard link) and ignores one that is not a status', async () => {
    const api = installFakeApi().on('GET', '/api/inquiry', { body: paged([]) });
    renderList('/admin/inquiry?status=new');
    expect(await screen.findByText('No new inquiries')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
    expect(api.calls('GET', '/api/inquiry')[0].params).toMatchObject({ status: 'new' });
  });

  it('ignores a status that is not one', async () => {
    const api = installFakeApi().on('GET', '/api/inquiry', { body: paged([]) });
    renderList('/admin/inquiry?status=spam');
    expect(await screen.findByText('No inquiry yet')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(api.calls('GET', '/api/inquiry')[0].params).not.toHaveProperty('status');
  });

  it('shows a red Not sent tag with the reason when the e-mail to sales failed', async () => {
    installFakeApi().on('GET', '/api/inquiry', {
      body: paged([inquiryRow(1, { email_status: 'failed', email_error: 'connect ECONNREFUSED 127.0.0.1:2525' }), inquiryRow(2)]),
    });
    renderList();
    const tag = await screen.findByText('Not sent');
    expect(tag.closest('tr')).toHaveTextContent('Visitor 1');
    expect(screen.getAllByText('Not sent')).toHaveLength(1);
    expect(tag).toHaveAccessibleName('Not sent: connect ECONNREFUSED 127.0.0.1:2525');
    await userEvent.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
  });

  it('opens an inquiry by its row and by its name link (keyboard)', async () => {
    installFakeApi().on('GET', '/api/inquiry', { body: paged([inquiryRow(7)]) });
    renderList();
    await userEvent.click(await screen.findByText('Company 7'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inquiry/detail/7'));
  });

  it('follows the name link with Enter', async () => {
    installFakeApi().on('GET', '/api/inquiry', { body: paged([inquiryRow(7)]) });
    renderList();
    (await screen.findByRole('link', { name: 'Visitor 7' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inquiry/detail/7'));
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi().on('GET', '/api/inquiry', () => (fail ? { status: 500, body: { message: 'Down' } } : { body: paged([inquiryRow(1)]) }));
    renderList();
    expect(await screen.findByText('Failed when fetching inquiry')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Visitor 1' })).toBeInTheDocument();
  });

  it('has no Create button: inquiries come from visitors', async () => {
    installFakeApi().on('GET', '/api/inquiry', { body: paged([]) });
    renderList();
    await screen.findByText('No inquiry yet');
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inquiries' })).toBeInTheDocument();
  });
});
