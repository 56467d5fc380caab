/**
 * Every validation message of the product spec (§5), written once and word for word.
 * Screens, machines, the server and the tests import these constants instead of retyping the text,
 * so a typo cannot make the browser and the server disagree.
 */
export const RULE_MESSAGES = {
  // Shared validators (§5 "Shared validators").
  invalidEmail: 'Please enter a valid email address',
  invalidContactNumber: 'Please enter a valid contact number',
  invalidNic: 'Please enter a valid NIC number',
  invalidName: 'Please enter a valid name',
  // The en dash in "6–50" is part of the spec's text.
  invalidPassword:
    'Password must be 6–50 characters, include at least one uppercase letter and one number',

  // Inquiry form (§5 "Inquiry form").
  nameEmpty: 'Name cannot be empty',
  nameSpaces: 'Name cannot be just spaces',
  emailEmpty: 'Email cannot be empty',
  contactNumberEmpty: 'Please input the Contact Number',
  contactNumberTooLong: 'You cannot exceed 15 characters',
  addressEmpty: 'Address cannot be empty',
  addressSpaces: 'Address cannot be just spaces',
  propertyTypeEmpty: 'Property Type cannot be empty',
  urlRequired: 'URL is required',
  urlTooShort: 'Minimum 6 characters required',
  /** A warning, never a blocking error (§5: "warning only"). */
  urlLooksInvalid: 'Enter a valid URL',
  messageEmpty: 'Message cannot be empty',
  messageSpaces: 'Message cannot be just spaces',
  /** The spec gives the 500-character limit but no text for it; this wording is ours. */
  messageTooLong: 'Message cannot exceed 500 characters',

  // The warning toast after a failed inquiry submit names the first problem; two of its texts
  // differ from the field messages above (§5, last paragraph).
  toastContactNumberEmpty: 'Contact no cannot be empty',
  toastMessageEmpty: 'Inquiry message cannot be empty',
} as const;

