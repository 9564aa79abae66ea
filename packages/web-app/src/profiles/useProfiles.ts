/**
 * The viewer's profiles (uncached 'my' data, 000 §9) and the switch between them (000 §4 Profile): a
 * switch — onto an adult profile with the parental approval the server asks for — clears every cached
 * answer, reads the viewer again (the child rules follow the new role) and goes home.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/context';
import { useProfileEndpoints } from './useProfileEndpoints';

export const PROFILES_KEY = ['account', 'profiles'] as const;

export function useProfilesQuery() {
  const endpoints = useProfileEndpoints();
  const session = useSession();
  return useQuery({
    queryKey: PROFILES_KEY,
    queryFn: () => endpoints.profiles(),
    enabled: !session.isGuest,
    staleTime: 0,
  });
}

export function useSwitchProfile() {
  const endpoints = useProfileEndpoints();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (id: number, approval: string | null = null) => {
      await endpoints.chooseProfile(id, approval);
      queryClient.clear();
      await session.reloadUser();
      navigate('/', { replace: true });
    },
    [endpoints, session, queryClient, navigate],
  );
}
