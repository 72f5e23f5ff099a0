/** Industries and functions of the firm's practice, each with its subsectors. */
export type SubsectorData = { slug: string; title: string; focus: string }
export type ExpertiseData = {
  slug: string
  title: string
  summary: string
  /** Roles the practice typically fills, listed on the page. */
  roles: readonly string[]
  /** What boards in this area are asking for now. */
  themes: readonly string[]
  subsectors: readonly SubsectorData[]
}

export const INDUSTRIES: readonly ExpertiseData[] = [
  {
    slug: 'technology',
    title: 'Technology',
    summary: 'Leaders for software, hardware, semiconductor and digital-services companies, from venture-backed scale-ups to global platforms.',
    roles: ['Chief Executive Officer', 'Chief Technology Officer', 'Chief Product Officer', 'Chief Revenue Officer', 'Independent Director'],
    themes: ['scaling go-to-market teams after product-market fit', 'governing artificial intelligence responsibly', 'preparing for an initial public offering'],
    subsectors: [
      { slug: 'north-america-technology', title: 'North America Technology', focus: 'the technology hubs of Silicon Valley, Seattle, Austin, New York, Boston and Toronto' },
      { slug: 'software-and-saas', title: 'Software and SaaS', focus: 'subscription software businesses moving from founder-led growth to scaled operations' },
      { slug: 'semiconductors', title: 'Semiconductors', focus: 'chip designers, foundries and equipment makers in a strategic, capital-intensive market' },
      { slug: 'cybersecurity', title: 'Cybersecurity', focus: 'security vendors and the security leaders who protect every other industry' },
      { slug: 'data-and-ai', title: 'Data and AI', focus: 'companies building and applying machine learning, analytics and data infrastructure' },
    ],
  },
  {
    slug: 'financial-services',
    title: 'Financial Services',
    summary: 'Executive search for banks, insurers, asset managers and fintechs navigating regulation, digitisation and new competition.',
    roles: ['Group Chief Executive', 'Chief Risk Officer', 'Chief Financial Officer', 'Head of Wealth Management', 'Board Chair'],
    themes: ['modernising core platforms without disrupting customers', 'meeting rising supervisory expectations of boards', 'competing with digital-first challengers'],
    subsectors: [
      { slug: 'banking', title: 'Banking', focus: 'retail, commercial and investment banks' },
      { slug: 'asset-and-wealth-management', title: 'Asset and Wealth Management', focus: 'asset managers, private banks and wealth platforms' },
      { slug: 'insurance', title: 'Insurance', focus: 'life, property and casualty insurers, reinsurers and brokers' },
      { slug: 'fintech', title: 'Fintech', focus: 'payments, lending and infrastructure companies reshaping financial services' },
    ],
  },
  {
    slug: 'private-equity',
    title: 'Private Equity',
    summary: 'Partnering with investors to put the right leaders into portfolio companies at acquisition, during value creation and before exit.',
    roles: ['Portfolio Company CEO', 'Portfolio Company CFO', 'Operating Partner', 'Chair', 'Value Creation Director'],
    themes: ['accelerating the first hundred days after acquisition', 'building exit-ready leadership teams', 'aligning management incentives with the investment thesis'],
    subsectors: [
      { slug: 'buyout', title: 'Buyout', focus: 'control investments in mature, cash-generative businesses' },
      { slug: 'growth-equity', title: 'Growth Equity', focus: 'minority and majority investments in fast-growing companies' },
      { slug: 'infrastructure-funds', title: 'Infrastructure Funds', focus: 'long-horizon investors in regulated and essential assets' },
    ],
  },
  {
    slug: 'healthcare',
    title: 'Healthcare',
    summary: 'Leaders for providers, payers and health-technology companies delivering better outcomes at sustainable cost.',
    roles: ['Chief Executive Officer', 'Chief Medical Officer', 'Chief Nursing Officer', 'Chief Operating Officer', 'Trustee'],
    themes: ['clinical workforce shortages', 'integrating digital care pathways', 'value-based reimbursement'],
    subsectors: [
      { slug: 'health-systems', title: 'Hospitals and Health Systems', focus: 'public and private hospital groups and integrated care systems' },
      { slug: 'medical-devices', title: 'Medical Devices', focus: 'device, diagnostics and equipment manufacturers' },
      { slug: 'digital-health', title: 'Digital Health', focus: 'telehealth, health-data and care-management platforms' },
    ],
  },
  {
    slug: 'life-sciences',
    title: 'Life Sciences',
    summary: 'Scientific, commercial and board leadership for biotechnology, pharmaceutical and research-services organisations.',
    roles: ['Chief Scientific Officer', 'Chief Medical Officer', 'Chief Commercial Officer', 'Head of Regulatory Affairs', 'Biotech CEO'],
    themes: ['moving from clinical-stage to commercial-stage', 'partnering and licensing strategy', 'manufacturing resilience'],
    subsectors: [
      { slug: 'biotechnology', title: 'Biotechnology', focus: 'venture-backed and listed biotechnology companies' },
      { slug: 'pharmaceuticals', title: 'Pharmaceuticals', focus: 'innovative and generic pharmaceutical companies' },
      { slug: 'contract-research', title: 'Contract Research and Manufacturing', focus: 'CROs, CDMOs and laboratory services' },
    ],
  },
  {
    slug: 'consumer-and-retail',
    title: 'Consumer and Retail',
    summary: 'Leaders who understand the modern consumer, for brands, retailers and marketplaces across every channel.',
    roles: ['Chief Executive Officer', 'Chief Marketing Officer', 'Chief Digital Officer', 'Chief Merchandising Officer', 'Non-Executive Director'],
    themes: ['direct-to-consumer growth', 'responsible sourcing and sustainability', 'data-driven personalisation'],
    subsectors: [
      { slug: 'retail', title: 'Retail', focus: 'grocery, specialty and omnichannel retailers' },
      { slug: 'consumer-packaged-goods', title: 'Consumer Packaged Goods', focus: 'food, beverage, household and personal-care brands' },
      { slug: 'luxury', title: 'Luxury', focus: 'fashion, jewellery, beauty and premium lifestyle houses' },
      { slug: 'food-and-beverage', title: 'Food and Beverage', focus: 'producers, restaurant groups and food-service companies' },
    ],
  },
  {
    slug: 'industrial',
    title: 'Industrial',
    summary: 'Executive search for manufacturers and engineering companies reinventing operations for automation and decarbonisation.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'President of a Business Unit', 'Chief Procurement Officer', 'Plant Director'],
    themes: ['reshoring and supply-chain resilience', 'digital and automated factories', 'decarbonising heavy industry'],
    subsectors: [
      { slug: 'aerospace-and-defence', title: 'Aerospace and Defence', focus: 'aircraft, space and defence contractors and their suppliers' },
      { slug: 'automotive', title: 'Automotive', focus: 'vehicle makers and suppliers moving to electric and software-defined vehicles' },
      { slug: 'manufacturing', title: 'Advanced Manufacturing', focus: 'diversified industrial groups and precision engineering firms' },
      { slug: 'chemicals', title: 'Chemicals', focus: 'speciality and commodity chemical producers' },
    ],
  },
  {
    slug: 'energy',
    title: 'Energy',
    summary: 'Leadership for the energy transition: traditional producers, utilities, renewables developers and energy-technology companies.',
    roles: ['Chief Executive Officer', 'Chief Transition Officer', 'Chief Operating Officer', 'Head of Trading', 'Independent Director'],
    themes: ['balancing security of supply with net-zero commitments', 'scaling renewable portfolios', 'grid modernisation'],
    subsectors: [
      { slug: 'oil-and-gas', title: 'Oil and Gas', focus: 'integrated, upstream and midstream companies' },
      { slug: 'power-and-utilities', title: 'Power and Utilities', focus: 'generators, networks and retail energy suppliers' },
      { slug: 'renewables', title: 'Renewables', focus: 'wind, solar, storage and hydrogen developers' },
    ],
  },
  {
    slug: 'natural-resources',
    title: 'Natural Resources',
    summary: 'Leaders for mining, metals and agribusiness companies operating in demanding environments.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'Head of Sustainability', 'Project Director', 'Board Director'],
    themes: ['critical minerals for the energy transition', 'community and stakeholder relations', 'operational safety culture'],
    subsectors: [
      { slug: 'mining-and-metals', title: 'Mining and Metals', focus: 'miners and metals producers' },
      { slug: 'agribusiness', title: 'Agribusiness', focus: 'producers, traders and processors of agricultural commodities' },
    ],
  },
  {
    slug: 'real-estate-and-infrastructure',
    title: 'Real Estate and Infrastructure',
    summary: 'Executive search for developers, investors, operators and builders of the places where we live and work.',
    roles: ['Chief Executive Officer', 'Chief Investment Officer', 'Head of Asset Management', 'Development Director', 'Chair'],
    themes: ['repurposing offices after hybrid work', 'delivering mega-projects on time', 'green building standards'],
    subsectors: [
      { slug: 'real-estate', title: 'Real Estate', focus: 'developers, REITs and property investors' },
      { slug: 'construction-and-engineering', title: 'Construction and Engineering', focus: 'contractors and engineering consultancies' },
      { slug: 'infrastructure', title: 'Infrastructure', focus: 'transport, social and digital infrastructure owners' },
    ],
  },
  {
    slug: 'professional-services',
    title: 'Professional Services',
    summary: 'Partner-level and leadership appointments for consulting, legal, accounting and advisory firms.',
    roles: ['Managing Partner', 'Chief Operating Officer', 'Practice Leader', 'Chief Client Officer', 'Chief Knowledge Officer'],
    themes: ['productising expertise', 'partner succession', 'technology-enabled delivery'],
    subsectors: [
      { slug: 'consulting', title: 'Consulting', focus: 'strategy, management and technology consultancies' },
      { slug: 'legal', title: 'Legal', focus: 'law firms and alternative legal-service providers' },
      { slug: 'accounting-and-advisory', title: 'Accounting and Advisory', focus: 'audit, tax and deal-advisory firms' },
    ],
  },
  {
    slug: 'media-and-entertainment',
    title: 'Media and Entertainment',
    summary: 'Leaders for publishers, broadcasters, streaming platforms, games studios and sports organisations.',
    roles: ['Chief Executive Officer', 'Chief Content Officer', 'Chief Revenue Officer', 'Managing Director', 'Chair'],
    themes: ['subscription economics', 'creator and fan engagement', 'rights and distribution strategy'],
    subsectors: [
      { slug: 'publishing', title: 'Publishing', focus: 'news, magazine and book publishers' },
      { slug: 'gaming', title: 'Gaming', focus: 'games studios, publishers and platforms' },
      { slug: 'sports', title: 'Sports', focus: 'leagues, clubs and sports-business organisations' },
    ],
  },
  {
    slug: 'telecommunications',
    title: 'Telecommunications',
    summary: 'Executive search for operators, tower companies and digital-infrastructure providers.',
    roles: ['Chief Executive Officer', 'Chief Technology Officer', 'Chief Commercial Officer', 'Chief Network Officer', 'Non-Executive Director'],
    themes: ['monetising 5G and fibre', 'infrastructure carve-outs', 'enterprise services growth'],
    subsectors: [
      { slug: 'mobile-operators', title: 'Mobile Operators', focus: 'mobile and converged network operators' },
      { slug: 'digital-infrastructure', title: 'Digital Infrastructure', focus: 'data centres, towers and fibre networks' },
    ],
  },
  {
    slug: 'transport-and-logistics',
    title: 'Transport and Logistics',
    summary: 'Leaders for airlines, airports, shipping lines, ports and logistics providers keeping global trade moving.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'Chief Commercial Officer', 'Head of Network Planning', 'Board Director'],
    themes: ['supply-chain disruption', 'decarbonising transport', 'automation in warehousing'],
    subsectors: [
      { slug: 'aviation', title: 'Aviation', focus: 'airlines, airports and aviation services' },
      { slug: 'shipping-and-ports', title: 'Shipping and Ports', focus: 'shipping lines, port operators and maritime services' },
      { slug: 'logistics', title: 'Logistics', focus: 'freight forwarders, parcel carriers and contract logistics' },
    ],
  },
  {
    slug: 'hospitality-and-leisure',
    title: 'Hospitality and Leisure',
    summary: 'Executive search for hotel groups, travel companies, restaurants and leisure operators.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'Chief Marketing Officer', 'Head of Development', 'General Manager'],
    themes: ['guest experience in a digital world', 'asset-light growth', 'frontline talent retention'],
    subsectors: [
      { slug: 'hotels', title: 'Hotels', focus: 'hotel owners, operators and brands' },
      { slug: 'travel', title: 'Travel', focus: 'tour operators, online travel agencies and cruise lines' },
    ],
  },
  {
    slug: 'education',
    title: 'Education',
    summary: 'Presidents, vice-chancellors, deans and leaders of education companies.',
    roles: ['President', 'Vice-Chancellor', 'Provost', 'Dean', 'Chief Executive Officer'],
    themes: ['financial sustainability', 'online and lifelong learning', 'international student mobility'],
    subsectors: [
      { slug: 'higher-education', title: 'Higher Education', focus: 'universities and business schools' },
      { slug: 'edtech', title: 'Education Technology', focus: 'learning platforms and education services' },
    ],
  },
  {
    slug: 'public-sector',
    title: 'Public Sector',
    summary: 'Senior appointments for government agencies, regulators, state-owned enterprises and international organisations.',
    roles: ['Chief Executive', 'Director General', 'Permanent Secretary', 'Regulator Chair', 'Chief Digital Officer'],
    themes: ['digital public services', 'public trust and transparency', 'attracting private-sector talent'],
    subsectors: [
      { slug: 'government', title: 'Government and Agencies', focus: 'ministries, agencies and regulators' },
      { slug: 'international-organisations', title: 'International Organisations', focus: 'multilateral institutions and development banks' },
      { slug: 'state-owned-enterprises', title: 'State-Owned Enterprises', focus: 'commercial companies owned by governments' },
    ],
  },
  {
    slug: 'non-profit',
    title: 'Non-Profit',
    summary: 'Mission-driven leaders for foundations, charities, cultural institutions and social enterprises.',
    roles: ['Chief Executive', 'Executive Director', 'Director of Development', 'Chief Programme Officer', 'Trustee'],
    themes: ['diversifying income', 'measuring impact', 'governance of volunteer boards'],
    subsectors: [
      { slug: 'foundations', title: 'Foundations', focus: 'private and corporate philanthropic foundations' },
      { slug: 'charities', title: 'Charities and NGOs', focus: 'national and international charities' },
      { slug: 'arts-and-culture', title: 'Arts and Culture', focus: 'museums, orchestras and cultural institutions' },
    ],
  },
  {
    slug: 'family-business',
    title: 'Family Business',
    summary: 'Discreet advice to business-owning families on professional management, governance and generational succession.',
    roles: ['Non-Family Chief Executive', 'Family Office Director', 'Independent Chair', 'Chief Investment Officer', 'Board Member'],
    themes: ['professionalising management', 'next-generation readiness', 'family governance'],
    subsectors: [
      { slug: 'family-offices', title: 'Family Offices', focus: 'single- and multi-family offices' },
      { slug: 'family-owned-enterprises', title: 'Family-Owned Enterprises', focus: 'operating companies controlled by families' },
    ],
  },
  {
    slug: 'sustainability-and-climate',
    title: 'Sustainability and Climate',
    summary: 'Leaders for climate-technology ventures, circular-economy businesses and impact investors.',
    roles: ['Chief Executive Officer', 'Chief Sustainability Officer', 'Chief Technology Officer', 'Impact Director', 'Independent Director'],
    themes: ['commercialising climate technology', 'carbon markets', 'credible transition plans'],
    subsectors: [
      { slug: 'climate-technology', title: 'Climate Technology', focus: 'companies commercialising decarbonisation technologies' },
      { slug: 'circular-economy', title: 'Circular Economy', focus: 'recycling, reuse and resource-efficiency businesses' },
      { slug: 'impact-investing', title: 'Impact Investing', focus: 'funds investing for measurable social and environmental outcomes' },
    ],
  },
]

