// Every message of both specs, word for word, in one place (portal.md §4, §5, §8;
// policy-changes.md §2, §5, §8). Screens, rules and the reference API all read them from here.
// Where a spec names a situation but gives no wording, the wording here is ours and says so.

export const MESSAGES = {
  // Server and client errors (portal.md §8, policy-changes.md §8)
  unrecognisedResponse: 'Unrecognised response from server',
  serverError:
    'Sorry, something went wrong - please try again, if the problem persists then phone us.',
  clientDefault: 'Please correct the errors below.',
  formHasErrors: 'Please check the errors below and try again.',
  noChanges: "We couldn't identify any changes to your information - please try again.",
  /** Ours: the spec says cancelled calls reject 'with the cancel message' without wording it. */
  cancelled: 'The request was cancelled.',
  /** Ours: the answer to a call without a valid token. */
  unauthenticated: 'Please sign in to continue.',
  /** Ours: a policy-scoped resource that is not the caller's, or does not exist. */
  notFound: 'We could not find what you asked for.',
  /** Ours: the 503 answer while the provider is down for maintenance. */
  maintenance: 'The portal is down for maintenance. Please try again shortly.',
  /** Ours: the 499 answer while agreements are outstanding. */
  agreementsRequired: 'Please review and accept your agreements to continue.',
  /** Ours: too many sign-in attempts. */
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  /** Ours: wrong username or password. */
  signInFailed: 'The username or password is incorrect.',
  /** Ours: a change asked of a policy that cannot be changed. */
  policyReadOnly: 'This policy cannot be changed online. Please phone us.',
  /** Ours: a vehicle added or removed on a policy without multiple vehicles. */
  singleVehiclePolicy: 'Vehicles cannot be added to or removed from this policy online.',
  /** Ours: the answer to every change sent for review. */
  sentForReview: 'Thank you. Your change has been sent to us for review.',

  // Sign-in, account and password (portal.md §5, §8)
  signInPassword:
    'Password must be a minimum length of 10 characters including uppercase and lowercase letters, numbers and symbols',
  passwordRule:
    'Passwords must be a minimum length of 10 characters including uppercase and lowercase letters, numbers and symbols.',
  passwordHint:
    'Minimum length of 10 characters including uppercase and lowercase letters, numbers and symbols.',
  usernameInvalid: 'The username contains invalid characters.',
  landlineInvalid:
    'The landline phone number must contain numbers and spaces only and be between 7 and 13 digits.',
  mobileInvalid:
    'The mobile phone number must contain numbers and spaces only and be between 7 and 13 digits.',
  policyReferenceRequired: 'The Policy Reference Number is required.',
  usernameReminderHelp:
    "Please enter a policy reference number and we'll email you with a hint to your username.",
  breachedPassword:
    'This password appears on a database of passwords previously exposed in data breaches. We recommend you change it to something more secure before proceeding to ensure your personal data is not at risk.',
  continueWithInsecurePassword: 'Continue with insecure password',

  // Session (portal.md §2, §4)
  pleaseLogin: 'Please Login',
  sessionExpired: 'Your session has expired. Please authenticate again to continue.',
  progressKept: "Don't worry, you've not lost any of your progress.",
  notLoggedIn: 'Not currently logged in.',
  unsavedChanges: 'Unsaved changes',
  stayHere: 'Stay here',
  leavePage: 'Leave page',

  // Offline, push, screenshots (portal.md §8)
  offline: 'You are not connected to the internet.',
  pushEnableFailedTitle: 'Cannot enable notifications',
  pushEnableFailed:
    'There was an unexpected error whilst trying to enable push notifications. Please try again later.',
  pushDisableFailedTitle: 'Cannot disable notifications',
  pushDisableFailed:
    'There was an unexpected error whilst trying to disable push notifications. Please try again later.',
  pushEnabled: 'Notifications enabled',
  pushDisabled: 'Notifications disabled',
  screenshotSent: 'Screenshot sent',
  screenshotFailed: 'Error sending screenshot',
  screenshotUnsupported: 'Cannot capture screenshot in this browser.',
  screenNotSelectedTitle: 'Screen not selected',
  screenNotSelected: 'If this was a mistake, please try again or notify our support team.',
  deleteNotification: 'Delete notification?',

  // Policies (portal.md §8)
  noPolicies:
    'We cannot find any policies associated with this account. If you believe this is incorrect please phone us.',
  noActivePolicies:
    'We cannot find any active policies associated with this account. Please check below for older policies.',
  policyHeldAt: 'This policy is held at',
  anyDriverPolicy:
    'This is an Any Driver policy. Please see your policy certificate for terms and conditions.',
  fetchingPolicy: 'Fetching policy details.',
  startingDownload: 'Starting download...',

  // Agreements (portal.md §8)
  agreementsFailed:
    'There was a problem processing your request. Please wait a minute and try again.',
  agreementsAccepted: 'Policy Terms and Conditions accepted',

  // Cashback (portal.md §4, §5, §8)
  cashbackConfirm:
    "I confirm that I've included all required evidence within the single attachment above, if multiple files are required I've included them all within a single .ZIP file.",
  cashbackTermsDeclined: 'Please accept the Cashback terms and conditions to proceed.',
  cashbackNoDocuments: 'You have no documents to upload',
  cashbackFetching: 'Fetching required documents.',

  // Changes (policy-changes.md §2, §5, §8)
  quickEditEmpty: 'Please enter a value.',
  addressNotFound:
    'No addresses have been found for this postcode - Please enter the address manually.',
  vehicleNotFound: 'Unable to find vehicle registration number. Please try again.',
  securityFeaturesProblem: 'There is a problem with this field. Please contact support.',
  selectHealthCondition: 'Please select a health condition',
  atLeastOneJob: 'Please provide details for at least one job',
  pickManufacturerFirst: 'Please pick a manufacturer first.',
  modificationsHelp:
    'Please indicate which of these modifications have been carried out since purchase, along with dates and costs.',
  invalidFileType: 'Invalid file type. Please upload a valid file type.',
} as const;

