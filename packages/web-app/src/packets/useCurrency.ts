import { useSession } from '../session/context';

/** The provider's currency name for prices (its UTF name, else its ISO code). */
export function useCurrency(): string | null {
  const provider = useSession().network?.provider as {
    currency?: { UTF_NAME?: string; ISO_CODE?: string };
  } | null;
  return provider?.currency?.UTF_NAME ?? provider?.currency?.ISO_CODE ?? null;
}
