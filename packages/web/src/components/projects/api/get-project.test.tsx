import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { projectDetailKeys } from './keys';
import { useProject, useProjectName } from './get-project';

const wrapperOf = (qc: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  };

describe('project detail query', () => {
  it('the project and its name read one cache entry, so an invalidation of the detail key refreshes both', async () => {
    let name = 'Calgary DC';
    const api = stubApi({ 'GET projects/7/': () => [200, { id: 7, name }] });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const project = renderHook(() => useProject(7), { wrapper: wrapperOf(qc) });
    const chip = renderHook(() => useProjectName(7), { wrapper: wrapperOf(qc) });
    await waitFor(() => expect(chip.result.current.data).toBe('Calgary DC'));
    expect(project.result.current.data?.name).toBe('Calgary DC');
    expect(api.called('GET', 'projects/7/')).toHaveLength(1);

    name = 'Calgary DC Phase 2';
    await qc.invalidateQueries({ queryKey: projectDetailKeys.detail(7) });
    await waitFor(() => expect(chip.result.current.data).toBe('Calgary DC Phase 2'));
    expect(project.result.current.data?.name).toBe('Calgary DC Phase 2');
    expect(api.called('GET', 'projects/7/')).toHaveLength(2);
  });

  it('asks for no project when there is none to name', () => {
    const api = stubApi({});
    const qc = new QueryClient();
    const chip = renderHook(() => useProjectName(null), { wrapper: wrapperOf(qc) });
    expect(chip.result.current.fetchStatus).toBe('idle');
    expect(api.calls).toHaveLength(0);
  });
});
