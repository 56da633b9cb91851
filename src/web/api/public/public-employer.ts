/** An open role as the public employer page lists it. */
export interface PublicRole {
  uuid: string;
  title: string | null;
  jobType: string | null;
  location: string | null;
  publishedAt: string | null;
}

/** GET /api/public/employers/{slug}/: what anyone may read about an organisation; answers already in words. */
export interface PublicEmployer {
  name: string;
  slug: string;
  logoUrl: string | null;
  missionStatement: string | null;
  companySize: string | null;
  growthStage: string | null;
  /** The culture type and personality traits in words. */
  culture: { type: string | null; traits: string[] } | null;
  educationType: string | null;
  link: string | null;
  metroArea: string | null;
  openRoles: PublicRole[];
}
