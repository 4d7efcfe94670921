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
      bet_option_rules: {
        Row: {
          bet_option: string;
          drawn_window: number;
          misses: number;
        };
        Insert: {
          bet_option: string;
          drawn_window: number;
          misses: number;
        };
        Update: {
          bet_option?: string;
          drawn_window?: number;
          misses?: number;
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
          draw_id: string | null;
          draw_time: string;
          game_mode: string;
          id: string;
          payout: number | null;
          potential_mac_win: number | null;
          potential_win: number;
          status: string;
          ticket_id: string | null;
          ticket_position: number | null;
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
          draw_id?: string | null;
          draw_time: string;
          game_mode: string;
          id?: string;
          payout?: number | null;
          potential_mac_win?: number | null;
          potential_win: number;
          status?: string;
          ticket_id?: string | null;
          ticket_position?: number | null;
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
          draw_id?: string | null;
          draw_time?: string;
          game_mode?: string;
          id?: string;
          payout?: number | null;
          potential_mac_win?: number | null;
          potential_win?: number;
          status?: string;
          ticket_id?: string | null;
          ticket_position?: number | null;
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
          {
            foreignKeyName: 'bets_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: false;
            referencedRelation: 'draws';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'bets_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'ticket_summaries';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'bets_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'tickets';
            referencedColumns: ['id'];
          },
        ];
      };
      draw_result_drafts: {
        Row: {
          draw_id: string;
          machine_numbers: number[];
          recorded_at: string;
          recorded_by: string;
          recorded_by_email: string | null;
          winning_numbers: number[];
        };
        Insert: {
          draw_id: string;
          machine_numbers: number[];
          recorded_at?: string;
          recorded_by: string;
          recorded_by_email?: string | null;
          winning_numbers: number[];
        };
        Update: {
          draw_id?: string;
          machine_numbers?: number[];
          recorded_at?: string;
          recorded_by?: string;
          recorded_by_email?: string | null;
          winning_numbers?: number[];
        };
        Relationships: [
          {
            foreignKeyName: 'draw_result_drafts_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: true;
            referencedRelation: 'draw_results';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'draw_result_drafts_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: true;
            referencedRelation: 'draws';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'draw_result_drafts_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: true;
            referencedRelation: 'operator_draw_queue';
            referencedColumns: ['draw_id'];
          },
        ];
      };
      draws: {
        Row: {
          confirmed_by: string | null;
          country: string;
          draw_at: string;
          draw_day: string;
          draw_time: string;
          id: string;
          machine_numbers: number[] | null;
          recorded_at: string | null;
          recorded_by: string | null;
          settled_at: string | null;
          source: string | null;
          status: string;
          winning_numbers: number[] | null;
        };
        Insert: {
          confirmed_by?: string | null;
          country: string;
          draw_at: string;
          draw_day: string;
          draw_time: string;
          id?: string;
          machine_numbers?: number[] | null;
          recorded_at?: string | null;
          recorded_by?: string | null;
          settled_at?: string | null;
          source?: string | null;
          status?: string;
          winning_numbers?: number[] | null;
        };
        Update: {
          confirmed_by?: string | null;
          country?: string;
          draw_at?: string;
          draw_day?: string;
          draw_time?: string;
          id?: string;
          machine_numbers?: number[] | null;
          recorded_at?: string | null;
          recorded_by?: string | null;
          settled_at?: string | null;
          source?: string | null;
          status?: string;
          winning_numbers?: number[] | null;
        };
        Relationships: [];
      };
      ledger_entries: {
        Row: {
          account: string;
          amount: number;
          txn_id: string;
        };
        Insert: {
          account: string;
          amount: number;
          txn_id: string;
        };
        Update: {
          account?: string;
          amount?: number;
          txn_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ledger_entries_txn_id_fkey';
            columns: ['txn_id'];
            isOneToOne: false;
            referencedRelation: 'ledger_history';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ledger_entries_txn_id_fkey';
            columns: ['txn_id'];
            isOneToOne: false;
            referencedRelation: 'ledger_transactions';
            referencedColumns: ['id'];
          },
        ];
      };
      ledger_transactions: {
        Row: {
          created_at: string;
          id: string;
          idempotency_key: string | null;
          kind: string;
          player_id: string;
          reference: string | null;
          seq: number;
        };
        Insert: {
          created_at?: string;
          id?: string;
          idempotency_key?: string | null;
          kind: string;
          player_id: string;
          reference?: string | null;
          seq?: never;
        };
        Update: {
          created_at?: string;
          id?: string;
          idempotency_key?: string | null;
          kind?: string;
          player_id?: string;
          reference?: string | null;
          seq?: never;
        };
        Relationships: [];
      };
      operator_audit: {
        Row: {
          action: string;
          actor: string;
          actor_id: string | null;
          at: string;
          details: Json;
          draw_id: string;
          id: number;
        };
        Insert: {
          action: string;
          actor: string;
          actor_id?: string | null;
          at?: string;
          details?: Json;
          draw_id: string;
          id?: never;
        };
        Update: {
          action?: string;
          actor?: string;
          actor_id?: string | null;
          at?: string;
          details?: Json;
          draw_id?: string;
          id?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'operator_audit_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: false;
            referencedRelation: 'draw_results';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'operator_audit_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: false;
            referencedRelation: 'draws';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'operator_audit_draw_id_fkey';
            columns: ['draw_id'];
            isOneToOne: false;
            referencedRelation: 'operator_draw_queue';
            referencedColumns: ['draw_id'];
          },
        ];
      };
      payments: {
        Row: {
          amount: number;
          created_at: string;
          direction: string;
          failure_reason: string | null;
          id: string;
          idempotency_key: string;
          phone: string;
          player_id: string;
          provider: string;
          provider_reference: string | null;
          status: string;
          updated_at: string;
        };
        Insert: {
          amount: number;
          created_at?: string;
          direction: string;
          failure_reason?: string | null;
          id?: string;
          idempotency_key: string;
          phone: string;
          player_id: string;
          provider: string;
          provider_reference?: string | null;
          status?: string;
          updated_at?: string;
        };
        Update: {
          amount?: number;
          created_at?: string;
          direction?: string;
          failure_reason?: string | null;
          id?: string;
          idempotency_key?: string;
          phone?: string;
          player_id?: string;
          provider?: string;
          provider_reference?: string | null;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      play_limits: {
        Row: {
          amount: number | null;
          kind: string;
          next_amount: number | null;
          next_at: string | null;
          period: string;
          player_id: string;
          updated_at: string;
        };
        Insert: {
          amount?: number | null;
          kind: string;
          next_amount?: number | null;
          next_at?: string | null;
          period: string;
          player_id: string;
          updated_at?: string;
        };
        Update: {
          amount?: number | null;
          kind?: string;
          next_amount?: number | null;
          next_at?: string | null;
          period?: string;
          player_id?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          balance: number;
          birth_date: string | null;
          country: string | null;
          created_at: string;
          email: string | null;
          id: string;
          updated_at: string;
          username: string;
          winnings: number;
        };
        Insert: {
          balance?: number;
          birth_date?: string | null;
          country?: string | null;
          created_at?: string;
          email?: string | null;
          id: string;
          updated_at?: string;
          username: string;
          winnings?: number;
        };
        Update: {
          balance?: number;
          birth_date?: string | null;
          country?: string | null;
          created_at?: string;
          email?: string | null;
          id?: string;
          updated_at?: string;
          username?: string;
          winnings?: number;
        };
        Relationships: [];
      };
      self_exclusions: {
        Row: {
          duration: string;
          ends_at: string | null;
          id: string;
          player_id: string;
          started_at: string;
        };
        Insert: {
          duration: string;
          ends_at?: string | null;
          id?: string;
          player_id: string;
          started_at?: string;
        };
        Update: {
          duration?: string;
          ends_at?: string | null;
          id?: string;
          player_id?: string;
          started_at?: string;
        };
        Relationships: [];
      };
      tickets: {
        Row: {
          code: string;
          id: string;
          placed_at: string;
          player_id: string;
          total_stake: number;
        };
        Insert: {
          code: string;
          id?: string;
          placed_at?: string;
          player_id: string;
          total_stake: number;
        };
        Update: {
          code?: string;
          id?: string;
          placed_at?: string;
          player_id?: string;
          total_stake?: number;
        };
        Relationships: [];
      };
      win_notices: {
        Row: {
          amount: number;
          bets_won: number;
          created_at: string;
          draw_id: string;
          player_id: string;
        };
        Insert: {
          amount: number;
          bets_won: number;
          created_at?: string;
          draw_id: string;
          player_id: string;
        };
        Update: {
          amount?: number;
          bets_won?: number;
          created_at?: string;
          draw_id?: string;
          player_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      draw_results: {
        Row: {
          country: string | null;
          draw_at: string | null;
          draw_date: string | null;
          draw_day: string | null;
          draw_time: string | null;
          id: string | null;
          machine_numbers: number[] | null;
          settled_at: string | null;
          status: string | null;
          winning_numbers: number[] | null;
        };
        Relationships: [];
      };
      ledger_history: {
        Row: {
          balance_after: number | null;
          created_at: string | null;
          id: string | null;
          kind: string | null;
          play_amount: number | null;
          player_id: string | null;
          reference: string | null;
          seq: number | null;
          winnings_after: number | null;
          winnings_amount: number | null;
        };
        Relationships: [];
      };
      operator_draw_queue: {
        Row: {
          bet_count: number | null;
          country: string | null;
          draft_machine_numbers: number[] | null;
          draft_winning_numbers: number[] | null;
          draw_at: string | null;
          draw_day: string | null;
          draw_id: string | null;
          draw_time: string | null;
          recorded_at: string | null;
          recorded_by: string | null;
          recorded_by_email: string | null;
          status: string | null;
          total_stake: number | null;
        };
        Relationships: [];
      };
      operator_payment_discrepancies: {
        Row: {
          amount: number | null;
          details: Json | null;
          direction: string | null;
          first_seen_at: string | null;
          id: string | null;
          kind: string | null;
          last_seen_at: string | null;
          occurrences: number | null;
          payment_created_at: string | null;
          payment_id: string | null;
          phone: string | null;
          provider: string | null;
          provider_reference: string | null;
          status: string | null;
        };
        Relationships: [];
      };
      operator_settlements: {
        Row: {
          country: string | null;
          done_bets: number | null;
          draw_at: string | null;
          draw_day: string | null;
          draw_id: string | null;
          draw_time: string | null;
          finished_at: string | null;
          kind: string | null;
          paid: number | null;
          refunded: number | null;
          started_at: string | null;
          total_bets: number | null;
        };
        Relationships: [];
      };
      ticket_summaries: {
        Row: {
          bet_count: number | null;
          code: string | null;
          id: string | null;
          placed_at: string | null;
          player_id: string | null;
          status: string | null;
          total_payout: number | null;
          total_stake: number | null;
        };
        Relationships: [];
      };
      wallet_history: {
        Row: {
          balance_after: number | null;
          created_at: string | null;
          draw_at: string | null;
          draw_country: string | null;
          draw_day: string | null;
          draw_id: string | null;
          draw_time: string | null;
          failure_reason: string | null;
          id: string | null;
          kind: string | null;
          payment_amount: number | null;
          payment_id: string | null;
          payment_status: string | null;
          phone: string | null;
          play_amount: number | null;
          player_id: string | null;
          provider: string | null;
          provider_reference: string | null;
          ticket_code: string | null;
          winnings_after: number | null;
          winnings_amount: number | null;
        };
        Relationships: [];
      };
      withdrawal_phones: {
        Row: {
          last_recharged_at: string | null;
          phone: string | null;
          player_id: string | null;
          provider: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      audit_draw_action: {
        Args: { p_action: string; p_actor: string; p_actor_id: string; p_details: Json; p_draw_id: string };
        Returns: undefined;
      };
      balances_after: {
        Args: { p_txn_id: string };
        Returns: Json;
      };
      bet_combination_size: {
        Args: { bet_type: string };
        Returns: number;
      };
      bet_combinations_valid: {
        Args: { combinations: Json; size: number };
        Returns: boolean;
      };
      bet_payout_on: {
        Args: {
          base_stake: number;
          bet_option: string;
          bet_type: string;
          combinations: Json;
          game_mode: string;
          mac_pattern: string;
          machine_pattern: string;
          win_pattern: string;
        };
        Returns: { mac_lines: number; payout: number; win_lines: number }[];
      };
      bet_settlement: {
        Args: {
          base_stake: number;
          bet_option: string;
          bet_type: string;
          combinations: Json;
          game_mode: string;
          machine: number[];
          winning: number[];
        };
        Returns: { mac_lines: number; payout: number; win_lines: number }[];
      };
      cancel_draw: {
        Args: { draw_id: string; reason?: string };
        Returns: Json;
      };
      cancel_draw_as: {
        Args: { p_actor: string; p_actor_id: string; p_draw_id: string; p_reason: string };
        Returns: Json;
      };
      check_amount: {
        Args: { p_amount: number; p_max: number; p_min: number };
        Returns: undefined;
      };
      check_birth_date: {
        Args: { p_birth_date: string; p_country: string };
        Returns: string;
      };
      check_funds: {
        Args: { p_account: string; p_amount: number; p_available: number };
        Returns: undefined;
      };
      check_idempotency_key: {
        Args: { p_key: string };
        Returns: undefined;
      };
      check_mobile_money: {
        Args: { p_phone: string; p_provider: string };
        Returns: undefined;
      };
      check_play_allowed: {
        Args: { p_action: string; p_amount: number; p_player_id: string };
        Returns: undefined;
      };
      close_draw: {
        Args: { draw_id: string };
        Returns: Json;
      };
      close_due_draws: {
        Args: never;
        Returns: number;
      };
      complete_player_profile: {
        Args: { birth_date: string; country: string };
        Returns: Json;
      };
      confirm_draw_result: {
        Args: { draw_id: string; machine: Json; winning: Json };
        Returns: Json;
      };
      convert_winnings: {
        Args: { amount: number; idempotency_key: string };
        Returns: Json;
      };
      create_scheduled_draws: {
        Args: never;
        Returns: number;
      };
      draw_instant_matches: {
        Args: { country: string; draw_at: string; draw_day: string; draw_time: string };
        Returns: boolean;
      };
      draw_line_patterns: {
        Args: { machine: number[]; winning: number[] };
        Returns: { bet_option: string; mac_pattern: string; machine_pattern: string; win_pattern: string }[];
      };
      draw_outcome: {
        Args: { p_draw_id: string };
        Returns: Json;
      };
      draw_numbers_valid: {
        Args: { numbers: number[] };
        Returns: boolean;
      };
      draw_time_zone: {
        Args: { country: string };
        Returns: string;
      };
      exclusion_end: {
        Args: { at: string; duration: string; zone: string };
        Returns: string;
      };
      find_draw: {
        Args: { p_draw_id: string; p_lock: boolean };
        Returns: {
          confirmed_by: string | null;
          country: string;
          draw_at: string;
          draw_day: string;
          draw_time: string;
          id: string;
          machine_numbers: number[] | null;
          recorded_at: string | null;
          recorded_by: string | null;
          settled_at: string | null;
          source: string | null;
          status: string;
          winning_numbers: number[] | null;
        };
        SetofOptions: {
          from: '*';
          to: 'draws';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      is_adult: {
        Args: { birth: string; today: string };
        Returns: boolean;
      };
      is_operator: {
        Args: never;
        Returns: boolean;
      };
      is_scheduled_draw: {
        Args: { country: string; draw_day: string; draw_time: string };
        Returns: boolean;
      };
      ledger_problems: {
        Args: never;
        Returns: Json;
      };
      limit_at: {
        Args: { amount: number; at: string; next_amount: number; next_at: string };
        Returns: number;
      };
      limit_looser: {
        Args: { a: number; b: number };
        Returns: boolean;
      };
      limit_usage: {
        Args: { p_kind: string; p_player_id: string; p_since: string };
        Returns: number;
      };
      limits_status: {
        Args: { p_player_id: string; p_zone: string };
        Returns: Json;
      };
      lock_draw_players: {
        Args: { p_draw_id: string };
        Returns: undefined;
      };
      lock_player: {
        Args: never;
        Returns: {
          balance: number;
          created_at: string;
          email: string | null;
          id: string;
          updated_at: string;
          username: string;
          winnings: number;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      mobile_money_countries: {
        Args: { provider: string };
        Returns: string[];
      };
      new_ticket_code: {
        Args: never;
        Returns: string;
      };
      operator_label: {
        Args: { p_operator: string };
        Returns: string;
      };
      period_end: {
        Args: { at: string; period: string; zone: string };
        Returns: string;
      };
      period_start: {
        Args: { at: string; period: string; zone: string };
        Returns: string;
      };
      phone_country: {
        Args: { phone: string };
        Returns: string;
      };
      place_bets: {
        Args: { idempotency_key: string; items: Json };
        Returns: Json;
      };
      player_time_zone: {
        Args: { country: string };
        Returns: string;
      };
      post_house_movements: {
        Args: { p_account: string; p_amounts: number[]; p_kind: string; p_players: string[]; p_reference: string };
        Returns: number;
      };
      post_ledger_transaction: {
        Args: { p_entries: Json; p_idempotency_key: string; p_kind: string; p_player_id: string; p_reference: string };
        Returns: string;
      };
      record_draw_result: {
        Args: { draw_id: string; machine: Json; winning: Json };
        Returns: Json;
      };
      refuse_item: {
        Args: { p_code: string; p_detail: Json; p_index: number };
        Returns: undefined;
      };
      refuse_reused_key: {
        Args: { p_key: string };
        Returns: undefined;
      };
      request_withdrawal: {
        Args: { amount: number; idempotency_key: string; phone: string; provider: string };
        Returns: Json;
      };
      require_operator: {
        Args: never;
        Returns: string;
      };
      result_numbers: {
        Args: { p_field: string; p_numbers: Json };
        Returns: number[];
      };
      responsible_gaming_status: {
        Args: never;
        Returns: Json;
      };
      running_exclusion: {
        Args: { p_player_id: string };
        Returns: Json;
      };
      set_play_limit: {
        Args: { amount: number | null; kind: string; period: string };
        Returns: Json;
      };
      settle_draw: {
        Args: { draw_id: string };
        Returns: Json;
      };
      settle_payment: {
        Args: { failure_reason?: string | null; outcome: string; payment_id: string; provider_reference: string | null };
        Returns: Json;
      };
      settlement_line_pattern: {
        Args: { misses: number; numbers: number[] };
        Returns: string;
      };
      start_recharge: {
        Args: { amount: number; idempotency_key: string; phone: string; provider: string };
        Returns: Json;
      };
      start_self_exclusion: {
        Args: { duration: string };
        Returns: Json;
      };
      system_draw: {
        Args: { draw_id: string; machine: Json; source?: string; winning: Json };
        Returns: Json;
      };
      ticket_receipt: {
        Args: { p_ticket_id: string; p_txn_id: string };
        Returns: Json;
      };
      ticket_status: {
        Args: { statuses: string[] };
        Returns: string;
      };
      verify_ticket: {
        Args: { code: string };
        Returns: Json;
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
