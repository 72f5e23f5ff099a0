/** Industries and functions of the firm's practice, each with its subsectors. */
export type SubsectorData = {
  slug: string
  title: string
  /** Who the team works with, as the summary's sentence ends ("… for {focus}."). */
  focus: string
  /** One sentence on what this field's boards and leaders are grappling with now, and the leader that calls for. */
  challenge: string
}
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
      {
        slug: 'north-america-technology',
        title: 'North America Technology',
        focus: 'the technology hubs of Silicon Valley, Seattle, Austin, New York, Boston and Toronto',
        challenge:
          'From the Bay Area to Toronto, technology companies are putting profitability alongside growth, and we are asked for leaders who can keep engineers close while running a tighter, more predictable business.',
      },
      {
        slug: 'software-and-saas',
        title: 'Software and SaaS',
        focus: 'subscription software businesses moving from founder-led growth to scaled operations',
        challenge:
          'Once subscription growth slows and every renewal is scrutinised, a software company needs leaders who can turn a founder’s product vision into a disciplined operating model without slowing the product down.',
      },
      {
        slug: 'semiconductors',
        title: 'Semiconductors',
        focus: 'chip designers, foundries and equipment makers in a strategic, capital-intensive market',
        challenge:
          'Semiconductor boards need leaders who can commit capital over horizons measured in decades while export controls and industrial policy redraw the map of where chips are designed and made.',
      },
      {
        slug: 'cybersecurity',
        title: 'Cybersecurity',
        focus: 'security vendors and the security leaders who protect every other industry',
        challenge:
          'Buyers of security products want fewer, better-integrated tools, so the vendors we work with look for chief executives who can consolidate a product range and keep the trust of the security teams they sell to.',
      },
      {
        slug: 'data-and-ai',
        title: 'Data and AI',
        focus: 'companies building and applying machine learning, analytics and data infrastructure',
        challenge:
          'The debate in data and AI has moved from what the technology can do to what customers will pay for, which calls for leaders who pair technical credibility with commercial judgement and responsible governance.',
      },
    ],
  },
  {
    slug: 'financial-services',
    title: 'Financial Services',
    summary: 'Executive search for banks, insurers, asset managers and fintechs navigating regulation, digitisation and new competition.',
    roles: ['Group Chief Executive', 'Chief Risk Officer', 'Chief Financial Officer', 'Head of Wealth Management', 'Board Chair'],
    themes: ['modernising core platforms without disrupting customers', 'meeting rising supervisory expectations of boards', 'competing with digital-first challengers'],
    subsectors: [
      {
        slug: 'banking',
        title: 'Banking',
        focus: 'retail, commercial and investment banks',
        challenge:
          'Replacing decades-old core systems while supervisors raise expectations on resilience and conduct is the task in front of most banks, and it is a task for leaders who understand technology change as well as risk.',
      },
      {
        slug: 'asset-and-wealth-management',
        title: 'Asset and Wealth Management',
        focus: 'asset managers, private banks and wealth platforms',
        challenge:
          'Fee pressure, the growth of passive and private-markets investing and the transfer of wealth between generations are reshaping this industry, and rebuilding distribution around what the next generation of clients expects is now the chief executive’s job.',
      },
      {
        slug: 'insurance',
        title: 'Insurance',
        focus: 'life, property and casualty insurers, reinsurers and brokers',
        challenge:
          'For insurers, climate-related losses, new reporting standards and customers who expect digital service all arrive together, and the leaders they need combine underwriting discipline with the patience to modernise legacy systems.',
      },
      {
        slug: 'fintech',
        title: 'Fintech',
        focus: 'payments, lending and infrastructure companies reshaping financial services',
        challenge:
          'Having grown quickly on venture funding, many fintechs must now show profits and meet the standards regulators set for banks, which favours leaders who have built risk and compliance functions as well as products.',
      },
    ],
  },
  {
    slug: 'private-equity',
    title: 'Private Equity',
    summary: 'Partnering with investors to put the right leaders into portfolio companies at acquisition, during value creation and before exit.',
    roles: ['Portfolio Company CEO', 'Portfolio Company CFO', 'Operating Partner', 'Chair', 'Value Creation Director'],
    themes: ['accelerating the first hundred days after acquisition', 'building exit-ready leadership teams', 'aligning management incentives with the investment thesis'],
    subsectors: [
      {
        slug: 'buyout',
        title: 'Buyout',
        focus: 'control investments in mature, cash-generative businesses',
        challenge:
          'With leverage doing less of the work, buyout returns depend on operational improvement, and sponsors want portfolio chief executives and finance chiefs who have delivered a value-creation plan against a fixed holding period.',
      },
      {
        slug: 'growth-equity',
        title: 'Growth Equity',
        focus: 'minority and majority investments in fast-growing companies',
        challenge:
          'A growth investment usually means a company must professionalise finance, sales and reporting within a couple of years, and the executives who do it well keep founders engaged and the culture intact along the way.',
      },
      {
        slug: 'infrastructure-funds',
        title: 'Infrastructure Funds',
        focus: 'long-horizon investors in regulated and essential assets',
        challenge:
          'Infrastructure investors now own everything from toll roads and water companies to fibre and battery storage, and each asset needs a leader who can manage regulators and local communities as carefully as capital expenditure.',
      },
    ],
  },
  {
    slug: 'healthcare',
    title: 'Healthcare',
    summary: 'Leaders for providers, payers and health-technology companies delivering better outcomes at sustainable cost.',
    roles: ['Chief Executive Officer', 'Chief Medical Officer', 'Chief Nursing Officer', 'Chief Operating Officer', 'Trustee'],
    themes: ['clinical workforce shortages', 'integrating digital care pathways', 'value-based reimbursement'],
    subsectors: [
      {
        slug: 'health-systems',
        title: 'Hospitals and Health Systems',
        focus: 'public and private hospital groups and integrated care systems',
        challenge:
          'Hospital groups are meeting rising demand with stretched clinical teams, and the chief executives who succeed win clinicians’ confidence while moving more care out of hospital and closer to patients’ homes.',
      },
      {
        slug: 'medical-devices',
        title: 'Medical Devices',
        focus: 'device, diagnostics and equipment manufacturers',
        challenge:
          'Stricter approval regimes, squeezed hospital budgets and the arrival of software as a medical product have changed the device business, and its leaders now need to understand clinical evidence as well as commercial growth.',
      },
      {
        slug: 'digital-health',
        title: 'Digital Health',
        focus: 'telehealth, health-data and care-management platforms',
        challenge:
          'Until a digital health product proves it improves outcomes and saves money, health systems and insurers will not pay for it at scale, so the leaders we look for understand clinical practice and reimbursement as well as software.',
      },
    ],
  },
  {
    slug: 'life-sciences',
    title: 'Life Sciences',
    summary: 'Scientific, commercial and board leadership for biotechnology, pharmaceutical and research-services organisations.',
    roles: ['Chief Scientific Officer', 'Chief Medical Officer', 'Chief Commercial Officer', 'Head of Regulatory Affairs', 'Biotech CEO'],
    themes: ['moving from clinical-stage to commercial-stage', 'partnering and licensing strategy', 'manufacturing resilience'],
    subsectors: [
      {
        slug: 'biotechnology',
        title: 'Biotechnology',
        focus: 'venture-backed and listed biotechnology companies',
        challenge:
          'Biotechnology companies live from one funding round and one trial readout to the next, and their chief executives must set scientific priorities, spend cash carefully and negotiate partnerships from a position of strength.',
      },
      {
        slug: 'pharmaceuticals',
        title: 'Pharmaceuticals',
        focus: 'innovative and generic pharmaceutical companies',
        challenge:
          'As medicines lose patent protection and pricing scrutiny grows, pharmaceutical groups must refill their pipelines from their own laboratories and through deals, led by chief executives who can also make a persuasive case for the value of new treatments.',
      },
      {
        slug: 'contract-research',
        title: 'Contract Research and Manufacturing',
        focus: 'CROs, CDMOs and laboratory services',
        challenge:
          'Drug developers now outsource more of their research and production, which asks the leaders of contract organisations to combine exacting quality standards with the capacity planning of a capital-intensive industrial business.',
      },
    ],
  },
  {
    slug: 'consumer-and-retail',
    title: 'Consumer and Retail',
    summary: 'Leaders who understand the modern consumer, for brands, retailers and marketplaces across every channel.',
    roles: ['Chief Executive Officer', 'Chief Marketing Officer', 'Chief Digital Officer', 'Chief Merchandising Officer', 'Non-Executive Director'],
    themes: ['direct-to-consumer growth', 'responsible sourcing and sustainability', 'data-driven personalisation'],
    subsectors: [
      {
        slug: 'retail',
        title: 'Retail',
        focus: 'grocery, specialty and omnichannel retailers',
        challenge:
          'What a shop is for, when customers move freely between channels, is the question every retailer is answering, and it takes leaders who can run thin margins, modern supply chains and data-led merchandising together.',
      },
      {
        slug: 'consumer-packaged-goods',
        title: 'Consumer Packaged Goods',
        focus: 'food, beverage, household and personal-care brands',
        challenge:
          'Private labels, changing diets and retailers who hold their own customer data all test the big brand owners, and we look for leaders who can reshape portfolios and restore volume growth without eroding brand equity.',
      },
      {
        slug: 'luxury',
        title: 'Luxury',
        focus: 'fashion, jewellery, beauty and premium lifestyle houses',
        challenge:
          'Luxury depends on heritage and scarcity, yet houses must reach new generations of clients online and in new markets, a balance that calls for creative sensitivity and a firm hand on pricing and distribution.',
      },
      {
        slug: 'food-and-beverage',
        title: 'Food and Beverage',
        focus: 'producers, restaurant groups and food-service companies',
        challenge:
          'Caught between volatile ingredient costs and customers who want healthier, traceable products, food businesses are hiring operators who manage procurement tightly and still keep menus and brands fresh.',
      },
    ],
  },
  {
    slug: 'industrial',
    title: 'Industrial',
    summary: 'Executive search for manufacturers and engineering companies reinventing operations for automation and decarbonisation.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'President of a Business Unit', 'Chief Procurement Officer', 'Plant Director'],
    themes: ['reshoring and supply-chain resilience', 'digital and automated factories', 'decarbonising heavy industry'],
    subsectors: [
      {
        slug: 'aerospace-and-defence',
        title: 'Aerospace and Defence',
        focus: 'aircraft, space and defence contractors and their suppliers',
        challenge:
          'Order books in aerospace and defence are long but supply chains are fragile, so boards want leaders who can raise production rates safely, develop scarce engineering talent and work within strict export and security rules.',
      },
      {
        slug: 'automotive',
        title: 'Automotive',
        focus: 'vehicle makers and suppliers moving to electric and software-defined vehicles',
        challenge:
          'The automotive industry is paying for its next generation of vehicles out of profits from the current one, which demands leaders comfortable running two business models, two technology roadmaps and two cultures at once.',
      },
      {
        slug: 'manufacturing',
        title: 'Advanced Manufacturing',
        focus: 'diversified industrial groups and precision engineering firms',
        challenge:
          'Automating plants, shortening supply chains and deciding which businesses belong in the portfolio are all on the agenda of industrial boards, and they call for leaders who know the factory floor and allocate capital with discipline.',
      },
      {
        slug: 'chemicals',
        title: 'Chemicals',
        focus: 'speciality and commodity chemical producers',
        challenge:
          'Chemical producers have to cut emissions from energy-hungry processes, adapt to tighter rules on hazardous substances and ride out commodity cycles, and their boards look for deep operational knowledge combined with the nerve for long-term investment.',
      },
    ],
  },
  {
    slug: 'energy',
    title: 'Energy',
    summary: 'Leadership for the energy transition: traditional producers, utilities, renewables developers and energy-technology companies.',
    roles: ['Chief Executive Officer', 'Chief Transition Officer', 'Chief Operating Officer', 'Head of Trading', 'Independent Director'],
    themes: ['balancing security of supply with net-zero commitments', 'scaling renewable portfolios', 'grid modernisation'],
    subsectors: [
      {
        slug: 'oil-and-gas',
        title: 'Oil and Gas',
        focus: 'integrated, upstream and midstream companies',
        challenge:
          'Oil and gas companies are expected to keep supply secure and returns steady while setting out a credible path to lower emissions, and few roles ask a leader to satisfy so many audiences with such different priorities.',
      },
      {
        slug: 'power-and-utilities',
        title: 'Power and Utilities',
        focus: 'generators, networks and retail energy suppliers',
        challenge:
          'Utilities must invest heavily in networks and new generation while keeping bills affordable and regulators satisfied, which puts a premium on leaders who can deliver large programmes and explain their choices to the public.',
      },
      {
        slug: 'renewables',
        title: 'Renewables',
        focus: 'wind, solar, storage and hydrogen developers',
        challenge:
          'In renewables the challenge has shifted from winning projects to building and operating them at scale through grid queues and planning delays, so reliable execution and long-term financing now matter more in a chief executive than deal-making flair.',
      },
    ],
  },
  {
    slug: 'natural-resources',
    title: 'Natural Resources',
    summary: 'Leaders for mining, metals and agribusiness companies operating in demanding environments.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'Head of Sustainability', 'Project Director', 'Board Director'],
    themes: ['critical minerals for the energy transition', 'community and stakeholder relations', 'operational safety culture'],
    subsectors: [
      {
        slug: 'mining-and-metals',
        title: 'Mining and Metals',
        focus: 'miners and metals producers',
        challenge:
          'The energy transition depends on metals that can take many years to permit, finance and mine, so mining boards look for leaders who combine a strong safety culture, community trust and patient capital discipline.',
      },
      {
        slug: 'agribusiness',
        title: 'Agribusiness',
        focus: 'producers, traders and processors of agricultural commodities',
        challenge:
          'Agribusiness leaders must manage commodity risk through volatile weather and shifting trade flows while investing in the traceability that food companies and their customers now expect from every supplier.',
      },
    ],
  },
  {
    slug: 'real-estate-and-infrastructure',
    title: 'Real Estate and Infrastructure',
    summary: 'Executive search for developers, investors, operators and builders of the places where we live and work.',
    roles: ['Chief Executive Officer', 'Chief Investment Officer', 'Head of Asset Management', 'Development Director', 'Chair'],
    themes: ['repurposing offices after hybrid work', 'delivering mega-projects on time', 'green building standards'],
    subsectors: [
      {
        slug: 'real-estate',
        title: 'Real Estate',
        focus: 'developers, REITs and property investors',
        challenge:
          'Property owners are rethinking what offices, shops and homes should offer while energy-efficiency standards reshape asset values, and the leaders they want can reposition portfolios and raise capital from a wider pool of investors.',
      },
      {
        slug: 'construction-and-engineering',
        title: 'Construction and Engineering',
        focus: 'contractors and engineering consultancies',
        challenge:
          'Thin margins and fixed-price risk leave contractors little room for error, so the executives we put forward bid selectively, deliver complex projects safely and invest in the digital engineering that makes delivery more predictable.',
      },
      {
        slug: 'infrastructure',
        title: 'Infrastructure',
        focus: 'transport, social and digital infrastructure owners',
        challenge:
          'Infrastructure owners have to keep ageing assets running and adapt them to a changing climate, and they need leaders who think in decades, deliver every day and hold the confidence of regulators and users.',
      },
    ],
  },
  {
    slug: 'professional-services',
    title: 'Professional Services',
    summary: 'Partner-level and leadership appointments for consulting, legal, accounting and advisory firms.',
    roles: ['Managing Partner', 'Chief Operating Officer', 'Practice Leader', 'Chief Client Officer', 'Chief Knowledge Officer'],
    themes: ['productising expertise', 'partner succession', 'technology-enabled delivery'],
    subsectors: [
      {
        slug: 'consulting',
        title: 'Consulting',
        focus: 'strategy, management and technology consultancies',
        challenge:
          'Clients want consultancies to share the risk and prove the results, and as artificial intelligence changes how analysis is done and priced, firms need leaders willing to rethink the partnership model without losing their best people.',
      },
      {
        slug: 'legal',
        title: 'Legal',
        focus: 'law firms and alternative legal-service providers',
        challenge:
          'The traditional law firm is being tested by new technology, by alternative providers and, in some jurisdictions, by outside investment, and the managing partner’s task is to modernise the firm while holding a partnership of strong personalities together.',
      },
      {
        slug: 'accounting-and-advisory',
        title: 'Accounting and Advisory',
        focus: 'audit, tax and deal-advisory firms',
        challenge:
          'Closer regulatory oversight of audit, and debate over how audit and advisory work should sit together, mean audit firms need leaders who put audit quality first and can still grow tax, deals and consulting profitably.',
      },
    ],
  },
  {
    slug: 'media-and-entertainment',
    title: 'Media and Entertainment',
    summary: 'Leaders for publishers, broadcasters, streaming platforms, games studios and sports organisations.',
    roles: ['Chief Executive Officer', 'Chief Content Officer', 'Chief Revenue Officer', 'Managing Director', 'Chair'],
    themes: ['subscription economics', 'creator and fan engagement', 'rights and distribution strategy'],
    subsectors: [
      {
        slug: 'publishing',
        title: 'Publishing',
        focus: 'news, magazine and book publishers',
        challenge:
          'With search and social platforms sending less traffic their way, publishers are rebuilding around subscriptions and direct relationships with readers, led by people who understand both editorial values and digital product.',
      },
      {
        slug: 'gaming',
        title: 'Gaming',
        focus: 'games studios, publishers and platforms',
        challenge:
          'Games take years and large budgets to make, and players expect updates for years after launch, so studio heads must keep creative teams motivated while holding firm on budgets, platforms and release dates.',
      },
      {
        slug: 'sports',
        title: 'Sports',
        focus: 'leagues, clubs and sports-business organisations',
        challenge:
          'Clubs and leagues are becoming media and entertainment businesses, with new owners and investors at the table, and the leaders they need grow commercial income while respecting the fans, athletes and traditions that give sport its value.',
      },
    ],
  },
  {
    slug: 'telecommunications',
    title: 'Telecommunications',
    summary: 'Executive search for operators, tower companies and digital-infrastructure providers.',
    roles: ['Chief Executive Officer', 'Chief Technology Officer', 'Chief Commercial Officer', 'Chief Network Officer', 'Non-Executive Director'],
    themes: ['monetising 5G and fibre', 'infrastructure carve-outs', 'enterprise services growth'],
    subsectors: [
      {
        slug: 'mobile-operators',
        title: 'Mobile Operators',
        focus: 'mobile and converged network operators',
        challenge:
          'Having invested heavily in new networks, mobile operators still struggle to grow consumer revenue, and their boards are asking chief executives to build enterprise services, simplify operations and weigh partnerships or consolidation.',
      },
      {
        slug: 'digital-infrastructure',
        title: 'Digital Infrastructure',
        focus: 'data centres, towers and fibre networks',
        challenge:
          'Demand for digital capacity keeps rising, but access to power, planning consent and financing now set the pace of growth, so owners prize executives who can build at scale and work closely with utilities and investors.',
      },
    ],
  },
  {
    slug: 'transport-and-logistics',
    title: 'Transport and Logistics',
    summary: 'Leaders for airlines, airports, shipping lines, ports and logistics providers keeping global trade moving.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'Chief Commercial Officer', 'Head of Network Planning', 'Board Director'],
    themes: ['supply-chain disruption', 'decarbonising transport', 'automation in warehousing'],
    subsectors: [
      {
        slug: 'aviation',
        title: 'Aviation',
        focus: 'airlines, airports and aviation services',
        challenge:
          'Airlines and airports run on thin margins exposed to fuel prices, disruption and the long road to sustainable fuels, and the job is to protect safety and punctuality while modernising fleets and infrastructure.',
      },
      {
        slug: 'shipping-and-ports',
        title: 'Shipping and Ports',
        focus: 'shipping lines, port operators and maritime services',
        challenge:
          'Fleets and terminals must be planned years ahead of demand, emissions at sea must fall and trade routes can be disrupted overnight, which calls for leaders with operational depth and a strategic view of global trade.',
      },
      {
        slug: 'logistics',
        title: 'Logistics',
        focus: 'freight forwarders, parcel carriers and contract logistics',
        challenge:
          'Customers now expect logistics providers to be reliable, transparent and resilient at a competitive price, and winning that business takes leaders who can automate warehouses and lead large frontline workforces well.',
      },
    ],
  },
  {
    slug: 'hospitality-and-leisure',
    title: 'Hospitality and Leisure',
    summary: 'Executive search for hotel groups, travel companies, restaurants and leisure operators.',
    roles: ['Chief Executive Officer', 'Chief Operating Officer', 'Chief Marketing Officer', 'Head of Development', 'General Manager'],
    themes: ['guest experience in a digital world', 'asset-light growth', 'frontline talent retention'],
    subsectors: [
      {
        slug: 'hotels',
        title: 'Hotels',
        focus: 'hotel owners, operators and brands',
        challenge:
          'Hotel companies grow more through management and franchise agreements than through owning property, so their leaders must build brands that owners want to sign and keep service consistent across many properties.',
      },
      {
        slug: 'travel',
        title: 'Travel',
        focus: 'tour operators, online travel agencies and cruise lines',
        challenge:
          'Travel businesses depend on customer confidence and increasingly digital distribution, and their leaders must manage seasonal swings, supplier relationships and sudden disruption while still making each trip feel personal.',
      },
    ],
  },
  {
    slug: 'education',
    title: 'Education',
    summary: 'Presidents, vice-chancellors, deans and leaders of education companies.',
    roles: ['President', 'Vice-Chancellor', 'Provost', 'Dean', 'Chief Executive Officer'],
    themes: ['financial sustainability', 'online and lifelong learning', 'international student mobility'],
    subsectors: [
      {
        slug: 'higher-education',
        title: 'Higher Education',
        focus: 'universities and business schools',
        challenge:
          'Universities face pressure on funding, international recruitment and public confidence at the same time, and governing bodies want heads of institution who can take difficult financial decisions while protecting academic quality and freedom.',
      },
      {
        slug: 'edtech',
        title: 'Education Technology',
        focus: 'learning platforms and education services',
        challenge:
          'Schools, universities and employers buy learning products only when they see evidence that they work, so an education technology company needs someone at the top who understands teaching as well as software and sales.',
      },
    ],
  },
  {
    slug: 'public-sector',
    title: 'Public Sector',
    summary: 'Senior appointments for government agencies, regulators, state-owned enterprises and international organisations.',
    roles: ['Chief Executive', 'Director General', 'Permanent Secretary', 'Regulator Chair', 'Chief Digital Officer'],
    themes: ['digital public services', 'public trust and transparency', 'attracting private-sector talent'],
    subsectors: [
      {
        slug: 'government',
        title: 'Government and Agencies',
        focus: 'ministries, agencies and regulators',
        challenge:
          'Public bodies are expected to deliver better digital services on tight budgets and under close scrutiny, and the leaders they need run large organisations well and give candid, politically neutral advice to ministers.',
      },
      {
        slug: 'international-organisations',
        title: 'International Organisations',
        focus: 'multilateral institutions and development banks',
        challenge:
          'Asked to do more on climate, health and development within finite budgets, international bodies need leaders who combine diplomatic skill with a record of managing large, diverse and multinational organisations.',
      },
      {
        slug: 'state-owned-enterprises',
        title: 'State-Owned Enterprises',
        focus: 'commercial companies owned by governments',
        challenge:
          'State-owned companies must earn commercial returns while serving a public purpose, and their chairs and chief executives need to balance the two and work constructively with a government shareholder.',
      },
    ],
  },
  {
    slug: 'non-profit',
    title: 'Non-Profit',
    summary: 'Mission-driven leaders for foundations, charities, cultural institutions and social enterprises.',
    roles: ['Chief Executive', 'Executive Director', 'Director of Development', 'Chief Programme Officer', 'Trustee'],
    themes: ['diversifying income', 'measuring impact', 'governance of volunteer boards'],
    subsectors: [
      {
        slug: 'foundations',
        title: 'Foundations',
        focus: 'private and corporate philanthropic foundations',
        challenge:
          'Foundations are rethinking how they give, from long-term partnerships and unrestricted grants to impact investment, and trustees want a director who can set a clear strategy and show what difference the money makes.',
      },
      {
        slug: 'charities',
        title: 'Charities and NGOs',
        focus: 'national and international charities',
        challenge:
          'Demand for charities’ services keeps growing while income remains uncertain, and trustees look for chief executives who can diversify funding, lead staff and volunteers through change and stay close to the people they serve.',
      },
      {
        slug: 'arts-and-culture',
        title: 'Arts and Culture',
        focus: 'museums, orchestras and cultural institutions',
        challenge:
          'Cultural institutions are rebuilding audiences and income while public funding stays tight, and boards need directors who pair artistic ambition with fundraising, commercial ideas and careful financial management.',
      },
    ],
  },
  {
    slug: 'family-business',
    title: 'Family Business',
    summary: 'Discreet advice to business-owning families on professional management, governance and generational succession.',
    roles: ['Non-Family Chief Executive', 'Family Office Director', 'Independent Chair', 'Chief Investment Officer', 'Board Member'],
    themes: ['professionalising management', 'next-generation readiness', 'family governance'],
    subsectors: [
      {
        slug: 'family-offices',
        title: 'Family Offices',
        focus: 'single- and multi-family offices',
        challenge:
          'As wealth passes to a new generation, family offices are professionalising investment, reporting and governance, and families want someone to bring institutional discipline while respecting the family’s values, privacy and way of working.',
      },
      {
        slug: 'family-owned-enterprises',
        title: 'Family-Owned Enterprises',
        focus: 'operating companies controlled by families',
        challenge:
          'When the next generation is not ready or not willing to run the business, a family company needs a leader from outside who can earn the family’s trust and work within its governance without losing its long-term outlook.',
      },
    ],
  },
  {
    slug: 'sustainability-and-climate',
    title: 'Sustainability and Climate',
    summary: 'Leaders for climate-technology ventures, circular-economy businesses and impact investors.',
    roles: ['Chief Executive Officer', 'Chief Sustainability Officer', 'Chief Technology Officer', 'Impact Director', 'Independent Director'],
    themes: ['commercialising climate technology', 'carbon markets', 'credible transition plans'],
    subsectors: [
      {
        slug: 'climate-technology',
        title: 'Climate Technology',
        focus: 'companies commercialising decarbonisation technologies',
        challenge:
          'Moving from pilot plant to commercial scale is where many climate technology companies falter, and investors ask us for executives who have built and financed first-of-a-kind projects and can manage the engineering risk that comes with them.',
      },
      {
        slug: 'circular-economy',
        title: 'Circular Economy',
        focus: 'recycling, reuse and resource-efficiency businesses',
        challenge:
          'Circular businesses depend on a reliable supply of used material, shifting regulation and buyers willing to pay for recovered content, so running them takes industrial operating skill and the patience to secure long-term offtake contracts.',
      },
      {
        slug: 'impact-investing',
        title: 'Impact Investing',
        focus: 'funds investing for measurable social and environmental outcomes',
        challenge:
          'Impact investors must show that both the returns and the outcomes are real, which calls for leaders who can build rigorous impact measurement into every investment decision and raise capital from demanding institutions.',
      },
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
      {
        slug: 'ceo-succession',
        title: 'CEO Succession',
        focus: 'planned transitions overseen by the board',
        challenge:
          'A chief executive can leave sooner than anyone planned, so the boards we advise want a succession process that develops internal candidates, tests them against the outside market and keeps an emergency option ready.',
      },
      {
        slug: 'first-time-ceos',
        title: 'First-Time CEOs',
        focus: 'executives stepping into the top job for the first time',
        challenge:
          'Many chief executive appointments go to people who have never led a whole company, and the real question is who will grow into the role, which means assessing judgement, resilience and self-awareness as closely as track record.',
      },
      {
        slug: 'turnaround-ceos',
        title: 'Turnaround CEOs',
        focus: 'leaders who stabilise and reposition businesses under pressure',
        challenge:
          'When a business is under pressure, the board needs a chief executive who can take hard decisions quickly, stabilise cash and confidence, and still set out a plan for growth that staff and lenders will back.',
      },
    ],
  },
  {
    slug: 'board-and-governance',
    title: 'Board and Governance',
    summary: 'Chairs, independent directors and committee chairs who bring the right mix of skills, independence and diversity.',
    roles: ['Chair', 'Senior Independent Director', 'Audit Committee Chair', 'Remuneration Committee Chair', 'Non-Executive Director'],
    themes: ['board skills matrices', 'board effectiveness reviews', 'director diversity'],
    subsectors: [
      {
        slug: 'chairs',
        title: 'Chairs',
        focus: 'board chairs of listed, private and mutual organisations',
        challenge:
          'The chair’s role has grown as investors and regulators scrutinise boards more closely, and we look for chairs who lead the board firmly, support the chief executive and keep directors focused on long-term questions.',
      },
      {
        slug: 'non-executive-directors',
        title: 'Non-Executive Directors',
        focus: 'independent directors with relevant sector and functional expertise',
        challenge:
          'Boards are adding directors with technology, cyber and sustainability expertise, and the difficulty is finding people who bring that knowledge yet can think as generalists and challenge management across the whole agenda.',
      },
      {
        slug: 'committee-chairs',
        title: 'Committee Chairs',
        focus: 'audit, risk, remuneration and nomination committee chairs',
        challenge:
          'Committee work now carries real personal accountability, especially on audit and remuneration, so boards need committee chairs with technical depth, independence of mind and enough time to do the role properly.',
      },
    ],
  },
  {
    slug: 'finance',
    title: 'Finance',
    summary: 'Chief financial officers and finance leaders who are strategic partners to the chief executive and the board.',
    roles: ['Chief Financial Officer', 'Group Treasurer', 'Financial Controller', 'Head of Investor Relations', 'Head of Tax'],
    themes: ['the CFO as transformation leader', 'capital allocation', 'finance automation'],
    subsectors: [
      {
        slug: 'chief-financial-officers',
        title: 'Chief Financial Officers',
        focus: 'group and divisional CFOs',
        challenge:
          'The finance chief is expected to lead transformation as well as report the numbers, and boards want CFOs who can allocate capital, automate the finance function and stand in credibly for the chief executive with investors.',
      },
      {
        slug: 'treasury',
        title: 'Treasury',
        focus: 'treasurers and capital-markets specialists',
        challenge:
          'Less predictable markets make currency, interest-rate and liquidity risk harder to manage, and companies want treasurers who keep funding options open, know their banks well and explain exposures plainly to the board.',
      },
      {
        slug: 'investor-relations',
        title: 'Investor Relations',
        focus: 'heads of investor relations for listed companies',
        challenge:
          'Shareholders ask harder questions about strategy, capital returns and sustainability than they once did, so companies want heads of investor relations who can shape the equity story and bring investors’ views back to the board.',
      },
      {
        slug: 'financial-control',
        title: 'Financial Control',
        focus: 'controllers and heads of reporting',
        challenge:
          'Changing reporting standards and the automation of the monthly close are reshaping the controller’s job, and companies need people who combine technical accounting depth with the ability to run modern systems and a strong control environment.',
      },
    ],
  },
  {
    slug: 'human-resources',
    title: 'Human Resources',
    summary: 'Chief human resources officers and people leaders who shape culture, capability and reward.',
    roles: ['Chief Human Resources Officer', 'Chief People Officer', 'Head of Talent', 'Head of Reward', 'HR Business Partner Director'],
    themes: ['hybrid work', 'skills-based organisations', 'employee experience'],
    subsectors: [
      {
        slug: 'chief-human-resources-officers',
        title: 'Chief Human Resources Officers',
        focus: 'group heads of HR and people',
        challenge:
          'Chief executives want a people leader who can redesign work around skills, support managers through flexible and hybrid working, and treat culture as something to be managed deliberately rather than merely described.',
      },
      {
        slug: 'talent-and-learning',
        title: 'Talent and Learning',
        focus: 'talent management, learning and leadership development',
        challenge:
          'With skills changing faster than job titles, organisations need talent and learning leaders who spot potential early, build leadership pipelines and can show that money spent on development improves performance.',
      },
      {
        slug: 'total-rewards',
        title: 'Total Rewards',
        focus: 'compensation, benefits and executive reward',
        challenge:
          'Reward leaders sit between pay transparency rules, cost pressures and shareholder scrutiny of executive pay, and companies want people who can design fair, affordable packages and explain them to employees and investors alike.',
      },
    ],
  },
  {
    slug: 'technology-and-digital',
    title: 'Technology and Digital',
    summary: 'Chief information, technology, data and digital officers who turn technology into competitive advantage.',
    roles: ['Chief Information Officer', 'Chief Technology Officer', 'Chief Data Officer', 'Chief Information Security Officer', 'Chief Digital Officer'],
    themes: ['generative AI adoption', 'cyber resilience', 'platform modernisation'],
    subsectors: [
      {
        slug: 'chief-information-officers',
        title: 'Chief Information Officers',
        focus: 'enterprise technology leaders',
        challenge:
          'Chief information officers must modernise ageing platforms, control cloud costs and decide where artificial intelligence genuinely helps, so organisations want technology leaders who speak the language of the business as fluently as that of engineering.',
      },
      {
        slug: 'chief-data-officers',
        title: 'Chief Data Officers',
        focus: 'data, analytics and AI leaders',
        challenge:
          'Organisations eager to use artificial intelligence often find their data is not ready, and the data leaders they need can fix the foundations, set sensible governance and deliver results the business can see quickly.',
      },
      {
        slug: 'chief-information-security-officers',
        title: 'Chief Information Security Officers',
        focus: 'security and resilience leaders',
        challenge:
          'Cyber risk is now a regular item for boards and regulators, so organisations look for security leaders who can run resilient operations, respond calmly to incidents and explain risk in plain business terms.',
      },
      {
        slug: 'chief-digital-officers',
        title: 'Chief Digital Officers',
        focus: 'leaders of digital products and channels',
        challenge:
          'As digital work spreads into every function, companies are asking what the chief digital officer is for, and the answer we hear most often is someone who runs online products as a business, accountable for revenue.',
      },
    ],
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    summary: 'Chief marketing officers and brand leaders who connect customer insight to growth.',
    roles: ['Chief Marketing Officer', 'Chief Customer Officer', 'Head of Brand', 'Head of Growth Marketing'],
    themes: ['marketing effectiveness', 'first-party data', 'purpose-led brands'],
    subsectors: [
      {
        slug: 'chief-marketing-officers',
        title: 'Chief Marketing Officers',
        focus: 'group marketing leaders',
        challenge:
          'Marketing budgets must prove they drive growth just as privacy rules limit tracking and media audiences fragment, so companies want marketing chiefs fluent in data and effectiveness as well as in building brands.',
      },
      {
        slug: 'customer-experience',
        title: 'Customer Experience',
        focus: 'leaders who own the end-to-end customer journey',
        challenge:
          'Customers judge a company on every interaction, whichever department owns it, so customer experience leaders need the authority to fix broken processes across the organisation, not only to measure satisfaction.',
      },
      {
        slug: 'brand-and-communications',
        title: 'Brand and Communications',
        focus: 'brand, communications and reputation leaders',
        challenge:
          'Reputations are now shaped in public and in real time, by employees and customers as much as by the company, and the role now calls for someone who keeps the story consistent across every audience and responds well under pressure.',
      },
    ],
  },
  {
    slug: 'sales-and-commercial',
    title: 'Sales and Commercial',
    summary: 'Chief commercial and revenue officers who build high-performing sales organisations.',
    roles: ['Chief Commercial Officer', 'Chief Revenue Officer', 'Head of Sales', 'Head of Partnerships'],
    themes: ['pricing power', 'key-account management', 'revenue operations'],
    subsectors: [
      {
        slug: 'chief-commercial-officers',
        title: 'Chief Commercial Officers',
        focus: 'leaders of sales, marketing and pricing',
        challenge:
          'Protecting margins through pricing discipline has become central as customers and procurement teams push back harder, and companies look for commercial chiefs who can align every team that touches revenue behind one plan.',
      },
      {
        slug: 'chief-revenue-officers',
        title: 'Chief Revenue Officers',
        focus: 'revenue leaders in technology and services companies',
        challenge:
          'Technology companies now value efficient growth over growth at any cost, so boards want revenue leaders who forecast reliably, improve customer retention and build a sales engine that scales without matching increases in headcount.',
      },
      {
        slug: 'business-development',
        title: 'Business Development',
        focus: 'partnerships, alliances and new-market entry',
        challenge:
          'Partnerships and new markets create growth only when someone judges which alliances are worth the effort, negotiates them well and sees them through long after the deal is signed and attention moves elsewhere.',
      },
    ],
  },
  {
    slug: 'operations-and-supply-chain',
    title: 'Operations and Supply Chain',
    summary: 'Chief operating officers and supply-chain leaders who make strategy happen.',
    roles: ['Chief Operating Officer', 'Chief Supply Chain Officer', 'Chief Procurement Officer', 'Head of Manufacturing'],
    themes: ['resilient supply networks', 'operational excellence', 'automation'],
    subsectors: [
      {
        slug: 'chief-operating-officers',
        title: 'Chief Operating Officers',
        focus: 'group and divisional COOs',
        challenge:
          'No two chief operating officer roles are quite alike, so we start from what the chief executive needs: an operator who drives discipline, a leader of transformation or a possible successor.',
      },
      {
        slug: 'supply-chain',
        title: 'Supply Chain',
        focus: 'end-to-end supply-chain leaders',
        challenge:
          'Supply chains designed for cost alone proved fragile, and the task now is to redesign networks for resilience, use data to see risk earlier and keep working capital under control.',
      },
      {
        slug: 'procurement',
        title: 'Procurement',
        focus: 'chief procurement officers and sourcing leaders',
        challenge:
          'Procurement has moved beyond negotiating prices to managing supplier risk, emissions in the supply base and ethical sourcing, and organisations need leaders who hold suppliers to account while building partnerships that last.',
      },
    ],
  },
  {
    slug: 'legal-and-compliance',
    title: 'Legal and Compliance',
    summary: 'General counsel, compliance and company-secretarial leaders trusted by boards.',
    roles: ['General Counsel', 'Chief Compliance Officer', 'Company Secretary', 'Head of Litigation'],
    themes: ['regulatory complexity', 'the general counsel as business partner', 'ethics and culture'],
    subsectors: [
      {
        slug: 'general-counsel',
        title: 'General Counsel',
        focus: 'chief legal officers and general counsel',
        challenge:
          'General counsel are expected to advise on strategy, regulation, technology and reputation as well as the law, so boards look for lawyers with sound commercial judgement and the standing to say no when it matters.',
      },
      {
        slug: 'compliance',
        title: 'Compliance',
        focus: 'chief compliance and ethics officers',
        challenge:
          'Regulators expect compliance to be built into how a business operates rather than checked afterwards, and the leaders who do this well shape culture and work alongside the business instead of simply policing it.',
      },
      {
        slug: 'company-secretaries',
        title: 'Company Secretaries',
        focus: 'company secretaries and governance professionals',
        challenge:
          'Governance expectations keep rising for listed and private companies alike, and boards want company secretaries who run board business smoothly, advise the chair with confidence and keep pace with changing codes.',
      },
    ],
  },
  {
    slug: 'risk-and-audit',
    title: 'Risk and Audit',
    summary: 'Chief risk officers and heads of internal audit who protect value and enable sound decisions.',
    roles: ['Chief Risk Officer', 'Head of Internal Audit', 'Head of Operational Risk', 'Head of Financial Crime'],
    themes: ['non-financial risk', 'climate risk', 'third-party and cyber risk'],
    subsectors: [
      {
        slug: 'chief-risk-officers',
        title: 'Chief Risk Officers',
        focus: 'enterprise risk leaders',
        challenge:
          'Climate, cyber, third parties and conduct now sit alongside financial risk, so boards want chief risk officers who see connections across the enterprise and can challenge the executive without slowing it down.',
      },
      {
        slug: 'internal-audit',
        title: 'Internal Audit',
        focus: 'heads of internal audit and assurance',
        challenge:
          'Audit committees expect assurance over culture, technology and data as well as controls, which asks heads of internal audit to be independent, commercially aware and comfortable working with analytics.',
      },
    ],
  },
  {
    slug: 'strategy-and-transformation',
    title: 'Strategy and Transformation',
    summary: 'Chief strategy officers and transformation leaders who design and deliver change at scale.',
    roles: ['Chief Strategy Officer', 'Chief Transformation Officer', 'Head of M&A', 'Head of Corporate Development'],
    themes: ['portfolio reshaping', 'post-merger integration', 'enterprise-wide transformation'],
    subsectors: [
      {
        slug: 'chief-strategy-officers',
        title: 'Chief Strategy Officers',
        focus: 'strategy and planning leaders',
        challenge:
          'Strategy is revisited continuously rather than set every few years, and chief executives want strategy officers who read shifts in the market early, test options quickly and make sure decisions are acted on.',
      },
      {
        slug: 'transformation',
        title: 'Transformation',
        focus: 'leaders of large-scale change programmes',
        challenge:
          'Many organisations run several major change programmes at once, and boards want transformation leaders who can set clear priorities, keep people engaged and show that the promised benefits are actually arriving.',
      },
      {
        slug: 'corporate-development',
        title: 'Corporate Development',
        focus: 'M&A and corporate-development leaders',
        challenge:
          'Acquisitions and disposals create value only if they are well chosen and well integrated, so companies want deal leaders who combine discipline in negotiation with a realistic view of what integration demands.',
      },
    ],
  },
  {
    slug: 'sustainability',
    title: 'Sustainability',
    summary: 'Chief sustainability officers who turn environmental and social commitments into business results.',
    roles: ['Chief Sustainability Officer', 'Head of ESG', 'Head of Climate Strategy', 'Head of Social Impact'],
    themes: ['sustainability reporting', 'decarbonisation roadmaps', 'nature and biodiversity'],
    subsectors: [
      {
        slug: 'chief-sustainability-officers',
        title: 'Chief Sustainability Officers',
        focus: 'enterprise sustainability leaders',
        challenge:
          'Investors, regulators and customers now test sustainability commitments against evidence, so companies need chief sustainability officers who can turn targets into operating plans that business leaders own and finance teams can measure.',
      },
      {
        slug: 'esg-reporting',
        title: 'ESG Reporting',
        focus: 'leaders of non-financial reporting and assurance',
        challenge:
          'New disclosure standards are bringing climate and social reporting closer to the rigour of the annual accounts, and companies need reporting leaders who can build reliable data, controls and assurance across the business.',
      },
    ],
  },
  {
    slug: 'research-and-development',
    title: 'Research and Development',
    summary: 'Chief scientific officers, engineering and R&D leaders who turn discovery into products.',
    roles: ['Chief Scientific Officer', 'Head of R&D', 'Chief Engineer', 'Head of Innovation'],
    themes: ['R&D productivity', 'open innovation', 'engineering talent'],
    subsectors: [
      {
        slug: 'chief-scientific-officers',
        title: 'Chief Scientific Officers',
        focus: 'scientific leaders in life sciences and chemicals',
        challenge:
          'Scientific leaders must decide which programmes to back and which to stop, often on incomplete data, and boards want people who combine scientific credibility with portfolio judgement and the ability to attract strong researchers.',
      },
      {
        slug: 'engineering-leadership',
        title: 'Engineering Leadership',
        focus: 'heads of engineering and product development',
        challenge:
          'Software, simulation and artificial intelligence are changing how products are engineered, and companies want engineering leaders who can modernise development while keeping quality, safety and delivery dates under control.',
      },
    ],
  },
  {
    slug: 'diversity-equity-and-inclusion',
    title: 'Diversity, Equity and Inclusion',
    summary: 'Leaders who build inclusive organisations where every person can contribute and progress.',
    roles: ['Chief Diversity Officer', 'Head of Inclusion', 'Head of Employee Networks', 'Head of Accessibility'],
    themes: ['inclusive leadership', 'pay equity', 'measuring inclusion'],
    subsectors: [
      {
        slug: 'chief-diversity-officers',
        title: 'Chief Diversity Officers',
        focus: 'enterprise diversity and inclusion leaders',
        challenge:
          'Organisations are moving inclusion from statements towards measurable practice in hiring, promotion and pay, and they need leaders who work with data, the law and senior executives to make that change stick.',
      },
      {
        slug: 'inclusion-programmes',
        title: 'Inclusion Programmes',
        focus: 'leaders of inclusion strategy and programmes',
        challenge:
          'Inclusion programmes earn support when they are tied to how managers hire, develop and lead, so the leaders we place design practical initiatives, measure their effect and change what does not work.',
      },
    ],
  },
  {
    slug: 'corporate-affairs',
    title: 'Corporate Affairs',
    summary: 'Leaders of communications, public affairs and stakeholder relations who protect and build reputation.',
    roles: ['Chief Corporate Affairs Officer', 'Head of Communications', 'Head of Public Affairs', 'Head of Government Relations'],
    themes: ['crisis readiness', 'stakeholder capitalism', 'geopolitical risk'],
    subsectors: [
      {
        slug: 'communications',
        title: 'Communications',
        focus: 'corporate and internal communications leaders',
        challenge:
          'News now reaches employees, investors and the public within minutes and through many channels at once, so companies want communications directors who stay calm in a crisis and have the chief executive’s trust.',
      },
      {
        slug: 'public-affairs',
        title: 'Public Affairs',
        focus: 'government relations and policy leaders',
        challenge:
          'Regulation now touches more of how companies operate, and boards want public affairs leaders who understand how policy is made, build relationships across the political spectrum and advise candidly on what lies ahead.',
      },
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
