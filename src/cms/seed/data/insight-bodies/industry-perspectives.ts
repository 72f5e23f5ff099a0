import type { TitleTemplate } from './types'

export const INDUSTRY_PERSPECTIVES: readonly TitleTemplate[] = [
  {
    title: 'Leadership priorities in {industry} for the year ahead',
    excerpt: 'Our view of the leadership agenda in {topic} for the coming year, from growth to the succession questions ahead.',
    lede: 'Each year we ask the chairs, chief executives and senior leaders we work with in {industry} what is occupying their attention. The answers vary by organisation, but common themes emerge. For the year ahead, the leadership agenda in {industry} is shaped by a demanding combination of growth pressure, technological change, talent constraints and succession questions that many organisations have deferred.',
    sections: [
      {
        heading: 'Growth in a constrained environment',
        paragraphs: [
          'Leaders in {industry} are under pressure to grow, whether that means revenue, reach or impact, while managing tighter budgets, higher costs and more cautious investors or funders. The easy growth of earlier periods is not available, and leaders must find it through sharper choices.',
          'That puts a premium on leaders who can prioritise ruthlessly, allocate resources to the most promising opportunities and stop initiatives that are not working.',
          'In our conversations, the leaders who feel most confident about the year ahead are those who have a clear view of where growth will come from and what they will not do.',
        ],
      },
      {
        heading: 'Technology that changes the work',
        paragraphs: [
          'Technology, and artificial intelligence in particular, is on every leadership agenda in {industry}. The conversation has moved from experimentation to implementation: how to use these tools at scale, how to manage the risks and how to redesign work around them.',
          'Leaders who understand technology well enough to make good decisions about it are in demand. So are those who can lead the organisational change that technology requires.',
          'Boards are increasingly asking whether their leadership teams have the capability to make the most of technology, and some are making appointments to address gaps.',
        ],
      },
      {
        heading: 'Talent and capability',
        paragraphs: [
          'The market for senior talent in {industry} remains competitive. Experienced leaders with the right combination of skills are scarce, and organisations compete for them.',
          'Many leaders are focusing on building capability internally, investing in development programmes and creating clearer career paths. Others are looking to adjacent sectors for talent with transferable skills.',
          'Retention is also a priority. Organisations that have invested in their leaders want to keep them, and they are paying more attention to what their best people need.',
        ],
      },
      {
        heading: 'Succession questions',
        paragraphs: [
          'Many organisations in {industry} have chief executives and senior leaders who have been in post for some time. Succession questions that were deferred during periods of disruption are now returning to the agenda.',
          'Boards are reviewing their succession plans, assessing internal candidates and mapping the external market. Some are planning transitions for the next two to three years.',
          'Organisations that start these conversations early will have more options and a smoother transition.',
        ],
      },
      {
        heading: 'Our advice for the year ahead',
        paragraphs: [
          'For leaders in {industry}, our advice is to focus on a small number of priorities, invest in the leadership capability needed to deliver them and address succession questions before they become urgent.',
          'It is also a good year to review the leadership team as a whole. Does it have the right mix of skills for the challenges ahead? Are there gaps that need to be filled?',
          'The organisations that will thrive are those whose leaders make clear choices, build strong teams and plan ahead.',
        ],
      },
    ],
  },
  {
    title: 'The talent market for {function} leaders in {industry}',
    excerpt: 'Demand for {topic} leaders with sector experience has outpaced supply, and pay reflects it.',
    lede: 'The market for senior {function} leaders in {industry} has tightened. Organisations want leaders who combine deep functional expertise with experience of the sector’s particular challenges, and there are fewer such people than there are roles to fill. The result is longer searches, rising pay and a growing willingness to consider candidates from outside the sector.',
    sections: [
      {
        heading: 'Demand outpacing supply',
        paragraphs: [
          'Several factors are driving demand for {function} leaders in {industry}. Organisations are investing in the function as its strategic importance grows, creating new senior roles. Existing leaders are retiring or moving on. And the skills required are changing, so that some incumbents are being replaced.',
          'Supply has not kept pace. The pool of {function} leaders with sector experience is limited, and many of the strongest are not actively looking.',
          'The result is a competitive market where the best candidates receive multiple approaches and can be selective.',
        ],
      },
      {
        heading: 'What organisations want',
        paragraphs: [
          'Organisations in {industry} typically want {function} leaders who understand the sector: its regulations, customers, economics and culture. They also want leaders who bring modern functional practice, often including technology and data skills.',
          'Increasingly, they want leaders who can contribute beyond their function, taking part in strategic discussions and influencing the wider organisation.',
          'This combination is demanding, and few candidates offer all of it. Organisations often need to prioritise.',
        ],
      },
      {
        heading: 'Pay and packages',
        paragraphs: [
          'Pay for senior {function} leaders in {industry} has risen as competition has intensified. Organisations hiring externally often need to offer a significant premium to attract candidates from secure positions.',
          'Beyond base pay, candidates are weighing long-term incentives, flexibility, the quality of the leadership team and the opportunity to make a difference.',
          'Organisations that can offer a compelling overall proposition, not only a high salary, tend to be more successful.',
        ],
      },
      {
        heading: 'Candidates from other sectors',
        paragraphs: [
          'Faced with a limited pool, more organisations in {industry} are considering {function} leaders from other sectors. These candidates bring strong functional skills and fresh perspectives, though they need time to learn the sector.',
          'The most successful cross-sector appointments combine a candidate with strong transferable skills and a supportive organisation that helps them learn the sector quickly.',
          'When we run searches for {function} leaders in {industry}, we often map adjacent sectors to identify candidates whose experience translates well.',
        ],
      },
      {
        heading: 'Advice for hiring organisations',
        paragraphs: [
          'Organisations planning to hire a {function} leader in {industry} should start early, as searches are taking longer. They should be clear about which requirements are essential and which are preferences, to avoid an impossible specification.',
          'They should also invest in developing internal {function} talent, reducing their dependence on a tight external market.',
          'Finally, they should tell a clear and honest story about the opportunity. In a competitive market, candidates choose organisations as much as organisations choose candidates.',
        ],
      },
    ],
  },
  {
    title: 'Transformation in {industry}: which leaders will make it happen',
    excerpt: 'Transformation in {topic} needs operators who can change a business while it keeps running.',
    lede: 'Transformation is a word used so often in {industry} that it risks losing its meaning. But behind the word lies a real challenge: many organisations in the sector need to change significantly, in their business models, operations and technology, while continuing to serve customers and deliver results. The leaders who can make this happen are a particular breed, and they are in short supply.',
    sections: [
      {
        heading: 'Changing the business while running it',
        paragraphs: [
          'The defining challenge of transformation is that it must happen while the organisation continues to operate. Leaders cannot pause the business to redesign it. They must maintain performance while changing the systems, processes and culture that produce it.',
          'This requires a combination of skills that is rarely found in one person: the operational discipline to keep the business running and the vision and drive to change it.',
          'Leaders who are strong in only one of these areas tend to struggle. Operators without vision maintain the status quo; visionaries without operational discipline disrupt the business without delivering change.',
        ],
      },
      {
        heading: 'The profile of a transformation leader',
        paragraphs: [
          'The leaders who succeed in transforming organisations in {industry} typically share several characteristics. They have led significant change before and can describe what worked and what did not. They are comfortable with ambiguity and can make decisions with incomplete information.',
          'They are also strong communicators, able to explain why change is needed and bring people with them. And they are resilient, able to persist through the setbacks that every transformation encounters.',
          'Importantly, they understand the operational detail. Transformation leaders who cannot engage with how the business actually works tend to produce plans that look good on paper but fail in practice.',
        ],
      },
      {
        heading: 'A transformation needs a whole team',
        paragraphs: [
          'Transformation is not delivered by the chief executive alone. It requires a leadership team with the right mix of skills: leaders who can run the business, leaders who can drive change and leaders who can build new capabilities.',
          'Many transformations require new appointments to the leadership team. Organisations should assess whether their current team has the capability to deliver the transformation and address gaps early.',
          'Transformation directors or chief transformation officers can play a valuable role, coordinating change across the organisation, though they need genuine authority and support from the chief executive.',
        ],
      },
      {
        heading: 'Finding transformation leaders',
        paragraphs: [
          'Leaders with genuine transformation experience in {industry} are in demand. Organisations may need to look beyond the sector for leaders who have transformed similar organisations elsewhere.',
          'When assessing candidates, it is important to test their transformation experience in detail. Many candidates describe themselves as transformation leaders; fewer can show specific results and explain how they achieved them.',
          'References from people who worked with the candidate during a transformation are particularly valuable.',
        ],
      },
      {
        heading: 'Supporting transformation leaders',
        paragraphs: [
          'Transformation leaders need support from the board. Transformations take time, encounter setbacks and often produce short-term disruption. Boards that expect immediate results or lose confidence at the first difficulty undermine the process.',
          'Clear objectives, regular review and candid conversations between the board and the leadership team help keep transformation on track.',
          'The organisations in {industry} that transform successfully are those that appoint the right leaders and give them the support to succeed.',
        ],
      },
    ],
  },
  {
    title: 'Private capital and leadership in {industry}',
    excerpt: 'Private investors now own more of {topic}, and they hire leaders with a different clock in mind.',
    lede: 'Private capital, including private equity, infrastructure funds, family offices and sovereign wealth, has become a significant owner of organisations in {industry}. These investors bring capital, expertise and ambition, but they also bring different expectations of leadership. Executives who work for privately backed organisations find a different pace, different incentives and a different relationship with their owners.',
    sections: [
      {
        heading: 'A different clock',
        paragraphs: [
          'Private investors typically have a defined investment horizon, often several years, and a clear plan for creating value within it. This shapes everything about how they approach leadership.',
          'Leaders of privately backed organisations in {industry} are expected to deliver specific outcomes within that horizon. The pace is usually faster than in listed or family-owned organisations, and the focus on measurable results is sharper.',
          'Leaders who thrive in this environment are comfortable with pace, accountability and the pressure of a defined timeline.',
        ],
      },
      {
        heading: 'What private investors look for',
        paragraphs: [
          'Private investors look for leaders who can execute a value creation plan. They want evidence that candidates have delivered measurable results, often in similar situations.',
          'They also value leaders who understand the private capital model: how value is created, how investors think and what the exit process involves.',
          'Many private investors prefer leaders who have worked in privately backed organisations before. Those without such experience need to show that they understand and can adapt to the model.',
        ],
      },
      {
        heading: 'The relationship with owners',
        paragraphs: [
          'Leaders of privately backed organisations work closely with their investors. Investors are often represented on the board and may have operating partners who work directly with the leadership team.',
          'This closeness can be valuable, providing expertise, resources and quick decisions. It can also be challenging for leaders used to more independence.',
          'Successful leaders build strong relationships with their investors based on transparency and trust. They share problems early and engage constructively with investor input.',
        ],
      },
      {
        heading: 'Incentives and alignment',
        paragraphs: [
          'Leaders of privately backed organisations are typically offered significant equity or equity-like incentives, aligning their interests with the investors’. These incentives can be very valuable if the investment succeeds.',
          'They also create pressure. Leaders’ personal financial outcomes depend heavily on the success of the investment and the timing of the exit.',
          'Candidates considering roles in privately backed organisations should understand the incentive structure and its implications carefully.',
        ],
      },
      {
        heading: 'Implications for leadership in {industry}',
        paragraphs: [
          'The growth of private capital in {industry} is changing the leadership market. Demand for leaders with private capital experience is rising, and more executives are moving between privately backed and other organisations.',
          'For leaders, experience in a privately backed organisation can be valuable, building skills in execution, pace and accountability.',
          'For organisations, understanding private capital expectations is increasingly important, whether they are owned by private investors, competing with privately backed rivals or considering private capital as a future option.',
        ],
      },
    ],
  },
  {
    title: 'Digital skills in {industry} boardrooms',
    excerpt: 'Few boards in {topic} have a director who has run a digital business; many are now looking for one.',
    lede: 'Digital technology is reshaping organisations across {industry}, changing how they serve customers, run operations and compete. Yet many boards in the sector lack directors with direct experience of leading digital businesses or transformations. As technology becomes central to strategy, boards are looking to close this gap, and finding that the right directors are not easy to find.',
    sections: [
      {
        heading: 'The gap on boards',
        paragraphs: [
          'Most boards in {industry} include directors with strong financial, legal, operational and sector experience. Far fewer include directors who have led digital businesses, built digital products or overseen major technology transformations.',
          'This gap matters because boards are increasingly asked to oversee digital strategy, approve significant technology investments and manage technology-related risks. Without relevant experience, they may struggle to challenge management effectively.',
          'Many boards recognise the gap. Fewer have addressed it.',
        ],
      },
      {
        heading: 'What digital experience means',
        paragraphs: [
          'Digital experience on a board can mean several things. It may mean experience of leading a digital business, where technology is the core of the product or service. It may mean experience of leading digital transformation in a traditional organisation. It may mean deep expertise in a specific area such as data, cyber security or artificial intelligence.',
          'Boards should be clear about which kind of experience they need. A board overseeing a major digital transformation needs different expertise from one primarily concerned with cyber risk.',
          'Clarity about the need helps focus the search and makes it more likely to succeed.',
        ],
      },
      {
        heading: 'Finding digital directors',
        paragraphs: [
          'Directors with digital experience are in demand across sectors. Many strong candidates are sitting executives, often younger than traditional board candidates, with limited board experience.',
          'Boards in {industry} may need to be flexible about prior board experience, supporting first-time directors with good induction and mentoring.',
          'They should also look beyond the sector. Digital leaders from other industries can bring valuable perspectives, though they will need to learn the sector’s specific context.',
        ],
      },
      {
        heading: 'Making digital directors effective',
        paragraphs: [
          'A digital director can only contribute effectively if the board uses their expertise well. That means involving them in strategic discussions, not only technology updates, and encouraging them to challenge management on digital matters.',
          'There is a risk that other directors defer entirely to the digital director, treating digital as their responsibility alone. Boards should avoid this; digital oversight should be a shared responsibility.',
          'Digital directors should also contribute to broader board discussions, bringing their perspective to strategy, risk and governance.',
        ],
      },
      {
        heading: 'Building the whole board’s understanding',
        paragraphs: [
          'Adding a digital director is valuable, but it is not enough on its own. All directors need a basic understanding of digital technology and its implications for the organisation.',
          'Boards can build this understanding through education programmes, visits to digital businesses and regular briefings from management and external experts.',
          'When we help boards in {industry} find digital directors, we also discuss how the board can build its collective digital understanding.',
        ],
      },
    ],
  },
  {
    title: 'Where {industry} will find its next chief executives',
    excerpt: 'The traditional routes to the top of {topic} are narrowing, and boards are looking at adjacent sectors.',
    lede: 'For many years, the route to chief executive in {industry} was well established. Leaders rose through the sector, typically through a particular function or business line, and the next chief executive was usually someone with deep sector experience. That route is narrowing. The skills needed to lead organisations in {industry} are changing, and boards are looking more widely for their next chief executives.',
    sections: [
      {
        heading: 'Why traditional routes are narrowing',
        paragraphs: [
          'The challenges facing chief executives in {industry} have changed. Technology, regulation, customer expectations and competition are all shifting, and leaders need skills that traditional career paths may not develop.',
          'At the same time, the pipeline of leaders who have followed traditional paths may be thin. Organisations that have not invested in developing future leaders, or that have lost talent to other sectors, find fewer internal candidates ready for the top job.',
          'The result is that boards are more willing to consider candidates with different backgrounds.',
        ],
      },
      {
        heading: 'Adjacent sectors',
        paragraphs: [
          'Many boards in {industry} are looking at adjacent sectors, industries with similar customers, business models or challenges. Leaders from these sectors bring relevant skills and fresh perspectives, while the learning curve is manageable.',
          'The most successful cross-sector appointments are those where the candidate’s experience addresses a specific need of the organisation: technology expertise, customer focus, operational excellence or transformation experience.',
          'Boards should be clear about why they are looking outside the sector and what they expect a cross-sector candidate to bring.',
        ],
      },
      {
        heading: 'Different functional backgrounds',
        paragraphs: [
          'Boards are also considering candidates from a wider range of functional backgrounds. Leaders from technology, operations, commercial and other functions are increasingly appearing on chief executive shortlists.',
          'These candidates bring strengths that traditional candidates may lack, though they also need to demonstrate breadth beyond their functional expertise.',
          'Organisations can prepare such candidates through broadening assignments and exposure to the board.',
        ],
      },
      {
        heading: 'Internal candidates',
        paragraphs: [
          'Despite the wider search, internal candidates remain important. They know the organisation and its culture, and internal succession sends a positive signal to employees.',
          'The challenge is ensuring that internal candidates have been developed for the challenges the next chief executive will face, not the challenges of the past.',
          'Organisations that invest in developing internal candidates, and benchmark them against external alternatives, make the best decisions.',
        ],
      },
      {
        heading: 'Implications for boards',
        paragraphs: [
          'Boards planning chief executive succession in {industry} should start by defining what the organisation will need from its next leader, based on its strategy and challenges.',
          'They should then look widely, considering internal candidates, sector candidates and candidates from adjacent sectors and different functions.',
          'When we run chief executive searches in {industry}, we map talent across these pools to give boards a complete picture of their options.',
        ],
      },
    ],
  },
  {
    title: 'Regulation and resilience: leading in {industry}',
    excerpt: 'Tighter rules in {topic} reward leaders who treat compliance as part of strategy, not a separate function.',
    lede: 'Regulation in {industry} has become more demanding in recent years, covering areas from data protection to operational resilience, conduct and sustainability. For leaders, this creates both burden and opportunity. Organisations that treat regulation as a separate compliance function struggle to keep up. Those that integrate regulatory thinking into strategy and operations tend to be more resilient and often gain competitive advantage.',
    sections: [
      {
        heading: 'The changing regulatory landscape',
        paragraphs: [
          'Regulators in many parts of {industry} are expecting more: more transparency, more accountability, more evidence that organisations are managing risks effectively. Many are also holding individual leaders personally accountable.',
          'New areas of regulation are emerging, covering topics such as artificial intelligence, climate risk and supply chain responsibility. Organisations must keep track of a growing range of requirements.',
          'For leaders, understanding the regulatory landscape is no longer a specialist concern; it is part of the job.',
        ],
      },
      {
        heading: 'Compliance as part of strategy',
        paragraphs: [
          'Leaders who treat compliance as a separate function tend to see regulation as a cost to be minimised. Those who integrate it into strategy see it as a factor that shapes markets, creates barriers to entry and rewards organisations that manage it well.',
          'Integrating regulatory thinking into strategy means considering regulatory developments when making strategic decisions, engaging with regulators constructively and building compliance into products, services and processes from the start.',
          'This approach is more efficient than bolting compliance on afterwards, and it often produces better outcomes.',
        ],
      },
      {
        heading: 'Operational resilience',
        paragraphs: [
          'Operational resilience, the ability to continue delivering critical services through disruption, has become a particular focus for regulators and leaders in {industry}. Recent disruptions have shown how vulnerable organisations can be.',
          'Building resilience requires leaders to understand their critical services, the systems and suppliers they depend on and the scenarios that could disrupt them. It also requires investment in backup systems, contingency plans and regular testing.',
          'Resilience is not only a regulatory requirement; it protects the organisation’s customers, reputation and value.',
        ],
      },
      {
        heading: 'Leaders who read regulation well',
        paragraphs: [
          'Leading in a heavily regulated environment requires particular skills. Leaders must understand regulatory requirements, engage constructively with regulators and build organisations that comply without becoming paralysed by caution.',
          'Chief risk officers, compliance leaders and general counsel have become more influential, and their roles more strategic.',
          'Boards in {industry} are also looking for chief executives and other senior leaders who understand regulation and can lead organisations that meet regulatory expectations while pursuing growth.',
        ],
      },
      {
        heading: 'Building a compliance culture',
        paragraphs: [
          'Ultimately, compliance depends on culture. Organisations where people understand why rules matter, feel able to raise concerns and see leaders behave with integrity are more likely to comply consistently.',
          'Leaders set the tone. Their behaviour, their decisions and their response to problems signal what the organisation values.',
          'In a demanding regulatory environment, the leaders who succeed are those who build cultures where doing the right thing is part of how the organisation works.',
        ],
      },
    ],
  },
  {
    title: 'Global ambitions, local leaders: {industry} across regions',
    excerpt: 'Growing {topic} businesses across regions need leaders who know the local market and the group’s standards.',
    lede: 'Organisations in {industry} with global ambitions face a persistent leadership challenge. Success in each region requires leaders who understand the local market, culture and regulations. But the organisation also needs consistency: shared standards, values and ways of working. Finding and developing leaders who can balance local knowledge with global standards is central to international growth.',
    sections: [
      {
        heading: 'The local knowledge imperative',
        paragraphs: [
          'Markets differ, sometimes greatly. Customer preferences, competitive dynamics, regulatory requirements and business practices vary from region to region. Leaders who do not understand these differences make costly mistakes.',
          'Local leaders bring this understanding. They know the market, have relationships with customers, partners and regulators and understand how business is done.',
          'Organisations that rely entirely on leaders sent from headquarters often struggle to build strong local businesses.',
        ],
      },
      {
        heading: 'The need for consistency',
        paragraphs: [
          'At the same time, global organisations need consistency. They must maintain standards of quality, integrity and compliance across all regions. They need shared systems and processes to operate efficiently. And they need a common culture to hold the organisation together.',
          'Local leaders who do not understand or embrace the group’s standards can create risks, from compliance failures to reputational damage.',
          'The challenge is finding leaders who combine local knowledge with commitment to group standards.',
        ],
      },
      {
        heading: 'Developing local leaders',
        paragraphs: [
          'Many organisations in {industry} invest in developing local leaders, recruiting talented people in each region and giving them experience of the wider group through assignments, training and mentoring.',
          'International assignments, where local leaders spend time at headquarters or in other regions, can be particularly valuable. They build understanding of the group and relationships across it.',
          'Over time, this approach builds a pipeline of leaders who can run regional businesses and eventually take on group roles.',
        ],
      },
      {
        heading: 'The role of headquarters',
        paragraphs: [
          'Headquarters plays a critical role in supporting regional leaders. It should provide clear standards and frameworks, while giving regional leaders enough autonomy to adapt to local conditions.',
          'Getting this balance right is difficult. Too much central control stifles local initiative; too little risks inconsistency and loss of standards.',
          'The most successful organisations define clearly which decisions are made centrally and which are delegated to regions, and they review this balance regularly.',
        ],
      },
      {
        heading: 'Finding regional leaders',
        paragraphs: [
          'When we search for regional leaders in {industry}, we look for candidates who combine deep local knowledge with experience of working in international organisations.',
          'The best candidates understand both the local market and what it means to be part of a global group. They can represent local interests to headquarters and group standards to local teams.',
          'Such candidates are not always easy to find, and organisations often need to invest in developing them.',
        ],
      },
    ],
  },
  {
    title: 'Mergers in {industry}: getting the leadership team right',
    excerpt: 'Deals in {topic} are often won or lost in the first hundred days of choosing who leads the combined business.',
    lede: 'Mergers and acquisitions in {industry} are typically justified by strategic and financial logic: synergies, scale, market position. But whether that logic is realised depends heavily on leadership. The decisions about who leads the combined organisation, made in the first weeks and months, often determine whether the deal succeeds. Yet these decisions are frequently made in haste, under pressure and without sufficient rigour.',
    sections: [
      {
        heading: 'Why leadership decisions matter so much',
        paragraphs: [
          'A merger brings together two leadership teams, each with its own culture, loyalties and ways of working. The combined organisation needs a single leadership team that can integrate the businesses, deliver the deal’s promised benefits and maintain performance during a period of disruption.',
          'Getting the leadership team right is critical. The wrong appointments can lead to conflict, delay and the loss of talented people.',
          'Employees watch leadership decisions closely. They read them as signals of which culture will prevail and whose interests will be protected.',
        ],
      },
      {
        heading: 'Deciding quickly but rigorously',
        paragraphs: [
          'Leadership decisions in a merger need to be made quickly. Uncertainty about who will lead is damaging: talented people leave, decisions stall and rivalries develop.',
          'But speed should not come at the expense of rigour. Decisions based on politics, seniority or which side of the deal someone came from are unlikely to produce the best team.',
          'The best approach is to define the roles needed in the combined organisation, assess candidates from both sides against clear criteria and make decisions promptly.',
        ],
      },
      {
        heading: 'Assessing candidates fairly',
        paragraphs: [
          'Assessment should be objective and seen to be fair. Candidates from both organisations should be assessed using the same process, ideally with independent input.',
          'Structured interviews, assessment against defined criteria and referencing from people who have worked with each candidate all support good decisions.',
          'An independent assessment partner can help ensure fairness and provide an objective view, particularly when the two organisations have different cultures.',
        ],
      },
      {
        heading: 'Retaining talent',
        paragraphs: [
          'Mergers put talent at risk. Leaders who are not appointed to the top team may leave, and their departure can take knowledge, relationships and other talented people with them.',
          'Organisations should identify the people most critical to the merger’s success and take active steps to retain them, through clear communication, meaningful roles and, where appropriate, retention arrangements.',
          'Leaders who are not retained should be treated with respect. How departures are handled affects the morale of those who remain.',
        ],
      },
      {
        heading: 'Building the combined culture',
        paragraphs: [
          'The leadership team sets the culture of the combined organisation in {industry}. Leaders who model collaboration, fairness and openness help build a shared culture.',
          'This does not happen automatically. The leadership team should discuss explicitly what culture it wants to create and how it will lead by example.',
          'Mergers that get the leadership team right early, and invest in building a shared culture, are far more likely to deliver their promised value.',
        ],
      },
    ],
  },
  {
    title: 'Sustainability and growth in {industry}',
    excerpt: 'Leaders in {topic} are asked to decarbonise and grow at once, and to show progress on both.',
    lede: 'Leaders in {industry} face a dual mandate. Investors, funders, customers and regulators expect them to grow their organisations while reducing their environmental impact and meeting rising social expectations. These goals can conflict, and leaders must navigate the tensions while showing credible progress on both fronts.',
    sections: [
      {
        heading: 'The dual mandate',
        paragraphs: [
          'The expectations on leaders are clear. They must deliver financial performance, and they must make measurable progress on sustainability, including emissions, resource use, supply chain practices and social impact.',
          'In some cases, these goals align: efficiency reduces both costs and emissions, and sustainable products attract customers. In others, they conflict: decarbonisation requires investment that reduces short-term returns, or sustainable practices increase costs.',
          'Leaders must manage both the alignments and the conflicts.',
        ],
      },
      {
        heading: 'Integrating sustainability into strategy',
        paragraphs: [
          'Leaders who treat sustainability as a separate initiative, managed by a dedicated team, tend to struggle. Sustainability needs to be integrated into strategy, operations and decision-making.',
          'This means considering sustainability in investment decisions, product development, supply chain management and operations. It means setting sustainability targets alongside financial targets and holding leaders accountable for both.',
          'Organisations that integrate sustainability in this way are more likely to find opportunities where sustainability and growth align.',
        ],
      },
      {
        heading: 'Credibility and transparency',
        paragraphs: [
          'Stakeholders are increasingly sceptical of sustainability claims. They want evidence of real progress, not statements of ambition.',
          'Leaders should set clear, measurable targets, report progress transparently and acknowledge where they have fallen short. Credibility is built through consistent delivery over time.',
          'Claims that cannot be substantiated carry significant reputational and regulatory risk.',
        ],
      },
      {
        heading: 'Sustainability on every senior brief',
        paragraphs: [
          'Organisations in {industry} need leaders who understand sustainability and can integrate it into business strategy. Chief sustainability officers have become more common and more senior, but sustainability is also a responsibility of every senior leader.',
          'Boards are looking for chief executives and other leaders who can articulate a credible sustainability strategy, make difficult trade-offs and communicate progress convincingly.',
          'When we search for senior leaders in {industry}, sustainability experience is increasingly part of the brief.',
        ],
      },
      {
        heading: 'Making progress on both',
        paragraphs: [
          'The leaders who succeed in delivering both sustainability and growth typically focus on the areas where the two align, invest in long-term transformation even when it reduces short-term returns and communicate clearly about the trade-offs they are making.',
          'They also engage their workforce. Employees, particularly younger ones, often care deeply about sustainability and can be powerful advocates for change.',
          'Sustainability and growth in {industry} are not always easy to reconcile, but leaders who approach the challenge with clarity and commitment can make progress on both.',
        ],
      },
    ],
  },
  {
    title: 'What investors expect from {industry} leadership teams',
    excerpt: 'Investors in {topic} look past the chief executive to the depth of the team around them.',
    lede: 'Investors in {industry} have always cared about leadership. But their focus has widened. Where they once concentrated on the chief executive and perhaps the chief financial officer, they now look at the depth and quality of the whole leadership team. They want to know whether the organisation has the talent to deliver its strategy, survive the loss of key individuals and develop future leaders.',
    sections: [
      {
        heading: 'Beyond the chief executive',
        paragraphs: [
          'Investors recognise that no chief executive can deliver a strategy alone. They want evidence that the leadership team as a whole has the skills, experience and cohesion to execute.',
          'This means investors increasingly meet members of the leadership team beyond the chief executive and chief financial officer, at investor days, site visits and one-to-one meetings.',
          'Leadership teams that present well, showing depth, alignment and clear accountability, build investor confidence.',
        ],
      },
      {
        heading: 'Depth and succession',
        paragraphs: [
          'Investors want to know that the organisation is not overly dependent on any individual. They ask about succession plans for key roles and about the strength of the leadership pipeline.',
          'Organisations that can demonstrate credible succession plans and a strong bench of future leaders reassure investors about the sustainability of performance.',
          'Conversely, organisations where the departure of one or two leaders would leave significant gaps may be seen as higher risk.',
        ],
      },
      {
        heading: 'Relevant skills',
        paragraphs: [
          'Investors expect leadership teams in {industry} to have the skills needed for the strategy. If the strategy depends on technology, they expect technology expertise in the leadership team. If it depends on international expansion, they expect international experience.',
          'Gaps between strategy and capability raise questions. Investors may ask how the organisation plans to fill them.',
          'Leadership teams that can show a clear link between their skills and the strategy are more convincing.',
        ],
      },
      {
        heading: 'Alignment and culture',
        paragraphs: [
          'Investors also care about how the leadership team works together. Teams that are aligned on strategy, work well together and share accountability tend to execute more effectively.',
          'Signs of division or conflict within the leadership team can concern investors, particularly if they suggest that the strategy is contested.',
          'Culture matters too. Investors increasingly see culture as a driver of performance and a source of risk, and they look to the leadership team to set it.',
        ],
      },
      {
        heading: 'Implications for leadership teams',
        paragraphs: [
          'Leadership teams in {industry} should expect investor scrutiny to continue. They should be prepared to demonstrate their depth, succession planning, skills and alignment.',
          'Boards can support this by reviewing the leadership team regularly, addressing gaps and making sure the team is visible to investors.',
          'When we help organisations build leadership teams, we consider how the team will be seen by investors as well as how it will perform.',
        ],
      },
    ],
  },
  {
    title: 'Cross-border leadership in {industry}',
    excerpt: 'Executives who have led {topic} businesses in more than one country are among the most sought after.',
    lede: 'Executives who have successfully led organisations in {industry} across more than one country are among the most sought-after leaders in the market. They bring an understanding of different regulatory environments, customer expectations and business cultures that is difficult to acquire any other way. As organisations in the sector expand internationally, demand for these leaders is growing.',
    sections: [
      {
        heading: 'Why cross-border experience is valuable',
        paragraphs: [
          'Leading an organisation in a different country teaches lessons that cannot be learned at home. Leaders must adapt to unfamiliar regulations, understand different customer expectations, work with colleagues from different cultures and often operate far from headquarters.',
          'These experiences build adaptability, cultural awareness and resilience. Leaders who have succeeded across borders tend to be more comfortable with ambiguity and better at working with diverse teams.',
          'For organisations expanding internationally, these leaders bring practical knowledge of what it takes to succeed in new markets.',
        ],
      },
      {
        heading: 'The scarcity of cross-border leaders',
        paragraphs: [
          'Leaders with genuine cross-border experience in {industry} are scarce. Many executives have worked for international organisations but spent their careers in one country. Fewer have led businesses in multiple countries.',
          'International assignments have become less common in some organisations, as a result of cost pressures, family considerations and the rise of remote working. This has narrowed the pipeline of leaders with cross-border experience.',
          'Organisations that want these leaders often compete intensely for them.',
        ],
      },
      {
        heading: 'What cross-border leaders do differently',
        paragraphs: [
          'Effective cross-border leaders adapt their style to local contexts while maintaining consistent values and standards. They invest time in understanding local markets and cultures before making significant changes.',
          'They build strong local teams, relying on local leaders for market knowledge while providing the group perspective.',
          'They also communicate well across distance, building relationships with headquarters and with teams in different countries.',
        ],
      },
      {
        heading: 'Developing cross-border leaders',
        paragraphs: [
          'Organisations in {industry} that want to build cross-border leadership capability need to invest in international experience for their high-potential leaders.',
          'This can include international assignments, cross-border project roles and responsibility for teams in multiple countries. Short-term assignments can also be valuable, though they provide less depth than longer postings.',
          'Supporting leaders and their families through international moves makes these assignments more attractive and more successful.',
        ],
      },
      {
        heading: 'Assessing cross-border experience',
        paragraphs: [
          'When we assess candidates for cross-border roles in {industry}, we look beyond the countries listed on their CV. We explore what they achieved in each country, how they adapted and what they learned.',
          'We also take references from colleagues in different countries, who can describe how the candidate was experienced in different contexts.',
          'Genuine cross-border leadership experience is rare and valuable, and organisations that find and develop it gain a significant advantage.',
        ],
      },
    ],
  },
  {
    title: 'The new chief financial officer in {industry}',
    excerpt: 'Finance chiefs in {topic} now spend as much time on strategy and data as on reporting.',
    lede: 'The role of the chief financial officer in {industry} has expanded considerably. Once focused primarily on reporting, control and compliance, today’s finance chief is expected to be a strategic partner to the chief executive, a leader of data and technology and an important voice with investors or funders. The profile of the ideal candidate has changed accordingly.',
    sections: [
      {
        heading: 'From steward to strategist',
        paragraphs: [
          'Financial stewardship remains essential. A chief financial officer must ensure accurate reporting, strong controls and compliance with regulation. Without this foundation, nothing else matters.',
          'But stewardship is no longer enough. Chief executives and boards in {industry} expect their finance chiefs to contribute to strategy: evaluating options, allocating capital, challenging assumptions and shaping the organisation’s direction.',
          'Finance chiefs who can combine stewardship with strategic contribution are highly valued.',
        ],
      },
      {
        heading: 'Data and technology',
        paragraphs: [
          'Chief financial officers increasingly lead or share responsibility for data and technology. Finance functions are being transformed by automation, analytics and new systems, and finance chiefs must lead that transformation.',
          'Many also take broader responsibility for data across the organisation, recognising that financial data is only part of the information leaders need.',
          'This requires finance chiefs who understand technology well enough to make good decisions about it and lead significant change programmes.',
        ],
      },
      {
        heading: 'External relationships',
        paragraphs: [
          'Chief financial officers in {industry} spend significant time with investors, lenders, funders and analysts. They explain the organisation’s performance and strategy, manage expectations and build confidence.',
          'This external role requires strong communication skills and credibility with sophisticated audiences. Finance chiefs who communicate clearly and candidly build trust that is valuable in difficult times.',
          'Many also engage with regulators, rating agencies and other stakeholders.',
        ],
      },
      {
        heading: 'Leadership beyond finance',
        paragraphs: [
          'The best chief financial officers contribute to the leadership of the whole organisation. They are trusted advisers to the chief executive, influential members of the leadership team and often potential successors to the chief executive.',
          'This requires leadership skills beyond technical finance: the ability to influence, build relationships and lead change.',
          'Many organisations in {industry} now see the chief financial officer role as a development path to chief executive.',
        ],
      },
      {
        heading: 'Finding the new chief financial officer',
        paragraphs: [
          'The expanded role makes the search for a chief financial officer more demanding. Boards need candidates who combine technical excellence with strategic ability, technology understanding, external credibility and leadership skills.',
          'Few candidates excel in all areas, and boards must decide which are most important for their organisation.',
          'When we search for chief financial officers in {industry}, we assess each of these dimensions and help boards make informed trade-offs.',
        ],
      },
    ],
  },
  {
    title: 'Family ownership and professional management in {industry}',
    excerpt: 'Family-owned {topic} groups bringing in outside executives balance continuity with fresh expertise.',
    lede: 'Family-owned groups are a significant part of {industry} in many markets. As they grow, many bring in professional executives from outside the family to lead or support the business. This transition can bring valuable expertise and fresh perspectives, but it also creates tensions between family values and professional management practices. Getting the balance right is critical to the business’s long-term success.',
    sections: [
      {
        heading: 'Why families bring in outside executives',
        paragraphs: [
          'Families bring in professional executives for various reasons. The business may have grown beyond the family’s management capacity. It may need expertise the family lacks. There may be no family member willing or able to lead. Or the family may want to separate ownership from management.',
          'Outside executives can bring significant value: professional management practices, industry expertise, fresh perspectives and access to wider networks.',
          'But the transition requires careful management on both sides.',
        ],
      },
      {
        heading: 'Understanding family culture',
        paragraphs: [
          'Family-owned businesses often have distinctive cultures shaped by the family’s values, history and long-term perspective. Outside executives who do not understand or respect this culture can struggle.',
          'The most successful outside executives in family businesses invest time in understanding the family: its values, its dynamics, its expectations and its history with the business.',
          'They also respect the family’s long-term perspective, which may differ from the shorter-term focus of other ownership models.',
        ],
      },
      {
        heading: 'Clear governance',
        paragraphs: [
          'Clear governance is essential when family owners and professional executives work together. Roles and responsibilities should be defined: which decisions are made by the family, which by the board and which by management.',
          'Many family groups establish family councils or similar bodies to manage family matters separately from business governance. This helps prevent family issues from affecting the business.',
          'Independent directors can provide valuable perspective and help mediate between family owners and management.',
        ],
      },
      {
        heading: 'Hiring for a family, not only a firm',
        paragraphs: [
          'Recruiting for a family-owned business requires understanding both the role and the family. Candidates need the right skills and experience, but they also need to fit with the family’s values and culture.',
          'Many executives are attracted to family businesses by their long-term perspective, stability and values. Others find the family dynamics challenging.',
          'When we search for executives for family-owned groups in {industry}, we spend time understanding the family as well as the business, and we look for candidates who combine professional excellence with the personal qualities to work well with family owners.',
        ],
      },
      {
        heading: 'Making the relationship work',
        paragraphs: [
          'The relationship between family owners and professional executives requires ongoing attention. Regular communication, mutual respect and clear expectations help it work.',
          'Families need to give executives the authority to lead, while executives need to respect the family’s role as owners.',
          'When the relationship works, family-owned groups in {industry} can combine the best of both worlds: the long-term commitment of family ownership and the expertise of professional management.',
        ],
      },
    ],
  },
  {
    title: 'Start-up founders and seasoned executives in {industry}',
    excerpt: 'Fast-growing {topic} companies often need an experienced operator beside the founder, and the pairing is delicate.',
    lede: 'Fast-growing organisations in {industry} often reach a point where the founder’s energy and vision need to be complemented by experienced operational leadership. Investors frequently push for this, and many founders recognise the need. Bringing a seasoned executive alongside a founder can accelerate growth, but the pairing is delicate, and many such partnerships fail.',
    sections: [
      {
        heading: 'Why the pairing is needed',
        paragraphs: [
          'Founders are typically strong on vision, product and entrepreneurial energy. As their organisations grow, they need capabilities that founders may lack: building management structures, scaling operations, managing complex finances and leading large teams.',
          'Seasoned executives bring these capabilities. They have often led larger organisations and know how to build the systems and processes that growth requires.',
          'The combination can be powerful, with the founder providing vision and the executive providing operational discipline.',
        ],
      },
      {
        heading: 'Why the pairing is delicate',
        paragraphs: [
          'Founders and seasoned executives often have very different styles. Founders may value speed, flexibility and intuition; executives may value structure, process and data. These differences can create friction.',
          'Founders may also struggle to share authority. They have built the organisation and may find it difficult to let someone else make decisions.',
          'Executives from larger organisations may struggle with the pace, ambiguity and resource constraints of a growing company.',
        ],
      },
      {
        heading: 'Defining the roles',
        paragraphs: [
          'Clear role definition is essential. Founder and executive should agree explicitly who is responsible for what, how decisions will be made and how disagreements will be resolved.',
          'Common arrangements include the founder as chief executive with an experienced chief operating officer, or the founder moving to a role focused on product or vision while an experienced executive becomes chief executive.',
          'Whatever the arrangement, it should be discussed and agreed openly, with input from the board and investors.',
        ],
      },
      {
        heading: 'An operator who suits the founder',
        paragraphs: [
          'The right executive for a founder-led organisation in {industry} combines operational experience with the flexibility to work in a fast-moving environment. Executives who have only worked in large, established organisations may struggle.',
          'Chemistry with the founder is critical. The founder and executive will work very closely, and they need mutual respect and trust.',
          'When we search for executives to work alongside founders, we involve the founder closely in the process and assess candidates for their ability to build a productive partnership.',
        ],
      },
      {
        heading: 'Making the partnership work',
        paragraphs: [
          'Successful founder-executive partnerships require ongoing investment. Regular candid conversations, clear communication and mutual respect help the relationship work.',
          'The board plays an important role, supporting both the founder and the executive and helping resolve tensions when they arise.',
          'When the partnership works, fast-growing organisations in {industry} can combine the founder’s vision with the executive’s operational skill to achieve sustainable growth.',
        ],
      },
    ],
  },
  {
    title: 'Public-sector experience in {industry} leadership teams',
    excerpt: 'Executives who have worked in government bring {topic} teams an understanding of regulators that is hard to hire otherwise.',
    lede: 'Leadership teams in {industry} increasingly include executives who have spent part of their careers in government, regulators or other public bodies. These leaders bring an understanding of how policy is made, how regulators think and how public institutions work that is difficult to acquire in the private sector. As the relationship between organisations and government becomes more important, this experience is in demand.',
    sections: [
      {
        heading: 'Why public-sector experience is valuable',
        paragraphs: [
          'Organisations in {industry} operate in an environment shaped by government policy and regulation. Understanding how policy is developed, how regulators make decisions and how to engage constructively with public institutions is increasingly important.',
          'Executives with public-sector experience bring this understanding from the inside. They know how government works, what motivates public officials and how to build productive relationships.',
          'They can also help organisations anticipate policy changes and position themselves accordingly.',
        ],
      },
      {
        heading: 'Roles where it matters most',
        paragraphs: [
          'Public-sector experience is particularly valuable in roles that involve engagement with government and regulators: corporate affairs, regulatory affairs, legal and compliance. But it can also be valuable in general management and on boards.',
          'Leaders in heavily regulated parts of {industry} often benefit most from this experience.',
          'Some organisations have appointed former senior officials as non-executive directors, bringing public-sector perspective to board discussions.',
        ],
      },
      {
        heading: 'Making the transition',
        paragraphs: [
          'The transition from public to private sector can be challenging. Public-sector leaders may need to adapt to a faster pace, a different accountability structure and a stronger focus on commercial outcomes.',
          'The most successful transitions involve leaders who embrace the commercial context while retaining the public-sector strengths they bring: rigour, attention to process, understanding of public interest and experience of working under scrutiny.',
          'Organisations can support the transition through thorough induction, mentoring and clarity about expectations.',
        ],
      },
      {
        heading: 'Managing potential concerns',
        paragraphs: [
          'Hiring former public officials raises legitimate questions about conflicts of interest and the movement of people between government and the organisations it regulates. Many jurisdictions have rules governing such moves.',
          'Organisations should comply fully with these rules and consider the reputational implications of appointments. Transparency helps.',
          'Candidates should also consider how their move will be perceived and whether it is consistent with their obligations.',
        ],
      },
      {
        heading: 'Finding public-sector leaders',
        paragraphs: [
          'Senior public-sector leaders with the skills to succeed in {industry} are not always easy to identify. Their careers may be less visible than those of private-sector executives, and they may not have considered a move.',
          'When we search for leaders with public-sector experience, we draw on networks across government, regulators and public bodies, and we assess candidates for their ability to adapt to a new environment.',
          'The leaders who make this transition successfully can bring considerable value to leadership teams in {industry}.',
        ],
      },
    ],
  },
]
