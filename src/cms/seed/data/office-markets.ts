/**
 * What each office's market is like, in the firm's voice: the economy it serves and what clients ask
 * for there (`market`, the opening of the office page), and the sectors it knows best (`sectors`, a
 * phrase that reads inside a sentence: "who know banking, insurance and property in Hong Kong").
 * Keyed by the office's city (src/cms/seed/data/offices.ts).
 */
export type OfficeMarket = { market: string; sectors: string }

export const OFFICE_MARKETS: Record<string, OfficeMarket> = {
  // Europe
  London: {
    market:
      'Clients in London ask us for leaders who can answer to a listed board, a demanding regulator and shareholders on several continents at once. The City’s banks, the Lloyd’s insurance market and the law and advisory firms around them give us a deep field of candidates, and a crowded one to read well.',
    sectors: 'banking, insurance and professional services',
  },
  Paris: {
    market:
      'Many of France’s large groups are run from Paris, in luxury goods, aerospace, energy and banking, and many of them earn most of their revenue abroad. Our work here calls for leaders at ease with French governance, where employees sit on the boards of large companies and one person often serves as both chair and chief executive.',
    sectors: 'luxury goods, aerospace and banking',
  },
  Frankfurt: {
    market:
      'Frankfurt is the banking centre of the euro area and home to the European Central Bank and Germany’s main stock exchange. Banks, asset managers and insurers come to us for leaders fluent in risk, capital and regulation, and able to explain all three to a supervisory board.',
    sectors: 'banking, asset management and financial market infrastructure',
  },
  Munich: {
    market:
      'Bavaria’s carmakers and engineering groups sit in and around Munich alongside a deep cluster of insurers and reinsurers, an unusual mix that shapes our work here. We look for leaders who can take long-established manufacturers through electrification and software, and for risk and investment executives for the insurance industry.',
    sectors: 'carmaking, engineering and insurance',
  },
  Berlin: {
    market:
      'Berlin’s start-up scene draws founders and engineers from across Europe, and the federal capital brings associations and public bodies to the city too. We find leaders for venture-backed companies ready to scale, for the German arms of digital groups and for organisations that need a chief executive at ease with government.',
    sectors: 'technology, digital media and public affairs',
  },
  Amsterdam: {
    market:
      'With Rotterdam’s port and Schiphol airport, the Netherlands trades with the whole world, and Amsterdam is where many international companies choose to put their European head office. Searches here often call for leaders at home in an open, consensus-minded Dutch boardroom, with its two-tier boards and influential works councils.',
    sectors: 'logistics, payments and technology',
  },
  Brussels: {
    market:
      'Around the institutions of the European Union, Brussels has gathered trade associations, law firms and public affairs teams from every sector, and they bring us many of our searches. Belgium also has a strong pharmaceutical and chemicals industry, clustered around Antwerp and across Flanders and Wallonia, whose leaders we find too.',
    sectors: 'pharmaceuticals, chemicals and European public affairs',
  },
  Zurich: {
    market:
      'Banks, insurers and reinsurers have long made Zurich their home, and the technology teams that grew up around ETH Zurich have added a newer strand to the city’s economy. Our work here is for leaders with a command of risk and capital who can run businesses whose customers are mostly outside Switzerland.',
    sectors: 'banking, reinsurance and technology',
  },
  Geneva: {
    market:
      'Private banks, commodity traders and watchmakers share Geneva with the headquarters of many international organisations. Much of our work here is for family-owned banks and trading firms that want to professionalise without losing their character, and for international bodies choosing a director-general or a head of finance.',
    sectors: 'private banking, commodity trading and international organisations',
  },
  Milan: {
    market:
      'In Milan, finance, fashion and design meet the manufacturing districts of Lombardy, and many of the companies we serve are still owned by the families that founded them. When such a company appoints its first chief executive from outside the family, it needs a careful search and an even more careful introduction.',
    sectors: 'fashion and luxury, industrial manufacturing and banking',
  },
  Madrid: {
    market:
      'Spanish groups that build and run motorways, airports, energy networks and banks across Europe and Latin America have their head offices in Madrid. Their boards ask us for leaders who can manage a business on several continents at once, and who are as credible in São Paulo or Mexico City as on the Paseo de la Castellana.',
    sectors: 'infrastructure, utilities and banking',
  },
  Lisbon: {
    market:
      'Technology companies and the service centres of international groups have been drawn to Lisbon by its talent, its quality of life and its links with the Portuguese-speaking world. We also search for leaders in tourism and in renewable energy, in a country that generates much of its electricity from wind, sun and water.',
    sectors: 'technology, renewable energy and tourism',
  },
  Athens: {
    market:
      'Athens and neighbouring Piraeus are the home of Greek shipping, whose owners control a large share of the world’s merchant fleet. Alongside shipowners, we work for companies in tourism, energy and banking, and we help family-owned groups build boards that international investors and lenders can trust.',
    sectors: 'shipping, tourism and energy',
  },
  Stockholm: {
    market:
      'Swedish engineering and telecoms groups have been selling to the world from Stockholm for more than a century, and the city’s start-ups have since produced consumer technology known everywhere. Boards here value consensus and patient ownership, often by foundations and families, and they want leaders who share that long view.',
    sectors: 'engineering, telecoms and consumer technology',
  },
  Copenhagen: {
    market:
      'Danish industry has a distinctive shape: many of its large companies are owned by foundations with a long horizon, and its strengths lie in life sciences, container shipping and wind energy. From Copenhagen we find leaders who can grow such companies abroad while keeping the trust of their owners.',
    sectors: 'life sciences, shipping and wind energy',
  },
  Oslo: {
    market:
      'Norway’s economy is built on the sea: oil and gas, shipping and the salmon farms of its coast, with the country’s sovereign wealth fund managed from Oslo. Energy and maritime companies turn to us when they need leaders who can cut emissions without losing the engineering discipline that made their businesses strong.',
    sectors: 'energy, maritime and seafood',
  },
  Warsaw: {
    market:
      'Poland’s economy has grown steadily since it joined the European Union, and Warsaw holds its banks, its stock exchange and many of the business services centres of international groups. Polish founders ask us for leaders who can turn a successful company into a regional one, and international groups for general managers of their Central European operations.',
    sectors: 'banking, business services and logistics',
  },
  Vienna: {
    market:
      'For generations Vienna has been a gateway to Central and Eastern Europe, and Austrian banks, insurers and energy companies still run networks across the region from here. The city also hosts United Nations agencies and other international bodies, for whom we search alongside our private sector clients.',
    sectors: 'banking, insurance and energy',
  },
  Dublin: {
    market:
      'Dublin hosts the European headquarters of many American technology and pharmaceutical companies, a large share of the world’s aircraft leasing industry and a busy funds administration sector. A typical search here is for a leader who must run a large European operation while reporting to a parent company several time zones away.',
    sectors: 'technology, pharmaceuticals and aircraft leasing',
  },
  Istanbul: {
    market:
      'Spanning Europe and Asia, Istanbul is where Türkiye’s family holding companies run interests that stretch from banking and retail to car plants and construction abroad. They ask us for professional managers who can work alongside a founding family, and for leaders who can take Turkish brands into Europe, the Gulf and Central Asia.',
    sectors: 'banking, automotive manufacturing and retail',
  },

  // North America
  'New York': {
    market:
      'Much of America’s capital is raised and managed in New York, by investment banks, private equity firms, insurers and family offices, and the city is home to media and advertising groups as well. Boards here expect a search to cover the whole country, and often the world, and to move quickly.',
    sectors: 'investment banking, private equity and media',
  },
  Chicago: {
    market:
      'Chicago’s exchanges set the prices of futures traded around the world, from grain and livestock to interest rates, and the city sits at the heart of the Midwest’s manufacturing and food economy. Our work divides between industrial and packaged food companies, many with plants across the country, and the trading firms of the Loop.',
    sectors: 'manufacturing, food and derivatives trading',
  },
  'San Francisco': {
    market:
      'Our San Francisco consultants work with the technology companies of the Bay Area and Silicon Valley, the venture capital firms that back them and the biotechnology companies south of the city. Founders ask us for their first experienced executives, and larger companies for leaders who can keep a big organisation moving at a start-up’s pace.',
    sectors: 'software, venture capital and biotechnology',
  },
  'Los Angeles': {
    market:
      'Los Angeles is the home of the American film, television and music industries, and its ports handle much of the country’s trade with Asia. Studios, streaming and gaming businesses, consumer brands and aerospace companies all bring us searches, and the entertainment companies among them want leaders who understand creative talent as well as the numbers.',
    sectors: 'entertainment, consumer brands and aerospace',
  },
  Boston: {
    market:
      'Boston’s universities and hospitals have made the city and neighbouring Cambridge a centre of biotechnology, and its investment firms have managed other people’s money for generations. We recruit chief executives and scientific leaders for life sciences companies at every stage, and senior investment and operations executives for asset managers.',
    sectors: 'biotechnology, healthcare and asset management',
  },
  Houston: {
    market:
      'Oil, gas and oilfield services companies have their head offices in Houston, and a petrochemical complex lines its ship channel. More of our searches here each year are for leaders who can build businesses in hydrogen, carbon capture and renewable power alongside the traditional ones, and who can carry an engineering workforce with them.',
    sectors: 'oil and gas, petrochemicals and low-carbon energy',
  },
  Atlanta: {
    market:
      'Atlanta’s airport connects the American South with the rest of the world, and much of the country’s card payment processing is done by companies based in Georgia. Payments, logistics and consumer businesses bring us much of our work here, as do the corporate head offices that have settled in and around the city.',
    sectors: 'payments, logistics and consumer goods',
  },
  Washington: {
    market:
      'In Washington we work with the organisations that surround the federal government: trade associations, foundations, research institutes, law firms and the companies that supply public agencies. Their boards look for leaders who can build agreement among many interests, speak carefully in public and run a well-governed organisation.',
    sectors: 'government services, associations and non-profit organisations',
  },
  Toronto: {
    market:
      'Canada’s large banks and insurers are headquartered in Toronto, along with pension funds that invest around the world and a stock exchange where mining companies from many countries raise capital. Our searches here range from chief risk officers for financial institutions to chief executives of resource companies with mines on other continents.',
    sectors: 'banking, pension fund investment and mining',
  },
  Montreal: {
    market:
      'Montreal does business in French and English, and its economy combines aerospace manufacturing, a well-known artificial intelligence research community and a large video game industry. Clients want leaders who are at home in both languages and who understand the part that Quebec’s pension and public investors play in its companies.',
    sectors: 'aerospace, artificial intelligence and video games',
  },

  // Latin America
  'Mexico City': {
    market:
      'The large family-controlled groups of Mexico, in retail, food, telecoms and construction, are run from Mexico City, as are the local arms of international banks and consumer companies. Manufacturers expanding in Mexico to supply North American customers also come to us, often needing plant and country leaders at short notice.',
    sectors: 'consumer goods, banking and manufacturing',
  },
  'São Paulo': {
    market:
      'Brazil’s banks, its stock exchange and the head offices of its agribusiness, retail and consumer goods companies are concentrated in São Paulo. Our clients here want leaders who can read a large, complex domestic market, with its own tax and labour rules, and who can also represent Brazilian companies abroad.',
    sectors: 'financial services, agribusiness and retail',
  },
  'Rio de Janeiro': {
    market:
      'Rio de Janeiro is the base of Brazil’s offshore oil and gas industry and of mining and media groups with a national reach. Most of our searches here are for energy and natural resources companies and their suppliers, who need engineers turned executives with a sure grasp of safety and of Brazilian regulation.',
    sectors: 'oil and gas, mining and media',
  },
  'Buenos Aires': {
    market:
      'Farming and food exports are the root of the Argentine economy, joined by shale energy from Patagonia and a software industry that serves clients worldwide, and Buenos Aires is where their head offices sit. Argentine executives are valued for their adaptability, and international groups often ask us to bring them into roles across Latin America.',
    sectors: 'agribusiness, energy and software',
  },
  Santiago: {
    market:
      'Chile is a major producer of copper and lithium, and Santiago is where its mining companies, their suppliers and the country’s pension fund managers are based. Mining clients ask for people who can run large, remote operations safely and in good standing with local communities; the pension and investment houses, for finance and investment executives.',
    sectors: 'mining, asset management and agricultural exports',
  },
  Bogotá: {
    market:
      'High in the Andes, Bogotá is the seat of Colombia’s banks, its national oil company and a rising number of technology and service businesses. Our clients need leaders who can work across the country’s distinct regional markets, from the Caribbean coast to Medellín and Cali, and who can grow a Colombian business into neighbouring countries.',
    sectors: 'banking, energy and business services',
  },
  Lima: {
    market:
      'From Lima we serve Peru’s mining industry, which produces copper, gold and silver in the Andes, and an agricultural export sector that ships fresh fruit and vegetables around the world. We also work for the banks and consumer companies of a capital where a large part of the country’s people live.',
    sectors: 'mining, agricultural exports and banking',
  },

  // Middle East
  Dubai: {
    market:
      'Many international companies run their Middle East and Africa business from Dubai, drawn by its port, its airline connections and the Dubai International Financial Centre, where our office is. We search for regional chief executives and for leaders in financial services, logistics, real estate and hospitality who can manage teams of many nationalities.',
    sectors: 'financial services, logistics and hospitality',
  },
  'Abu Dhabi': {
    market:
      'As capital of the United Arab Emirates, Abu Dhabi is home to the national energy company and to sovereign investment funds with holdings on every continent. State-linked investors, energy companies and the firms of Abu Dhabi Global Market look for leaders who combine international experience with a long-term commitment to the emirate.',
    sectors: 'energy, sovereign investment and financial services',
  },
  Riyadh: {
    market:
      'Riyadh sits at the centre of Saudi Arabia’s effort to broaden its economy beyond oil, with new industries, tourism, entertainment and large infrastructure projects taking shape. Clients here need leaders who can build organisations from the ground up, and board members who bring international experience to Saudi companies.',
    sectors: 'infrastructure, financial services and tourism',
  },
  Jeddah: {
    market:
      'For centuries Jeddah has been a trading port on the Red Sea and the gateway for pilgrims travelling to Makkah. Many of the kingdom’s long-established family merchant groups are based here, and they ask us for professional executives and independent directors as they prepare for the next generation.',
    sectors: 'trade and distribution, retail and hospitality',
  },
  Doha: {
    market:
      'Qatar is one of the world’s major exporters of liquefied natural gas, and Doha is also home to a sovereign investor with interests across the globe. We look for energy, aviation and investment leaders, and for executives who can run the venues, hospitals and universities the country has built.',
    sectors: 'liquefied natural gas, aviation and investment',
  },
  'Kuwait City': {
    market:
      'Kuwait’s economy rests on oil, and its investment authority has managed the country’s savings abroad for decades. From Kuwait City we work with conventional and Islamic banks, family trading groups and investment firms, finding them chief executives and independent directors with international experience.',
    sectors: 'oil, banking and investment',
  },

  // Africa
  Johannesburg: {
    market:
      'Johannesburg grew from the gold fields of the Witwatersrand, and it remains the home of South Africa’s mining houses, its stock exchange and its large banks and insurers. Many of our searches are for leaders who will run businesses across the continent from Sandton, and for boards that hold themselves to the country’s demanding governance codes.',
    sectors: 'mining, banking and insurance',
  },
  'Cape Town': {
    market:
      'Many of South Africa’s asset managers and retail groups are based in Cape Town, and its start-up community attracts software engineers from around the world. The Western Cape’s wine, fruit and tourism industries bring us searches of their own, often for family businesses selling to export markets.',
    sectors: 'asset management, retail and technology',
  },
  Lagos: {
    market:
      'Nigeria’s large domestic market has drawn banks, telecoms operators, consumer goods makers and a lively generation of fintech companies to Lagos, the country’s commercial capital. They need leaders who can build businesses at speed, and we often find them among Nigerians working abroad who are ready to come home.',
    sectors: 'banking, fintech and consumer goods',
  },
  Nairobi: {
    market:
      'Nairobi is the business hub of East Africa, where mobile money became part of daily life early and where international companies, development agencies and United Nations bodies keep regional offices. We search for leaders in financial services, technology and agriculture, and for the heads of non-profit organisations working across the region.',
    sectors: 'financial services, technology and agriculture',
  },
  Casablanca: {
    market:
      'Moroccan banks and insurers have built networks across West and Central Africa from Casablanca, the kingdom’s economic capital. We also serve the country’s car and aerospace manufacturers and its phosphate and fertiliser industry, looking for leaders who work comfortably in Arabic, French and English.',
    sectors: 'banking, automotive manufacturing and fertilisers',
  },
  Cairo: {
    market:
      'Egypt draws its income from the Suez Canal, natural gas, tourism and a growing trade in outsourced technology services, and Cairo is the commercial centre of its large, young population. Consumer, construction and energy companies come to us here, as do international groups looking for a country manager who knows Egyptian business well.',
    sectors: 'consumer goods, construction and energy',
  },
  Accra: {
    market:
      'Ghana exports gold, cocoa and oil, and Accra hosts the secretariat of the African Continental Free Trade Area. From here we find leaders for mining and agricultural companies, for banks and for international groups that use Ghana as their base in West Africa.',
    sectors: 'mining, cocoa and banking',
  },

  // Asia Pacific
  Singapore: {
    market:
      'Singapore is where many international companies base their Asia headquarters, and where banks and wealth managers serve clients from across the region. The regional leaders we place here often oversee a dozen markets or more, so we look for people who have worked in several Asian countries, not only in the city.',
    sectors: 'banking, wealth management and shipping',
  },
  'Hong Kong': {
    market:
      'Hong Kong connects international investors with companies in mainland China through its capital markets, its common law system and its long tradition of trade. Banks, insurers, trading houses and property groups, many of them family-controlled, come to us for leaders fluent in both Chinese and international ways of doing business.',
    sectors: 'banking, insurance and property',
  },
  Shanghai: {
    market:
      'Multinational companies often choose Shanghai, mainland China’s commercial and financial centre, for their China headquarters. We search for general managers who can run a business in China for an international parent, and for Chinese companies going abroad that need leaders with international experience.',
    sectors: 'financial services, cars and consumer goods',
  },
  Beijing: {
    market:
      'Beijing is home to the head offices of many of China’s state-owned enterprises and to a technology district that grew up around its universities. Our consultants here work with technology companies, with energy and infrastructure groups and with international businesses that need leaders able to work confidently with Chinese regulators.',
    sectors: 'technology, energy and infrastructure',
  },
  Tokyo: {
    market:
      'Japan’s trading houses, carmakers and electronics groups are run from Tokyo, and governance reforms are encouraging its listed companies to appoint more independent directors. We help boards find those directors, and help international companies in Japan find leaders who can bridge Japanese and global ways of working.',
    sectors: 'the motor industry, electronics and trading',
  },
  Seoul: {
    market:
      'Seoul is the base of South Korea’s large family-run business groups, with interests in semiconductors, cars, batteries and shipbuilding, and of a creative industry whose music and drama travel the world. We find outside directors for Korean boards, and Korean-speaking leaders for international companies that sell to or partner with Korean groups.',
    sectors: 'electronics, carmaking and batteries',
  },
  Mumbai: {
    market:
      'Mumbai is India’s financial capital, home to the Reserve Bank of India, the main stock exchanges and the head offices of many of the country’s family business groups. Our clients here want leaders for banks, insurers and consumer companies, and increasingly for family businesses bringing a professional chief executive into the top job.',
    sectors: 'banking, insurance and consumer goods',
  },
  'New Delhi': {
    market:
      'From New Delhi we serve the whole capital region, including Gurugram and Noida, where carmakers, telecoms operators, consulting firms and the India head offices of many multinationals are based. Clients ask for leaders who understand both India’s regulators and the expectations of international shareholders.',
    sectors: 'car manufacturing, telecoms and infrastructure',
  },
  Bengaluru: {
    market:
      'Bengaluru is the centre of India’s software and technology services industry, and many international companies run large engineering and global capability centres in the city. We recruit leaders for these centres, for Indian technology companies going international and for the start-ups that the city’s engineers keep founding.',
    sectors: 'software, technology services and engineering',
  },
  Sydney: {
    market:
      'Sydney is Australia’s financial centre, home to its large banks and to superannuation funds that invest the country’s retirement savings at home and abroad. The searches we run here are for leaders of regulated businesses, often with interests in Asia as well as Australia, and for directors with the experience to oversee them.',
    sectors: 'banking, superannuation and professional services',
  },
  Melbourne: {
    market:
      'Australian mining companies with operations around the world keep head offices in Melbourne, which also has a substantial medical research and biotechnology community. Resources and health account for most of our searches here, along with education, where the city’s universities welcome students from across Asia.',
    sectors: 'mining, biotechnology and higher education',
  },
  Auckland: {
    market:
      'Auckland’s companies sell New Zealand’s dairy produce, meat, wine and fruit to customers in Asia and beyond, and the city is the country’s commercial centre. We find leaders who can build export businesses from a long way away, and increasingly directors for Māori-owned businesses in farming, fishing and property.',
    sectors: 'dairy, food exports and technology',
  },
  'Kuala Lumpur': {
    market:
      'Kuala Lumpur is a centre of Islamic finance and home to Malaysia’s national energy company and its government-linked investment companies, while Penang and other states have built a large electronics industry. The leaders we place here must work across Malaysia’s diverse business communities and often the wider South-East Asian region.',
    sectors: 'Islamic finance, energy and electronics',
  },
  Jakarta: {
    market:
      'Jakarta is the business centre of a vast archipelago with a young population and a fast-growing digital economy. Banks, consumer goods companies and the mining and processing businesses built around Indonesia’s nickel look to us for leaders who can manage operations spread across many islands.',
    sectors: 'banking, consumer goods and mining',
  },
  Bangkok: {
    market:
      'Car and electronics manufacturing, food processing and tourism drive the Thai economy, and much of it is run from Bangkok by family groups with interests across South-East Asia. We help those groups bring in professional executives and independent directors, and we find plant and country leaders for international manufacturers.',
    sectors: 'automotive manufacturing, food and hospitality',
  },
  Manila: {
    market:
      'Makati, where our Manila office sits, is the business district of the Philippines, a country that has become a major centre for outsourced business services. Our clients include Filipino conglomerates with interests in property, banking, utilities and retail, and international companies that run large service operations here.',
    sectors: 'business process outsourcing, banking and property',
  },
}
