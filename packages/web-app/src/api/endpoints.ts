/**
 * The named operations of 000 §7 and 001 §7 over the /v2 API. Paths follow the demo backend's README
 * (the operator stand-in); each operation states its §8 tag so failures mean the right thing.
 */
import { z } from 'zod';
import { createAccountEndpoints } from '../accounts/endpoints';
import type { DeviceData } from '../session/device';
import type { ApiClient } from './http';
import {
  anyBody,
  type Category,
  type Channel,
  type Configuration,
  type Content,
  type ContentMeta,
  categorySchema,
  channelSchema,
  configurationSchema,
  contentMetaSchema,
  contentSchema,
  type DeviceRecord,
  deviceSchema,
  type Favorite,
  favoriteSchema,
  type Grant,
  grantSchema,
  type Library,
  librarySchema,
  type MenuPage,
  type Network,
  networkSchema,
  type Packet,
  type Person,
  type Programme,
  packetSchema,
  personSchema,
  programmeSchema,
  resourcesSchema,
  rowsetsSchema,
  type User,
  userSchema,
} from './schemas';

export interface GuestCredentials {
  username: string;
  password: string;
}

const catchupSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  channel_id: z.number(),
  start_at: z.number(),
});
export type Catchup = z.infer<typeof catchupSchema>;

const path = (value: string | number) => encodeURIComponent(String(value));
/** The library query of the content calls: only a real library id is sent. */
const library = (libraryId?: number | null) => ({ library_id: libraryId ?? undefined });

export function createEndpoints(api: ApiClient) {
  return {
    ...createAccountEndpoints(api),
    network: (provider?: string | null): Promise<Network> =>
      api.request({ path: '/users/self/network', schema: networkSchema, query: { provider }, quiet: true }),
    configuration: (): Promise<Configuration> =>
      api.request({ path: '/platform/configuration', schema: configurationSchema, quiet: true }),
    resources: (): Promise<Record<string, unknown>> =>
      api.request({ path: '/platform/resources', schema: resourcesSchema, quiet: true }),

    /** The guest is bound to this device's serial, so device authorisation finds the same user. */
    createGuest: (
      credentials: GuestCredentials,
      appVersion: number,
      deviceId: string,
      referId?: string | null,
    ): Promise<User> =>
      api.request({
        method: 'POST',
        path: '/users',
        schema: userSchema,
        auth: false,
        tag: 'guest-create',
        quiet: true,
        body: {
          ...credentials,
          is_guest: true,
          app_version: appVersion,
          device_id: deviceId,
          refer_id: referId ?? undefined,
        },
      }),
    authorizeDevice: (
      deviceId: string,
      credentials: GuestCredentials | null,
      device: DeviceData,
    ): Promise<Grant> =>
      api.request({
        method: 'POST',
        path: '/auth/device',
        schema: grantSchema,
        auth: false,
        tag: 'device-auth',
        quiet: true,
        body: { device_id: deviceId, ...(credentials ?? {}), ...device },
      }),
    self: (): Promise<User> => api.request({ path: '/users/self', schema: userSchema }),
    devices: (): Promise<DeviceRecord[]> =>
      api.request({ path: '/users/self/devices', schema: z.array(deviceSchema), quiet: true }),
    removeDevice: (id: string | number): Promise<unknown> =>
      api.request({
        method: 'DELETE',
        path: `/users/self/devices/${path(id)}`,
        schema: anyBody,
        quiet: true,
      }),

    channels: (): Promise<Channel[]> => api.request({ path: '/channels', schema: z.array(channelSchema) }),
    channel: (idOrSlug: string | number): Promise<Channel> =>
      api.request({ path: `/channels/${path(idOrSlug)}`, schema: channelSchema, quiet: true }),
    categories: (): Promise<Category[]> =>
      api.request({ path: '/categories', schema: z.array(categorySchema) }),
    // 001 §7: failed schedule loads only log; the guide shows warning_no_program itself.
    schedule: (channelId: number, start: number, end: number): Promise<Programme[]> =>
      api.request({
        path: `/channels/${channelId}/schedule`,
        schema: z.array(programmeSchema),
        query: { start, end },
        quiet: true,
      }),
    channelPackets: (channelId: number): Promise<Packet[]> =>
      api.request({ path: `/channels/${channelId}/packets`, schema: z.array(packetSchema), quiet: true }),

    /** 001 §7 Content, metadata, sources, episodes: content id, library id. */
    content: (id: number, libraryId?: number | null): Promise<Content> =>
      api.request({ path: `/contents/${id}`, schema: contentSchema, query: library(libraryId), quiet: true }),
    contentMeta: (id: number, libraryId?: number | null): Promise<ContentMeta> =>
      api.request({
        path: `/contents/${id}/meta`,
        schema: contentMetaSchema,
        query: library(libraryId),
        quiet: true,
      }),
    episodes: (id: number, libraryId?: number | null): Promise<Content[]> =>
      api.request({
        path: `/contents/${id}/episodes`,
        schema: z.array(contentSchema),
        query: library(libraryId),
        quiet: true,
      }),
    sources: (id: number, libraryId?: number | null): Promise<{ catchups?: Catchup[] | null }> =>
      api.request({
        path: `/contents/${id}/sources`,
        schema: z.looseObject({ catchups: z.array(catchupSchema).nullish() }),
        query: library(libraryId),
        quiet: true,
      }),
    /** 001 §7 Libraries (no payload). */
    libraries: (): Promise<Library[]> =>
      api.request({ path: '/libraries', schema: z.array(librarySchema), quiet: true }),
    persons: (): Promise<Person[]> =>
      api.request({ path: '/persons', schema: z.array(personSchema), quiet: true }),

    trailerStream: (id: number): Promise<Record<string, unknown>> =>
      api.request({
        path: `/trailers/${id}/stream`,
        schema: z
          .looseObject({
            hls: z.string().nullish(),
            hls_mbr: z.string().nullish(),
            streams: z.array(z.unknown()).nullish(),
          })
          .refine((s) => Boolean(s.hls || s.hls_mbr || s.streams?.length), 'the trailer has no stream URL'),
        quiet: true,
      }),
    /** 001 §7 Rowsets (variant web): the pages the header menu is built from. */
    rowsets: (): Promise<MenuPage[]> =>
      api.request({ path: '/rowsets', schema: rowsetsSchema, query: { variant: 'web' }, quiet: true }),
    contents: (query: { content_type?: string; limit?: number } = {}): Promise<Content[]> =>
      api.request({ path: '/contents', schema: z.array(contentSchema), query }),

    favorites: (): Promise<Favorite[]> =>
      api.request({ path: '/users/self/favorites', schema: z.array(favoriteSchema) }),
    addFavorite: (body: {
      channel_id?: number;
      content_id?: number;
      person_id?: number;
      program_id?: number;
    }): Promise<unknown> =>
      api.request({ method: 'POST', path: '/users/self/favorites', schema: anyBody, body }),
    removeFavorite: (id: string | number): Promise<unknown> =>
      api.request({ method: 'DELETE', path: `/users/self/favorites/${path(id)}`, schema: anyBody }),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