export const FUNCTIONS: readonly ExpertiseData[] = [
  {
    slug: 'chief-executive-officer',
    title: 'Chief Executive Officer',
    summary: 'Finding and assessing the chief executives who set strategy, build culture and deliver results.',
    roles: ['Group Chief Executive', 'Divisional Chief Executive', 'Country Chief Executive', 'President'],
    themes: ['planned and emergency succession', 'first-time chief executives', 'turnaround leadership'],
    subsectors: [
      { slug: 'ceo-succession', title: 'CEO Succession', focus: 'planned transitions overseen by the board' },
      { slug: 'first-time-ceos', title: 'First-Time CEOs', focus: 'executives stepping into the top job for the first time' },
      { slug: 'turnaround-ceos', title: 'Turnaround CEOs', focus: 'leaders who stabilise and reposition businesses under pressure' },
    ],
  },
  {
    slug: 'board-and-governance',
    title: 'Board and Governance',
    summary: 'Chairs, independent directors and committee chairs who bring the right mix of skills, independence and diversity.',
    roles: ['Chair', 'Senior Independent Director', 'Audit Committee Chair', 'Remuneration Committee Chair', 'Non-Executive Director'],
    themes: ['board skills matrices', 'board effectiveness reviews', 'director diversity'],
    subsectors: [
      { slug: 'chairs', title: 'Chairs', focus: 'board chairs of listed, private and mutual organisations' },
      { slug: 'non-executive-directors', title: 'Non-Executive Directors', focus: 'independent directors with relevant sector and functional expertise' },
      { slug: 'committee-chairs', title: 'Committee Chairs', focus: 'audit, risk, remuneration and nomination committee chairs' },
    ],
  },
  {
    slug: 'finance',
    title: 'Finance',
    summary: 'Chief financial officers and finance leaders who are strategic partners to the chief executive and the board.',
    roles: ['Chief Financial Officer', 'Group Treasurer', 'Financial Controller', 'Head of Investor Relations', 'Head of Tax'],
    themes: ['the CFO as transformation leader', 'capital allocation', 'finance automation'],
    subsectors: [
      { slug: 'chief-financial-officers', title: 'Chief Financial Officers', focus: 'group and divisional CFOs' },
      { slug: 'treasury', title: 'Treasury', focus: 'treasurers and capital-markets specialists' },
      { slug: 'investor-relations', title: 'Investor Relations', focus: 'heads of investor relations for listed companies' },
      { slug: 'financial-control', title: 'Financial Control', focus: 'controllers and heads of reporting' },
    ],
  },
  {
    slug: 'human-resources',
    title: 'Human Resources',
    summary: 'Chief human resources officers and people leaders who shape culture, capability and reward.',
    roles: ['Chief Human Resources Officer', 'Chief People Officer', 'Head of Talent', 'Head of Reward', 'HR Business Partner Director'],
    themes: ['hybrid work', 'skills-based organisations', 'employee experience'],
    subsectors: [
      { slug: 'chief-human-resources-officers', title: 'Chief Human Resources Officers', focus: 'group heads of HR and people' },
      { slug: 'talent-and-learning', title: 'Talent and Learning', focus: 'talent management, learning and leadership development' },
      { slug: 'total-rewards', title: 'Total Rewards', focus: 'compensation, benefits and executive reward' },
    ],
  },
  {
    slug: 'technology-and-digital',
    title: 'Technology and Digital',
    summary: 'Chief information, technology, data and digital officers who turn technology into competitive advantage.',
    roles: ['Chief Information Officer', 'Chief Technology Officer', 'Chief Data Officer', 'Chief Information Security Officer', 'Chief Digital Officer'],
    themes: ['generative AI adoption', 'cyber resilience', 'platform modernisation'],
    subsectors: [
      { slug: 'chief-information-officers', title: 'Chief Information Officers', focus: 'enterprise technology leaders' },
      { slug: 'chief-data-officers', title: 'Chief Data Officers', focus: 'data, analytics and AI leaders' },
      { slug: 'chief-information-security-officers', title: 'Chief Information Security Officers', focus: 'security and resilience leaders' },
      { slug: 'chief-digital-officers', title: 'Chief Digital Officers', focus: 'leaders of digital products and channels' },
    ],
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    summary: 'Chief marketing officers and brand leaders who connect customer insight to growth.',
    roles: ['Chief Marketing Officer', 'Chief Customer Officer', 'Head of Brand', 'Head of Growth Marketing'],
    themes: ['marketing effectiveness', 'first-party data', 'purpose-led brands'],
    subsectors: [
      { slug: 'chief-marketing-officers', title: 'Chief Marketing Officers', focus: 'group marketing leaders' },
      { slug: 'customer-experience', title: 'Customer Experience', focus: 'leaders who own the end-to-end customer journey' },
      { slug: 'brand-and-communications', title: 'Brand and Communications', focus: 'brand, communications and reputation leaders' },
    ],
  },
  {
    slug: 'sales-and-commercial',
    title: 'Sales and Commercial',
    summary: 'Chief commercial and revenue officers who build high-performing sales organisations.',
    roles: ['Chief Commercial Officer', 'Chief Revenue Officer', 'Head of Sales', 'Head of Partnerships'],
    themes: ['pricing power', 'key-account management', 'revenue operations'],
    subsectors: [
      { slug: 'chief-commercial-officers', title: 'Chief Commercial Officers', focus: 'leaders of sales, marketing and pricing' },
      { slug: 'chief-revenue-officers', title: 'Chief Revenue Officers', focus: 'revenue leaders in technology and services companies' },
      { slug: 'business-development', title: 'Business Development', focus: 'partnerships, alliances and new-market entry' },
    ],
  },
  {
    slug: 'operations-and-supply-chain',
    title: 'Operations and Supply Chain',
    summary: 'Chief operating officers and supply-chain leaders who make strategy happen.',
    roles: ['Chief Operating Officer', 'Chief Supply Chain Officer', 'Chief Procurement Officer', 'Head of Manufacturing'],
    themes: ['resilient supply networks', 'operational excellence', 'automation'],
    subsectors: [
      { slug: 'chief-operating-officers', title: 'Chief Operating Officers', focus: 'group and divisional COOs' },
      { slug: 'supply-chain', title: 'Supply Chain', focus: 'end-to-end supply-chain leaders' },
      { slug: 'procurement', title: 'Procurement', focus: 'chief procurement officers and sourcing leaders' },
    ],
  },
  {
    slug: 'legal-and-compliance',
    title: 'Legal and Compliance',
    summary: 'General counsel, compliance and company-secretarial leaders trusted by boards.',
    roles: ['General Counsel', 'Chief Compliance Officer', 'Company Secretary', 'Head of Litigation'],
    themes: ['regulatory complexity', 'the general counsel as business partner', 'ethics and culture'],
    subsectors: [
      { slug: 'general-counsel', title: 'General Counsel', focus: 'chief legal officers and general counsel' },
      { slug: 'compliance', title: 'Compliance', focus: 'chief compliance and ethics officers' },
      { slug: 'company-secretaries', title: 'Company Secretaries', focus: 'company secretaries and governance professionals' },
    ],
  },
  {
    slug: 'risk-and-audit',
    title: 'Risk and Audit',
    summary: 'Chief risk officers and heads of internal audit who protect value and enable sound decisions.',
    roles: ['Chief Risk Officer', 'Head of Internal Audit', 'Head of Operational Risk', 'Head of Financial Crime'],
    themes: ['non-financial risk', 'climate risk', 'third-party and cyber risk'],
    subsectors: [
      { slug: 'chief-risk-officers', title: 'Chief Risk Officers', focus: 'enterprise risk leaders' },
      { slug: 'internal-audit', title: 'Internal Audit', focus: 'heads of internal audit and assurance' },
    ],
  },
  {
    slug: 'strategy-and-transformation',
    title: 'Strategy and Transformation',
    summary: 'Chief strategy officers and transformation leaders who design and deliver change at scale.',
    roles: ['Chief Strategy Officer', 'Chief Transformation Officer', 'Head of M&A', 'Head of Corporate Development'],
    themes: ['portfolio reshaping', 'post-merger integration', 'enterprise-wide transformation'],
    subsectors: [
      { slug: 'chief-strategy-officers', title: 'Chief Strategy Officers', focus: 'strategy and planning leaders' },
      { slug: 'transformation', title: 'Transformation', focus: 'leaders of large-scale change programmes' },
      { slug: 'corporate-development', title: 'Corporate Development', focus: 'M&A and corporate-development leaders' },
    ],
  },
  {
    slug: 'sustainability',
    title: 'Sustainability',
    summary: 'Chief sustainability officers who turn environmental and social commitments into business results.',
    roles: ['Chief Sustainability Officer', 'Head of ESG', 'Head of Climate Strategy', 'Head of Social Impact'],
    themes: ['sustainability reporting', 'decarbonisation roadmaps', 'nature and biodiversity'],
    subsectors: [
      { slug: 'chief-sustainability-officers', title: 'Chief Sustainability Officers', focus: 'enterprise sustainability leaders' },
      { slug: 'esg-reporting', title: 'ESG Reporting', focus: 'leaders of non-financial reporting and assurance' },
    ],
  },
  {
    slug: 'research-and-development',
    title: 'Research and Development',
    summary: 'Chief scientific officers, engineering and R&D leaders who turn discovery into products.',
    roles: ['Chief Scientific Officer', 'Head of R&D', 'Chief Engineer', 'Head of Innovation'],
    themes: ['R&D productivity', 'open innovation', 'engineering talent'],
    subsectors: [
      { slug: 'chief-scientific-officers', title: 'Chief Scientific Officers', focus: 'scientific leaders in life sciences and chemicals' },
      { slug: 'engineering-leadership', title: 'Engineering Leadership', focus: 'heads of engineering and product development' },
    ],
  },
  {
    slug: 'diversity-equity-and-inclusion',
    title: 'Diversity, Equity and Inclusion',
    summary: 'Leaders who build inclusive organisations where every person can contribute and progress.',
    roles: ['Chief Diversity Officer', 'Head of Inclusion', 'Head of Employee Networks', 'Head of Accessibility'],
    themes: ['inclusive leadership', 'pay equity', 'measuring inclusion'],
    subsectors: [
      { slug: 'chief-diversity-officers', title: 'Chief Diversity Officers', focus: 'enterprise diversity and inclusion leaders' },
      { slug: 'inclusion-programmes', title: 'Inclusion Programmes', focus: 'leaders of inclusion strategy and programmes' },
    ],
  },
  {
    slug: 'corporate-affairs',
    title: 'Corporate Affairs',
    summary: 'Leaders of communications, public affairs and stakeholder relations who protect and build reputation.',
    roles: ['Chief Corporate Affairs Officer', 'Head of Communications', 'Head of Public Affairs', 'Head of Government Relations'],
    themes: ['crisis readiness', 'stakeholder capitalism', 'geopolitical risk'],
    subsectors: [
      { slug: 'communications', title: 'Communications', focus: 'corporate and internal communications leaders' },
      { slug: 'public-affairs', title: 'Public Affairs', focus: 'government relations and policy leaders' },
    ],
  },
]

