/** The six regions of the firm's network. */
export type RegionData = { slug: string; title: string; summary: string; body: string[] }

export const REGIONS: readonly RegionData[] = [
  {
    slug: 'africa',
    title: 'Africa',
    summary:
      'Leadership search across the continent’s fastest-growing markets, from Lagos and Nairobi to Johannesburg and Casablanca.',
    body: [
      'Our African practice combines deep local networks with the reach of a global firm. We place chief executives, board directors and functional leaders for multinationals, pan-African champions, family groups and development finance institutions.',
      'Consultants in our African offices work across financial services, energy and natural resources, telecommunications, consumer goods and infrastructure, and bring first-hand understanding of the regulatory and cultural context in each market.',
    ],
  },
  {
    slug: 'asia-pacific',
    title: 'Asia Pacific',
    summary:
      'A connected team across Greater China, Japan, Korea, South and South-East Asia, Australia and New Zealand.',
    body: [
      'Asia Pacific is home to many of the world’s most dynamic companies and to some of its most complex leadership markets. Our consultants help clients build leadership teams that can scale across borders while respecting local expectations.',
      'We advise listed companies, private-equity portfolio companies, state-owned enterprises and fast-growing founders on executive search, board composition, leadership assessment and succession.',
    ],
  },
  {
    slug: 'europe',
    title: 'Europe',
    summary:
      'The firm’s largest region, with offices in every major financial and industrial centre from Dublin to Istanbul.',
    body: [
      'Our European offices work as one team across languages and borders. We support boards and chief executives through transformation, cross-border mergers, regulatory change and the energy transition.',
      'From supervisory boards in Germany to family-owned industrial groups in Italy and Nordic technology scale-ups, we understand the governance models and leadership cultures of each market.',
    ],
  },
  {
    slug: 'latin-america',
    title: 'Latin America',
    summary:
      'Senior appointments for regional leaders and global companies in Mexico, Brazil, the Andean region and the Southern Cone.',
    body: [
      'Latin America rewards leaders who combine resilience with entrepreneurial energy. Our consultants identify executives who can navigate volatility, lead diverse teams and build lasting institutions.',
      'We are active across consumer and retail, financial services, mining, agribusiness, healthcare and technology, and partner with both multinational subsidiaries and multilatinas.',
    ],
  },
  {
    slug: 'middle-east',
    title: 'Middle East',
    summary:
      'Trusted adviser to sovereign entities, family conglomerates and multinationals in the Gulf and beyond.',
    body: [
      'The Middle East is undergoing one of the most ambitious economic transformations in the world. Our consultants help clients attract international talent, develop national leaders and build world-class boards.',
      'We have long-standing experience with giga-projects, sovereign wealth funds, financial institutions, healthcare systems and the public sector across the Gulf Cooperation Council.',
    ],
  },
  {
    slug: 'north-america',
    title: 'North America',
    summary:
      'Executive search and leadership consulting across the United States and Canada for public, private and non-profit organisations.',
    body: [
      'Our North American team serves Fortune 500 companies, high-growth private companies, private-equity sponsors and mission-driven organisations.',
      'We are known for rigorous assessment, diverse slates and long-term partnerships with boards and chief executives on their most important appointments.',
    ],
  },
]
