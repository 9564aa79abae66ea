// What a child profile changes in the catalogue answers (000 §6: channels and contents rated above 12
// are hidden). The channel and content routes call these, so the rule lives in one place.
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/database';
import { ApiError } from '../http/errors';
import { optionalUser } from '../session/auth';
import type { SessionStore } from '../session/store';
import { suitableForChild } from './profile-rules';
import { watchesAsChild } from './profile-store';

/** Whether the caller (a signed-in user, or nobody) watches as a child profile now. */
export const childProfileActive = (sql: Sql, userId: number | undefined): Promise<boolean> =>
  watchesAsChild(sql, userId);

/** Whether the request comes from a child profile: its token's account watches as one (none: no). */
export async function requestFromChild(
  request: FastifyRequest,
  ctx: { db: Sql; sessions: SessionStore },
): Promise<boolean> {
  return watchesAsChild(ctx.db, (await optionalUser(request, ctx.sessions))?.id);
}

export const notForChildren = (what: string): ApiError =>
  new ApiError(403, 'error_child_profile', `${what} is not available in a child profile`);

/** Throws 403 error_child_profile when a child profile asks for something rated above 12. */
export function refuseForChild(child: boolean, item: { age: number; name?: string; title?: string }): void {
  if (child && !suitableForChild(item.age)) throw notForChildren(item.name ?? item.title ?? 'This');
}

/** The list a child may see; the whole list otherwise. */
export const forChild = <T extends { age: number }>(child: boolean, items: readonly T[]): readonly T[] =>
  child ? items.filter((item) => suitableForChild(item.age)) : items;

/**
 * Categories as a child sees them: only suitable channels, and a category left empty by that (the
 * adult one) disappears rather than showing up blank.
 */
export function categoriesForChild<C extends { channelIds: readonly number[] }>(
  child: boolean,
  categories: readonly C[],
  channels: readonly { id: number; age: number }[],
): readonly C[] {
  if (!child) return categories;
  const allowed = new Set(forChild(true, channels).map((c) => c.id));
  return categories
    .map((category) => ({ ...category, channelIds: category.channelIds.filter((id) => allowed.has(id)) }))
    .filter((category, i) => category.channelIds.length > 0 || categories[i]?.channelIds.length === 0);
}

/**
 * For lists already in wire form (rows mix contents, channels and history entries): keeps an item
 * unless its own `age`, or its content's, is above the child limit. Items without an age stay.
 */
export function suitableWireItem(item: unknown): boolean {
  const record = item as { age?: unknown; content?: { age?: unknown } } | null;
  const age = record?.age ?? record?.content?.age;
  return typeof age !== 'number' || suitableForChild(age);
}
