// Public types of the users module (re-exported by index.ts).

export interface BrandFont {
  name: string;
  type?: 'heading' | 'subHeading' | 'body';
}

export interface BrandPersona {
  emotions: string[];
  industry: string | null;
  audience: string[];
  designTags: string[];
}

/** A user's brand kit, as the design engine consumes it. */
export interface BrandKit {
  brandName: string;
  brandDescription: string;
  brandUrl: string | null;
  brandLogo: string | null;
  brandColors: string[];
  brandFonts: BrandFont[];
  brandPersona: BrandPersona;
}

/** A user's billing-cycle state, for the credit ledger. */
export interface UserCycle {
  userId: string;
  accountId: string;
  abstractUserId: string;
  planId: string;
  /** The plan's allowance per cycle; null: unlimited. */
  creditsPerCycle: number | null;
  /** -1: no limit. */
  creditLimit: number;
  cycleUsage: number;
  cycleStart: Date;
  /** Exclusive. */
  cycleEnd: Date;
}

/** The workspace a call works in: the end user's (bearer token), or the account's own (userId null). */
export interface CallerWorkspace {
  accountId: string;
  workspaceId: string;
  userId: string | null;
}