/** Who an area's clients are, as a sentence names them: the leaders of an industry, those who hire for a function. */
const CLIENTS: Record<string, string> = {
  technology: 'boards and chief executives of technology companies',
  'financial-services': 'boards and chief executives of banks, insurers and asset managers',
  'private-equity': 'private-equity partners and the boards of their portfolio companies',
  healthcare: 'leaders of hospital groups, insurers and health-technology companies',
  'life-sciences': 'boards and chief executives of biotechnology and pharmaceutical companies',
  'consumer-and-retail': 'boards and chief executives of consumer brands and retailers',
  industrial: 'boards and chief executives of manufacturing and engineering groups',
  energy: 'boards and chief executives of energy companies',
  'natural-resources': 'boards and chief executives of mining and resources companies',
  'real-estate-and-infrastructure': 'owners, developers and operators of real estate and infrastructure',
  'professional-services': 'managing partners and boards of professional-services firms',
  'media-and-entertainment': 'boards and chief executives of media and entertainment companies',
  telecommunications: 'boards and chief executives of telecommunications operators',
  'transport-and-logistics': 'boards and chief executives of transport and logistics groups',
  'hospitality-and-leisure': 'owners and operators of hotels, restaurants and leisure businesses',
  education: 'governing bodies of universities, schools and education companies',
  'public-sector': 'ministers, permanent secretaries and the boards of public bodies',
  'non-profit': 'trustees and chief executives of charities and foundations',
  'family-business': 'family owners and the boards of family-controlled groups',
  'sustainability-and-climate': 'founders and boards of climate-technology and renewable-energy companies',
  'chief-executive-officer': 'boards choosing a chief executive',
  'board-and-governance': 'chairs renewing their boards',
  finance: 'companies appointing a chief financial officer',
  'human-resources': 'chief executives hiring a people leader',
  'technology-and-digital': 'organisations appointing a technology or digital leader',
  marketing: 'companies hiring a chief marketing officer',
  'sales-and-commercial': 'companies hiring a commercial leader',
  'operations-and-supply-chain': 'companies appointing an operations or supply-chain leader',
  'legal-and-compliance': 'boards appointing a general counsel',
  'risk-and-audit': 'audit committees and chief executives hiring risk and audit leaders',
  'strategy-and-transformation': 'chief executives appointing a strategy or transformation leader',
  sustainability: 'companies hiring a chief sustainability officer',
  'research-and-development': 'companies appointing a head of research and development',
  'diversity-equity-and-inclusion': 'organisations appointing a diversity and inclusion leader',
  'corporate-affairs': 'companies hiring a corporate affairs director',
}

