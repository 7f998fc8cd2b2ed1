import type { Page } from "@shared/paging";

/** The page after the last one loaded, or undefined once every match is in: 'Carregar mais' then hides. */
export function nextPage(last: Page<unknown>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
