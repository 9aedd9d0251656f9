// Where a department and a category lead: SPEC.md's route list has no department or category
// page, so the search page lists them.
export const departmentHref = (id: number) => `/search?dep=${id}`;
export const categoryHref = (id: number) => `/search?cat=${id}`;
