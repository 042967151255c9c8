import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderLinesTable } from './OrderLinesTable';
import { orderLine } from '../test-fixtures';

describe("an order's lines", () => {
  it('show each unit price whole, so unit price times quantity is the extended price beside it', () => {
    renderWithProviders(
      <OrderLinesTable
        lines={[
          orderLine(1, { unit_price: 12.345, quantity: 4, extended_price: 49.38 }),
          orderLine(2, { unit_price: 0.35, quantity: 1200, extended_price: 420, unit: 'FT' }),
          orderLine(3, { unit_price: 1250, quantity: 2, extended_price: 2500 }),
        ]}
      />,
    );
    const cells = (code: string) => within(screen.getByText(code).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('L-1').slice(1, 4)).toEqual(['4 EA', '$12.345Catalogue price', '$49.38']);
    expect(cells('L-2').slice(1, 4)).toEqual(['1,200 FT', '$0.35Catalogue price', '$420.00']);
    expect(cells('L-3').slice(1, 4)).toEqual(['2 EA', '$1,250.00Catalogue price', '$2,500.00']);
  });
});

describe("an order's lines on a phone", () => {
  it('read the catalogue number, unit price and where the price came from, without a separator left over for a line with no number', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      renderWithProviders(
        <OrderLinesTable
          lines={[
            orderLine(1, { description: 'EMT 1/2 in', code: 'ATC-EMT050', unit: 'FT', unit_price: 0.4325, quantity: 200, extended_price: 86.5, price_source: 'contract' }),
            orderLine(2, { description: 'Pull box 12x12x6', code: '', unit_price: null, extended_price: null, price_source: 'none', quantity: 6 }),
          ]}
        />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText('ATC-EMT050 · $0.4325 / FT (Contract price)')).toBeTruthy();
      expect(screen.getByText('— / EA (No price)')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
