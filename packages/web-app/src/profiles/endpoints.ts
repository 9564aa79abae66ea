/**
 * The profiles, parental PIN, account and messages calls of 000 §7 (Users, Devices, Profiles) on the
 * shared client. All are quiet: the dialogs and tabs show their failures beside what the viewer typed.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import { approvalHeaders } from '../parental/approval-store';
import type { ParentalSettings } from '../parental/gating';
import {
  activeProfileSchema,
  avatarCategorySchema,
  type DeviceRecordFull,
  deviceRecordSchema,
  messageListSchema,
  type Profile,
  pinSentSchema,
  profileSchema,
  unreadSchema,
} from './schemas';

const anyBody = z.unknown();
const seg = (id: string | number) => encodeURIComponent(String(id));

export interface ProfileDraft {
  name: string;
  role: 'adult' | 'child';
  icon_avatar_id: number;
}

export function createProfileEndpoints(api: ApiClient) {
  return {
    profiles: (): Promise<Profile[]> =>
      api.request({ path: '/users/self/profiles', schema: z.array(profileSchema), quiet: true }),
    activeProfile: async (): Promise<Profile | null> =>
      (await api.request({ path: '/users/self/profile', schema: activeProfileSchema, quiet: true })).profile,
    createProfile: (draft: ProfileDraft): Promise<Profile> =>
      api.request({
        method: 'POST',
        path: '/users/self/profiles',
        schema: profileSchema,
        body: draft,
        quiet: true,
      }),
    /** Changing an adult profile or a role needs the parental approval `approval` (issue 35). */
    updateProfile: (id: number, change: Partial<ProfileDraft>, approval?: string | null): Promise<Profile> =>
      api.request({
        method: 'PATCH',
        path: `/users/self/profiles/${seg(id)}`,
        schema: profileSchema,
        body: change,
        headers: approvalHeaders(approval),
        quiet: true,
      }),
    deleteProfile: (id: number, approval?: string | null): Promise<unknown> =>
      api.request({
        method: 'DELETE',
        path: `/users/self/profiles/${seg(id)}`,
        schema: anyBody,
        headers: approvalHeaders(approval),
        quiet: true,
      }),
    /** Choosing an adult profile needs the parental approval `approval` (000 §4 Profile). */
    chooseProfile: (id: number, approval?: string | null): Promise<unknown> =>
      api.request({
        method: 'POST',
        path: '/users/self/profile',
        schema: anyBody,
        body: { id },
        headers: approvalHeaders(approval),
        quiet: true,
      }),
    avatarCategories: () =>
      api.request({
        path: '/profiles/avatar_categories',
        schema: z.array(avatarCategorySchema),
        quiet: true,
      }),

    sendPin: () =>
      api.request({
        method: 'POST',
        path: '/users/self/parental_code/send',
        schema: pinSentSchema,
        quiet: true,
      }),
    /**
     * 000 §7 PATCH users/self: name, e-mail or the PIN (changing one sends the old PIN along). The name and
     * e-mail need the settings approval while the device's "opening the settings" switch is on.
     */
    updateSelf: (
      change: { first_name?: string; email?: string; pincode?: string; old_pincode?: string },
      approval?: string | null,
    ) =>
      api.request({
        method: 'PATCH',
        path: '/users/self',
        schema: anyBody,
        body: change,
        headers: approvalHeaders(approval),
        quiet: true,
      }),

    devices: (): Promise<DeviceRecordFull[]> =>
      api.request({ path: '/users/self/devices', schema: z.array(deviceRecordSchema), quiet: true }),
    /** Needs the settings approval while the device's "opening the settings" switch is on. */
    removeDevice: (id: string | number, approval?: string | null): Promise<unknown> =>
      api.request({
        method: 'DELETE',
        path: `/users/self/devices/${seg(id)}`,
        schema: anyBody,
        headers: approvalHeaders(approval),
        quiet: true,
      }),
    /** Parental settings change with the parental approval (issue 35). */
    updateDevice: (
      id: string | number,
      change: { parental_settings: ParentalSettings },
      approval?: string | null,
    ) =>
      api.request({
        method: 'PATCH',
        path: `/users/self/devices/${seg(id)}`,
        schema: deviceRecordSchema,
        body: change,
        headers: approvalHeaders(approval),
        quiet: true,
      }),

    messages: () => api.request({ path: '/users/self/messages', schema: messageListSchema, quiet: true }),
    unread: () => api.request({ path: '/users/self/messages/unread', schema: unreadSchema, quiet: true }),
    markAllRead: () =>
      api.request({ method: 'POST', path: '/users/self/messages/read', schema: anyBody, quiet: true }),
  };
}

export type ProfileEndpoints = ReturnType<typeof createProfileEndpoints>;
