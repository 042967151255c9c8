import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdSelection } from './use-id-selection';

const ids = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);

describe('useIdSelection', () => {
  it('starts empty; a toggle ticks an id and a second toggle unticks it', () => {
    const { result } = renderHook(() => useIdSelection());
    expect(ids(result.current.selected)).toEqual([]);
    act(() => result.current.toggle(3));
    act(() => result.current.toggle(5));
    expect(ids(result.current.selected)).toEqual([3, 5]);
    act(() => result.current.toggle(3));
    expect(ids(result.current.selected)).toEqual([5]);
  });

  it('two toggles in one update both count (each reads the latest set)', () => {
    const { result } = renderHook(() => useIdSelection());
    act(() => {
      result.current.toggle(1);
      result.current.toggle(2);
      result.current.toggle(1);
    });
    expect(ids(result.current.selected)).toEqual([2]);
  });

  it('selectOnly replaces the selection with the given ids, and clear empties it', () => {
    const { result } = renderHook(() => useIdSelection());
    act(() => result.current.toggle(9));
    act(() => result.current.selectOnly([1, 2, 2, 4]));
    expect(ids(result.current.selected)).toEqual([1, 2, 4]);
    act(() => result.current.clear());
    expect(ids(result.current.selected)).toEqual([]);
  });

  it('never changes a set it handed out, and keeps its functions across renders', () => {
    const { result } = renderHook(() => useIdSelection());
    const { toggle, selectOnly, clear } = result.current;
    const before = result.current.selected;
    act(() => toggle(7));
    expect(ids(before)).toEqual([]);
    expect(result.current.toggle).toBe(toggle);
    expect(result.current.selectOnly).toBe(selectOnly);
    expect(result.current.clear).toBe(clear);
  });
});
