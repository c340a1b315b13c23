import { render, screen } from '@testing-library/react';
import { company } from '../site/siteConfig';
import { CompanyContactFacts } from './CompanyContactFacts';

describe('CompanyContactFacts', () => {
  it('links the phone and the e-mail, each in its own row, and shows the address', () => {
    render(<CompanyContactFacts emailLabel="Sales e-mail" />);
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', `tel:${company.phone.replace(/\s+/g, '')}`);
    // The e-mail row shows the e-mail, not the phone (a defect the spec records).
    const emailRow = screen.getByText('Sales e-mail').closest('div')!;
    expect(emailRow).toHaveTextContent(company.email);
    expect(emailRow).not.toHaveTextContent(company.phone);
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(screen.getByText(company.address).tagName).toBe('ADDRESS');
  });
});

describe('CompanyContactFacts in Indonesian', () => {
  it('labels the rows in the page language', () => {
    render(<CompanyContactFacts locale="id" />);
    expect(screen.getByText('Telepon')).toBeTruthy();
    expect(screen.getByText('Alamat')).toBeTruthy();
    expect(screen.getByText(company.address).tagName).toBe('ADDRESS');
  });
});
