/** /operateur as the app routes it, with the app's operator effects (src/api on the MSW-mocked Supabase API). */
export { Component as OperatorRoute } from '../../src/app/operator-route';
