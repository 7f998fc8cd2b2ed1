/** One page of a server-side list, newest first, with the total that matched. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
