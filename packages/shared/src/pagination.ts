import { z } from 'zod';

/** Query of every list endpoint: page size and the opaque cursor returned by the previous page. */
export const ListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(512).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** One page of a list: `nextCursor` is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}
