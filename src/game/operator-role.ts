/** Whether a Supabase user's app_metadata marks an operator (DESIGN §9: role 'operator', which only the service role sets). */
export function isOperatorRole(appMetadata: unknown): boolean {
  return typeof appMetadata === 'object' && appMetadata !== null && (appMetadata as { role?: unknown }).role === 'operator';
}
