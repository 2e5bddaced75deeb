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
  /** Ours: a create or payment sent without the key that makes a repeat of it harmless. */
  idempotencyKeyRequired:
    'This request needs an Idempotency-Key header: one new key for each submission.',
  /** Ours: a key that already named a different submission. */
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Please send a new submission with a new key.',
  /** Ours: a repeat of a submission whose first copy is still being answered. */
  idempotencyKeyInFlight:
    'This submission is still being processed. Please wait a moment and try again.',
  /** Ours: a user's pages already hold every realtime connection a user may have. */
  tooManyConnections: 'Too many pages are open. Please close one and reload this page.',
  /** Ours: the 499 answer while agreements are outstanding. */
  agreementsRequired: 'Please review and accept your agreements to continue.',
  /** Ours: too many sign-in attempts. */
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  /** Ours: too many tries at a visitor's call or at the current password (429, Retry-After). */
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  /** Ours: wrong username or password. */
  signInFailed: 'The username or password is incorrect.',
  /** Ours: sign-in or username reminder without the captcha token while captcha is enabled. */
  captchaRequired: 'Please confirm that you are not a robot.',
  /** Ours: a change asked of a policy that cannot be changed. */
  policyReadOnly: 'This policy cannot be changed online. Please phone us.',
  /**
   * Ours: a change, payment or upload asked of a policy held at another brand, through this one
   * (portal.md §2 'This policy is held at'); the brand's label follows.
   */
  policyHeldElsewhere: 'Please sign in there to make changes, payments or uploads for it.',
  /** Ours: agreed value submitted again for a vehicle whose agreed value is with us for review. */
  agreedValueSent: 'The agreed value for this vehicle has been sent to us for review.',
  /** Ours: a vehicle added or removed on a policy without multiple vehicles. */
  singleVehiclePolicy: 'Vehicles cannot be added to or removed from this policy online.',
  /** Ours: the answer to every change sent for review. */
  sentForReview: 'Thank you. Your change has been sent to us for review.',
  /** Ours: the only vehicle of a policy cannot be removed. */
  lastVehicleNotRemovable:
    'The only vehicle on a policy cannot be removed online. Please phone us to discuss your cover.',
  /** Ours: also_change names a policy that cannot receive the same change (policy-changes.md §5). */
  alsoChangeInvalid:
    'The same change can only be sent for your other motor policies that are still active.',
  /** Ours: a registration already on another of the user's vehicles. */
  registrationInUse: 'This registration is already on one of your vehicles.',
  /** Ours: agreed value submitted for a vehicle that does not need one (§6). */
  agreedValueNotRequired: 'An agreed value is not needed for this vehicle.',
  /** Ours: agreed value submitted again for a vehicle whose agreed value is done (§6). */
  agreedValueCompleted: 'The agreed value for this vehicle has already been completed.',
  /** Ours: several vehicles wait for an agreed value and the registration names none of them. */
  agreedValueVehicleUnknown:
    'Please provide the registration of the vehicle this agreed value is for.',
  /** Ours: an upload for a document type the provider has not asked for on this policy. */
  documentNotRequested: 'We have not asked for this type of document on this policy.',
  /** Ours: the answer to a successful required-documents upload. */
  documentsReceived: 'Thank you. We have received your documents.',

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

  // Account fields (portal.md §5, §9): the limits are the spec's, the wording ours.
  usernameRequired: 'Please enter your username.',
  usernameTooLong: 'The username must be no more than 255 characters.',
  passwordTooLong: 'The password must be no more than 255 characters.',
  currentPasswordRequired: 'Please enter your current password.',
  phoneInvalid:
    'The phone number must contain numbers and spaces only and be between 7 and 13 digits.',
  phoneEitherNotBoth: 'Please enter either your landline or your mobile number, not both.',
  authCodeInvalid: 'The authentication code must be between 6 and 10 characters.',
  activationCodeInvalid: 'The activation code must be between 6 and 10 characters.',
  inviteIdInvalid: 'This invitation link is not valid. Please check the link in your invitation.',
  agreementInviteIncomplete: 'Please provide both the activation code and the invitation.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  textTooLong: 'Please use no more than 255 characters.',
  correspondenceInvalid: 'Please choose online or post for your correspondence.',
  idInvalid: 'We could not identify this item. Please refresh the page and try again.',

  // Account flows (portal.md §4, §5, §7): the spec names the calls, the wording is ours.
  // The same answer whatever the reference and number, as for the username reminder: sign-up
  // must not say whether a policy, or an account for it, exists.
  signUpSent:
    "Thank you. If these details match one of our policies, we've sent a text message to your mobile with what to do next.",
  authCodeSent:
    "If these details match an account, we've sent an authentication code by text message. It can be used once, within 15 minutes.",
  authCodeIncorrect:
    'This authentication code is incorrect or has expired. Please request a new code.',
  passwordResetDone: 'Your password has been reset. You can now log in with your new password.',
  activationCodeSent: "We've sent you a new activation code.",
  activationCodeIncorrect:
    'This activation code is incorrect. Please check it, or request a new code.',
  activationPhoneMismatch:
    'This phone number does not match the one we hold for you. Please check it and try again.',
  usernameTaken: 'This username is already taken. Please choose another.',
  usernameReminderSent:
    "If this policy reference number is registered with us, we've emailed a hint to your username to the email address we hold.",
  currentPasswordIncorrect: 'Your current password is incorrect.',
  passwordChanged: 'Your password has been changed.',
  detailsUpdated: 'Your account details have been updated.',
  correspondenceOnline: "Thank you. From now on you'll receive your documents online.",
  correspondencePost: "Thank you. From now on you'll receive your documents by post.",

  // Session (portal.md §2, §4)
  pleaseLogin: 'Please Login',
  sessionExpired: 'Your session has expired. Please authenticate again to continue.',
  progressKept: "Don't worry, you've not lost any of your progress.",
  notLoggedIn: 'Not currently logged in.',
  unsavedChanges: 'Unsaved changes',
  stayHere: 'Stay here',
  leavePage: 'Leave page',
  /** Ours: the question 'Log Out' asks before signing out. */
  logOutConfirm: 'Are you sure you want to log out?',
  /** Ours: the title of the dialog a failed sign-out shows (§8). */
  logOutFailed: 'We could not log you out',

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
  /** Ours: the confirm tick of a cashback document left unticked. */
  cashbackConfirmRequired: 'Please tick to confirm you have included all the required evidence.',

  // Reminders, contact and feedback (portal.md §5): the spec names the rules, the wording is ours.
  reminderLabelRequired: 'Please enter a title for your reminder.',
  reminderDueDateRequired: 'Please choose a due date.',
  /** Ours: the window of portal.md §2, §5 (pickers from this year, the calendar to next year). */
  reminderDateOutOfRange:
    'Please choose a date from the start of this year to the end of next year.',
  remindAfterDue: 'Please choose a reminder date on or before the due date.',
  contactPolicyRequired: 'Please choose the policy your message is about.',
  contactSubjectRequired: 'Please enter a subject.',
  contactEnquiryRequired: 'Please enter your message.',
  phoneClickIdRequired: 'The policy ID is required.',
  feedbackAnswersRequired: 'Please answer at least one question.',
  feedbackLabelRequired: 'Each answer needs the question it answers.',
  feedbackTypeInvalid: 'Each answer must be a yes or no, free text or a star rating.',
  feedbackValueRequired: 'Please give an answer.',
  feedbackRatingInvalid: 'Please choose a rating from 1 to 5 stars.',

  // Quick quote callback (portal.md §5): the window is the spec's, the wording ours.
  quickQuoteTypeRequired: 'Please choose the type of insurance.',
  callbackTimeRequired: 'Please choose a date and time for your callback.',
  callbackTimeInvalid: 'Please enter a valid date and time.',
  callbackDateOutOfRange: 'Please choose a date within the next 7 days.',
  callbackHoursOutOfRange: 'Please choose a time between 9:00am and 4:45pm.',
  callbackMinutesInvalid: 'Please choose a time on the hour or at 15, 30 or 45 minutes past.',
  callbackTimePassed: 'Please choose a time that has not already passed.',

  // Push, support and payments (portal.md §5, §7): ours.
  pushEndpointInvalid: 'The push subscription needs a valid endpoint address.',
  pushKeysRequired: 'The push subscription needs its auth and p256dh keys.',
  pushExpirationInvalid: 'The push subscription expiry must be a time in milliseconds, or null.',
  /** Ours: an endpoint that is not on a browser push service (an address, an internal name). */
  pushEndpointNotAllowed:
    "The push subscription's endpoint must be on a browser's push service. Please turn notifications on again from this page.",
  /** Ours: an endpoint another account subscribed; it stays theirs. */
  pushEndpointTaken:
    'Notifications in this browser are on for another account. Please sign out of that account in this browser, then try again.',
  /** Ours: a realtime socket that sends faster than a page ever does is closed. */
  tooManySocketMessages: 'This page sent too many messages. Please reload it.',
  screenshotTokenRequired: 'The screenshot request token is required.',
  screenshotFileRequired: 'Please attach the screenshot.',
  screenshotFileType: 'The screenshot must be a PNG, JPEG or WebP image.',
  cardDetailsRequired: 'Please enter your card details.',
  cardNumberNotAccepted: 'Please enter your card details in the secure payment form.',
  amountInvalid: 'Please enter an amount in pounds and pence, greater than £0.00.',
  amountTooLarge: 'Please enter an amount of no more than £100,000.00.',
  cashbackFileRequired: 'Please attach a file for this document.',
  longTextTooLong: 'Please use no more than 5000 characters.',
  eventsLimitInvalid: 'The number of events must be a whole number from 1 to 100.',
  devFieldRequired: 'Please fill in this field.',
  devChoiceInvalid: 'Please choose one of the listed values.',
  accountHolderRequired: 'Please enter the name of the account holder.',
  sortCodeInvalid: 'The sort code must be 6 digits.',
  accountNumberInvalid: 'The account number must be 8 digits.',
  bankDetailsInvalid:
    'These bank details do not match: please check the sort code and account number.',
  paymentDayInvalid: 'Please choose a payment day between the 1st and the 28th.',
  directDebitConfirmRequired:
    'Please confirm that you hold this account and can authorise Direct Debits from it on your own.',
  refundRequired: 'Please choose the refund to accept.',
  creditDecisionRequired: 'Please choose whether to sign or decline the credit agreement.',
  signatureRequired: 'Please type your full name to sign.',
  signatureMismatch: 'Please type your full name as it appears on your policy.',
  creditConfirmRequired: 'Please confirm that you have read and agree to the credit agreement.',

  // Refusals of the dashboard's calls (portal.md §3-§7): the spec names the cases, the wording
  // is ours.
  agreementNotDeclinable: 'This agreement cannot be declined.',
  eventNotEditable:
    'This event comes from us and cannot be changed. You can change your own reminders.',
  cashbackAlreadyClaimed:
    'You have already claimed this cashback offer. It can be claimed once only.',
  paymentOptionUnavailable:
    'This payment option is not available for this policy online. Please phone us.',
  amountOverDue: 'The amount cannot be more than the amount due.',
  renewalPriceChanged: 'The renewal price has changed. Please check the new price and try again.',
  policyAlreadyRenewed: 'This policy has already been renewed.',
  guestPolicyNotFound:
    'We cannot find a policy with this reference number and postcode. Please check them and try again.',
  /**
   * Ours: ends every refusal of a guest payment once the card is given, its details having passed
   * the check before the card step: the visitor must not be left wondering whether they paid.
   */
  noMoneyTaken: 'No money has been taken.',
  creditAgreementUnavailable: 'There is no credit agreement to sign for this policy.',
  creditAgreementDecided: 'This credit agreement has already been signed or declined.',

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
  /** Ours: a multipart body that cannot be read (no boundary, cut short, malformed). */
  uploadUnreadable: 'The upload could not be read. Please try sending it again.',
  /** Ours: a file of 0 bytes: a document with nothing in it. */
  fileEmpty: 'This file is empty. Please choose the file again and upload it.',
  /** Ours: a body that is not valid JSON, not UTF-8, or otherwise cannot be read (400). */
  requestUnreadable: 'The request could not be read. Please check it is valid JSON and try again.',
  /** Ours: a body of a type the API does not take (415); portal.md §7: JSON, multipart for files. */
  contentTypeUnsupported:
    'This type of content is not accepted. Please send JSON, or a multipart form where files are uploaded.',
  /** Ours: a connection that sends its request too slowly to finish in time (408). */
  requestTimedOut:
    'The request took too long to arrive. Please check your connection and try again.',
  /** Ours: a field the request left out, where its schema words no message of its own. */
  valueRequired: 'Please provide this information.',
  /** Ours: a value of the wrong kind or form, where its schema words no message of its own. */
  valueInvalid: 'This value is not valid. Please check it and try again.',
  /** Ours: a call without the portal id header every call sends (portal.md §1, §7). */
  portalRequired: 'Please say which portal this request is for in the X-Portal header.',
  /** Ours: a portal id header that names no brand of ours. */
  portalUnknown: 'This portal is not one we know. Please check the X-Portal header.',

  // Driver, rider or person form and address (policy-changes.md §5, §9): the limits are the
  // spec's, the wording ours.
  invalidDate: 'Please enter a valid date.',
  postcodeRequired: 'Please enter a postcode.',
  postcodeLength: 'The postcode must be between 6 and 8 characters.',
  licenceNumberLength: 'The licence number must be exactly 16 characters.',
  licencePassDateOutOfRange:
    'The licence test pass date must be within the last 90 years and not in the future.',
  ukResidentYearsInvalid: 'The years of UK residence must be a whole number from 0 to 100.',
  ukResidentMonthsInvalid: 'The months of UK residence must be a whole number from 0 to 12.',
  diagnosisDateRequired: 'Please provide the diagnosis date',
  diagnosisDateOutOfRange:
    'The diagnosis date must be within the last 100 years and not in the future.',
  dvlaNotifiedRequired: 'Please tell us whether the DVLA has been notified',
  qualificationRequired: 'Please select a qualification',
  qualificationDateRequired: 'Please provide the date of the qualification',
  qualificationDateOutOfRange:
    'The qualification date must be within the last 100 years and not in the future.',
  offenceRequired: 'Please select the offence',
  convictionDateRequired: 'Please provide the date of the conviction',
  convictionDateOutOfRange:
    'The conviction date must be within the last 5 years and not in the future.',
  fineRequired: 'Please provide the amount of the fine',
  fineInvalid: 'The fine must be a whole number of pounds from 0 to 100,000.',
  pointsRequired: 'Please provide the number of penalty points',
  pointsInvalid: 'The penalty points must be a whole number from 0 to 100.',
  banExpiryRequired: 'Please provide the date the ban expires or expired',
  banExpiryOutOfRange: 'The ban expiry date must be within the last 5 years and not in the future.',
  claimTypeRequired: 'Please select the type of claim',
  claimDateRequired: 'Please provide the date of the claim',
  claimDateOutOfRange: 'The claim date must be within the last 5 years and not in the future.',
  atFaultRequired: 'Please tell us whether the claim was a fault claim',
  noClaimsAffectedRequired: 'Please tell us whether the no claims bonus was affected',
  claimCostRequired: 'Please provide the cost of the claim',
  claimCostInvalid: 'The claim cost must be a whole number of pounds from 0 to 10,000,000.',
  jobStatusRequired: 'Please select the employment status',
  jobBusinessRequired: 'Please select the industry',
  jobTitleRequired: 'Please select the occupation',
  effectiveDateRequired: 'Please choose the date the change takes effect.',
  answerYesOrNo: 'Please answer yes or no.',
  effectiveDateOutOfRange: 'The effective date must be between today and 29 days from today.',

  // Vehicle, agreed value, policy details and required documents (policy-changes.md §5, §9):
  // the limits are the spec's, the wording ours.
  registrationTooLong:
    'The registration number must be no more than 8 characters, not counting spaces.',
  mileageInvalid: 'The mileage must be a whole number from 0 to 150,000.',
  mileageUnitInvalid: 'Please choose miles or km for the mileage.',
  estValueInvalid: 'The estimated value must be a whole number of pounds from 0 to 10,000,000.',
  purchaseDateTooLate: 'The purchase date cannot be more than 30 days from today.',
  purchaseDateTooEarly: 'The purchase date cannot be before 1885.',
  changeTypeInvalid: 'Please choose whether the vehicle is replaced or updated.',
  vehicleFieldUnknown: 'This field cannot be changed here.',
  currentMileageInvalid: 'The current mileage must be a whole number from 0 to 999,999.',
  mileageDateOutOfRange: 'The mileage date must be within the last 10 days and not in the future.',
  requestedValueInvalid:
    'The requested value must be an amount in pounds and pence from £0 to £10,000,000.',
  purchasePriceInvalid:
    'The purchase price must be an amount in pounds and pence from £0 to £10,000,000.',
  /** Ours: a choice that is not one of the option list's (GET /meta/form-options, §7). */
  optionNotListed: 'Please choose one of the options offered.',
  conditionRatingInvalid: 'Please choose poor, average, good or excellent.',
  agreedValueDraftUnreadable: 'Your saved values could not be read. Please enter them again.',
  uploadTypeRequired: 'Please choose the type of document.',
  uploadTitleTooLong: 'The title must be no more than 255 characters.',
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

