import type { Database as Generated, Json } from './database.types';

/**
 * What the generated types (src/api/database.types.ts, `npm run gen:types`) cannot say, in one place.
 *
 * A SQL function's arguments accept null, but `supabase gen types` types them as their column type without
 * `| null`: the arguments the app and the tests pass as null are widened here, in the way Supabase's docs
 * override generated types.
 */
type Functions = Generated['public']['Functions'];
type NullableArgs<Name extends keyof Functions, Keys extends keyof Functions[Name]['Args']> = Omit<Functions[Name], 'Args'> & {
  Args: Omit<Functions[Name]['Args'], Keys> & { [Key in Keys]: Functions[Name]['Args'][Key] | null };
};

export type Database = Omit<Generated, 'public'> & {
  public: Omit<Generated['public'], 'Functions'> & {
    Functions: Omit<Functions, 'set_play_limit' | 'settle_payment'> & {
      /** null removes the limit */
      set_play_limit: NullableArgs<'set_play_limit', 'amount'>;
      /** null: the provider gave no reference, or no reason */
      settle_payment: NullableArgs<'settle_payment', 'provider_reference' | 'failure_reason'>;
    };
  };
};

export type FunctionName = keyof Database['public']['Functions'] & string;
export type FunctionArgs<Name extends FunctionName> = Database['public']['Functions'][Name]['Args'];

/**
 * The answer of a function that returns a jsonb object (their SQL comments document the fields), checked to be
 * one: its fields are typed as `T` here only, the single place where a jsonb answer becomes a typed row.
 */
export function jsonObject<T extends object>(data: Json, fn: string): T {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${fn} did not answer an object`);
  return data as T;
}
