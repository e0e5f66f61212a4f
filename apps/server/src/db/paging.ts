/** A page of a list, as every list endpoint answers it (the contract's `paged(item)`). */
export interface Page<T> {
  data: T[];
  totalCount: number;
  totalPages: number;
  page: number;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** The page of `data` out of `total` rows; an empty list still has one (empty) page. */
export function pageOf<T>(data: T[], total: number, { page, pageSize }: Paging): Page<T> {
  return { data, totalCount: total, totalPages: Math.max(1, Math.ceil(total / pageSize)), page };
}

/** The rows a page skips. */
export function offsetOf({ page, pageSize }: Paging): number {
  return (page - 1) * pageSize;
}
