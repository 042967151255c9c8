/**
 * The root and the detail of the projects' query keys, shared by every feature that reads a
 * project (the project frame, the BOM, job site stock): one cache entry per project, and an
 * invalidation by `projectKeys.all` or `projectDetailKeys.detail(id)` reaches all of them.
 */
export const projectDetailKeys = {
  all: ['projects'] as const,
  detail: (id: number) => [...projectDetailKeys.all, 'detail', id] as const,
};
