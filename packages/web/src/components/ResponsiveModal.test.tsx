import { Drawer, Modal } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ResponsiveModal } from './ResponsiveModal';

describe('dialogs', () => {
  it('name their close button Close, so a screen reader says what the X does', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <ResponsiveModal opened onClose={onClose} title="Invoice PO SEC-00002">
          body
        </ResponsiveModal>
        <Modal opened onClose={() => {}} title="Search company" />
        <Drawer opened onClose={() => {}} title="Navigation" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice PO SEC-00002' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(within(screen.getByRole('dialog', { name: 'Search company' })).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('close with Escape one at a time: a dialog opened from another closes, and the first stays open', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <ResponsiveModal opened={outer} onClose={() => setOuter(false)} title="Lab bench devices">
          <button type="button" onClick={() => setInner(true)}>
            Enter prices
          </button>
          <ResponsiveModal opened={inner} onClose={() => setInner(false)} title="Prices from Graybar">
            sheet
          </ResponsiveModal>
        </ResponsiveModal>
      );
    }
    renderWithProviders(<Nested />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter prices' }));
    await screen.findByRole('dialog', { name: 'Prices from Graybar' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prices from Graybar' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Lab bench devices' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lab bench devices' })).toBeNull());
  });
});
