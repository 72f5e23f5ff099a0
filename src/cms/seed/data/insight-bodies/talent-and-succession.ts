import type { TitleTemplate } from './types'

export const TALENT_AND_SUCCESSION: readonly TitleTemplate[] = [
  {
    title: 'CEO succession in {industry}: start earlier than you think',
    excerpt: 'Boards in {topic} that begin planning a chief executive’s succession three years ahead have real choices when the time comes.',
    lede: 'Ask the chair of almost any organisation in {industry} when CEO succession planning should begin and the answer will be “well in advance”. Ask when it actually began on their last succession and the answer is often different: when the chief executive signalled an intention to leave, or when the board lost confidence. By then, most of the useful choices have already been made by default, and the board is choosing between whoever happens to be available.',
    sections: [
      {
        heading: 'Why three years is not too early',
        paragraphs: [
          'A credible internal successor needs experiences that take years to acquire: running a large part of the business, dealing with the board and investors or funders, leading through a difficult period. If the board identifies a promising candidate only a year before the chief executive leaves, there is no time to give them any of that.',
          'Three years allows the board to identify two or three internal candidates, give each of them a stretching assignment and watch how they perform. It also allows time to build a view of the external market in {industry}, so that internal candidates can be compared with the best available alternatives rather than with each other.',
          'Starting early also lowers the temperature. A succession discussion held while the current chief executive is performing well and has no plans to leave is calmer and more honest than one held under pressure.',
        ],
      },
      {
        heading: 'Starting from the future, not the incumbent',
        paragraphs: [
          'The most common mistake in CEO succession is to look for someone like the current chief executive. The board knows that leader well, and it is natural to define the role in their image. But the organisation in five years may need something quite different.',
          'A better starting point is the strategy. Where will the organisation be in five to seven years? What will be the hardest problems its chief executive faces? Which skills and experiences will matter most? The answers produce a profile that may differ considerably from the incumbent’s.',
          'In {industry}, where technology, regulation and competition are all changing, that forward-looking profile is essential. A successor chosen for yesterday’s challenges can struggle with tomorrow’s.',
        ],
      },
      {
        heading: 'Developing internal candidates deliberately',
        paragraphs: [
          'Once the board has a profile, it can assess internal candidates against it and identify the gaps each of them has. Development then becomes targeted: a move to a different division, responsibility for a major programme, more exposure to the board, a non-executive role elsewhere.',
          'These moves need to be real. A candidate who is given a title but no genuine responsibility learns little. The board should expect to see how each candidate handles a difficult assignment, including mistakes and how they recover from them.',
          'It helps to be open with candidates about the process. Most senior executives know when they are being considered, and candour about what they need to demonstrate is both fairer and more effective than vague encouragement.',
        ],
      },
      {
        heading: 'Knowing the external market',
        paragraphs: [
          'Even when the board expects to appoint from within, it should know who the strongest external candidates would be. External benchmarking tests the internal candidates against a real standard and provides options if circumstances change unexpectedly.',
          'A discreet market map, refreshed periodically, gives the board that view without disrupting anyone. It identifies leaders in {industry} and adjacent sectors who match the future profile, and it often reveals candidates the board had not considered.',
          'When the time comes, a board that has been tracking the external market can move quickly and confidently, whichever way it decides.',
        ],
      },
      {
        heading: 'Keeping the plan alive',
        paragraphs: [
          'Succession plans tend to go stale. The board discusses succession once a year, notes the candidates and moves on. Meanwhile, candidates leave, circumstances change and the plan no longer reflects reality.',
          'The boards that handle CEO succession best review it regularly, usually at least twice a year, and treat it as an ongoing discipline rather than a periodic exercise. They meet candidates informally, ask about their development and update the plan as they learn.',
          'They also maintain an emergency plan, identifying who would lead if the chief executive left suddenly. That plan is separate from the long-term succession plan and should be ready at all times.',
        ],
      },
    ],
  },
  {
    title: 'Internal or external? Choosing the next {function} leader',
    excerpt: 'An insider knows the business; an outsider brings a fresh view. How to weigh the two for a {topic} appointment.',
    lede: 'When the head of {function} leaves, the first question is usually whether to promote from within or search externally. Both options have advocates, and the debate often becomes a contest between loyalty to existing staff and a wish for fresh thinking. A more useful approach is to decide what the organisation needs from the role over the next few years, and then to assess internal and external candidates against the same standard.',
    sections: [
      {
        heading: 'The case for an insider',
        paragraphs: [
          'An internal candidate knows the organisation: its culture, its people, its systems and its history. They can become effective quickly, without the months of learning an outsider needs. They also have relationships across the business that help them get things done.',
          'Promoting from within sends a positive signal to the wider {function} team. It shows that there is a path to the top and that the organisation invests in its people. Retention and engagement often benefit.',
          'Internal appointments also carry less risk of poor cultural fit, one of the most common reasons external senior hires fail.',
        ],
      },
      {
        heading: 'The case for an outsider',
        paragraphs: [
          'An external candidate brings a different perspective. They have seen how other organisations approach {function}, and they can challenge assumptions that insiders take for granted. Where the function needs significant change, an outsider may be better placed to lead it.',
          'External candidates may also bring skills or experience that no internal candidate has. If the organisation is entering a new market, adopting new technology or facing a new regulatory regime, the right experience may simply not exist internally.',
          'Finally, an outsider arrives without the internal alliances and rivalries that can constrain an insider.',
        ],
      },
      {
        heading: 'Defining what the role needs',
        paragraphs: [
          'The choice between internal and external should follow from a clear view of what the role requires. What must the next {function} leader achieve in the first two or three years? Is the priority continuity and steady improvement, or significant change? Which capabilities are essential?',
          'This definition should be agreed before candidates are considered. If it is developed afterwards, it tends to be shaped around a favoured candidate.',
          'A clear specification also helps internal candidates understand what they are being assessed against, which makes the process fairer and the outcome easier to accept.',
        ],
      },
      {
        heading: 'Assessing both fairly',
        paragraphs: [
          'Internal and external candidates are often assessed differently. Insiders are judged on years of observed performance, including their mistakes; outsiders on a polished interview and selective references. This comparison tends to favour the outsider.',
          'A fair process uses the same structured assessment for everyone: the same interview questions, the same case exercises and the same depth of referencing. Internal candidates should be referenced by people they have worked with, not only assessed by their managers.',
          'Benchmarking internal candidates against the external market, even when the organisation expects to promote from within, tests whether the internal option is genuinely strong.',
        ],
      },
      {
        heading: 'Managing the outcome',
        paragraphs: [
          'Whatever the decision, the unsuccessful candidates need careful handling. An internal candidate who is passed over may leave, particularly if they are strong. An honest conversation about why they were not chosen, and what their future could look like, improves the chance of keeping them.',
          'If an external candidate is appointed, the internal candidates who applied can be valuable allies or persistent obstacles. The new leader should engage with them early and respectfully.',
          'The best {function} appointments come from processes that treat the internal versus external question as an outcome, not a starting point.',
        ],
      },
    ],
  },
  {
    title: 'Building a bench of future {function} leaders',
    excerpt: 'Organisations with ready successors in {topic} made them ready on purpose, with stretch roles and honest feedback.',
    lede: 'Most organisations can name the person who would take over if their head of {function} left tomorrow. Fewer could name three people who would be ready within two years, and fewer still could say with confidence that those people are being developed for the role. A strong bench of future {function} leaders does not appear by accident. It is built deliberately, over years, through a combination of careful selection, stretching experience and honest feedback.',
    sections: [
      {
        heading: 'Identifying potential early',
        paragraphs: [
          'The first step is to identify people with the potential to lead the {function} function, ideally several years before they would be ready. This means looking beyond current performance to the qualities that predict success at a higher level: learning agility, judgement, the ability to influence without authority and an interest in the wider business.',
          'Identification should involve more than one person’s view. Managers often overrate people who resemble themselves and underrate those who work differently. Input from peers, other senior leaders and structured assessment broadens the picture.',
          'The pool should also be broad. Organisations that consider only the obvious candidates, usually the deputies of the current leader, often miss strong people in other parts of the function or the business.',
        ],
      },
      {
        heading: 'Stretch roles',
        paragraphs: [
          'Potential becomes readiness through experience. Future {function} leaders need roles that stretch them: larger teams, broader scope, unfamiliar challenges and real accountability. These roles are uncomfortable by design.',
          'Common stretch experiences include leading a significant change programme, taking responsibility for a different region or business unit, working outside the function for a period or managing a crisis. Each builds capabilities that are hard to acquire any other way.',
          'Stretch roles carry risk. Some people will struggle, and a few will fail. Organisations that want a strong bench have to accept that risk and support people through it.',
        ],
      },
      {
        heading: 'Honest feedback',
        paragraphs: [
          'People develop fastest when they know where they stand. Yet many high-potential leaders receive little honest feedback: their managers are reluctant to criticise strong performers, and formal reviews tend to be positive.',
          'Regular, specific feedback, delivered with care, helps future leaders understand what they need to work on. Structured tools such as development centres and multi-rater feedback can provide useful input, but they are no substitute for candid conversations with senior leaders.',
          'Feedback should also include an honest view of the person’s prospects. Telling someone they are a strong candidate for the top job when they are not helps no one.',
        ],
      },
      {
        heading: 'Exposure to the top',
        paragraphs: [
          'Future {function} leaders need exposure to the executive committee and the board. They should present to these groups, take part in strategic discussions and see how senior decisions are made.',
          'This exposure serves two purposes. It helps candidates understand the role they are preparing for, and it gives senior leaders and directors a chance to assess them directly.',
          'Mentoring by executives outside the function is also valuable. It broadens candidates’ understanding of the business and builds relationships that will matter when they step up.',
        ],
      },
      {
        heading: 'Keeping the bench',
        paragraphs: [
          'A strong bench is attractive to competitors. High-potential {function} leaders are frequently approached by search firms, and some will leave if they see no path forward.',
          'Retaining them requires more than pay. They need to see that the organisation is investing in them, that there is a realistic path to a senior role and that they are valued. Regular career conversations, visible development opportunities and recognition all help.',
          'Even so, some will leave. An organisation with a genuine bench can absorb those departures, and it often finds that former candidates become valuable contacts, clients or even returning hires.',
        ],
      },
    ],
  },
  {
    title: 'Why succession plans fail and how to fix them',
    excerpt: 'Most succession plans fail quietly: the named successor leaves, or was never tested in a comparable role.',
    lede: 'Almost every organisation of any size has a succession plan. It usually takes the form of a chart or spreadsheet listing critical roles, with one or more names beside each one marked as “ready now” or “ready in two years”. Yet when a senior leader actually leaves, that plan is surprisingly often ignored or found wanting. Understanding why succession plans fail is the first step towards plans that work.',
    sections: [
      {
        heading: 'The named successor leaves',
        paragraphs: [
          'The most common failure is simple: the person named as successor has left the organisation by the time the role becomes vacant. Strong candidates are in demand, and if they see no clear path to promotion, they accept offers elsewhere.',
          'Many organisations do not tell successors that they are on the plan, for fear of creating expectations or disappointing others. The result is that successors do not know they are valued and leave for opportunities that seem more certain.',
          'The fix is to have honest conversations with potential successors about their prospects and to invest visibly in their development. People who can see a future are more likely to stay.',
        ],
      },
      {
        heading: 'Readiness was never tested',
        paragraphs: [
          'Succession plans often rate candidates as “ready now” based on their performance in their current role. But performing well in one role says little about performing well in a larger one. The successor may never have managed at the required scale, dealt with the board or handled the particular challenges of the target role.',
          'When the vacancy arises, the board tests the candidate properly for the first time and finds them not ready. The plan collapses, and an external search begins under time pressure.',
          'The fix is to test readiness through experience before the vacancy arises: stretch assignments, acting roles, exposure to the board and structured assessment against the requirements of the target role.',
        ],
      },
      {
        heading: 'The plan reflects the past',
        paragraphs: [
          'Succession plans are often built around the current role and the current incumbent. But roles change, and the next leader may need quite different capabilities. A plan that identifies successors who resemble today’s leaders may identify the wrong people.',
          'The fix is to define each critical role in terms of what it will require in the future, based on the organisation’s strategy, and to assess candidates against that future profile.',
          'This often changes the list of candidates. People who were not considered because they did not fit the existing mould may be well suited to the future role.',
        ],
      },
      {
        heading: 'The plan is a paper exercise',
        paragraphs: [
          'In many organisations, succession planning is an annual HR process. Managers fill in templates, the results are compiled and presented to the executive committee or board, and the plan is filed until next year. Little changes in between.',
          'The fix is to make succession planning a continuous leadership responsibility. Senior leaders should discuss succession regularly, track the development of candidates and adjust plans as circumstances change.',
          'Boards can reinforce this by asking pointed questions: When did we last see these candidates in action? What has changed since the last review? What are we doing differently as a result?',
        ],
      },
      {
        heading: 'No external view',
        paragraphs: [
          'Internal succession plans often lack an external benchmark. The board knows who the internal candidates are but not how they compare with the wider market.',
          'Without that comparison, organisations may promote internal candidates who are weaker than available alternatives, or may overlook internal candidates who are stronger than they realise.',
          'A periodic external market map provides the benchmark. Combined with rigorous internal assessment and genuine development, it turns a succession plan from a list of names into a working tool.',
        ],
      },
    ],
  },
  {
    title: 'Talent mapping in a tight {industry} market',
    excerpt: 'When leaders in {topic} are scarce, knowing who they are before a vacancy opens is a real advantage.',
    lede: 'In a tight market for senior talent in {industry}, the organisations that hire well are usually those that knew who they wanted before they needed them. Talent mapping, the systematic identification and assessment of potential leaders across a market, gives them that advantage. It is one of the most useful tools available to boards and leadership teams, and one of the most underused.',
    sections: [
      {
        heading: 'What talent mapping is',
        paragraphs: [
          'A talent map identifies the leaders who hold or could hold particular roles across a defined market: competitors, adjacent sectors, relevant geographies. For each, it gathers information on their current role, career history, reputation and, where possible, their likely openness to a move.',
          'Unlike a search, a talent map is not tied to a vacancy. It is a strategic picture of the market that can inform succession planning, organisational design and future recruitment.',
          'A good talent map is discreet. The people on it are usually not contacted directly, and the work is done in a way that does not disrupt the market or the individuals.',
        ],
      },
      {
        heading: 'Why it matters in a tight market',
        paragraphs: [
          'When senior leaders in {industry} are scarce, a vacancy can take many months to fill. The best candidates are not looking, have long notice periods and may be receiving several approaches. Organisations that begin from a standing start are at a disadvantage.',
          'A current talent map shortens the process considerably. The organisation already knows who the strongest candidates are, what they are likely to want and how best to approach them.',
          'It also improves decision-making. A board that has seen the full market can judge internal candidates more accurately and make better-informed choices about external appointments.',
        ],
      },
      {
        heading: 'Uses beyond recruitment',
        paragraphs: [
          'Talent maps inform succession planning by showing how internal candidates compare with the external market. They can reveal that an organisation’s internal bench is stronger than assumed, or that a critical role has no credible internal successor.',
          'They also inform strategy. A map may show that the skills needed for a new business line are concentrated in a particular sector or region, or that competitors are building capability in an area the organisation has neglected.',
          'Some organisations use talent maps to inform pay and retention decisions, understanding how their leaders’ packages compare with those of similar executives elsewhere.',
        ],
      },
      {
        heading: 'Doing it well',
        paragraphs: [
          'Effective talent mapping requires a clear brief. Which roles or capabilities are being mapped? Which organisations and geographies are in scope? What information is needed on each individual?',
          'The map should be refreshed regularly. In a moving market, a map that is more than a year old may be significantly out of date.',
          'It should also be used. Maps that are commissioned, presented and then forgotten waste effort. The best organisations integrate them into regular succession and talent discussions.',
        ],
      },
      {
        heading: 'Getting to know the people on the map',
        paragraphs: [
          'A talent map can also be the starting point for relationships. Senior leaders in the organisation can meet selected individuals informally, at industry events or through introductions, building familiarity that makes a future approach easier.',
          'These relationships must be handled with care. Approaches that feel like recruitment attempts can be unwelcome, and organisations should avoid creating expectations they cannot meet.',
          'Handled well, however, talent mapping gives organisations in {industry} a considerable advantage in a tight market: they know who the best people are, and the best people know who they are.',
        ],
      },
    ],
  },
  {
    title: 'The hidden cost of a failed executive hire in {industry}',
    excerpt: 'A senior appointment that fails in {topic} costs far more than the salary: momentum, morale and a year of strategy.',
    lede: 'When a senior appointment fails, the visible costs are easy to count: the search fee, the salary, perhaps a severance payment and the cost of a second search. Boards in {industry} tend to focus on these figures. But the hidden costs are usually much larger, and they explain why getting senior appointments right deserves far more care than many organisations give it.',
    sections: [
      {
        heading: 'Lost time and momentum',
        paragraphs: [
          'The largest hidden cost of a failed hire is time. A senior executive who is not working out typically takes several months to be recognised as a problem, several more to be addressed and several more to replace. The role can be effectively vacant, or worse, for well over a year.',
          'During that time, the strategy the executive was hired to deliver stalls. Projects are delayed, decisions are postponed and opportunities are missed. In a competitive market, that lost year can be difficult to recover.',
          'The executive’s team also loses time. Direct reports spend effort adapting to a new leader, then adapting again when that leader leaves.',
        ],
      },
      {
        heading: 'Damage to the team',
        paragraphs: [
          'A senior executive who is a poor fit can damage the team they lead. Good people may leave, frustrated by the leader’s approach or uncertain about their own future. Morale suffers, and the team may take a long time to recover even after the leader has gone.',
          'The damage can spread beyond the executive’s own team. Colleagues on the leadership team may have to compensate, taking on extra work or managing difficult relationships. The effectiveness of the whole leadership team can decline.',
          'In {industry}, where strong people often have options elsewhere, the loss of talent can be the most lasting consequence of a failed hire.',
        ],
      },
      {
        heading: 'Reputational costs',
        paragraphs: [
          'Failed senior hires are often visible outside the organisation. Investors, partners, customers and the wider market notice when an executive leaves after a short tenure, and they may draw conclusions about the organisation’s leadership and stability.',
          'The failure can also make the next search harder. Strong candidates may be wary of a role that has recently turned over, and they will ask questions about what went wrong.',
          'Internally, a failed hire can undermine confidence in the chief executive or board that made the appointment.',
        ],
      },
      {
        heading: 'Why hires fail',
        paragraphs: [
          'In our experience, senior hires rarely fail because the executive lacks technical competence. More often, the cause is a mismatch between the executive and the organisation: its culture, its pace, its way of making decisions or its real expectations of the role.',
          'Some failures stem from an unclear brief. If the organisation was not clear about what it needed, it may have hired someone well suited to a different job.',
          'Others result from poor onboarding. A capable executive who is left to find their own way, without clear objectives or support, can struggle in an unfamiliar environment.',
        ],
      },
      {
        heading: 'Reducing the risk',
        paragraphs: [
          'The risk of a failed hire can be reduced significantly. A clear brief, developed with input from the people who will work with the new executive, is the foundation. Rigorous assessment, including structured interviews, case exercises and thorough referencing, tests candidates against that brief.',
          'Candour with candidates helps too. Telling them honestly about the organisation’s challenges, culture and expectations allows them to judge whether the role suits them.',
          'Finally, deliberate onboarding in the first year gives the new executive the best chance of success. Given the true cost of failure, the investment is modest.',
        ],
      },
    ],
  },
  {
    title: 'Assessing leadership potential, not just performance',
    excerpt: 'Strong results in one role say little about how someone will handle a larger one; potential needs its own test.',
    lede: 'Most organisations are good at recognising performance. Results are measured, targets are tracked and high performers are rewarded. Fewer are good at recognising potential, the capacity to succeed in larger and more complex roles. The two are related but distinct, and confusing them is one of the most common causes of poor promotion decisions.',
    sections: [
      {
        heading: 'Why performance is not enough',
        paragraphs: [
          'Strong performance in a current role shows that someone can do that job well. It does not show that they can do a bigger one. The skills that make a good team leader may not make a good divisional head; those that make a good specialist may not make a good general manager.',
          'Organisations that promote purely on performance often find that excellent people are moved into roles where they struggle. The old joke about people rising to their level of incompetence has some truth in it.',
          'At the same time, people whose current performance is solid but unspectacular may have considerable potential that goes unrecognised, perhaps because their current role does not play to their strengths.',
        ],
      },
      {
        heading: 'What potential looks like',
        paragraphs: [
          'Research and practice suggest several indicators of leadership potential. Learning agility, the ability to learn quickly from new experiences and apply that learning in unfamiliar situations, is one of the most important.',
          'Others include intellectual curiosity, comfort with ambiguity, the ability to influence people over whom one has no authority and self-awareness about one’s own strengths and limitations.',
          'Motivation matters too. Potential is of little use if the person does not want a larger role, or wants it for the wrong reasons.',
        ],
      },
      {
        heading: 'Assessing potential',
        paragraphs: [
          'Potential is harder to assess than performance because it concerns the future. Several methods help. Structured interviews that explore how people have handled new and challenging situations reveal learning agility. Case exercises that simulate larger roles test how candidates think at a higher level.',
          'Psychometric assessments can provide useful data on cognitive ability and personality, though they should be interpreted carefully and in context.',
          'The most reliable evidence, however, comes from experience. Giving people stretch assignments and watching how they handle them is the best test of potential.',
        ],
      },
      {
        heading: 'Avoiding bias',
        paragraphs: [
          'Assessments of potential are particularly vulnerable to bias. Managers tend to see potential in people who resemble themselves or who display confidence in familiar ways. People from under-represented groups, or those with quieter styles, may be overlooked.',
          'Using structured methods, involving multiple assessors and defining clear criteria in advance all help reduce bias.',
          'It is also worth looking deliberately at people who are not on anyone’s list. Some of the strongest leaders we have assessed were initially overlooked by their own organisations.',
        ],
      },
      {
        heading: 'Using the assessment',
        paragraphs: [
          'An assessment of potential should lead to action. People with high potential should receive development that builds their readiness: stretch roles, exposure to senior leaders, coaching and feedback.',
          'The assessment should also be shared with the individual, at least in broad terms. People who know they are seen as having potential are more likely to invest in their development and to stay with the organisation.',
          'Finally, potential should be reassessed regularly. People change, and an assessment made five years ago may no longer be accurate.',
        ],
      },
    ],
  },
  {
    title: 'Emergency succession: a practical checklist for {industry} boards',
    excerpt: 'If the chief executive left tomorrow, would your {topic} board know who leads on Monday?',
    lede: 'Chief executives leave unexpectedly more often than boards like to think: sudden illness, a scandal, a personal crisis, an offer from elsewhere that cannot be refused, or a loss of confidence that cannot be repaired. When it happens, the board has hours, not weeks, to decide who leads and what to say. Boards in {industry} that have prepared for this moment handle it calmly; those that have not can turn a difficult situation into a damaging one.',
    sections: [
      {
        heading: 'Name the interim leader in advance',
        paragraphs: [
          'The most important element of an emergency succession plan is a named interim leader: the person who would step in immediately if the chief executive were unavailable. This decision should be made in advance, discussed with the individual and reviewed at least annually.',
          'The interim leader is often the chief financial officer, chief operating officer or another senior executive with broad knowledge of the organisation. In some cases, the chair or another non-executive director may step in temporarily.',
          'The person should know they are the designated interim leader and understand what would be expected of them.',
        ],
      },
      {
        heading: 'Agree who decides',
        paragraphs: [
          'When an emergency occurs, the board needs to act quickly. It should be clear in advance who convenes the board, how quickly it can meet and who has authority to make interim decisions before the full board can gather.',
          'Typically, the chair leads the response, supported by the senior independent director and the company secretary. If the chair is unavailable or conflicted, the senior independent director should be ready to take over.',
          'Contact details and arrangements for urgent meetings should be kept up to date.',
        ],
      },
      {
        heading: 'Prepare communications',
        paragraphs: [
          'An unexpected departure of a chief executive in {industry} will attract attention from employees, investors or funders, regulators, customers and possibly the media. The organisation needs to communicate quickly and clearly.',
          'Boards should prepare draft statements for different scenarios in advance, along with a plan for who communicates what to whom. Regulated organisations should understand their disclosure obligations and timelines.',
          'Internal communication is as important as external. Employees need to know who is in charge and that the organisation is stable.',
        ],
      },
      {
        heading: 'Protect the business',
        paragraphs: [
          'The chief executive often holds relationships, authorities and knowledge that are critical to the business. An emergency plan should identify these and ensure they can be transferred quickly.',
          'This includes signing authorities, key customer and partner relationships, regulatory contacts and access to critical systems and information. Documenting these in advance avoids confusion in a crisis.',
          'The interim leader should also have a clear mandate. Will they make strategic decisions, or only maintain stability? Clarity avoids paralysis.',
        ],
      },
      {
        heading: 'Move to a permanent solution',
        paragraphs: [
          'Once the immediate crisis is managed, the board must decide on a permanent successor. A long-term succession plan, with assessed internal candidates and a view of the external market, makes this much easier.',
          'The board should set a realistic timeline and communicate it. An interim period that drags on without explanation creates uncertainty for employees and stakeholders.',
          'Finally, the board should review what happened and update its emergency plan. Each real emergency reveals lessons that make the next response better.',
        ],
      },
    ],
  },
  {
    title: 'Retaining high-potential leaders through uncertainty',
    excerpt: 'The people most able to lead through a difficult period are also the ones most likely to be called by rivals.',
    lede: 'In uncertain times, organisations need their best leaders more than ever. They are also at greatest risk of losing them. High-potential leaders are attractive to competitors, and periods of restructuring, strategic change or financial pressure can make them question their future. Organisations that want to keep them need to understand what drives their decisions and respond deliberately.',
    sections: [
      {
        heading: 'Why uncertainty increases the risk',
        paragraphs: [
          'High-potential leaders are often ambitious and career-focused. They want to grow, take on larger roles and be part of a successful organisation. Uncertainty threatens all of this: promotions may be frozen, development budgets cut and the organisation’s future unclear.',
          'At the same time, uncertainty often brings more work and more stress. High-potential leaders may find themselves carrying heavy loads without the rewards or recognition they expected.',
          'Competitors know this. Periods of uncertainty in one organisation are often periods of active recruitment by others.',
        ],
      },
      {
        heading: 'Honest conversations',
        paragraphs: [
          'The most effective retention tool is honest conversation. High-potential leaders want to know where they stand, what the organisation’s prospects are and how they fit into its future. Silence or vague reassurance tends to increase anxiety.',
          'Senior leaders should talk directly with their most valued people, explaining the situation candidly, acknowledging the uncertainty and describing the role they see for each individual.',
          'These conversations should happen early. By the time a high-potential leader has received an external offer, it may be too late.',
        ],
      },
      {
        heading: 'Meaningful work',
        paragraphs: [
          'Uncertainty can also create opportunity. Difficult periods bring challenges that stretch people and build their capabilities. High-potential leaders who are given meaningful roles in navigating the uncertainty often find the experience valuable.',
          'Organisations can involve these leaders in strategic projects, give them responsibility for important changes or include them in senior discussions. This signals trust and provides development.',
          'The key is that the work must be genuine. Token involvement is easily recognised and may do more harm than good.',
        ],
      },
      {
        heading: 'Recognition and reward',
        paragraphs: [
          'Pay matters, but it is rarely the only factor. High-potential leaders also value recognition, development, a sense of progress and a good relationship with their manager.',
          'Where budgets are tight, organisations can focus on non-financial recognition: visibility to senior leaders, expanded responsibilities and public acknowledgement of contributions.',
          'Targeted retention arrangements, such as deferred bonuses or equity awards, can be useful for a small number of critical individuals. They should be used sparingly and designed carefully.',
        ],
      },
      {
        heading: 'Knowing who matters most',
        paragraphs: [
          'Retention efforts should be focused. Organisations should identify the leaders whose departure would cause the greatest harm, whether because of their potential, their knowledge or their relationships.',
          'For these individuals, retention should be an active priority, with named senior sponsors responsible for staying in touch and understanding their concerns.',
          'Even with the best efforts, some high-potential leaders will leave. Organisations that have invested in them and parted on good terms often find that these people return later, or become valuable allies elsewhere.',
        ],
      },
    ],
  },
  {
    title: 'How to brief your executive search partner for a {function} role',
    excerpt: 'A good search for a {topic} leader starts with a brief that says what success looks like in year two.',
    lede: 'The quality of an executive search depends heavily on the quality of the brief. A clear, honest brief allows the search partner to target the right candidates, represent the opportunity accurately and assess candidates against what really matters. A vague or misleading one produces a search that looks busy but leads to the wrong shortlist. For a senior {function} appointment, the brief deserves real care.',
    sections: [
      {
        heading: 'Start with what success looks like',
        paragraphs: [
          'The most useful question in any brief is what success looks like in the second year. What will the new {function} leader have achieved? What will be different about the function, the team and its contribution to the organisation?',
          'This question forces clarity. It moves the conversation from a list of desirable qualities to a concrete picture of the role’s purpose. It also helps candidates understand what they would be taking on.',
          'A good answer is specific: a function rebuilt, a programme delivered, a capability created. Vague answers suggest the organisation has not yet decided what it needs.',
        ],
      },
      {
        heading: 'Be honest about the challenges',
        paragraphs: [
          'Organisations sometimes present roles in the best possible light, omitting the difficulties. This is counterproductive. Strong candidates will discover the challenges during the process, and they will wonder what else has been withheld.',
          'A good brief is candid about the state of the {function} function, the strengths and weaknesses of the team, the relationships with other functions and any significant problems the new leader will face.',
          'The search partner can then present these challenges to candidates in a balanced way, attracting people who are motivated by them rather than deterred.',
        ],
      },
      {
        heading: 'Define the essentials and the preferences',
        paragraphs: [
          'Briefs often list many requirements without distinguishing between those that are essential and those that are merely desirable. The result is a specification that no real candidate meets.',
          'A better approach is to identify a small number of essential requirements, the capabilities and experiences without which a candidate cannot succeed, and to treat everything else as a preference.',
          'This gives the search partner room to consider candidates with unconventional backgrounds who meet the essentials, often producing a stronger and more diverse shortlist.',
        ],
      },
      {
        heading: 'Explain the context',
        paragraphs: [
          'The search partner needs to understand the organisation: its strategy, its culture, its leadership team and its recent history. They need to know who the new {function} leader will report to, who their key peers will be and how decisions are made.',
          'Meetings with key stakeholders, including the hiring manager, peers and sometimes board members, give the search partner a rounded view. Different stakeholders often have different expectations, and surfacing those early avoids problems later.',
          'The search partner should also understand the practical terms: compensation range, location, flexibility and timing.',
        ],
      },
      {
        heading: 'Agree the process',
        paragraphs: [
          'The brief should include agreement on how the search will run: the timeline, the stages, who will be involved in assessment and how decisions will be made.',
          'It is worth agreeing in advance how candidates will be assessed, including interview structure, case exercises and referencing. A consistent process is fairer and produces better decisions.',
          'Finally, the organisation and the search partner should agree how often they will communicate and what updates will include. A well-briefed search with clear communication is far more likely to produce the right {function} leader.',
        ],
      },
    ],
  },
  {
    title: 'Leadership assessment before a {industry} acquisition',
    excerpt: 'Buyers in {topic} study the accounts in detail; the leadership team deserves the same diligence.',
    lede: 'Acquirers in {industry} conduct extensive due diligence on financial, legal, commercial and operational matters. They examine contracts, test forecasts and scrutinise liabilities. Yet the leadership team, which will determine whether the acquisition delivers its promised value, often receives only cursory attention. Leadership assessment before an acquisition is one of the most valuable and underused forms of due diligence.',
    sections: [
      {
        heading: 'Why leadership matters in an acquisition',
        paragraphs: [
          'Most acquisition plans depend on the leadership team delivering: achieving growth targets, integrating operations, retaining customers and managing change. If the leadership team is not capable of this, the plan is at risk regardless of how sound the financial analysis is.',
          'Acquisitions also place unusual demands on leaders. They must manage the business while dealing with the uncertainty of a transaction, the demands of new owners and often significant change.',
          'Understanding the leadership team’s capabilities before the deal is completed allows the acquirer to plan accordingly.',
        ],
      },
      {
        heading: 'What to assess',
        paragraphs: [
          'Leadership assessment should examine each key executive’s capabilities relative to what the post-acquisition plan requires. Can they deliver the growth targets? Can they lead the planned integration? Are they likely to stay, and are they motivated to succeed under new ownership?',
          'It should also assess the team as a whole. Does it have the right mix of skills? Are there gaps that will need to be filled? How well do its members work together?',
          'Finally, assessment should consider the level below the top team. In many businesses, critical knowledge and relationships sit with people who are not on the executive committee.',
        ],
      },
      {
        heading: 'How to assess',
        paragraphs: [
          'Leadership assessment in an acquisition context is sensitive. Executives may feel they are being evaluated for their jobs, and the process can affect morale and retention.',
          'Structured interviews conducted by experienced assessors, combined with referencing and review of performance data, provide a reliable picture. Assessments should be conducted respectfully and with clear communication about their purpose.',
          'In some transactions, access to the leadership team is limited before signing. Acquirers may need to rely on external information and a small number of meetings, with fuller assessment after the deal is completed.',
        ],
      },
      {
        heading: 'Using the findings',
        paragraphs: [
          'Assessment findings should inform the acquisition plan. If the leadership team has significant gaps, the acquirer may need to budget for new appointments, adjust the integration timeline or reconsider the valuation.',
          'The findings also inform retention planning. Executives who are critical to the plan may need retention arrangements, while those who are not well suited may be better managed out with appropriate care.',
          'Acquirers in {industry} who plan leadership changes in advance can move quickly after completion, avoiding the drift that often follows a transaction.',
        ],
      },
      {
        heading: 'After the deal',
        paragraphs: [
          'Leadership assessment should continue after the acquisition is completed. The first months under new ownership reveal a great deal about how executives respond to change and pressure.',
          'Regular review allows the acquirer to address emerging issues before they damage the business.',
          'The organisations that handle acquisitions most successfully treat leadership with the same rigour as any other aspect of the deal, from initial diligence through to integration.',
        ],
      },
    ],
  },
  {
    title: 'Onboarding new executives in {industry}: the first year matters',
    excerpt: 'Many senior hires in {topic} fail in their first eighteen months, most often for reasons a good onboarding could address.',
    lede: 'Organisations in {industry} invest heavily in finding senior executives: search fees, interview time, assessment and negotiation. They often invest far less in helping those executives succeed once they arrive. Onboarding for senior hires is frequently limited to an induction programme, a few introductory meetings and a welcome email. Yet the first year determines whether the appointment succeeds, and a deliberate approach to onboarding makes a significant difference.',
    sections: [
      {
        heading: 'Why senior onboarding is different',
        paragraphs: [
          'Senior executives are expected to be effective quickly. They receive less guidance than junior hires and are often assumed to be able to find their own way. But they face complex challenges: unfamiliar culture, established relationships, political dynamics and high expectations.',
          'Many senior hires struggle not because they lack capability but because they misread the organisation. They make changes too quickly or too slowly, build the wrong relationships or fail to understand how decisions are really made.',
          'Structured onboarding helps them navigate these challenges and become effective sooner.',
        ],
      },
      {
        heading: 'Before day one',
        paragraphs: [
          'Onboarding should start before the executive joins. Sharing key documents, arranging introductory conversations and agreeing priorities in advance allows the new executive to arrive prepared.',
          'It is particularly valuable to agree clear objectives for the first year. What must the executive achieve? How will success be measured? What are the immediate priorities?',
          'Clarity on these questions avoids one of the most common problems: different stakeholders having different expectations of the new executive.',
        ],
      },
      {
        heading: 'Relationships the new executive needs',
        paragraphs: [
          'Senior executives succeed through relationships. The organisation should help new executives identify the people who matter most, including peers, direct reports, board members and key external stakeholders, and arrange meetings with them early.',
          'A sponsor or mentor, someone senior who understands the organisation and can offer candid advice, can be very valuable. They can explain unwritten rules, provide feedback and help the new executive avoid missteps.',
          'Peers should also take responsibility for helping the new executive settle in. A leadership team that welcomes and supports a new member sets them up for success.',
        ],
      },
      {
        heading: 'Regular check-ins',
        paragraphs: [
          'The executive’s manager should hold regular check-ins during the first year, discussing progress, challenges and any emerging concerns. These conversations should be candid on both sides.',
          'Structured feedback at intervals, such as at three, six and twelve months, can help the new executive understand how they are perceived and adjust accordingly.',
          'Early identification of problems allows them to be addressed before they become serious. Many failed senior hires could have been saved by earlier intervention.',
        ],
      },
      {
        heading: 'External support',
        paragraphs: [
          'Some organisations provide new executives with external coaching during their first year. A coach can help the executive reflect on their experience, plan their approach and manage the pressures of a new role.',
          'Search partners can also play a role. We stay in touch with the executives we place in {industry}, checking in on their progress and offering support where needed.',
          'The cost of deliberate onboarding is small compared with the cost of a failed senior hire. Organisations that treat the first year as part of the appointment, not an afterthought, see better results.',
        ],
      },
    ],
  },
  {
    title: 'Succession for founder-led {industry} businesses',
    excerpt: 'When a founder steps back in {topic}, the successor inherits a culture built around one person.',
    lede: 'Founder-led businesses in {industry} often have a distinctive energy: a clear vision, fast decisions and a culture shaped by the founder’s personality. These qualities are strengths, but they make succession unusually difficult. When the founder steps back, the organisation must find a leader who can preserve what is valuable while building the structures that a maturing business needs.',
    sections: [
      {
        heading: 'The founder’s shadow',
        paragraphs: [
          'In many founder-led businesses, the founder is the organisation’s centre of gravity. Decisions flow through them, relationships depend on them and the culture reflects their values and habits. Employees are loyal to the founder as much as to the business.',
          'A successor inherits this culture but not the founder’s authority. They must earn the trust of employees, customers and partners who are used to dealing with someone else.',
          'If the founder remains involved, as chair, shareholder or adviser, the successor must also manage that relationship. Founders who struggle to let go can undermine their successors, even unintentionally.',
        ],
      },
      {
        heading: 'Deciding what the business needs',
        paragraphs: [
          'The first step is to decide what the business needs from its next leader. Often, the answer is different from what the founder provided. A business that has grown rapidly may need a leader who can build systems, develop management depth and professionalise operations.',
          'The founder, the board and key shareholders should agree on this profile. Disagreement at this stage often leads to a failed appointment.',
          'It is also worth considering whether the business needs one successor or a team. Some founder roles are too broad for one person and are better split.',
        ],
      },
      {
        heading: 'Growing a successor or hiring one',
        paragraphs: [
          'Founder-led businesses often have strong internal candidates who have grown with the company. They understand the culture and have the trust of employees. But they may also have been shaped by the founder’s style and may struggle to lead differently.',
          'External candidates bring fresh perspective and experience of larger organisations. But they may find the culture unfamiliar and may struggle to gain acceptance.',
          'Many successful founder successions combine the two: an external leader with a strong internal team, or an internal leader supported by experienced external hires.',
        ],
      },
      {
        heading: 'The founder’s role after succession',
        paragraphs: [
          'Clarity about the founder’s future role is essential. Will they leave entirely, remain as chair or take a more limited role? What decisions will they be involved in?',
          'These arrangements should be agreed before the successor is appointed, and they should be respected. A founder who agrees to step back but continues to intervene creates confusion.',
          'Founders often find this transition emotionally difficult. Support from a trusted adviser, the board or a coach can help.',
        ],
      },
      {
        heading: 'Giving the successor room',
        paragraphs: [
          'The successor needs room to lead. They should be able to make decisions, build their own team and shape the business’s future, even where this means changing things the founder built.',
          'The board plays a critical role in protecting the successor’s authority and mediating between the successor and the founder if tensions arise.',
          'Founder successions in {industry} that are planned carefully, with clear roles and genuine support for the successor, can set the business up for its next stage of growth.',
        ],
      },
    ],
  },
  {
    title: 'The interim executive: a bridge, not a stopgap',
    excerpt: 'Used well, an interim leader stabilises a business and gives the board time to make the right permanent appointment.',
    lede: 'Interim executives are often seen as a stopgap: someone to keep the seat warm while the organisation finds a permanent leader. That view undersells what a good interim executive can do. Used well, an interim leader stabilises a difficult situation, delivers specific change and gives the board time to make the right permanent appointment rather than a hurried one.',
    sections: [
      {
        heading: 'When interim leadership makes sense',
        paragraphs: [
          'Interim executives are most valuable in specific situations: an unexpected departure that leaves a critical role vacant, a turnaround or restructuring that requires specialist experience, a major project with a defined end date, or a period of transition such as a merger.',
          'In each case, the organisation needs experienced leadership quickly and may not want to commit to a permanent appointment until the situation is clearer.',
          'Interim leadership can also be useful when the organisation is unsure what kind of permanent leader it needs. An interim period allows it to understand the role better before making a long-term decision.',
        ],
      },
      {
        heading: 'What good interim executives bring',
        paragraphs: [
          'Experienced interim executives are typically former senior leaders who have chosen to work on assignments. They can start quickly, often within days, and they bring experience of similar situations in other organisations.',
          'Because they are not seeking a permanent role, they can make difficult decisions without worrying about their long-term position. They can be candid with the board and the leadership team in ways that a permanent executive might not.',
          'They are also used to delivering results within a defined period, which gives their work a focus that permanent roles sometimes lack.',
        ],
      },
      {
        heading: 'Setting a clear mandate',
        paragraphs: [
          'An interim executive needs a clear mandate. What is the organisation asking them to achieve? How much authority do they have? How long is the assignment expected to last?',
          'Without a mandate, an interim executive may simply maintain the status quo, which is rarely what the organisation needs. With a clear mandate, they can make real progress.',
          'The mandate should be agreed with the board or the chief executive and communicated to the people the interim executive will work with.',
        ],
      },
      {
        heading: 'Preparing for the permanent appointment',
        paragraphs: [
          'One of the most valuable things an interim executive can do is prepare the ground for their permanent successor. They can clarify the role, address pressing problems, build the team and give the board an informed view of what the permanent leader will need.',
          'Some interim executives are asked to help with the search for their successor, offering insight into the role and sometimes meeting candidates.',
          'Occasionally, an interim executive proves to be the right permanent leader. This can work well, but the organisation should still test them against the permanent role’s requirements.',
        ],
      },
      {
        heading: 'Handing over well',
        paragraphs: [
          'The end of an interim assignment needs careful planning. The interim executive should hand over to the permanent leader thoroughly, sharing what they have learned, the state of key relationships and the issues that remain.',
          'A short overlap period, where possible, allows the permanent leader to benefit from the interim executive’s knowledge.',
          'Organisations that treat interim executives as a bridge, with a clear purpose and a planned handover, get far more from them than those that see them as a stopgap.',
        ],
      },
    ],
  },
  {
    title: 'Preparing the next {function} leader for the top job',
    excerpt: 'A {topic} leader on the succession slate needs exposure to the board and to the parts of the business they have not run.',
    lede: 'When a board considers candidates for chief executive, it increasingly looks beyond the traditional routes. Leaders of the {function} function are among those now appearing on succession slates. But being on the slate is not the same as being ready. A {function} leader who wants to be a credible candidate for the top job needs deliberate preparation, and the organisation has a role in providing it.',
    sections: [
      {
        heading: 'Understanding the gap',
        paragraphs: [
          'The first step is an honest assessment of what the {function} leader would need to succeed as chief executive, and where the gaps lie. Common gaps include experience of running a profit and loss account, leading large operational teams, managing external stakeholders and taking responsibility for the whole organisation.',
          'This assessment should be candid and specific. General statements about needing more breadth are less useful than a clear list of the experiences and capabilities that are missing.',
          'Structured assessment, including feedback from the board, the current chief executive and peers, can provide a rounded view.',
        ],
      },
      {
        heading: 'Experience in unfamiliar territory',
        paragraphs: [
          'The most effective preparation is experience outside the {function} function. A general management role, responsibility for a region or business unit, or leadership of a major cross-functional programme can all build the breadth needed.',
          'These moves involve risk, both for the individual and the organisation. The {function} leader may struggle in unfamiliar territory, and their old function may need a new leader.',
          'But without such experience, a {function} leader is unlikely to be a credible chief executive candidate. Boards increasingly want to see evidence of success outside one’s specialism.',
        ],
      },
      {
        heading: 'Exposure to the board',
        paragraphs: [
          'A chief executive candidate needs to be known and trusted by the board. {function} leaders often have some board exposure, but it may be limited to presenting on their own area.',
          'Preparation should include broader exposure: contributing to strategic discussions, presenting on topics beyond the function and spending informal time with directors.',
          'A non-executive role on another organisation’s board can also be valuable, giving the {function} leader experience of governance from the other side of the table.',
        ],
      },
      {
        heading: 'External stakeholders',
        paragraphs: [
          'Chief executives spend much of their time with external stakeholders: investors or funders, regulators, major customers, partners and the media. {function} leaders may have limited experience of these relationships.',
          'Preparation can include opportunities to engage with external stakeholders, for example by joining investor meetings, leading regulatory discussions or representing the organisation at industry events.',
          'Media training and coaching on external communication can also help, particularly for leaders whose careers have been largely internal.',
        ],
      },
      {
        heading: 'Support from the top',
        paragraphs: [
          'The current chief executive plays a critical role in preparing a successor. They can share their experience, provide opportunities and offer candid feedback. Chief executives who take this responsibility seriously leave a stronger organisation behind them.',
          'The board should also support the process, tracking the candidate’s development and providing feedback through the chair or the nomination committee.',
          'A {function} leader who receives deliberate preparation, and who embraces it, can become a strong candidate for the top job.',
        ],
      },
    ],
  },
]
