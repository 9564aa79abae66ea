/**
 * Why (000 §2 Settings, §6 Partner rules): log out is hidden for partners that forbid it. The spec does
 * not name them, so the operator says it per provider (`hide_logout` on the network's provider); the
 * header reads that one flag through this function.
 */
export function canLogOut(provider: unknown): boolean {
  return !(
    typeof provider === 'object' &&
    provider !== null &&
    (provider as { hide_logout?: unknown }).hide_logout === true
  );
}
