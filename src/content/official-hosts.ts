/** Hosts of official publishers (governments, tax and social-security agencies, the ECB): every news brief cites one. */
export const OFFICIAL_HOSTS = [
  'irs.gov',
  'ssa.gov',
  'treasury.gov',
  'congress.gov',
  'govinfo.gov',
  'federalregister.gov',
  'boe.es',
  'agenciatributaria.gob.es',
  'seg-social.es',
  'inclusion.gob.es',
  'mites.gob.es',
  'lamoncloa.gob.es',
  'gov.uk',
  'legislation.gov.uk',
  'ecb.europa.eu',
] as const;

/** True when the URL's host is an official host or a subdomain of one. */
export function isOfficialUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return OFFICIAL_HOSTS.some((official) => host === official || host.endsWith(`.${official}`));
}
