import type { User, UserInput, UserListQuery, UserPatch } from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { listPages, type PagePromise } from '../core/pagination.js';
import { APIResource, segment } from './resource.js';

/** List parameters: page size (1–100, default 20), cursor, and an optional `externalId` filter. */
export type UserListParams = Partial<UserListQuery>;

const BASE = '/v1/sdk/users';

/** Your end clients (`/v1/sdk/users`): profiled with a questionnaire, linked to portfolios by `userId`. */
export class Users extends APIResource {
  /** Stores a user. A duplicate `externalId` in your organization is a `ConflictError` with `existingId`. */
  create(body: UserInput, options?: RequestOptions): Promise<User> {
    return this.client.post<User>(BASE, body, options);
  }

  /** Reads a user; another organization's id is a `NotFoundError`. */
  retrieve(userId: string, options?: RequestOptions): Promise<User> {
    return this.client.get<User>(`${BASE}/${segment(userId)}`, undefined, options);
  }

  /** Changes the supplied fields; `null` clears `email`, `name` or `locale`. */
  update(userId: string, body: UserPatch, options?: RequestOptions): Promise<User> {
    return this.client.patch<User>(`${BASE}/${segment(userId)}`, body, options);
  }

  /** Deletes a user and their profiling history; their portfolios stay, with `userId` set to null. */
  delete(userId: string, options?: RequestOptions): Promise<void> {
    return this.client.delete(`${BASE}/${segment(userId)}`, options);
  }

  /** Users, oldest first: await it for one page, or `for await` over it for all of them. */
  list(params: UserListParams = {}, options?: RequestOptions): PagePromise<User> {
    return listPages<User>(this.client, BASE, params, options);
  }
}
