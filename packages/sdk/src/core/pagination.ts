import type { Page } from '@clarity/shared';
import { ClarityError } from '../errors.js';
import type { APIClient, QueryValue, RequestOptions } from './api-client.js';

/**
 * One page of a list (`{ data, nextCursor }`), able to fetch the next one. Iterating it with
 * `for await` yields every item of this page and of all the pages after it.
 */
export class CursorPage<Item> implements Page<Item>, AsyncIterable<Item> {
  readonly data: Item[];
  readonly nextCursor: string | null;
  readonly #fetchPage: (cursor: string) => Promise<CursorPage<Item>>;

  constructor(page: Page<Item>, fetchPage: (cursor: string) => Promise<CursorPage<Item>>) {
    this.data = page.data;
    this.nextCursor = page.nextCursor;
    this.#fetchPage = fetchPage;
  }

  hasNextPage(): boolean {
    return this.nextCursor !== null;
  }

  /** The page after this one; throws when there is none (check `hasNextPage()` first). */
  getNextPage(): Promise<CursorPage<Item>> {
    if (this.nextCursor === null) return Promise.reject(new ClarityError('No next page: check hasNextPage() first'));
    return this.#fetchPage(this.nextCursor);
  }

  /** This page and every page after it, one request at a time. */
  async *iterPages(): AsyncGenerator<CursorPage<Item>, void, undefined> {
    yield this;
    let next = this.hasNextPage() ? await this.getNextPage() : undefined;
    while (next) {
      yield next;
      next = next.hasNextPage() ? await next.getNextPage() : undefined;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.data;
  }
}

/**
 * What a `list` method returns: await it for the first page, or iterate it with `for await`
 * for every item across pages. The first page is requested at once, like any call.
 */
export class PagePromise<Item> implements Promise<CursorPage<Item>>, AsyncIterable<Item> {
  readonly [Symbol.toStringTag] = 'PagePromise';
  readonly #first: Promise<CursorPage<Item>>;

  constructor(load: () => Promise<CursorPage<Item>>) {
    this.#first = load();
  }

  then<Result1 = CursorPage<Item>, Result2 = never>(
    onfulfilled?: ((page: CursorPage<Item>) => Result1 | PromiseLike<Result1>) | null,
    onrejected?: ((reason: unknown) => Result2 | PromiseLike<Result2>) | null,
  ): Promise<Result1 | Result2> {
    return this.#first.then(onfulfilled, onrejected);
  }

  catch<Result = never>(onrejected?: ((reason: unknown) => Result | PromiseLike<Result>) | null): Promise<CursorPage<Item> | Result> {
    return this.#first.catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<CursorPage<Item>> {
    return this.#first.finally(onfinally);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* await this.#first;
  }
}

/**
 * A `PagePromise` over a `{ data, nextCursor }` list endpoint (`?limit=&cursor=`); every page
 * repeats the caller's filters and page size.
 */
export function listPages<Item>(
  client: APIClient,
  path: string,
  params: { cursor?: string | undefined } & Record<string, QueryValue>,
  options: RequestOptions | undefined,
): PagePromise<Item> {
  const fetchPage = async (cursor: string | undefined): Promise<CursorPage<Item>> => {
    const page = await client.get<Page<Item>>(path, { ...params, cursor }, options);
    return new CursorPage(page, (next) => fetchPage(next));
  };
  return new PagePromise(() => fetchPage(params.cursor));
}
