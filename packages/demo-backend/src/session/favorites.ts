// Per-user favourites (000 §7 Favorites, 001 §3 Category 1000 'my'), in memory like the rest of the
// session state. A favourite names exactly one object: a channel, programme, person or content.

export interface Favorite {
  id: number;
  object_id: number;
  channel_id: number | null;
  program_id: number | null;
  person_id: number | null;
  content_id: number | null;
}

export type FavoriteTarget = { kind: 'channel' | 'program' | 'person' | 'content'; id: number };

export class Favorites {
  private readonly byUser = new Map<number, Favorite[]>();
  private nextId = 1;

  list(userId: number): Favorite[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Adding the same object twice gives back the existing favourite instead of a duplicate. */
  add(userId: number, target: FavoriteTarget): Favorite {
    const list = this.byUser.get(userId) ?? [];
    const key = `${target.kind}_id` as const;
    const existing = list.find((favorite) => favorite[key] === target.id);
    if (existing) return existing;
    const favorite: Favorite = {
      id: this.nextId++,
      object_id: target.id,
      channel_id: null,
      program_id: null,
      person_id: null,
      content_id: null,
      [key]: target.id,
    };
    list.push(favorite);
    this.byUser.set(userId, list);
    return favorite;
  }

  /** True when the user had that favourite. */
  remove(userId: number, favoriteId: number): boolean {
    const list = this.byUser.get(userId) ?? [];
    const index = list.findIndex((favorite) => favorite.id === favoriteId);
    if (index < 0) return false;
    list.splice(index, 1);
    return true;
  }
}
