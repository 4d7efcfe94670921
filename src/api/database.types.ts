// The shape `supabase gen types typescript --local` produces for supabase/migrations.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.2.3';
  };
  public: {
    Tables: {
      bet_multipliers: {
        Row: {
          bet_option: string;
          bet_type: string;
          game_mode: string;
          mac_multiplier: number | null;
          multiplier: number;
          position: number;
        };
        Insert: {
          bet_option: string;
          bet_type: string;
          game_mode: string;
          mac_multiplier?: number | null;
          multiplier: number;
          position: number;
        };
        Update: {
          bet_option?: string;
          bet_type?: string;
          game_mode?: string;
          mac_multiplier?: number | null;
          multiplier?: number;
          position?: number;
        };
        Relationships: [];
      };
      bets: {
        Row: {
          base_stake: number;
          bet_option: string;
          bet_type: string;
          combinations: Json;
          country: string;
          created_at: string;
          draw_at: string;
          draw_day: string;
          draw_time: string;
          game_mode: string;
          id: string;
          potential_mac_win: number | null;
          potential_win: number;
          status: string;
          total_stake: number;
          user_id: string;
        };
        Insert: {
          base_stake: number;
          bet_option: string;
          bet_type: string;
          combinations: Json;
          country: string;
          created_at?: string;
          draw_at: string;
          draw_day: string;
          draw_time: string;
          game_mode: string;
          id?: string;
          potential_mac_win?: number | null;
          potential_win: number;
          status?: string;
          total_stake: number;
          user_id?: string;
        };
        Update: {
          base_stake?: number;
          bet_option?: string;
          bet_type?: string;
          combinations?: Json;
          country?: string;
          created_at?: string;
          draw_at?: string;
          draw_day?: string;
          draw_time?: string;
          game_mode?: string;
          id?: string;
          potential_mac_win?: number | null;
          potential_win?: number;
          status?: string;
          total_stake?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'bets_bet_type_game_mode_bet_option_fkey';
            columns: ['bet_type', 'game_mode', 'bet_option'];
            isOneToOne: false;
            referencedRelation: 'bet_multipliers';
            referencedColumns: ['bet_type', 'game_mode', 'bet_option'];
          },
        ];
      };
      profiles: {
        Row: {
          balance: number;
          created_at: string;
          email: string | null;
          id: string;
          updated_at: string;
          username: string;
        };
        Insert: {
          balance?: number;
          created_at?: string;
          email?: string | null;
          id: string;
          updated_at?: string;
          username: string;
        };
        Update: {
          balance?: number;
          created_at?: string;
          email?: string | null;
          id?: string;
          updated_at?: string;
          username?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      bet_combination_size: {
        Args: { bet_type: string };
        Returns: number;
      };
      bet_combinations_valid: {
        Args: { combinations: Json; size: number };
        Returns: boolean;
      };
      is_scheduled_draw: {
        Args: { country: string; draw_day: string; draw_time: string };
        Returns: boolean;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
