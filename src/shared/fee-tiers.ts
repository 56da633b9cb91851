/** Service tiers and hiring fees as a share of first-year compensation (spec 001 §3.5, §9). */
export const FEE_TIERS = [
  // The spec gives no fee for Essential; it is not offered as a paid tier until one is set.
  { value: 'enhanced', label: 'Enhanced', fee: '10%' },
  { value: 'enhanced_plus', label: 'Enhanced Plus', fee: '15%' },
  { value: 'premier', label: 'Premier', fee: '20%' },
  { value: 'premier_plus', label: 'Premier Plus', fee: '25%' },
  { value: 'custom', label: 'Custom', fee: 'by agreement' },
] as const;
