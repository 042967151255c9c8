import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../test/api-stub';
import { passClickThrottle } from '../../test/click-throttle';
import { daysFromToday } from '../../test/dates';
import { renderWithProviders } from '../../test/render';
import { AddToolRequestDialog } from './AddToolRequestDialog';

afterEach(() => vi.unstubAllGlobals());

const drill = { id: 21, code: 'HD-SDS', name: 'Hammer drill', unit: 'EA', available_count: 1200 };

async function open() {
  const api = stubApi({
    'GET tool_models/': pagedAnswer([drill]),
    'POST tool_requests/': [400, { detail: 'Stop here.' }],
  });
  renderWithProviders(<AddToolRequestDialog opened onClose={() => {}} project={{ id: 9, name: 'Tower A' }} />);
  const picker = await screen.findByLabelText('Add a tool', { selector: 'input' });
  fireEvent.click(picker);
  // the count reads as every screen writes it, thousands separated
  fireEvent.click(await screen.findByRole('option', { name: 'Hammer drill · HD-SDS (1,200 available)', hidden: true }));
  await screen.findByRole('textbox', { name: 'Quantity of Hammer drill' });
  return { posts: () => api.called('POST', 'tool_requests/').map((c) => c.body) };
}

describe('add tool request dialog', () => {
  it('says a need-by day before today is in the past at the field, for a draft too, and sends nothing; today goes', async () => {
    const { posts } = await open();
    const needBy = screen.getByLabelText('Need by');
    expect(needBy.getAttribute('min')).toBe(daysFromToday(0));
    fireEvent.change(needBy, { target: { value: daysFromToday(-1) } });
    for (const button of ['Submit request', 'Save as pending']) {
      passClickThrottle();
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText('The need-by date cannot be in the past.')).toBeTruthy();
      expect(needBy.getAttribute('aria-invalid')).toBe('true');
    }
    expect(posts()).toEqual([]);
    // a new day clears the message; today is not in the past
    fireEvent.change(needBy, { target: { value: daysFromToday(0) } });
    expect(screen.queryByText('The need-by date cannot be in the past.')).toBeNull();
    passClickThrottle();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ service: 'tool', project_id: 9, need_by_date: daysFromToday(0), lines: [{ model_id: 21, quantity: 1 }], draft: false });
  });

  it('says an expected return day before today is in the past at the field, for a draft too, and sends nothing; today goes', async () => {
    const { posts } = await open();
    const returnBy = screen.getByLabelText('Expected return');
    expect(returnBy.getAttribute('min')).toBe(daysFromToday(0));
    fireEvent.change(returnBy, { target: { value: daysFromToday(-3) } });
    for (const button of ['Submit request', 'Save as pending']) {
      passClickThrottle();
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText('The expected return date cannot be in the past.')).toBeTruthy();
      expect(returnBy.getAttribute('aria-invalid')).toBe('true');
    }
    expect(posts()).toEqual([]);
    fireEvent.change(returnBy, { target: { value: daysFromToday(0) } });
    expect(screen.queryByText('The expected return date cannot be in the past.')).toBeNull();
    passClickThrottle();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ expected_return_date: daysFromToday(0) });
  });

  it('says an expected return day before the need-by day at the expected return date, for a draft too, and sends nothing; the same day goes', async () => {
    const { posts } = await open();
    const needBy = screen.getByLabelText('Need by');
    const returnBy = screen.getByLabelText('Expected return');
    fireEvent.change(needBy, { target: { value: daysFromToday(10) } });
    expect(returnBy.getAttribute('min')).toBe(daysFromToday(10));
    fireEvent.change(returnBy, { target: { value: daysFromToday(9) } });
    for (const button of ['Submit request', 'Save as pending']) {
      passClickThrottle();
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText('The expected return date cannot be before the need-by date.')).toBeTruthy();
      expect(returnBy.getAttribute('aria-invalid')).toBe('true');
    }
    expect(posts()).toEqual([]);
    fireEvent.change(returnBy, { target: { value: daysFromToday(10) } });
    passClickThrottle();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ need_by_date: daysFromToday(10), expected_return_date: daysFromToday(10) });
  });

  it('keeps a quantity of 0 as typed and says Quantity must be greater than 0 at the line, for a draft too, and sends nothing', async () => {
    const { posts } = await open();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Hammer drill' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    for (const button of ['Submit request', 'Save as pending']) {
      passClickThrottle();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(quantity.value).toBe('0');
      expect(await screen.findByText('Quantity must be greater than 0')).toBeTruthy();
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
    }
    expect(posts()).toEqual([]);
    // a quantity again clears the message and goes
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.queryByText('Quantity must be greater than 0')).toBeNull();
    passClickThrottle();
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ lines: [{ model_id: 21, quantity: 2 }] });
  });
});
