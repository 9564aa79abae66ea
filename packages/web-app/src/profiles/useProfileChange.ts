/**
 * One change to the viewer's profiles (create, save, the child switch, delete): asked with the PIN when the
 * server wants it (000 §4 Profile, useApprovedChange), then the profile list is read again. A failure shows
 * the server's message and undoes what the form had already shown; a PIN the viewer cancelled is no failure.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApprovalCancelled, useApprovedChange } from '../parental/useApprovedChange';
import { PROFILES_KEY } from './useProfiles';

export function useProfileChange(onDone: () => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approved = useApprovedChange();
  const run = async (
    work: (approval: string | null) => Promise<unknown>,
    close: boolean,
    undo?: () => void,
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      await approved.run('profile', work);
      await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
      if (close) onDone();
    } catch (error) {
      undo?.();
      if (!(error instanceof ApprovalCancelled))
        setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  /** The PIN the server asked for, shown in place of the form (its fields keep what was typed). */
  return { run, busy, failure, prompt: approved.prompt };
}
