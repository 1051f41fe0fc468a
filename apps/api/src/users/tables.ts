/**
 * Tables of migration 0005 (advisor operations): users, their scored risk profiles, and stored
 * reports. The `portfolios.user_id` column the same migration adds is declared with `portfolios`.
 */
export interface AdvisorTables {
  users: {
    id: string;
    org_id: string;
    external_id: string;
    email: string | null;
    name: string | null;
    locale: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Every scoring ever made, newest = the user's profile. `result` is the RiskProfile JSON. */
  risk_profiles: {
    id: string;
    org_id: string;
    user_id: string;
    questionnaire_id: string;
    questionnaire_version: number;
    answers: string;
    result: string;
    created_at: string;
  };
  reports: {
    id: string;
    org_id: string;
    portfolio_id: string;
    format: 'json' | 'html';
    /** The report JSON without `html`. */
    body: string;
    html: string | null;
    generated_at: string;
  };
}