/** Who an industry's or function's clients are, in lower case, for the middle of a sentence. */
export function clientsOf(area: { slug: string }): string {
  const who = CLIENTS[area.slug]
  if (!who) throw new Error(`Seed: no clients named for ${area.slug}`)
  return who
}

/** How an industry or function reads inside a sentence ("leaders in {x}", "{x} appointments"). */
const INLINE: Record<string, string> = {
  industrial: 'manufacturing',
  'public-sector': 'government',
  'non-profit': 'philanthropy',
  'family-business': 'family enterprise',
  'sustainability-and-climate': 'climate technology',
  'real-estate-and-infrastructure': 'real estate',
  'hospitality-and-leisure': 'hospitality',
  'chief-executive-officer': 'chief executive',
  'board-and-governance': 'board',
  'human-resources': 'HR',
  'technology-and-digital': 'technology',
  'sales-and-commercial': 'commercial',
  'operations-and-supply-chain': 'operations',
  'legal-and-compliance': 'legal',
  'risk-and-audit': 'risk',
  'strategy-and-transformation': 'strategy',
  'research-and-development': 'R&D',
  'diversity-equity-and-inclusion': 'diversity and inclusion',
}

export function inlineName(area: { slug: string; title: string }): string {
  return INLINE[area.slug] ?? area.title.toLowerCase()
}
