/** The brand the portal is running as (portal.md §1, §3 "Portal brand"). */
export interface Brand {
  readonly id: string;
  readonly label: string;
  readonly legalName: string;
  readonly regulatorNumber: string;
  readonly contactNumber: string;
}