/** 'Sorry there are N problems below, please check them and try again.' (portal.md §8) */
export function problemsBelow(count: number): string {
  return count === 1
    ? 'Sorry there is 1 problem below, please check it and try again.'
    : `Sorry there are ${count} problems below, please check them and try again.`;
}

/** The summary variant: one error shows its own text, several are counted (portal.md §8). */
export function problemsWithAnswers(count: number): string {
  return count === 1
    ? 'There is 1 problem with your answers. Please check it and try again.'
    : `There are ${count} problems with your answers. Please check them and try again.`;
}

/** 'Please upload a valid file: .doc, .docx, ...' (portal.md §5) */
export function uploadValidFile(extensions: readonly string[]): string {
  return `Please upload a valid file: ${extensions.join(', ')}`;
}

/** 'Please upload the following formats only: ...' (both specs §5) */
export function uploadFormatsOnly(extensions: readonly string[]): string {
  return `Please upload the following formats only: ${extensions.join(', ')}`;
}

/** The generic uploader's size message (portal.md §5). */
export function maxFileSize(megabytes: number): string {
  return `The maximum file size is ${megabytes} MB. Please reduce the size of the file(s) you're trying to upload`;
}

/** The change forms' size message (policy-changes.md §5). */
export function maxFileSizeChanges(megabytes: number): string {
  return `The maximum file size is ${megabytes}MB. Please reduce the size of the file(s) you're trying to upload.`;
}

/** "Please provide the driver's first name" - rider for bike policies (policy-changes.md §5). */
export function providePersonField(person: string, field: string): string {
  return `Please provide the ${person}'s ${field}`;
}

/** 'Please provide the vehicle make' (policy-changes.md §5). */
export function provideVehicleField(field: string): string {
  return `Please provide the vehicle ${field}`;
}

/** 'The "<field label>" field is required.' (policy-changes.md §5) */
export function policyFieldRequired(label: string): string {
  return `The "${label}" field is required.`;
}

/** '{label} is required' for agreed-value documents (policy-changes.md §5). */
export function documentRequired(label: string): string {
  return `${label} is required`;
}

/** The unsupported-policy warning (portal.md §8). */
export function unsupportedPolicy(brandLabel: string, phone: string) {
  return {
    title: `Sorry, we do not yet support this type of policy on ${brandLabel}`,
    body: `Please phone us on ${phone} if you need to speak about your policy.`,
  };
}

export function accepted(title: string): string {
  return `Accepted the ${title}`;
}

export function declined(title: string): string {
  return `Declined the ${title}`;
}

export function noResultsFor(keyword: string): string {
  return `No results found for ${keyword}`;
}

export function removeVehicleQuestion(make: string, model: string): string {
  return `Are you sure you want to remove the ${make} ${model} from this policy?`;
}

export function removePersonQuestion(name: string): string {
  return `Are you sure you want to remove ${name} from this policy?`;
}

export function showOldPolicies(count: number, shown: boolean): string {
  return `${shown ? 'Hide' : 'Show'} ${count} old ${count === 1 ? 'policy' : 'policies'}`;
}
