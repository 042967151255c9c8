import { z } from 'zod';
import { addressInputSchema } from '../addresses/schemas';
import { codeEntrySchema } from '../companies/code-lists';
import { pageQuerySchema, idSchema, SEARCH_TEXT_MAX_LENGTH } from '../platform/api-shapes';
import { PROJECT_CODE_LIST_NAMES, PROJECT_SEARCH_MIN_LENGTH, PROJECT_STATUSES, type ProjectStatus } from './rules';

/**
 * The projects contract (spec sections 3 and 7 "Projects"): what the server validates and
 * answers, and what the web forms validate with.
 */

/** Query booleans: true/1 and false/0 (z.coerce.boolean would read "false" as true). */
const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** status=active,completed or status=active&status=completed. */
const statusList = z.preprocess(
  (v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).map((s) => s.trim()).filter(Boolean)),
  z.array(z.enum(PROJECT_STATUSES)),
);

const projectName = z.string().trim().min(1, 'Please enter a project name.').max(200);
const jobNumber = z.string().trim().max(50);
/** An id from a query or body: "12" or 12; a missing one reads "This field is required." (z.coerce would say not a number). */
const positiveId = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), idSchema());


export const projectOwnerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  job_title: z.string(),
});
export type ProjectOwner = z.infer<typeof projectOwnerSchema>;

/** The project's address as stored: the normalised output of addressInputSchema. */
export const projectAddressSchema = z.object({
  note: z.string(),
  Field_1: z.string(),
  Field_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  type: z.string(),
  work_phone: z.string(),
});
export type ProjectAddress = z.infer<typeof projectAddressSchema>;

