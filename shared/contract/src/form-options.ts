import * as v from 'valibot';
import { endpoint } from './endpoint';
import { MESSAGES } from './messages';
import { IdSchema, LIMITS } from './rules';

// The option lists the change forms and the quick quote choose from (policy-changes.md §3
// 'Option lists', §7 GET /meta/form-options and GET /meta/jobs-and-industries, §9).

/** policy-changes.md §7, §9: option lists are cached for 1440 minutes. */
export const FORM_OPTIONS_CACHE_MINUTES = 1440;

/** policy-changes.md §7, §9: a jobs and industries search returns up to 25 results. */
export const JOBS_SEARCH_LIMIT = 25;

/** policy-changes.md §5, §9: overnight storage that needs a building structure. */
export const OVERNIGHT_NEEDS_BUILDING = ['Locked Building', 'Garage', 'Shed'] as const;

export function needsBuildingStructure(overnight: string | null | undefined): boolean {
  return OVERNIGHT_NEEDS_BUILDING.some((value) => value === overnight);
}

// Ids and values arrive as text or numbers; forms compare and select them as text.
const OptionKeySchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** One choice: an id, the label shown, and a value where the list has one (§3). */
export const OptionSchema = v.object({
  id: OptionKeySchema,
  label: v.string(),
  value: v.optional(OptionKeySchema),
});
export type Option = v.InferOutput<typeof OptionSchema>;

/** A list the provider leaves out reads as empty, so one missing list breaks no form. */
const OptionListSchema = v.optional(v.array(OptionSchema), []);

/** Every list of policy-changes.md §3, plus been-written-off and security features (§5). */
export const FormOptionsSchema = v.object({
  claim_type: OptionListSchema,
  license_type: OptionListSchema,
  vehicle_use: OptionListSchema,
  offence_code: OptionListSchema,
  employment_status: OptionListSchema,
  industry: OptionListSchema,
  occupation: OptionListSchema,
  health: OptionListSchema,
  driving_restriction: OptionListSchema,
  title: OptionListSchema,
  marital_status: OptionListSchema,
  relationship: OptionListSchema,
  dwelling_type: OptionListSchema,
  property_type: OptionListSchema,
  overnight: OptionListSchema,
  building_structure: OptionListSchema,
  quick_quote_type: OptionListSchema,
  vehicle_transmission: OptionListSchema,
  vehicle_tracker: OptionListSchema,
  country: OptionListSchema,
  qplate: OptionListSchema,
  registered_keeper: OptionListSchema,
  been_written_off: OptionListSchema,
  security_features: OptionListSchema,
});
export type FormOptions = v.InferOutput<typeof FormOptionsSchema>;
export type OptionListName = keyof FormOptions;

export const OPTION_LIST_NAMES = Object.keys(FormOptionsSchema.entries) as OptionListName[];

/** What a form stores for a choice: its value where it has one, else its id. */
export function optionValue(option: Option): string {
  return option.value ?? option.id;
}

/**
 * What each list lets a form send (its options' values), for the change forms' rules: the
 * browser builds it from the lists it was served, the API from the lists it serves.
 */
export type OptionChoices = Partial<Record<OptionListName, readonly string[]>>;

export function optionChoices(
  lists: Partial<Record<OptionListName, readonly Option[]>>,
): OptionChoices {
  return Object.fromEntries(
    Object.entries(lists).map(([name, options]) => [name, options.map(optionValue)]),
  );
}

/** The label shown for a stored choice; the stored text itself when the list lacks it. */
export function optionLabel(options: readonly Option[], stored: string): string {
  return options.find((option) => optionValue(option) === stored)?.label ?? stored;
}

/** A policy id in a query string arrives as text. */
const PolicyIdQuerySchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  IdSchema,
);

export const FormOptionsQuerySchema = v.object({
  policy_id: v.optional(PolicyIdQuerySchema),
});

export const JobsAndIndustriesQuerySchema = v.object({
  policy_id: v.optional(PolicyIdQuerySchema),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.text, MESSAGES.textTooLong))),
});

/** Occupations (jobs) and industries matching the search, each list capped at 25. */
export const JobsAndIndustriesSchema = v.object({
  jobs: OptionListSchema,
  industries: OptionListSchema,
});
export type JobsAndIndustries = v.InferOutput<typeof JobsAndIndustriesSchema>;

export const formOptionEndpoints = {
  getFormOptions: endpoint({
    method: 'GET',
    path: '/meta/form-options',
    auth: 'token',
    query: FormOptionsQuerySchema,
    response: FormOptionsSchema,
  }),
  getJobsAndIndustries: endpoint({
    method: 'GET',
    path: '/meta/jobs-and-industries',
    auth: 'token',
    query: JobsAndIndustriesQuerySchema,
    response: JobsAndIndustriesSchema,
  }),
};
