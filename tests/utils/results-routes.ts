/** The results page as the app routes it, with the app's results effects (src/api on the MSW-mocked Supabase API). */
export { Component as ResultsRoute } from '../../src/app/results-route';
export { Component as GainsRoute } from '../../src/app/gains-route';
