import type { TitleTemplate } from './types'

export const INDUSTRY_PERSPECTIVES: readonly TitleTemplate[] = [
  {
    title: 'Leadership priorities in {industry} for the year ahead',
    excerpt: 'Our view of the leadership agenda in {topic} for the coming year, from growth to the succession questions ahead.',
    lede: 'Each year we ask the chairs, chief executives and senior leaders we work with in {industry} what is taking up their attention. The answers vary from one organisation to the next, but common themes always emerge. For the year ahead, the leadership agenda in {industry} is shaped by a demanding mix of pressure to grow, technology that is changing the work itself, scarce senior talent and succession questions that many organisations have put off for longer than was wise.',
    sections: [
      {
        heading: 'Growth in a constrained environment',
        paragraphs: [
          'Leaders in {industry} are under pressure to grow, whether that means revenue, reach or impact, while managing tighter budgets, higher costs and investors or funders who have become more cautious. The easy growth of earlier years is not on offer, and leaders have to find it through sharper choices about where to compete and where to withdraw. Several chief executives told us that deciding where not to compete was the hardest conversation of their year, and the most valuable.',
          'That puts a premium on leaders who can prioritise ruthlessly: putting resources behind the few opportunities with real promise and stopping initiatives that are not working, even when they have senior sponsors. Stopping things is harder than starting them, and it is where many leadership teams fall short. Leaders who can stop things gracefully free resources for what matters most.',
          'In our conversations, the leaders who feel most confident about the year ahead are those with a clear view of where growth will come from and an equally clear list of what they will not do. Those with long lists of priorities tend to be the least confident of all. In practice the discipline shows up in the budget: the teams with fewest priorities are usually the only ones that can say, without looking anything up, what they stopped funding last year and why.',
        ],
      },
      {
        heading: 'Technology that changes the work',
        paragraphs: [
          'Technology, and artificial intelligence in particular, features on every leadership agenda in {industry} we have seen this year. The conversation has moved from experiments to implementation: how to use new tools at scale, how to manage the risks and how to redesign work around them rather than bolting them onto old processes. The organisations furthest ahead are usually those that chose a few processes to rebuild properly rather than adding tools everywhere at once.',
          'Leaders who understand technology well enough to make sound decisions about it are in demand, and so are those who can lead the organisational change it requires. The two are not always the same people, and leadership teams need both. Teams that combine both are best placed to turn technology into results.',
          'Boards are asking, more directly than before, whether their executive teams have the capability to make the most of technology. Several have made appointments, at executive or board level, specifically to close gaps they identified. We expect more of those appointments in the coming year, and we expect boards to be more specific about what they want: not “digital experience” in general, but someone who has led a particular kind of change at a particular scale.',
        ],
      },
      {
        heading: 'Talent and capability',
        paragraphs: [
          'The market for senior talent in {industry} remains competitive. Experienced leaders with the right combination of sector knowledge, technical understanding and change experience are scarce, and organisations compete hard for them, often for the same handful of names. That competition is visible in longer searches and in candidates weighing several approaches at the same time.',
          'Many leaders are responding by building capability internally: investing in development, creating clearer routes to senior roles and giving promising people stretching assignments earlier. Others are looking to adjacent sectors for leaders whose skills transfer well. Both approaches can work, and many organisations use them together.',
          'Retention has become a priority in its own right. Organisations that have invested in their leaders want to keep them, and they are paying closer attention to what their best people need, which is often more about scope, recognition and the quality of their colleagues than about pay alone. Our advice to clients is to ask their strongest people what would make them stay before anyone else asks what would make them leave. The answers are usually cheaper than a counter-offer and more durable.',
        ],
      },
      {
        heading: 'Succession questions',
        paragraphs: [
          'Many organisations in {industry} have chief executives and senior leaders who have been in post for a long time, some because a period of disruption made change feel risky. The succession questions that were deferred are now returning to board agendas, sometimes all at once. Some boards are finding that the sensible order is to settle one succession before starting the next, which requires planning further ahead than they are used to.',
          'Boards are reviewing their succession plans, reassessing internal candidates and mapping the external market. Some are planning transitions for the next two to three years; others are discovering that their plans are thinner than they believed. Discovering that early leaves time to strengthen them.',
          'Organisations that start these conversations early will have more options, calmer processes and smoother handovers. Those that wait for a resignation will have fewer choices and less time to make them. A sensible first step is a private conversation between the chair and the chief executive about timing. Many boards discover that the chief executive has been thinking about it for longer than they realised.',
        ],
      },
      {
        heading: 'Our advice for the year ahead',
        paragraphs: [
          'For leaders in {industry}, our advice is to choose a small number of priorities and hold to them, to invest in the leadership capability needed to deliver them and to deal with succession questions before they become urgent. None of this is glamorous, but in our experience it is what separates the organisations that end a difficult year stronger from those that merely survive it.',
          'It is also a good year to look at the leadership team as a whole. Does it have the right mix of skills for the next three years rather than the last three? Are there gaps that need filling, or roles whose scope has quietly outgrown the person in them? These questions are uncomfortable, but they are much easier to answer before a crisis than during one.',
          'The organisations that do best in demanding years are usually those whose leaders make clear choices, build strong teams around them and plan ahead rather than react. None of that is new advice, but it is advice that is easier to give than to follow. If there is one question worth putting to every leadership team in {industry} this year, it is this: which decision have we been postponing, and what is the cost of postponing it for another twelve months?',
        ],
      },
    ],
  },
  {
    title: 'The talent market for {function} leaders in {industry}',
    excerpt: 'Demand for {topic} leaders with sector experience has outpaced supply, and pay reflects it.',
    lede: 'The market for senior {function} leaders in {industry} has tightened noticeably. Organisations want leaders who combine deep functional expertise with experience of the sector’s particular pressures, and there are fewer such people than there are roles to fill. The consequences are visible in every search we run: longer timelines, rising packages and a growing willingness, sometimes reluctant, to consider candidates from outside the sector.',
    sections: [
      {
        heading: 'Demand outpacing supply',
        paragraphs: [
          'Several forces are pushing up demand for {function} leaders in {industry}. Organisations are investing in the function as its strategic importance grows, creating senior roles that did not exist a few years ago. Experienced incumbents are retiring or moving on. And the skills the role requires are changing, so that some leaders are being replaced by people with a different profile. The effect is most visible at the top of the function, where organisations are competing for a small number of leaders with the same combination of experience.',
          'Supply has not kept pace. The pool of {function} leaders with genuine sector experience is limited, and many of the strongest are not looking. They are well treated, engaged in interesting work and understandably cautious about moving. Reaching them requires a personal approach and a compelling reason to talk.',
          'The result is a market in which the best candidates receive several approaches and can choose. Organisations that run slow or impersonal processes lose candidates to those that move quickly and treat people well. In our recent searches, the candidates who accepted offers were almost always those who had met the hiring manager early and heard a clear, personal account of why the role mattered.',
        ],
      },
      {
        heading: 'What organisations want',
        paragraphs: [
          'Organisations in {industry} typically want {function} leaders who understand the sector: its regulation, its customers, its economics and its culture. They also want modern functional practice, which increasingly includes confidence with technology and data. Candidates who can show both, with evidence, are the ones who receive several offers.',
          'More and more, they want leaders who contribute beyond the function, taking part in strategy, challenging peers constructively and influencing decisions well outside their own area. A {function} leader who stays within their lane is seen as a less attractive appointment than one who does not. Boards increasingly ask about this breadth when they approve senior appointments.',
          'The full combination is demanding, and few candidates offer all of it. Organisations that decide in advance which elements are essential, and which they could help a strong candidate develop, run better searches and make better appointments. The most useful exercise is often a short ranking: the three things the new {function} leader must bring on day one, and the three things the organisation would be willing to teach.',
        ],
      },
      {
        heading: 'Pay and packages',
        paragraphs: [
          'Pay for senior {function} leaders in {industry} has risen as competition has sharpened. Organisations hiring externally often need to offer a meaningful premium to persuade a candidate to leave a secure position, and to buy out incentives they would forfeit. Counter-offers are also more common than they were, and hiring organisations should expect strong candidates to be asked to stay.',
          'Beyond base pay, candidates weigh long-term incentives, flexibility, the quality of the leadership team and the chance to make a visible difference. Those factors often decide between two offers of similar value. Candidates often tell us that the quality of the conversation mattered as much as the offer.',
          'Organisations that can present a compelling overall proposition, rather than relying on a higher salary, tend to be more successful, and the leaders they hire tend to stay longer. Buy-outs of deferred awards deserve particular care. Candidates expect them to be honoured in full, and an organisation that negotiates hard on this point can lose a candidate who was otherwise ready to sign.',
        ],
      },
      {
        heading: 'Candidates from other sectors',
        paragraphs: [
          'Faced with a thin pool, more organisations in {industry} are considering {function} leaders from other sectors. These candidates often bring strong functional skills and a fresh perspective, though they need time and support to learn the sector. Those who succeed usually combine strong transferable skills with real curiosity about the new sector.',
          'The most successful cross-sector appointments pair a candidate with highly transferable skills with an organisation that helps them learn quickly: structured induction, time with customers and a peer who will explain the unwritten rules. Those small investments make a large difference to how quickly a newcomer becomes effective.',
          'When we run searches for {function} leaders in {industry}, we routinely map adjacent sectors to find candidates whose experience translates well. The candidates who succeed are usually those who show genuine curiosity about the new sector rather than assuming their old playbook will work unchanged. Cross-sector appointments also benefit from patience. In our experience it is the second year, not the first, that shows whether the move has worked, and boards that judge too early can lose a good appointment.',
        ],
      },
      {
        heading: 'Advice for hiring organisations',
        paragraphs: [
          'Organisations planning to hire a {function} leader in {industry} should start early, because searches are taking longer and the strongest candidates have long notice periods. They should also be clear about which requirements are essential and which are preferences, or they will end up with a specification that no one meets. Clarity at the start saves time later, because every stage of the search depends on it.',
          'They should invest in developing their own {function} talent as well. An organisation that relies entirely on a tight external market for its senior leaders will always pay more and wait longer than one that grows some of its own. Investment in internal talent also makes the organisation more attractive to external candidates.',
          'Finally, they should tell an honest and compelling story about the opportunity. In a candidates’ market, organisations are being chosen as much as they are choosing, and candour about the challenges of a role is more persuasive than polish. A short, honest conversation about why the last holder of the role left is one of the most persuasive things a hiring manager can offer a senior candidate in a tight market.',
        ],
      },
    ],
  },
  {
    title: 'Transformation in {industry}: which leaders will make it happen',
    excerpt: 'Transformation in {topic} needs operators who can change a business while it keeps running.',
    lede: 'Transformation is used so often in {industry} that the word risks losing its meaning. Behind it, though, lies a real challenge: many organisations in the sector need to change substantially, in their business models, operations and technology, while continuing to serve customers and deliver results every month. The leaders who can make that happen are a particular kind of executive, and there are fewer of them than the number of transformation programmes would suggest.',
    sections: [
      {
        heading: 'Changing the business while running it',
        paragraphs: [
          'The defining difficulty of transformation is that it happens while the organisation keeps operating. Leaders cannot pause the business to redesign it. They must keep performance steady while changing the systems, processes and culture that produce that performance, and accept that the two tasks will compete for the same people and attention. Boards that acknowledge that competition at the outset, and decide how it will be managed, give their transformation a much better chance.',
          'That requires a combination of qualities rarely found in one person: the operational discipline to keep the business running and the vision and drive to change it. Most executives lean strongly towards one or the other. Understanding which way a candidate leans helps the board decide what support they will need.',
          'Leaders strong in only one tend to struggle. Operators without vision maintain the status quo with great efficiency; visionaries without operational discipline disrupt the business without delivering the change they promised. Boards need to know which kind they are hiring. One practical test is to ask candidates what they would keep exactly as it is. Leaders who can name the parts of the business that work, and explain why, are usually the ones who can change the rest without breaking it.',
        ],
      },
      {
        heading: 'The profile of a transformation leader',
        paragraphs: [
          'The leaders who succeed in transforming organisations in {industry} usually share several characteristics. They have led significant change before and can explain in detail what worked and what did not. They are comfortable deciding with incomplete information and changing course when the evidence requires it. They also have the patience to see a long programme through, and the judgement to know when a part of it is not working and should be stopped.',
          'They communicate well, explaining why change is needed in terms that make sense to people on the front line as well as to the board. And they are resilient, able to keep going through the setbacks and internal opposition that every serious transformation meets. That resilience is often tested most in the second year, when early enthusiasm has faded.',
          'Crucially, they understand operational detail. Transformation leaders who cannot engage with how the business actually works tend to produce plans that look persuasive in a board paper and fail on contact with reality. We also look for evidence that candidates have changed their own plans mid-course. A transformation leader who has never revised a programme in the face of new evidence has probably never led one long enough to need to.',
        ],
      },
      {
        heading: 'A transformation needs a whole team',
        paragraphs: [
          'No chief executive transforms an organisation alone. It takes a leadership team with the right mix: people who can run the business today, people who can drive change and people who can build capabilities the organisation does not yet have. The balance of that team usually needs to shift as the programme moves from design to delivery.',
          'Many transformations therefore require changes to the leadership team, and the sooner the better. Boards should assess early whether the current team can deliver the programme and address gaps before the programme is underway, not after it has stalled. Acting early avoids losing momentum at the point where it matters most.',
          'A dedicated transformation director can coordinate change across the organisation, but only with real authority and the visible backing of the chief executive. Without both, the role becomes a reporting function that watches the programme rather than leading it. The composition of that team should be revisited a year in. The people who were right for launching the programme are not always the people who are right for embedding it, and boards should expect some change.',
        ],
      },
      {
        heading: 'Finding transformation leaders',
        paragraphs: [
          'Leaders with genuine transformation experience in {industry} are in demand, and organisations may need to look beyond the sector for people who have transformed comparable organisations elsewhere. The pool of leaders who have done it well, and can prove it, is smaller than the number of candidates who claim to have done so.',
          'Assessment needs care. Many candidates describe themselves as transformation leaders; fewer can show specific, verifiable results and explain how they achieved them, including what they got wrong. Detailed questioning about one programme reveals far more than a list of several. Depth on one example is the best defence against a polished but shallow account.',
          'References from people who worked alongside the candidate during a transformation, including those who were on the receiving end of it, are particularly valuable. It is worth asking candidates what they would do in their first ninety days, and then listening for whether the answer includes spending time understanding the business before announcing anything.',
        ],
      },
      {
        heading: 'Supporting transformation leaders',
        paragraphs: [
          'Transformation leaders need sustained support from the board. Transformations take years, meet setbacks and often cause short-term disruption to results. Boards that expect immediate returns, or lose confidence at the first difficulty, undermine the very change they commissioned. Patience is not the same as passivity, and the best boards combine steady support with rigorous review.',
          'Clear objectives, regular and candid review, and an honest understanding between the board and the executive team about what progress should look like each year help keep a programme on course. Shared expectations protect the programme from impatience.',
          'The organisations in {industry} that transform successfully are those that appoint the right leaders and then give them the backing, and the time, to finish the job. That often means agreeing in advance which measures will show progress in the first and second years, so that the board can distinguish a programme that is struggling from one that is simply at its hardest stage.',
        ],
      },
    ],
  },
  {
    title: 'Private capital and leadership in {industry}',
    excerpt: 'Private investors now own more of {topic}, and they hire leaders with a different clock in mind.',
    lede: 'Private capital, including private equity, infrastructure funds, family offices and sovereign investors, has become a significant owner of organisations in {industry}. These investors bring capital, expertise and ambition, and they bring different expectations of the people who lead the businesses they own. Executives who move into a privately backed organisation find a different pace, different incentives and a much closer relationship with their owners than they may be used to.',
    sections: [
      {
        heading: 'A different clock',
        paragraphs: [
          'Private investors usually have a defined holding period and a clear plan for creating value within it. That timetable shapes almost everything about how they think about leadership, from who they hire to how quickly they act when an executive is not working out. Executives used to longer horizons often underestimate how quickly that timetable turns into monthly expectations.',
          'Leaders of privately backed organisations in {industry} are expected to deliver specific, measurable outcomes within that window. The pace is typically faster than in listed or family-owned settings, and the focus on a small number of value drivers is sharper. That focus is one of the main reasons leaders describe the experience as demanding and rewarding in equal measure.',
          'Leaders who thrive in this environment are comfortable with pace, close accountability and the pressure of a visible deadline. Those who prefer to build slowly, or who are uncomfortable being measured monthly against a plan, often find it wearing. Candidates considering such a role should ask early how the investor reviews performance and how often. The answer is a good guide to how the job will feel day to day.',
        ],
      },
      {
        heading: 'What private investors look for',
        paragraphs: [
          'Private investors look for leaders who can execute a value creation plan. They want evidence that a candidate has delivered measurable results, ideally in a similar situation, and they probe that evidence closely. Track record matters more than potential in most of these appointments, because the holding period leaves little room for learning on the job.',
          'They also value leaders who understand how private capital works: how value is created and measured, how investors think about risk and what an exit process demands of the management team. Understanding the model before joining makes the first months much easier.',
          'Many investors prefer leaders who have worked in privately backed businesses before. Candidates without that experience need to show that they understand the model and will adapt to it, rather than treating the investor as an unusually demanding board. Investors also pay close attention to the team a candidate would bring or build. A chief executive who can name the two or three people they would want beside them is usually more convincing than one who cannot.',
        ],
      },
      {
        heading: 'The relationship with owners',
        paragraphs: [
          'Leaders of privately backed organisations work closely with their investors. The investor is usually represented on the board and may have operating partners who work directly with the executive team on particular parts of the plan. The quality of that relationship often decides how much a leader enjoys the role, as well as how well it goes.',
          'That closeness can be very valuable, providing expertise, resources and fast decisions. It can also be uncomfortable for leaders used to more independence, who may experience it as interference. Leaders who treat it as a resource rather than an intrusion usually get more from it.',
          'The leaders who do best build the relationship on transparency. They share problems early, engage constructively with investor input and disagree openly when they think the investor is wrong. Investors generally respect candour far more than reassurance. It helps to agree at the outset how the chief executive and the investor will handle disagreement, for example by setting aside time for a private conversation before any contested issue reaches the board.',
        ],
      },
      {
        heading: 'Incentives and alignment',
        paragraphs: [
          'Leaders in privately backed businesses are typically offered significant equity or equity-like incentives, aligning their interests with the investor’s. If the investment succeeds, these can be worth a great deal. The arrangements are often more complex than they first appear, with conditions that depend on timing and on the eventual price.',
          'They also create pressure. A leader’s personal outcome depends heavily on the investment’s success and on the timing of the exit, which is not entirely in their control. Leaders should understand those uncertainties before they commit.',
          'Candidates considering such roles should understand the incentive structure in detail, including what happens if they leave early or if the exit is delayed. We encourage candidates to take independent advice before accepting. Those terms are usually negotiable at the start and rarely afterwards. Candidates who ask clear questions before signing tend to have fewer unpleasant surprises at exit.',
        ],
      },
      {
        heading: 'Implications for leadership in {industry}',
        paragraphs: [
          'The growth of private capital in {industry} is changing the leadership market. Demand for leaders with private capital experience is rising, and more executives are moving back and forth between privately backed and other organisations over the course of a career. We see more executives now who have worked in both settings, and many say the experience made them better leaders in each.',
          'For individual leaders, a period in a privately backed organisation can be a valuable education in execution, pace and accountability, and many find it changes how they lead afterwards. That experience is increasingly valued by boards of every kind.',
          'For organisations, understanding what private investors expect is increasingly useful whether they are owned by such investors, competing with businesses that are, or considering private capital as an option in the future. We expect the flow of executives between privately backed and other organisations in {industry} to continue, and boards on both sides will benefit from understanding how the other model shapes its leaders.',
        ],
      },
    ],
  },
  {
    title: 'Digital skills in {industry} boardrooms',
    excerpt: 'Few boards in {topic} have a director who has run a digital business; many are now looking for one.',
    lede: 'Digital technology is reshaping organisations across {industry}, changing how they serve customers, run operations and compete. Yet many boards in the sector still lack a director who has led a digital business or a major digital transformation from the inside. As technology moves to the centre of strategy, boards are trying to close that gap, and finding that directors with the right experience are harder to find than they expected.',
    sections: [
      {
        heading: 'The gap on boards',
        paragraphs: [
          'Most boards in {industry} include directors with strong financial, legal, operational and sector experience. Far fewer include anyone who has built a digital product, led a technology-driven business or overseen a large transformation programme as an executive. The gap is often most noticeable when the board is asked to approve a large technology investment and finds it has no one able to test the assumptions behind it.',
          'The gap matters because boards are now asked to oversee digital strategy, approve substantial technology investment and manage technology-related risk. Without relevant experience, directors struggle to judge whether management’s plans are realistic, and tend to ask either too few questions or the wrong ones. The result can be approval of plans that the board did not really understand.',
          'Many boards recognise the gap in their skills matrix. Fewer have closed it, often because the candidates they find do not fit the traditional profile of a director. Boards that do close the gap usually start by deciding what they would do differently with such a director, which makes the brief far more precise and the appointment far more useful.',
        ],
      },
      {
        heading: 'What digital experience means',
        paragraphs: [
          'Digital experience on a board can mean several different things. It may mean having led a business in which technology is the product. It may mean having led the digital transformation of a traditional organisation. Or it may mean deep expertise in a specific area such as data, cyber security or artificial intelligence. Each kind of experience brings a different contribution, and a board that understands the difference can use its director far more effectively.',
          'Boards should decide which kind they need. A board overseeing a large transformation needs a different director from one whose main concern is cyber risk or one trying to understand a competitor that is digital from the ground up. Matching the director to the need is the key to a successful appointment.',
          'Being specific about the need makes the search more focused and far more likely to succeed. A brief that asks simply for “digital experience” tends to produce a shortlist that is varied in all the wrong ways. A simple way to sharpen the brief is to list the three technology decisions the board expects to take in the next two years and ask what experience would most improve each one.',
        ],
      },
      {
        heading: 'Finding digital directors',
        paragraphs: [
          'Directors with digital experience are sought after in every sector. Many of the strongest candidates are sitting executives, often younger than traditional board candidates, with little or no board experience of their own. Many have never sat on a board, which makes a strong induction essential.',
          'Boards in {industry} may need to be flexible about prior board service and support first-time directors with a proper induction and a mentor on the board. The alternative, waiting for experienced directors with digital backgrounds, can mean waiting a long time. Flexibility on board experience is often the price of finding the right expertise.',
          'They should also look beyond the sector. Digital leaders from other industries bring valuable perspective, though they need time and help to learn the sector’s regulation and economics. The first-time directors who succeed are usually those whose chair sets aside time with them before and after their first few meetings, explaining how the board works and what is expected of them.',
        ],
      },
      {
        heading: 'Making digital directors effective',
        paragraphs: [
          'A digital director contributes fully only if the board uses their expertise well. That means involving them in strategic discussion rather than confining them to technology updates, and encouraging them to challenge management on digital matters even when it is uncomfortable. Directors with digital experience are often most useful when they ask how a plan will be tested quickly, rather than how it will be delivered.',
          'There is a risk that other directors defer to the digital director entirely and stop engaging with the subject themselves. Boards should resist that; oversight of technology is a shared responsibility, and the specialist’s job is to raise the board’s understanding, not replace it. That aim is what distinguishes a useful appointment from a symbolic one.',
          'Digital directors should contribute to the board’s wider discussions too. The habits of mind that come from building digital businesses, such as testing assumptions quickly and learning from data, are useful well beyond technology. It is good practice for the chair to review with the digital director, after a year, whether their expertise is being used as intended and where the board could draw on it more.',
        ],
      },
      {
        heading: 'Building the whole board’s understanding',
        paragraphs: [
          'Adding a digital director is valuable but not sufficient. Every director needs a working understanding of technology and what it means for the organisation’s strategy and risks. Boards should not expect this understanding to come from one appointment alone.',
          'Boards can build that understanding through short education sessions, visits to digital businesses and to the organisation’s own technology teams, and regular briefings from management and independent experts. Regular exposure builds confidence that no single briefing can provide.',
          'When we help boards in {industry} find digital directors, we also discuss how the board as a whole will raise its understanding. The appointment works best when it is one part of a broader effort. Over time, the aim is a board that no longer thinks of technology as a specialist subject at all, but as something every director expects to discuss with the same confidence as finance or risk.',
        ],
      },
    ],
  },
  {
    title: 'Where {industry} will find its next chief executives',
    excerpt: 'The traditional routes to the top of {topic} are narrowing, and boards are looking at adjacent sectors.',
    lede: 'For many years the route to chief executive in {industry} was well understood. Leaders rose within the sector, usually through a particular function or business line, and the next chief executive was almost always someone with long sector experience. That route is narrowing. The skills needed to lead organisations in {industry} are changing, the traditional pipeline is thinner than it was, and boards are looking more widely than ever for their next chief executives.',
    sections: [
      {
        heading: 'Why traditional routes are narrowing',
        paragraphs: [
          'The challenges facing chief executives in {industry} have shifted. Technology, regulation, customer expectations and competition are all moving, and the next leaders need skills that traditional careers in the sector may not have developed. The change is visible in the shortlists we see, which now include more candidates from outside the sector than they did a decade ago.',
          'At the same time, the internal pipeline is often thinner than boards would like. Organisations that did not invest in developing future leaders, or that lost promising people to other sectors, find fewer candidates ready for the top job when the moment comes. That gap is often the most immediate reason boards look further afield.',
          'The result is that boards are more open than before to candidates with different backgrounds, and candidates with different backgrounds are more willing to consider the sector. For boards, the practical consequence is that a shortlist drawn only from sector insiders now risks leaving out some of the strongest candidates available.',
        ],
      },
      {
        heading: 'Adjacent sectors',
        paragraphs: [
          'Many boards in {industry} now look at adjacent sectors: industries with similar customers, business models or pressures. Leaders from these sectors bring relevant skills and a fresh perspective, while the learning curve remains manageable. Boards that understand which adjacent sectors share their most important challenges make the best use of this pool.',
          'The most successful cross-sector appointments are those where the candidate’s experience answers a specific need of the organisation, such as a technology shift, a new focus on customers, operational improvement or a major transformation. The best outsiders bring experience that speaks directly to the organisation’s most important challenge.',
          'Boards should be clear about why they are looking outside the sector and what they expect an outsider to bring. An outsider chosen simply because the internal candidates were disappointing is at a disadvantage from the first day. It is also worth planning the outsider’s induction before the appointment is made: who will explain the sector’s regulation, which customers they should meet first and which colleagues will be their guides.',
        ],
      },
      {
        heading: 'Different functional backgrounds',
        paragraphs: [
          'Boards are also looking at a wider range of functional backgrounds. Leaders from technology, operations, commercial, strategy and other functions appear on chief executive shortlists far more often than they did. Boards are increasingly willing to take that risk when the candidate’s background matches the organisation’s most important challenge.',
          'These candidates bring strengths that traditional candidates may lack, but they also need to show breadth beyond their specialism: experience of running something with its own results, of leading large teams and of dealing with the board and external stakeholders. Those experiences are what make a functional leader credible for the top job.',
          'Organisations can prepare such candidates deliberately through broadening assignments and exposure to the board, long before a succession decision is due. Boards should test these candidates on the parts of the chief executive role they have not done, using realistic scenarios drawn from the organisation’s own recent history.',
        ],
      },
      {
        heading: 'Internal candidates',
        paragraphs: [
          'For all the interest in outsiders, internal candidates remain important. They know the organisation, its people and its culture, and a successful internal succession sends a powerful signal to everyone working there. They also bring a detailed understanding of the organisation’s history that an outsider can take years to acquire.',
          'The challenge is to make sure internal candidates have been developed for the challenges the next chief executive will face, rather than those of the last decade. That requires honest assessment and deliberate development, several years ahead. Internal candidates who have been developed in this way are among the strongest a board can consider.',
          'Boards that develop internal candidates properly and benchmark them against external alternatives make the best decisions, whichever way they go. An internal candidate who has been genuinely tested against outsiders, and chosen, starts with a legitimacy that no amount of internal endorsement can provide.',
        ],
      },
      {
        heading: 'Implications for boards',
        paragraphs: [
          'Boards planning chief executive succession in {industry} should start by defining what the organisation will need from its next leader, based on its strategy and the challenges ahead rather than on the incumbent’s profile. That definition is the foundation of everything that follows, and it is worth the time it takes.',
          'They should then look widely: at internal candidates, at leaders elsewhere in the sector and at candidates from adjacent sectors and different functions. Each pool has strengths and risks. Understanding those strengths and risks helps the board weigh candidates fairly.',
          'When we run chief executive searches in {industry}, we map talent across all of these pools so that boards can see their real options side by side, rather than choosing between the only two names anyone could think of. The exercise is often valuable even when the board ends up choosing the candidate it expected, because the decision is then made with confidence rather than by default.',
        ],
      },
    ],
  },
  {
    title: 'Regulation and resilience: leading in {industry}',
    excerpt: 'Tighter rules in {topic} reward leaders who treat compliance as part of strategy, not a separate function.',
    lede: 'Regulation in {industry} has become more demanding, reaching into areas from data protection and operational resilience to conduct and sustainability. For leaders that brings both burden and opportunity. Organisations that treat regulation as the business of a separate compliance function struggle to keep up. Those that build regulatory thinking into strategy and operations tend to be more resilient, and sometimes find an advantage over competitors who are slower to adapt.',
    sections: [
      {
        heading: 'The changing regulatory landscape',
        paragraphs: [
          'Regulators in many parts of {industry} expect more than they did: more transparency, more evidence that risks are understood and managed, and more accountability from named individuals. In many jurisdictions senior leaders can now be held personally responsible for failures in their areas. That personal accountability has changed how seriously many executives take regulatory matters, and how often they discuss them.',
          'New areas of regulation are emerging alongside the old, covering subjects such as artificial intelligence, climate risk and responsibility for supply chains. Keeping track of what applies, and what is coming, has become a substantial task in itself. Organisations that invest in doing it well gain a clearer view of what lies ahead.',
          'For leaders, understanding the regulatory landscape is no longer a matter for specialists alone. It is part of the job of anyone running a significant part of the organisation. A useful habit for any executive team is a short quarterly review of forthcoming regulation, led by the business rather than by the compliance function, asking what each change means for strategy.',
        ],
      },
      {
        heading: 'Compliance as part of strategy',
        paragraphs: [
          'Leaders who treat compliance as a separate function tend to see regulation as a cost to be minimised. Leaders who build it into strategy see something more: a force that shapes markets, raises barriers to entry and rewards organisations able to meet high standards efficiently. Leaders who see regulation this way tend to engage with regulators earlier and more constructively.',
          'Building regulation into strategy means considering regulatory developments when making strategic choices, engaging with regulators constructively and early, and designing compliance into products, services and processes from the start rather than adding it at the end. Building it in from the start is usually far cheaper than adding it later.',
          'This approach is usually cheaper than retrofitting compliance, and it produces better outcomes for customers. It also makes the organisation a more credible voice when regulators consult on future rules. Organisations that engage in consultations with practical evidence, rather than with general objections, are often surprised by how much influence they have on the final rules.',
        ],
      },
      {
        heading: 'Operational resilience',
        paragraphs: [
          'Operational resilience, the ability to keep delivering critical services through disruption, has become a particular focus for regulators and leaders in {industry}. Recent disruptions, from technology failures to supply shocks, have shown how fragile many organisations were. The lesson many organisations took from those disruptions is that resilience depends on understanding dependencies that nobody had mapped.',
          'Building resilience requires leaders to know which services matter most, which systems, people and suppliers those services depend on, and which scenarios could interrupt them. It then requires investment in alternatives, contingency plans and regular, realistic testing. Testing that is uncomfortable is usually the most useful kind.',
          'Resilience is not only a regulatory requirement. It protects customers, reputation and value, and organisations that have invested in it tend to recover faster and lose less when something does go wrong. Testing should include the scenarios leaders find uncomfortable: the loss of a key supplier, a prolonged outage of a core system, or the unavailability of several senior people at once.',
        ],
      },
      {
        heading: 'Leaders who read regulation well',
        paragraphs: [
          'Leading in a heavily regulated environment calls for particular skills. Leaders must understand the rules that matter, engage with regulators constructively and build organisations that comply reliably without becoming paralysed by caution. They also tend to see regulators as a source of insight into where the sector is heading, not only as enforcers.',
          'Chief risk officers, compliance leaders and general counsel have become more influential, and their roles more strategic. The best of them are valued as advisers on the direction of the business, not only as guardians of the rules. Those leaders are increasingly involved in strategic decisions from the outset.',
          'Boards in {industry} are also looking for chief executives and other senior leaders who understand regulation and can lead organisations that meet regulators’ expectations while still pursuing growth. When we assess candidates for such roles, we ask how they have disagreed with a regulator and what happened. The best answers show firmness, respect and a good outcome for customers.',
        ],
      },
      {
        heading: 'Building a compliance culture',
        paragraphs: [
          'In the end, compliance depends on culture. Organisations where people understand why rules exist, feel safe raising concerns and see their leaders behave with integrity comply far more consistently than those relying on controls alone. Controls matter, but they work best in organisations where people would do the right thing even without them.',
          'Leaders set the tone through what they do, what they reward and how they respond when problems come to light. A leader who shoots the messenger once will hear far fewer messages afterwards. Leaders who welcome bad news build organisations that surface problems early.',
          'In a demanding regulatory environment, the leaders who succeed are those who build organisations where doing the right thing is simply part of how the work is done. That culture takes years to build and can be damaged in a week, which is why the most effective leaders treat every compliance decision as a signal to the whole organisation.',
        ],
      },
    ],
  },
  {
    title: 'Global ambitions, local leaders: {industry} across regions',
    excerpt: 'Growing {topic} businesses across regions need leaders who know the local market and the group’s standards.',
    lede: 'Organisations in {industry} with global ambitions face a persistent leadership challenge. Success in each region depends on leaders who understand the local market, its culture and its rules. The organisation as a whole, however, needs consistency: shared standards, values and ways of working. Finding and developing leaders who can hold local knowledge and group standards together is one of the central tasks of international growth, and one of the most frequently underestimated.',
    sections: [
      {
        heading: 'The local knowledge imperative',
        paragraphs: [
          'Markets differ, sometimes profoundly. Customer preferences, competitors, regulation and the way business relationships work vary from region to region, and leaders who do not understand those differences make expensive mistakes. Those mistakes are often small and cumulative, which is why they can go unnoticed at headquarters for some time.',
          'Local leaders bring that understanding. They know the market, have relationships with customers, partners and regulators, and can tell when something that worked at headquarters will not work here. That judgement is one of the most valuable things local leaders bring.',
          'Organisations that rely entirely on leaders sent out from headquarters often struggle to build strong local businesses. The leaders may be capable, but they are learning the market at the organisation’s expense. The cost shows up in slower decisions, missed local opportunities and talented local managers who leave because they cannot see a path to the top of their own business.',
        ],
      },
      {
        heading: 'The need for consistency',
        paragraphs: [
          'Global organisations also need consistency. They must maintain standards of quality, integrity and compliance in every region; they need shared systems to operate efficiently; and they need a common culture to hold the organisation together across distance. Consistency is what allows customers, regulators and employees to trust the organisation wherever they meet it.',
          'Local leaders who do not understand or accept the group’s standards create risks, from compliance failures to damage to the brand, and those risks tend to surface far from head office and late. Managing those risks requires leaders who take the group’s standards seriously.',
          'The challenge is therefore to find leaders who combine deep local knowledge with real commitment to the group’s standards, and who can explain each to the other. In practice this often means choosing regional leaders who have worked both at headquarters and in the field, and who are trusted in both places.',
        ],
      },
      {
        heading: 'Developing local leaders',
        paragraphs: [
          'Many organisations in {industry} invest in developing local leaders: recruiting talented people in each region and giving them experience of the wider group through assignments, training and mentoring. Programmes that bring regional leaders together regularly also build a network that helps the organisation work across borders.',
          'Time spent at headquarters or in another region is particularly valuable. It builds understanding of how the group works and relationships that make later collaboration easier, and it helps local leaders represent their region credibly in group discussions. Those relationships are often what holds an international organisation together.',
          'Over time, this approach builds a pipeline of leaders who can run regional businesses and, eventually, take on group roles, which in turn makes the group’s leadership more international. Some organisations in {industry} make a period abroad a condition for the most senior group roles, which both develops leaders and signals that international experience is valued.',
        ],
      },
      {
        heading: 'The role of headquarters',
        paragraphs: [
          'Headquarters plays a decisive role in how well regional leaders can perform. It should provide clear standards and frameworks while giving regional leaders enough autonomy to adapt to local conditions. That balance is rarely right the first time, and it needs revisiting as the organisation grows.',
          'Getting the balance right is difficult. Too much central control stifles initiative and slows decisions; too little allows standards to drift and regions to go their own way. Getting the balance right depends on trust as much as on structure.',
          'The most successful organisations define explicitly which decisions are made centrally and which belong to the regions, and they revisit that division as the business grows and as trust between the centre and the regions develops. A written summary of that division, reviewed once a year, prevents the slow creep of central control that many regional leaders describe as their main frustration.',
        ],
      },
      {
        heading: 'Finding regional leaders',
        paragraphs: [
          'When we search for regional leaders in {industry}, we look for candidates who combine deep local knowledge with experience of working within international organisations, and who have handled the tension between the two before. Such leaders often come from organisations that have already faced the same tension successfully.',
          'The best candidates can represent local realities to headquarters and group standards to local teams without losing credibility with either. That is a rarer combination than it sounds. Such leaders are among the most valuable an international organisation can have.',
          'Such leaders are not easy to find, and organisations often need to develop them over several years. Those that do so deliberately build a considerable advantage over competitors that hire for each region from scratch. Organisations that plan regional succession as carefully as group succession find that their international growth is limited far less often by a shortage of leaders.',
        ],
      },
    ],
  },
  {
    title: 'Mergers in {industry}: getting the leadership team right',
    excerpt: 'Deals in {topic} are often won or lost in the first hundred days of choosing who leads the combined business.',
    lede: 'Mergers and acquisitions in {industry} are usually justified by strategic and financial logic: scale, synergies, market position, capabilities the buyer lacks. Whether that logic is realised depends heavily on leadership. The decisions about who leads the combined organisation, made in the first weeks and months after a deal, often determine whether it succeeds. Yet these decisions are frequently made in haste, under pressure and with far less rigour than the financial diligence that preceded them.',
    sections: [
      {
        heading: 'Why leadership decisions matter so much',
        paragraphs: [
          'A merger brings together two leadership teams, each with its own culture, loyalties and habits. The combined organisation needs a single team that can integrate the businesses, deliver the promised benefits and keep performance steady through a period of disruption. The leadership team is also where the two cultures meet first, and its behaviour shapes how the rest of the organisation responds.',
          'Getting that team right is critical. The wrong appointments lead to conflict, delay and the loss of talented people, and the problems compound while everyone is distracted by integration. Leadership decisions are where those problems are either prevented or set in motion.',
          'Employees watch leadership decisions closely. They read them as signals of which culture will prevail, whose way of working will survive and whether the promises made when the deal was announced will be kept. Experience suggests that the first round of leadership announcements is read more closely than almost anything else the combined organisation says in its first year.',
        ],
      },
      {
        heading: 'Deciding quickly but rigorously',
        paragraphs: [
          'Leadership decisions in a merger need to be made quickly. Uncertainty about who will lead what is damaging: talented people leave, decisions stall and rivalries form that can take years to fade. Speed and rigour are compatible if the criteria and the process are agreed before the deal completes.',
          'But speed must not come at the expense of rigour. Decisions based on politics, seniority or simply which side of the deal someone came from are unlikely to produce the strongest team, and everyone can see when that is how they were made. Perceived fairness is as important as the quality of the appointments.',
          'The best approach is to define the roles the combined organisation needs, assess candidates from both sides against clear criteria and announce decisions promptly, ideally in the first weeks after completion. A published timetable for leadership decisions, even if not every decision can be made at once, reduces anxiety considerably and stops rumour from filling the gap.',
        ],
      },
      {
        heading: 'Assessing candidates fairly',
        paragraphs: [
          'Assessment needs to be objective and seen to be fair. Candidates from both organisations should go through the same process, with the same criteria, ideally with independent input. The perception of fairness matters as much as the reality, because employees on both sides are watching.',
          'Structured interviews, assessment against defined requirements for each role and references from people who have worked with each candidate all support better decisions. So does a deliberate effort to look past the confidence of the acquirer’s executives. Independent input helps counter the natural tendency to favour the familiar.',
          'An independent assessment partner can help ensure fairness and give the board an objective view, particularly when the two organisations have very different cultures and each suspects the other’s leaders of being overrated. It also helps to explain the criteria publicly, at least in outline, so that people in both organisations can see that appointments were made on merit rather than on allegiance.',
        ],
      },
      {
        heading: 'Retaining talent',
        paragraphs: [
          'Mergers put talent at risk. Leaders who are not appointed to the top team may leave, taking knowledge, client relationships and sometimes their own teams with them. The risk is greatest in the first months, when uncertainty is highest and competitors are most active.',
          'Organisations should identify early the people most critical to the deal’s success and take active steps to keep them: clear communication about their future, meaningful roles and, where justified, retention arrangements tied to the integration. Targeted measures tend to work better than blanket arrangements.',
          'Leaders who are not retained should be treated with respect. How departures are handled is watched closely by those who stay, and it shapes their trust in the new leadership. Retention arrangements work best when they reward the completion of specific integration milestones rather than simply staying for a fixed period.',
        ],
      },
      {
        heading: 'Building the combined culture',
        paragraphs: [
          'The leadership team sets the culture of the combined organisation in {industry}. Leaders who model collaboration, fairness and openness help a shared culture form; leaders who continue to behave as representatives of their old organisation keep the divide alive. The new leadership team’s behaviour in its first few months sets expectations that are difficult to change later.',
          'That does not happen by itself. The new leadership team should discuss explicitly what culture it wants, where each legacy organisation’s habits are worth keeping and how the team will behave to make the culture real. That work is easier when it starts in the first weeks.',
          'Mergers that get the leadership team right early, and invest in building a shared culture, are far more likely to deliver the value that justified the deal in the first place. A short review at the end of the first year, asking employees from both organisations how the combined culture feels, is one of the most useful things a new leadership team can commission.',
        ],
      },
    ],
  },
  {
    title: 'Sustainability and growth in {industry}',
    excerpt: 'Leaders in {topic} are asked to decarbonise and grow at once, and to show progress on both.',
    lede: 'Leaders in {industry} face a dual mandate. Investors, funders, customers and regulators expect them to grow their organisations and, at the same time, to reduce their environmental impact and meet rising social expectations. The two goals sometimes reinforce each other and sometimes pull hard in opposite directions. Leaders must manage both the alignments and the tensions, and be able to show credible progress on each.',
    sections: [
      {
        heading: 'The dual mandate',
        paragraphs: [
          'The expectations are clear. Leaders must deliver financial performance, and they must make measurable progress on sustainability, including emissions, resource use, supply chain practices and their effect on employees and communities. Meeting both expectations at once is one of the defining challenges for leaders in the sector.',
          'In some areas the goals align: efficiency reduces both cost and emissions, and more sustainable products can attract customers and talent. In others they conflict: decarbonisation needs investment that depresses short-term returns, and more responsible sourcing can raise costs. Leaders need to be open about those costs as well as the benefits.',
          'Leaders have to manage both, and to be honest about which is which. Pretending that every sustainability measure also improves profit undermines credibility with investors and employees alike. Leaders who say plainly “this will cost us in the short term, and here is why we are doing it” tend to keep investors’ trust better than those who overstate the benefits.',
        ],
      },
      {
        heading: 'Integrating sustainability into strategy',
        paragraphs: [
          'Leaders who treat sustainability as a separate initiative, run by a small team at the edge of the organisation, tend to struggle. Sustainability needs to be part of strategy, operations and everyday decisions. Integration also makes progress easier to measure, because sustainability becomes part of the same reporting as everything else.',
          'That means considering sustainability in investment cases, product development, procurement and operations, setting targets alongside financial ones and holding leaders accountable for both. Accountability is what turns targets into action.',
          'Organisations that integrate sustainability in this way are more likely to find the places where it and growth align, and better prepared to make the trade-offs where they do not. A practical starting point is to require every significant investment case to show its sustainability effects alongside its financial return, in the same format and with the same rigour.',
        ],
      },
      {
        heading: 'Credibility and transparency',
        paragraphs: [
          'Stakeholders have become sceptical of sustainability claims. They want evidence of progress rather than statements of ambition, and they are increasingly able to check. That scepticism is healthy, and leaders who welcome scrutiny tend to build more durable credibility.',
          'Leaders should set targets that are clear and measurable, report progress transparently, and acknowledge openly where they have fallen short and why. Credibility is built through consistent delivery over several years, not through a single ambitious announcement. Consistency over time is what makes sustainability claims believable.',
          'Claims that cannot be substantiated carry real reputational and regulatory risk. Several organisations have found that an overstated commitment does more damage than a modest one delivered. Independent assurance of the main sustainability measures, of the kind long applied to financial reporting, is becoming an expectation rather than a mark of leadership.',
        ],
      },
      {
        heading: 'Sustainability on every senior brief',
        paragraphs: [
          'Organisations in {industry} need leaders who understand sustainability and can build it into business strategy. Chief sustainability officers have become more common and more senior, but sustainability is now a responsibility of every senior leader, not only the specialist. Boards increasingly expect every executive to be able to explain how sustainability affects their own area.',
          'Boards are looking for chief executives and other executives who can set out a credible sustainability strategy, make difficult trade-offs and explain progress convincingly to investors and employees. Those skills are increasingly part of every senior brief.',
          'In our searches for senior leaders in {industry}, sustainability experience appears in more briefs each year, including for roles where it would not have been mentioned a few years ago. Candidates who can show that they have delivered both growth and measurable sustainability progress in the same role are still rare, and they are in high demand.',
        ],
      },
      {
        heading: 'Making progress on both',
        paragraphs: [
          'The leaders who deliver both sustainability and growth tend to concentrate first on the areas where the two align, invest in longer-term change even when it weighs on short-term results, and explain the trade-offs they are making clearly. Progress is rarely even, and leaders who explain setbacks openly keep more trust than those who do not.',
          'They also involve their workforce. Employees often care deeply about sustainability and can be powerful sources of ideas and advocates for change when they are given a real role. Their involvement often produces practical ideas that leaders had not considered.',
          'Sustainability and growth in {industry} are not always easy to reconcile. Leaders who approach the challenge with clarity, candour and persistence can nevertheless make real progress on both. Progress is easier to sustain when it is reported to the board in the same meeting, and with the same seriousness, as financial performance.',
        ],
      },
    ],
  },
  {
    title: 'What investors expect from {industry} leadership teams',
    excerpt: 'Investors in {topic} look past the chief executive to the depth of the team around them.',
    lede: 'Investors in {industry} have always cared about leadership, but their focus has widened. Where they once concentrated on the chief executive and the chief financial officer, they now look at the depth and quality of the whole leadership team. They want to know whether the organisation has the people to deliver its strategy, could withstand the loss of one or two key individuals and is developing the leaders it will need next.',
    sections: [
      {
        heading: 'Looking past the chief executive',
        paragraphs: [
          'Investors recognise that no chief executive delivers a strategy alone. They want evidence that the leadership team as a whole has the skills, experience and cohesion to execute it. That judgement increasingly informs how investors value the organisation and how patient they are when results disappoint.',
          'As a result, investors increasingly meet executives beyond the chief executive and finance chief: at investor days, site visits and smaller meetings where they can form their own view of the team. Those encounters often shape investors’ views as much as the formal results.',
          'Leadership teams that present well, showing depth, clear accountability and genuine alignment, build confidence. Teams where only one person can answer questions raise doubts, however impressive that person is. Preparing several executives to represent the organisation credibly takes time, but it pays off most at moments when the chief executive is unavailable or under pressure.',
        ],
      },
      {
        heading: 'Depth and succession',
        paragraphs: [
          'Investors want to know the organisation does not depend too heavily on any individual. They ask about succession plans for key roles and about the strength of the pipeline beneath the top team. Depth also reassures investors that the strategy will survive a change at the top.',
          'Organisations that can describe credible succession plans and a strong bench of future leaders reassure investors that performance is sustainable, not the product of one or two exceptional people. That reassurance can be reflected in how patient investors are through difficult periods.',
          'Organisations where the departure of one or two leaders would leave obvious gaps are seen as riskier, and that perception can affect how investors value them. Boards can help by discussing succession for the top team in enough detail that the chair can speak about it confidently when investors ask.',
        ],
      },
      {
        heading: 'Relevant skills',
        paragraphs: [
          'Investors expect leadership teams in {industry} to have the skills the strategy requires. If the strategy depends on technology, they expect technology expertise in the team; if it depends on international expansion, they expect leaders who have done it before. Those gaps are usually easier to close before investors ask about them than afterwards.',
          'Gaps between strategy and capability raise pointed questions, and investors will ask how and when the organisation plans to close them. A credible answer to those questions strengthens confidence in the whole strategy.',
          'Leadership teams that can show a clear link between their collective skills and their strategy are far more convincing than those that simply list impressive backgrounds. It helps to be candid about gaps that are being addressed. Investors tend to respond better to a clear plan for a known weakness than to a team that claims to have none.',
        ],
      },
      {
        heading: 'Alignment and culture',
        paragraphs: [
          'Investors also care about how the team works together. Teams that are aligned on strategy and share accountability tend to execute more effectively, and investors look for signs of both. Investors often form their view of alignment from small signals, such as whether executives tell the same story in separate meetings.',
          'Visible division within a leadership team worries investors, particularly if it suggests the strategy itself is contested. Experienced investors are good at noticing when executives describe the same plan in incompatible ways. Consistency of message is one of the clearest signs of a well-aligned team.',
          'Culture matters too. Investors increasingly treat culture as a driver of performance and a source of risk, and they look to the leadership team to set and protect it. Leadership teams that hold a short, regular discussion about how they are working together, and act on what they hear, tend to present a far more convincing picture of alignment.',
        ],
      },
      {
        heading: 'Implications for leadership teams',
        paragraphs: [
          'Leadership teams in {industry} should expect investor scrutiny to continue and to deepen. They should be ready to demonstrate their depth, succession planning, relevant skills and alignment, with evidence rather than assertion. Teams that prepare together for investor meetings usually present a more convincing picture than those that prepare separately.',
          'Boards can help by reviewing the leadership team regularly, addressing gaps before investors point them out and giving members of the team opportunities to meet investors. Visibility helps investors form their own view of the team’s depth.',
          'When we help organisations build leadership teams, we consider how the team will look to investors as well as how it will perform, because in practice the two are closely connected. For leadership teams, the simplest preparation is to ask what an experienced investor would conclude after an hour with each member, and whether that conclusion would match the one the board hopes for.',
        ],
      },
    ],
  },
  {
    title: 'Cross-border leadership in {industry}',
    excerpt: 'Executives who have led {topic} businesses in more than one country are among the most sought after.',
    lede: 'Executives who have successfully led organisations in {industry} in more than one country are among the most sought-after leaders in the market. They understand different regulatory regimes, customer expectations and business cultures in a way that is hard to acquire any other way. As organisations in the sector expand across borders, demand for these leaders is growing faster than the supply.',
    sections: [
      {
        heading: 'Why cross-border experience is valuable',
        paragraphs: [
          'Leading an organisation in another country teaches lessons that cannot be learned at home. Leaders must adapt to unfamiliar rules, understand different customers, work with colleagues from different cultures and often operate far from headquarters with limited support. Those experiences also test a leader’s judgement in ways that a role at home rarely does.',
          'Those experiences build adaptability, cultural awareness and resilience. Leaders who have succeeded across borders tend to be more comfortable with ambiguity and better at leading diverse teams, and they are less likely to assume that what worked in one place will work everywhere. That humility is often what makes them effective in new markets.',
          'For organisations expanding internationally, such leaders bring practical knowledge of what it takes to succeed in a new market, including the mistakes that are easiest to make. They also tend to be better at explaining one part of an organisation to another, which is often what international growth needs most.',
        ],
      },
      {
        heading: 'The scarcity of cross-border leaders',
        paragraphs: [
          'Leaders with genuine cross-border experience in {industry} are scarce. Many executives have worked for international organisations but spent their whole careers in one country. Fewer have actually led a business outside their home market. That scarcity is one reason why such leaders are approached so often.',
          'International assignments have become less common in some organisations, because of cost, family considerations and the ease of managing remotely. That has narrowed the pipeline of leaders with real experience of working abroad. Organisations that want such leaders in future may need to invest in creating them.',
          'Organisations that want these leaders therefore compete hard for them, and the strongest candidates are approached often. Some organisations are responding by creating shorter international roles, such as a two-year regional post or leadership of a cross-border project, to widen the pool without the cost of traditional expatriate packages.',
        ],
      },
      {
        heading: 'What cross-border leaders do differently',
        paragraphs: [
          'Effective cross-border leaders adapt their style to local contexts while keeping their values and standards constant. They spend time understanding a market and its culture before making significant changes. They are also careful to explain decisions in terms that make sense locally, even when the decision was made elsewhere.',
          'They build strong local teams and rely on local leaders for market knowledge, while bringing the group perspective and connecting the local business to the rest of the organisation. That connecting role is often what makes international businesses work.',
          'They also communicate well across distance, building relationships with headquarters and with teams in other countries, and translating between them when necessary. The best cross-border leaders we have placed describe their first months in a new country as a period of deliberate listening, often longer than their employers expected.',
        ],
      },
      {
        heading: 'Developing cross-border leaders',
        paragraphs: [
          'Organisations in {industry} that want cross-border leadership capability need to invest in international experience for their most promising leaders, deliberately and early. Doing so early in a career gives those leaders time to apply what they have learned in later roles.',
          'That can mean international assignments, cross-border project roles or responsibility for teams in several countries. Short assignments help, though they provide less depth than a posting long enough to live through a full business cycle. Longer postings give leaders a deeper understanding of how markets really work.',
          'Supporting leaders and their families properly through international moves makes assignments more attractive and more successful. Many assignments fail for family reasons rather than professional ones. Planning the return is as important as planning the posting. Leaders who come home to a role that does not use their international experience often leave soon afterwards.',
        ],
      },
      {
        heading: 'Assessing cross-border experience',
        paragraphs: [
          'When we assess candidates for cross-border roles in {industry}, we look beyond the list of countries on the CV. We explore what the candidate actually achieved in each, how they adapted and what they learned about themselves. We look particularly for evidence that they built lasting local capability rather than depending on their own presence.',
          'We also take references from colleagues in different countries, who can describe how the candidate was experienced by people from different cultures. Those references often reveal more than the candidate’s own account. They also help us judge how the candidate will be received in a new setting.',
          'Genuine cross-border leadership experience is rare and valuable. Organisations that find it, and those that develop it in their own people, gain a real advantage as they grow. We also ask candidates what they would do differently if they moved to a new country again. The quality of that answer is often the clearest sign of how much they learned.',
        ],
      },
    ],
  },
  {
    title: 'The new chief financial officer in {industry}',
    excerpt: 'Finance chiefs in {topic} now spend as much time on strategy and data as on reporting.',
    lede: 'The role of the chief financial officer in {industry} has expanded considerably. Once focused largely on reporting, control and compliance, today’s finance chief is expected to be a strategic partner to the chief executive, a leader of data and technology and a trusted voice with investors, lenders or funders. The profile of the ideal candidate has changed with it, and so has the difficulty of finding one.',
    sections: [
      {
        heading: 'From steward to strategist',
        paragraphs: [
          'Financial stewardship remains the foundation. A chief financial officer must ensure accurate reporting, strong controls and compliance with regulation, and a failure in any of these can overshadow everything else they achieve. Boards will not accept strategic ambition from a finance chief whose basic controls are weak.',
          'But stewardship is no longer enough. Chief executives and boards in {industry} expect their finance chiefs to shape strategy: assessing options, allocating capital, challenging assumptions and helping decide where the organisation should go. That contribution is increasingly what distinguishes an outstanding finance chief from a good one.',
          'Finance chiefs who combine rigorous stewardship with real strategic contribution are highly valued, and they are increasingly seen as the chief executive’s closest partner on the leadership team. The best finance chiefs we know are also quick to say when the numbers do not support a proposal that the chief executive favours, and they are trusted precisely because they do.',
        ],
      },
      {
        heading: 'Data and technology',
        paragraphs: [
          'Chief financial officers increasingly lead, or share responsibility for, data and technology. Finance functions are being transformed by automation, analytics and new systems, and finance chiefs must lead that change rather than simply fund it. Finance chiefs who have led such a change before are particularly sought after.',
          'Many also take broader responsibility for data across the organisation, recognising that financial data is only part of what leaders need to make good decisions. Those who lead it well often become central to the organisation’s wider transformation.',
          'That requires finance chiefs who understand technology well enough to make sound investment decisions and to lead large change programmes, a skill that was rarely tested in the finance careers of a generation ago. When we assess candidates, we ask them to describe a finance technology programme they led, what it cost, what it delivered and what they would do differently.',
        ],
      },
      {
        heading: 'External relationships',
        paragraphs: [
          'Chief financial officers in {industry} spend significant time with investors, lenders, funders and analysts. They explain performance and strategy, manage expectations and build the confidence that becomes invaluable when results disappoint. Their credibility with those audiences often depends on their consistency over several reporting cycles.',
          'This external role requires strong communication skills and credibility with sophisticated audiences. Finance chiefs who communicate clearly and candidly build trust that pays off in difficult years. That trust is built slowly and is one of the finance chief’s most valuable assets.',
          'Many also deal with regulators, rating agencies and other stakeholders, and their standing with those audiences can shape how the organisation is treated. Finance chiefs who have handled a difficult conversation with investors or lenders, and kept their confidence, bring something that is hard to assess on paper and very valuable in practice.',
        ],
      },
      {
        heading: 'Leadership beyond finance',
        paragraphs: [
          'The best chief financial officers contribute to leading the whole organisation. They are trusted advisers to the chief executive, influential members of the leadership team and, increasingly, credible candidates for the top job. That potential is increasingly one of the factors boards weigh when they appoint a finance chief.',
          'That requires leadership skills beyond technical finance: influencing without authority, building relationships across the organisation and leading change in areas they do not directly control. Those skills are what boards increasingly look for in a finance chief.',
          'Many organisations in {industry} now see the finance chief’s role as one of the main routes to chief executive, and they select and develop finance leaders with that in mind. Boards should give finance chiefs with that ambition the chance to lead something outside finance, such as an operational improvement programme or an acquisition, before any succession decision arrives.',
        ],
      },
      {
        heading: 'Finding the new chief financial officer',
        paragraphs: [
          'The wider role makes the search for a chief financial officer more demanding. Boards need candidates who combine technical excellence with strategic ability, technology understanding, external credibility and leadership skills. Balancing those requirements is one of the hardest judgements in any senior search.',
          'Few candidates are outstanding in every area, and boards must decide which matter most for their organisation at this point in its development. A finance chief for a turnaround and one for a period of growth are not the same person. Being clear about the organisation’s situation helps define which kind of finance chief it needs.',
          'When we search for chief financial officers in {industry}, we assess each of these dimensions separately and help boards make informed trade-offs rather than waiting for a candidate who does not exist. Being explicit about those trade-offs in the brief also helps candidates decide whether the role suits them, which reduces the risk of an appointment that neither side is happy with a year later.',
        ],
      },
    ],
  },
  {
    title: 'Family ownership and professional management in {industry}',
    excerpt: 'Family-owned {topic} groups bringing in outside executives balance continuity with fresh expertise.',
    lede: 'Family-owned groups are a significant part of {industry} in many markets. As they grow, many bring in executives from outside the family to lead or strengthen the business. The move can bring valuable expertise and fresh perspective, but it also creates tensions between family values and professional management practice. Getting the balance right matters a great deal to the long-term health of both the business and the family.',
    sections: [
      {
        heading: 'Why families bring in outside executives',
        paragraphs: [
          'Families bring in professional executives for many reasons. The business may have outgrown the family’s management capacity. It may need expertise the family does not have. There may be no family member willing or ready to lead. Or the family may have decided to separate ownership from management deliberately. Each reason calls for a different kind of executive, and being clear about which applies is the first step.',
          'Outside executives can bring a great deal: professional management practice, sector expertise, a fresh view of the business and access to wider networks of talent and partners. Families that are clear about what they want from an outside executive get far more from the appointment.',
          'But the transition needs careful handling on both sides. It changes the family’s relationship with the business as much as it changes the business itself. Families that discuss openly, among themselves, what they want from the business and from an outside executive make the transition far easier for everyone involved.',
        ],
      },
      {
        heading: 'Understanding family culture',
        paragraphs: [
          'Family businesses often have distinctive cultures shaped by the family’s values, history and long horizon. Outside executives who do not understand or respect that culture tend to struggle, however capable they are. Understanding that culture is a matter of time and attention rather than of any particular technique.',
          'The most successful outside executives invest time in understanding the family: its values, its dynamics, its expectations of the business and its history with previous outside appointments, good and bad. Learning that history early helps an executive avoid repeating past mistakes.',
          'They also respect the family’s long-term perspective, which often differs from the shorter horizons of other owners and can be a genuine strategic advantage when used well. Outside executives who take time to learn the family’s history, including its disagreements, tend to avoid the mistakes that have ended previous outside appointments.',
        ],
      },
      {
        heading: 'Clear governance',
        paragraphs: [
          'Clear governance is essential when family owners and professional executives work together. Roles and responsibilities should be explicit: which decisions belong to the family as owners, which to the board and which to management. Clarity of this kind protects the family as well as the executive.',
          'Many family groups establish a family council or similar forum to handle family matters separately from business governance, which helps keep family disagreements from spilling into the running of the business. Clear structures make it easier for outside executives to do their jobs.',
          'Independent directors can provide valuable perspective and, when needed, mediate between family owners and management in a way neither side can do alone. It helps if the governance arrangements are written down and explained to the outside executive before they accept, rather than discovered gradually once they are in post.',
        ],
      },
      {
        heading: 'Hiring for a family, not only a firm',
        paragraphs: [
          'Recruiting for a family-owned business requires understanding both the role and the family. Candidates need the right skills and experience, and they also need to fit with the family’s values and to be comfortable with owners who are close at hand. Getting both right at once is the central challenge of these appointments.',
          'Many executives are drawn to family businesses by their long-term perspective, stability and values. Others find the family dynamics difficult, and it is better for everyone if that is discovered before an appointment rather than after. Honest conversations during the search help both sides make the right choice.',
          'When we search for executives for family-owned groups in {industry}, we spend time understanding the family as well as the business, and we look for candidates who combine professional excellence with the judgement to work well alongside owners. References from other family businesses where the candidate has worked are particularly useful, because they speak directly to how the candidate works with owners.',
        ],
      },
      {
        heading: 'Making the relationship work',
        paragraphs: [
          'The relationship between family owners and professional executives needs continuing attention. Regular communication, mutual respect and expectations that are written down rather than assumed all help. Regular contact between the family and the executive outside formal meetings helps build trust.',
          'Families need to give executives real authority to lead, and executives need to respect the family’s role as owners with a legitimate interest in the business’s direction and character. Respect on both sides is the foundation of a lasting relationship.',
          'When the relationship works, family-owned groups in {industry} combine the commitment of family ownership with the expertise of professional management, a combination that is hard for competitors to match. An annual conversation between the family’s representatives and the executive team about the relationship itself, not only about the business, helps keep small tensions from growing.',
        ],
      },
    ],
  },
  {
    title: 'Start-up founders and seasoned executives in {industry}',
    excerpt: 'Fast-growing {topic} companies often need an experienced operator beside the founder, and the pairing is delicate.',
    lede: 'Fast-growing organisations in {industry} often reach a point where the founder’s energy and vision need to be matched by experienced operational leadership. Investors frequently push for it, and many founders see the need themselves. Bringing a seasoned executive alongside a founder can accelerate growth considerably, but the pairing is delicate, and a good number of such partnerships end within two years.',
    sections: [
      {
        heading: 'Why the pairing is needed',
        paragraphs: [
          'Founders are usually strong on vision, product and entrepreneurial drive. As their organisations grow, they need capabilities that many founders have not had the chance to develop: building management structures, scaling operations, handling more complex finances and leading much larger teams. Those needs often arrive suddenly, after a funding round or a period of rapid growth.',
          'Seasoned executives bring those capabilities. They have typically led larger organisations and know how to build the systems and processes that growth demands without smothering what made the business succeed. That combination is often what allows a young business to scale without losing its character.',
          'The combination can be powerful: the founder providing direction and energy, the executive providing operational discipline and a calm pair of hands when things get difficult. In our experience the pairing works best when the founder has asked for it, rather than accepted it under pressure from investors.',
        ],
      },
      {
        heading: 'Why the pairing is delicate',
        paragraphs: [
          'Founders and seasoned executives often have very different styles. Founders may value speed, flexibility and instinct; executives may value structure, process and data. Each can experience the other’s strengths as obstacles. Those differences are manageable if they are named early and discussed openly.',
          'Founders may also find it hard to share authority. They built the organisation and can struggle to let someone else make decisions, particularly ones they would have made differently. Founders who recognise this in themselves usually make better partners.',
          'Executives from larger organisations can struggle in turn with the pace, ambiguity and thin resources of a growing company, and with a founder who can change direction overnight. Neither side is wrong in these tensions; they are the natural result of two different experiences of work, and naming them early makes them easier to manage.',
        ],
      },
      {
        heading: 'Defining the roles',
        paragraphs: [
          'Clear role definition is essential. Founder and executive should agree explicitly who is responsible for what, how decisions will be made and how disagreements will be resolved, before the executive starts rather than after the first argument. Written agreements feel formal in a young company, but they prevent a great deal of misunderstanding.',
          'Common arrangements include the founder remaining chief executive with an experienced chief operating officer, or the founder moving to a role focused on product or vision while the executive becomes chief executive. The right arrangement depends on the founder’s strengths and ambitions.',
          'Whatever the arrangement, it should be discussed openly with the board and investors, written down and revisited as the organisation grows. A practical device is a short written agreement between founder and executive, reviewed every six months, setting out who decides what and how disagreements will be handled.',
        ],
      },
      {
        heading: 'An operator who suits the founder',
        paragraphs: [
          'The right executive for a founder-led organisation in {industry} combines operational experience with the flexibility to work in a fast-moving, sometimes chaotic environment. Executives who have only known large, established organisations may find the adjustment harder than they expect. The best candidates have usually worked in a growing business before, even if only for part of their career.',
          'Chemistry with the founder is critical. The two will work very closely, often under pressure, and they need genuine mutual respect, not simply a shared interest in the equity. Chemistry is hard to judge quickly, which is why extended time together before an offer is so useful.',
          'When we search for executives to work alongside founders, we involve the founder closely throughout and assess candidates specifically for their ability to build a productive partnership with this particular person. We often arrange for the founder and the leading candidates to spend a substantial amount of time together before any offer, working through a real problem the business faces.',
        ],
      },
      {
        heading: 'Making the partnership work',
        paragraphs: [
          'Successful founder-executive partnerships need continuing investment. Regular candid conversations, clear communication with the wider team and respect for each other’s strengths help the relationship survive the inevitable disagreements. Each partnership is different, and what works for one founder may not work for another.',
          'The board plays an important part, supporting both the founder and the executive and helping resolve tensions before they become public. The board’s support often makes the difference in the first difficult year.',
          'When the partnership works, fast-growing organisations in {industry} combine the founder’s vision with the executive’s operational skill, and the growth that follows is usually more durable than either could have achieved alone. Boards can support this by checking in with each of them separately, from time to time, about how the partnership is working and what would improve it.',
        ],
      },
    ],
  },
  {
    title: 'Public-sector experience in {industry} leadership teams',
    excerpt: 'Executives who have worked in government bring {topic} teams an understanding of regulators that is hard to hire otherwise.',
    lede: 'Leadership teams in {industry} increasingly include executives who have spent part of their careers in government, regulators or other public bodies. These leaders understand how policy is made, how regulators think and how public institutions work, knowledge that is difficult to acquire entirely within the private sector. As the relationship between organisations and government grows more important, that experience is increasingly sought after.',
    sections: [
      {
        heading: 'Why public-sector experience is valuable',
        paragraphs: [
          'Organisations in {industry} operate in an environment shaped by government policy and regulation. Understanding how policy develops, how regulators make decisions and how to engage with public institutions constructively has become a significant advantage. That advantage is particularly clear when policy is changing quickly.',
          'Executives with public-sector experience bring that understanding from the inside. They know how government works, what motivates officials and how to build productive relationships based on trust rather than lobbying. That approach tends to produce better outcomes for both organisations and the public.',
          'They can also help organisations anticipate policy change and prepare for it, rather than reacting once rules are already settled. In practice, this knowledge is most valuable when it is shared widely within the leadership team rather than held by one person who becomes the organisation’s only link to government.',
        ],
      },
      {
        heading: 'Roles where it matters most',
        paragraphs: [
          'Public-sector experience is most obviously valuable in roles that deal directly with government and regulators: corporate affairs, regulatory affairs, legal and compliance. But it can be equally useful in general management and on boards. The right role depends on what the organisation most needs from the relationship with government.',
          'Leaders in the most heavily regulated parts of {industry} often benefit most, because so much of their strategy depends on decisions made by public bodies. In those parts of the sector, public-sector experience can be a significant advantage.',
          'Some organisations have appointed former senior officials as non-executive directors, bringing a public-sector perspective to board discussions of strategy and risk. It can also be useful in roles that involve public funding, partnerships with government or services delivered under public contracts.',
        ],
      },
      {
        heading: 'Making the transition',
        paragraphs: [
          'The move from the public to the private sector can be demanding. Public-sector leaders may need to adapt to a faster pace, a different accountability structure and a sharper focus on commercial results. Most find the adjustment easier than they expected, provided they are supported in the first year.',
          'The most successful transitions involve leaders who embrace the commercial context while keeping the strengths they bring: rigour, respect for process, an understanding of the public interest and experience of working under intense scrutiny. Those strengths often prove valuable in unexpected ways.',
          'Organisations can support the transition through a thorough induction, a mentor who has made a similar move and clarity about what success will look like in the first year. Leaders who make the move successfully tend to ask for frequent feedback in their first year, because the signals of success in the private sector are different from those they are used to.',
        ],
      },
      {
        heading: 'Managing potential concerns',
        paragraphs: [
          'Hiring former officials raises legitimate questions about conflicts of interest and about the movement of people between government and the organisations it regulates. Many jurisdictions have rules governing such moves, including waiting periods and restrictions on contact. Handling these matters openly protects everyone involved.',
          'Organisations should comply fully with those rules and think carefully about the reputational implications of an appointment. Transparency about the appointment and its limits helps. Handling the appointment openly protects everyone involved.',
          'Candidates should consider too how their move will be seen and whether it fits their continuing obligations. A move that is lawful but looks opportunistic can damage both the individual and the organisation. Clear internal rules about which matters a former official will and will not handle, at least for an initial period, protect both the individual and the organisation.',
        ],
      },
      {
        heading: 'Finding public-sector leaders',
        paragraphs: [
          'Senior public-sector leaders with the skills to succeed in {industry} are not always easy to identify. Their work is often less visible than that of private-sector executives, and many have never considered a move. A careful search can identify candidates who would never have applied for a role themselves.',
          'When we search for leaders with public-sector experience, we draw on networks across government, regulators and public bodies, and we assess candidates carefully for their ability to adapt to a commercial environment. Careful assessment reduces the risk of a difficult transition.',
          'Leaders who make this transition well can bring considerable value to leadership teams in {industry}, and they often become some of the most respected voices in the organisation. The leaders who thrive are usually those who keep their public-service values while embracing the commercial discipline of their new role.',
        ],
      },
    ],
  },
]