/**
 * Ours: a body over the API's limit (413). Files go as uploads, where the size rule of
 * policy-changes.md §5 is answered per file.
 */
export function requestTooLarge(megabytes: number): string {
  return `The request is too large: the most we accept is ${megabytes} MB. Files are sent as uploads, each under 50 MB.`;
}

/** Ours: a body whose objects and lists nest deeper than any form of ours (400). */
export function requestTooDeep(levels: number): string {
  return `The request could not be read: it nests objects and lists more than ${levels} levels deep.`;
}

/** Ours: a multipart form with more parts than any form of ours sends (413). */
export function formTooManyParts(fields: number, files: number): string {
  return `The form has too many parts: the most we accept is ${fields} text fields and ${files} files.`;
}

/** Ours: a multipart form whose text fields hold more than any form of ours sends (413). */
export function formTextTooLarge(kilobytes: number): string {
  return `The form's text is too large: the most we accept is ${kilobytes} KB in all. Files are sent as uploads, each under 50 MB.`;
}

/**
 * Ours: an upload that would take what is kept past a quota (413, docs/decisions/032): `whose`
 * is 'this policy' or 'your account'.
 */
export function uploadQuotaReached(whose: string, limitMegabytes: number): string {
  return `This upload would take the documents kept for ${whose} past our limit of ${limitMegabytes} MB. Please send smaller files, or contact us to send more.`;
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

/** Ours: the main-user question left unanswered (policy-changes.md §5). */
export function personMainUserRequired(person: string): string {
  return `Please tell us whether the ${person} is the main user of the vehicle`;
}

/** Ours: dob outside 16 to 100 years ago (policy-changes.md §5, §9). */
export function personDobOutOfRange(person: string): string {
  return `The ${person}'s date of birth must be between 16 and 100 years ago.`;
}

/** Ours: a file count outside the uploader's min and max (policy-changes.md §5). */
export function uploadCount(min: number, max: number): string {
  const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
  if (min === max) return `Please upload ${files(max)}.`;
  if (min <= 0) return `Please upload no more than ${files(max)}.`;
  return `Please upload between ${min} and ${max} files.`;
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

/** Ours: the vehicle year's limits, 1885 to the current year (policy-changes.md §5, §9). */
export function vehicleYearRange(maxYear?: number): string {
  return maxYear === undefined
    ? 'The vehicle year must be a whole number of 1885 or later.'
    : `The vehicle year must be a whole number from 1885 to ${maxYear}.`;
}

/**
 * 150000 -> '150,000'. Not toLocaleString: these messages are made as the contract loads, and the
 * first locale format costs a page tens of milliseconds of its start-up.
 */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Ours: 'The "Annual mileage" field must be a whole number from 0 to 150,000.' (§5 style). */
export function policyFieldWholeNumber(label: string, max: number): string {
  return `The "${label}" field must be a whole number from 0 to ${thousands(max)}.`;
}

/** Ours: an agreed-value condition rating left out, e.g. 'Please rate the bodywork'. */
export function rateCondition(part: string): string {
  return `Please rate the ${part}`;
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

/** Ours: a removal that would leave the policy without its only or main driver or rider. */
export function personNotRemovable(person: string, reason: 'only' | 'main'): string {
  const who =
    reason === 'only' ? `the only ${person} on this policy` : `the policy's main ${person}`;
  return `This ${person} is ${who} and cannot be removed online. Please phone us.`;
}

export function showOldPolicies(count: number, shown: boolean): string {
  return `${shown ? 'Hide' : 'Show'} ${count} old ${count === 1 ? 'policy' : 'policies'}`;
}
