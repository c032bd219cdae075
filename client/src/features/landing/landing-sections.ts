/** The landing page's section anchors, shared by the header, the footer and the tests. */
export const SECTION_IDS = {
  scriptures: 'scriptures',
  features: 'features',
  about: 'about',
  faq: 'faq',
  auth: 'auth',
  contact: 'contact',
} as const;

export const HEADER_LINKS = [
  { label: 'Features', id: SECTION_IDS.features },
  { label: 'About', id: SECTION_IDS.about },
  { label: 'FAQ', id: SECTION_IDS.faq },
  { label: 'Contact', id: SECTION_IDS.contact },
] as const;

/** Sections sit below the fixed header when scrolled to (the header is 4rem tall). */
export const SECTION_CLASS = 'scroll-mt-16 focus:outline-none';
