// The FAQ page's entries (portal.md §2 "FAQ page", §7 GET /meta/faq): questions policyholders ask
// about looking after their motor policy online. `portal` null shows at every brand. Answers are
// HTML; the search text is derived from them by the seed step.

export interface FaqEntry {
  readonly portal: 'northway' | 'ridgeline' | null;
  readonly label: string;
  readonly value: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    portal: null,
    label: 'How do I add a driver to my policy?',
    value:
      '<p>Open the policy, choose <strong>Request a change</strong> and then <strong>Add a driver</strong>. Tell us about the driver, their licence, claims and convictions, and choose the date the change should start. We review every change and will confirm any change in price before it applies.</p>',
  },
  {
    portal: null,
    label: 'How do I remove a driver?',
    value:
      '<p>Choose <strong>Request a change</strong> on the policy, then the driver you want to remove. The main driver cannot be removed online; please phone us if the main driver changes.</p>',
  },
  {
    portal: null,
    label: 'I have changed my car. How do I update my policy?',
    value:
      '<p>Choose <strong>Request a change</strong>, then <strong>Replace vehicle</strong> on the car you no longer have. You will need the new registration number, the date you bought it and its value. Please tell us before you drive the new car: it is not insured until we confirm the change.</p>',
  },
  {
    portal: null,
    label: 'How do I tell you I have moved house?',
    value:
      '<p>Choose <strong>Request a change</strong> and then <strong>Change of address</strong>. Search by postcode, or enter the address yourself if it is not found. Where the car is kept overnight can change your price, so please tell us on the day you move.</p>',
  },
  {
    portal: null,
    label: 'Where can I find my certificate of motor insurance?',
    value:
      "<p>Your certificate is in your policy's <strong>Inbox</strong>, pinned at the top. You can download it as a PDF at any time and show it on your phone if the police ask for it.</p>",
  },
  {
    portal: null,
    label: 'Why do I need to upload documents?',
    value:
      '<p>We sometimes need proof of what you told us, such as your no claims bonus or a driving licence. <strong>Send your documents</strong> on the policy lists what we still need. If we do not receive them within 14 days we may have to cancel your policy.</p>',
  },
  {
    portal: null,
    label: 'Which file types can I upload?',
    value:
      '<p>We accept .doc, .docx, .gif, .heic, .jpeg, .jpg, .pdf, .png, .tif, .tiff, .xls, .xlsx and .zip files. A clear photo taken on your phone is fine. If you need to send several files for one document, put them in a single .zip file.</p>',
  },
  {
    portal: null,
    label: 'What is agreed value and why have I been asked for it?',
    value:
      "<p>For classic, modified and high-value vehicles we agree the vehicle's value with you in advance, so that if it is written off we pay that amount rather than its market value. Choose <strong>Agreed value</strong> on the policy to send photos, the mileage and evidence of the value.</p>",
  },
  {
    portal: null,
    label: 'How long does it take to process a change?',
    value:
      '<p>Most changes are reviewed within one working day. If the price changes we will contact you before the change applies. Documents sent by post take 3 to 5 days to reach you.</p>',
  },
  {
    portal: null,
    label: 'How do I make a payment?',
    value:
      '<p>Choose <strong>Make a payment</strong> on the policy. You can pay by debit or credit card; your card details go straight to our secure payment provider. You can also pay without logging in from the guest payments page, using your policy reference and postcode.</p>',
  },
  {
    portal: null,
    label: 'Can I pay by Direct Debit?',
    value:
      "<p>Yes, where your policy allows it. Choose <strong>Direct debit</strong> on the policy and enter the account holder's name, the sort code and account number, and the day of the month you would like to pay. Only the account holder can set up the Direct Debit.</p>",
  },
  {
    portal: null,
    label: 'How do I renew my policy?',
    value:
      '<p>About 30 days before your renewal date we will send your renewal price to your inbox. Choose <strong>Renew policy</strong> on the policy to accept it and pay. If you pay by Direct Debit, your policy renews automatically unless you tell us otherwise.</p>',
  },
  {
    portal: null,
    label: 'I have been offered a refund. How do I receive it?',
    value:
      '<p>Choose <strong>Refunds</strong> on the policy and accept the refund. It is paid back to the card or account you paid with, usually within 5 working days.</p>',
  },
  {
    portal: null,
    label: 'What is a credit agreement and do I have to sign it?',
    value:
      '<p>If you pay for your policy in monthly instalments, the instalments are a loan regulated by the Consumer Credit Act. You need to read and sign the agreement for your instalments to continue. Choose <strong>Your credit agreement</strong> on the policy.</p>',
  },
  {
    portal: null,
    label: 'Does my no claims bonus transfer if I change vehicle?',
    value:
      "<p>Yes. Your no claims bonus belongs to you, not the vehicle, so it carries over when you replace a vehicle on the same policy. You can see your years and whether they are protected in the policy's summary of cover.</p>",
  },
  {
    portal: null,
    label: 'How do I set a reminder, for example for my MOT?',
    value:
      '<p>Open <strong>Your calendar</strong> from the menu and choose <strong>Add a new reminder</strong>. Give it a title, the date it is due and the date you would like to be reminded. Your renewal and payment dates are added to the calendar for you.</p>',
  },
  {
    portal: null,
    label: 'How do I change my password or username?',
    value:
      '<p>Open <strong>Your Account</strong> from the menu. You can change your username and contact details under Account Details, and your password under Change Password. Passwords must be at least 10 characters with upper and lower case letters, numbers and symbols.</p>',
  },
  {
    portal: null,
    label: 'I have forgotten my username or password.',
    value:
      '<p>On the login page choose <strong>Forgot username</strong> and enter your policy reference: we will email you a hint. Choose <strong>Reset password</strong> to receive a code by text message.</p>',
  },
  {
    portal: null,
    label: 'Can I receive my documents by post instead?',
    value:
      '<p>Yes. Under <strong>Paperless Preference</strong> in Your Account you can choose post. Documents will then be posted to your address and take 3 to 5 days to arrive; they also stay in your inbox online.</p>',
  },
  {
    portal: null,
    label: 'How do I claim the cashback offer?',
    value:
      '<p>Choose the cashback offer on your policy and upload the documents listed, such as your home insurance schedule. The offer is £20.00, can be claimed once, and may take more than 28 days to process. Employees and their relatives cannot claim it.</p>',
  },
  {
    portal: null,
    label: 'How do I request a callback about a quote?',
    value:
      '<p>Use the <strong>Quick quote</strong> card on your dashboard. Choose the type of insurance and a time between 9:00am and 4:45pm in the next 7 days, or ask us to call as soon as possible.</p>',
  },
  {
    portal: null,
    label: 'Why can I not change my policy online?',
    value:
      '<p>Some policies, such as home insurance or policies that have ended, can only be viewed online. Please phone us and we will be happy to help with any changes.</p>',
  },
  {
    portal: null,
    label: 'How do I stop seeing promotions when I log in?',
    value:
      "<p>Choose <strong>Don't show me these again.</strong> on any promotion, or <strong>Hide Promotions</strong> under Login Promotions in Your Account. You can turn them back on at any time.</p>",
  },
  {
    portal: 'northway',
    label: 'What is an Any Driver policy?',
    value:
      "<p>An Any Driver policy covers anyone who meets the conditions on your certificate, usually by age and licence, so you do not need to name each driver. It suits businesses with several vans. The drivers' 'Main' tag is not shown on these policies.</p>",
  },
  {
    portal: 'ridgeline',
    label: 'Does my policy cover my helmet and leathers?',
    value:
      '<p>If your policy includes <strong>Helmet and leathers cover</strong> (see Extras in your policy details), we cover your helmet and protective clothing if they are damaged in an accident, up to the limit in your policy booklet.</p>',
  },
  {
    portal: 'ridgeline',
    label: 'Do I need to tell you about a new security device on my bike?',
    value:
      '<p>Yes, please add it to the vehicle on your policy through <strong>Request a change</strong>. An approved disc lock, ground anchor or tracker can reduce your price at renewal.</p>',
  },
];
