// Pages outside the portal that the footer and the error page link to. The portal has no pages of
// its own for these yet; they point at the Singapore Government's shared pages, which apply to
// every government digital service. Authority-specific pages belong in the server configuration.

export const SITE_LINKS = {
  /** ROUTE-17: the error page links to an external enquiries and feedback form. */
  enquiriesFeedbackForm: 'https://www.reach.gov.sg/',
  faq: 'https://www.gov.sg/faq',
  reportVulnerability: 'https://www.tech.gov.sg/report_vulnerability',
  privacyStatement: 'https://www.tech.gov.sg/privacy/',
  termsOfUse: 'https://www.tech.gov.sg/terms-of-use/',
} as const;
