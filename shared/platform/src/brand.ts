/** The brand the portal is running as (portal.md §1, §3 "Portal brand"). */
export interface Brand {
  readonly id: string;
  readonly label: string;
  readonly legalName: string;
  readonly regulatorNumber: string;
  readonly contactNumber: string;
}

/** A tel: link for a number as the brand writes it ('0330 123 4567' -> 'tel:03301234567'). */
export function telephoneHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
