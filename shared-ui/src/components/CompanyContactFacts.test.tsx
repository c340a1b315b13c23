import { render, screen } from '@testing-library/react';
import { CompanyContactFacts } from './CompanyContactFacts';

const facts = { phone: '+62 21 555 0101', sales_email: 'quotes@example.test', address: 'Jl. Contoh 1, Cikarang, Bekasi 17530' };

describe('CompanyContactFacts', () => {
  it('links the phone and the e-mail, each in its own row, and shows the address', () => {
    render(<CompanyContactFacts facts={facts} emailLabel="Sales e-mail" />);
    expect(screen.getByRole('link', { name: facts.phone })).toHaveAttribute('href', 'tel:+62215550101');
    // The e-mail row shows the e-mail, not the phone (a defect the spec records).
    const emailRow = screen.getByText('Sales e-mail').closest('div')!;
    expect(emailRow).toHaveTextContent(facts.sales_email);
    expect(emailRow).not.toHaveTextContent(facts.phone);
    expect(screen.getByRole('link', { name: facts.sales_email })).toHaveAttribute('href', `mailto:${facts.sales_email}`);
    expect(screen.getByText(facts.address).tagName).toBe('ADDRESS');
  });
});

describe('CompanyContactFacts in Indonesian', () => {
  it('labels the rows in the page language', () => {
    render(<CompanyContactFacts facts={facts} locale="id" />);
    expect(screen.getByText('Telepon')).toBeTruthy();
    expect(screen.getByText('Alamat')).toBeTruthy();
    expect(screen.getByText(facts.address).tagName).toBe('ADDRESS');
  });
});
