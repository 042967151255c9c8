import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passClickThrottle, stopClickClock } from '../test/click-throttle';
import { renderWithProviders } from '../test/render';
import { ThrottledButton } from './ThrottledButton';

describe('ThrottledButton', () => {
  it('runs a click, drops a second one within 200 ms, and runs the next after it', () => {
    stopClickClock();
    const onClick = vi.fn();
    renderWithProviders(<ThrottledButton onClick={onClick}>Save</ThrottledButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    passClickThrottle();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps a submit button without onClick from submitting its form twice (spec 9)', () => {
    stopClickClock();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <ThrottledButton type="submit">Send</ThrottledButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    passClickThrottle();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
