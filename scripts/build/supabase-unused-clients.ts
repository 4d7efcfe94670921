/**
 * What the app's build serves in place of @supabase/storage-js and @supabase/functions-js
 * (scripts/build/vite-supabase-unused-clients.ts): the app stores no file and calls no edge function, yet
 * supabase-js imports both and builds a storage client in `createClient`. Using either says so.
 */
const unused = (client: string) => new Error(`${client} is not part of this app's build (scripts/build/vite-supabase-unused-clients.ts)`);

export class StorageClient {
  from(): never {
    throw unused('supabase.storage');
  }
}

export class FunctionsClient {
  invoke(): never {
    throw unused('supabase.functions');
  }
}

// supabase-js re-exports these names; the app never meets them
export class StorageApiError extends Error {}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {};