/** One row of ListProject/. */
export const projectListItemSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  main_job_num: z.string(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  is_work_order: z.boolean(),
  is_job: z.boolean(),
  /** Created as a group (is_create_group): holds jobs. */
  is_group: z.boolean(),
  children_count: z.number().int(),
  owner_count: z.number().int(),
  /** Whether the caller is one of the owners. */
  is_owner: z.boolean(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  created_at: z.string(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectCodeListsSchema = z.object({
  popular_phase_codes: z.array(codeEntrySchema),
  popular_cost_codes: z.array(codeEntrySchema),
  popular_material_phase_codes: z.array(codeEntrySchema),
  popular_material_cost_codes: z.array(codeEntrySchema),
});
export type ProjectCodeLists = z.infer<typeof projectCodeListsSchema>;

/** GET projects/{id}/ and the answer of every call that changes a project. */
export const projectSchema = projectListItemSchema.extend({
  address: projectAddressSchema.nullable(),
  owners: z.array(projectOwnerSchema),
  ...projectCodeListsSchema.shape,
  /** Approves tool requests when require_foremen_approval is on; hears about overdue tools. */
  field_leader: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  require_foremen_approval: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;

export const PROJECT_SORTS = ['name', '-name', 'main_job_num', '-main_job_num', 'created_at', '-created_at'] as const;
export const PROJECT_SEARCH_FIELDS = ['all', 'name', 'main_job_num'] as const;

/**
 * GET ListProject/. Our reading of the spec's short names:
 * st = search text; skt = search key type (which field st searches: all, name, main_job_num);
 * sR = sort rule (name, main_job_num, created_at; "-" for descending; default name);
 * parent_id = children of that project, 0 = top-level projects only;
 * owner_company_id = the company whose projects are listed (the caller's own; staff: any);
 * owner_id = projects that account owns (the dashboard's "my projects");
 * cursor = where a page starts (the `next` links carry it: keyset paging, so a deep page
 * costs what the first does; `page` still works for a jump).
 */
export const listProjectQuery = pageQuerySchema.extend({
  st: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).optional().default(''),
  skt: z.enum(PROJECT_SEARCH_FIELDS).optional().default('all'),
  sR: z.enum(PROJECT_SORTS).optional().default('name'),
  status: statusList,
  parent_id: z.coerce.number().int().min(0).optional(),
  owner_company_id: positiveId.optional(),
  owner_id: positiveId.optional(),
  is_work_order_only: queryBool,
  is_job_only: queryBool,
  cursor: z.string().max(500).optional(),
});
/** What a client sends to ListProject/ (status as a list or a comma-separated string). */
export type ListProjectQuery = Omit<z.input<typeof listProjectQuery>, 'status'> & { status?: readonly ProjectStatus[] | string };

/** GET projects/{id}/?company_id= (staff may read another company's project). */
export const projectDetailQuery = z.object({ company_id: positiveId.optional() });

/** GET ProjectCategories/: counts behind the list's filters. */
export const projectCategoriesSchema = z.object({
  statuses: z.array(z.object({ value: z.enum(PROJECT_STATUSES), label: z.string(), count: z.number().int() })),
  categories: z.array(z.object({ value: z.enum(['all', 'groups', 'jobs', 'work_orders']), label: z.string(), count: z.number().int() })),
});

/** POST projects/ */
export const createProjectBody = z.object({
  name: projectName,
  main_job_num: jobNumber.optional().default(''),
  is_create_group: z.boolean().optional().default(false),
  parent_id: positiveId.nullable().optional(),
  is_work_order: z.boolean().optional().default(false),
  status: z.enum(PROJECT_STATUSES).optional().default('active'),
});
export type CreateProjectInput = z.input<typeof createProjectBody>;

/** POST ProjectUpdate/: several fields of the settings screen at once. */
export const projectUpdateBody = z.object({
  project_id: positiveId,
  name: projectName.optional(),
  main_job_num: jobNumber.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  parent_id: positiveId.nullable().optional(),
  is_work_order: z.boolean().optional(),
  field_leader_id: positiveId.nullable().optional(),
  require_foremen_approval: z.boolean().optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateBody>;

/** POST projects/{id}/ with func update_project: one field at a time. */
export const updateProjectAction = z.discriminatedUnion('action', [
  z.object({ func: z.literal('update_project'), action: z.literal('name'), value: projectName }),
  z.object({ func: z.literal('update_project'), action: z.literal('main_job_num'), value: jobNumber }),
  z.object({ func: z.literal('update_project'), action: z.literal('status'), value: z.enum(PROJECT_STATUSES) }),
  z.object({ func: z.literal('update_project'), action: z.literal('parent_id'), value: positiveId.nullable() }),
  z.object({ func: z.literal('update_project'), action: z.literal('is_work_order'), value: z.boolean() }),
]);

const codeValue = z.object({ code: z.string().max(50).nullish(), name: z.string().max(200).nullish() });
const codeList = z.enum(PROJECT_CODE_LIST_NAMES as [string, ...string[]]);

/** POST projects/{id}/ with func update_phase_code: the add, update, remove and reorder of the code widget. */
export const updatePhaseCodeAction = z.discriminatedUnion('action', [
  z.object({ func: z.literal('update_phase_code'), list: codeList, action: z.literal('add'), value: codeValue }),
  z.object({ func: z.literal('update_phase_code'), list: codeList, action: z.literal('update'), id: z.number().int(), value: codeValue }),
  z.object({ func: z.literal('update_phase_code'), list: codeList, action: z.literal('remove'), id: z.number().int() }),
  z.object({ func: z.literal('update_phase_code'), list: codeList, action: z.literal('reorder'), value: z.array(z.number().int()).max(500) }),
]);
export type UpdatePhaseCodeInput = z.input<typeof updatePhaseCodeAction>;

/** POST projects/{id}/add_owner/ and remove_owner/ */
export const ownerChangeBody = z.object({
  owner_id: positiveId,
  apply_to_all_child: z.boolean().optional().default(false),
});
export const ownersResponse = z.object({ detail: z.string().optional(), owners: z.array(projectOwnerSchema) });

/** GET SearchProjectOwner/: members of the project's company who could become owners. */
export const searchProjectOwnerQuery = z.object({
  project_id: positiveId,
  search_terms: z.string().trim().max(200).optional().default(''),
});
export const ownerCandidateSchema = projectOwnerSchema.extend({ is_owner: z.boolean() });
export const ownerCandidatesResponse = z.object({ results: z.array(ownerCandidateSchema) });

/** POST UpdateProjectAddress/ */
export const updateProjectAddressBody = z.object({
  project_id: positiveId,
  action: z.enum(['create', 'update']),
  value: addressInputSchema,
});

/** GET projects/get_search_chip/ and POST projects/search/ */
export const PROJECT_SEARCH_CATEGORIES = {
  project: ['all', 'name', 'main_job_num'],
  owner: ['all', 'name', 'email'],
  address: ['all', 'city', 'state', 'zip'],
} as const;
export type ProjectSearchCategory = keyof typeof PROJECT_SEARCH_CATEGORIES;
export const searchChipSchema = z.object({ category: z.string(), field: z.string(), label: z.string() });
export const searchChipsResponse = z.object({ chips: z.array(searchChipSchema) });
export const projectSearchBody = z
  .object({
    search_string: z.string().trim().min(1).max(200),
    search_category: z.enum(Object.keys(PROJECT_SEARCH_CATEGORIES) as [ProjectSearchCategory, ...ProjectSearchCategory[]]).optional().default('project'),
    search_field: z.string().optional().default('all'),
  })
  .superRefine((body, ctx) => {
    const fields: readonly string[] = PROJECT_SEARCH_CATEGORIES[body.search_category];
    if (!fields.includes(body.search_field)) {
      ctx.addIssue({ code: 'custom', path: ['search_field'], message: `"${body.search_field}" is not a valid choice.` });
    }
  });
export const projectSearchResponse = z.object({ count: z.number().int(), results: z.array(projectListItemSchema) });

/** GET SearchProjects/: the request project access dialog's search (more than 2 characters). */
export const searchProjectsQuery = pageQuerySchema.extend({
  search_text: z
    .string()
    .trim()
    .min(PROJECT_SEARCH_MIN_LENGTH, `Ensure this field has at least ${PROJECT_SEARCH_MIN_LENGTH} characters.`)
    .max(200),
});
export const accessSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  main_job_num: z.string(),
  parent_name: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  is_owner: z.boolean(),
  owner_names: z.array(z.string()),
});
export type AccessSearchItem = z.infer<typeof accessSearchItemSchema>;

/** POST projects/{id}/send_access_request_email/ */
export const accessRequestBody = z.object({ message: z.string().trim().max(1000).optional().default('') });

/** GET projects/{id}/get_last_po_num/ */
export const lastPoNumSchema = z.object({ last_po_num: z.string().nullable() });

/** The supplier project access request: a seller asks a contractor for access to a job. */
export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export const supplierAccessRequestBody = z.object({
  company_id: positiveId,
  main_job_num: z.string().trim().min(1).max(50),
  message: z.string().trim().max(1000).optional().default(''),
});
export const supplierAccessRequestSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  main_job_num: z.string(),
  requester_name: z.string(),
  requester_email: z.string(),
  requester_company_name: z.string(),
  message: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  created_at: z.string(),
});
export type SupplierAccessRequest = z.infer<typeof supplierAccessRequestSchema>;
export const supplierAccessRequestsQuery = pageQuerySchema.extend({
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
});
export const supplierAccessDecisionBody = z.object({ action: z.enum(['approve', 'decline']) });

export const deleteProjectResponse = z.object({ detail: z.string() });
