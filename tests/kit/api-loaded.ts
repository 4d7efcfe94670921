/**
 * src/api loads on first use (the app imports it lazily). A test that fakes the clock loads it first,
 * so the import does not wait on a timer the test controls.
 */
export async function loadTicketsApi(): Promise<void> {
  await import('../../src/api/tickets');
}
