import type { TitleTemplate } from './types'

export const TALENT_AND_SUCCESSION: readonly TitleTemplate[] = [
  {
    title: 'CEO succession in {industry}: start earlier than you think',
    excerpt: 'Boards in {topic} that begin planning a chief executive’s succession three years ahead have real choices when the time comes.',
    lede: 'Ask the chair of almost any organisation in {industry} when CEO succession planning should begin and the answer will be “well in advance”. Ask when it actually began last time and the answer is often different: when the chief executive signalled an intention to leave, or when the board lost confidence. By then most of the useful choices have already been made by default, and the board is choosing among whoever happens to be available rather than among people it has prepared.',
    sections: [
      {
        heading: 'Why three years is not too early',
        paragraphs: [
          'A credible internal successor needs experiences that take years to gather: running a large part of the business, dealing directly with the board and with investors or funders, leading through a difficult period and living with the consequences. If the board identifies a promising candidate only a year before the chief executive leaves, there is simply no time to give them any of that, and the board ends up appointing on potential alone.',
          'Three years allows the board to identify two or three internal candidates, give each a genuinely stretching assignment and watch how they handle it, including how they recover from the mistakes that stretching assignments produce. It also allows time to build a view of the external market in {industry}, so that internal candidates are compared with the best available alternatives rather than only with each other. It also gives the candidates time to grow into the role, rather than being asked to show readiness they have had no chance to develop.',
          'Starting early lowers the temperature as well. A succession discussion held while the current chief executive is performing well and has no plans to leave is calmer, more candid and less political than one held under pressure, when every director is also worrying about results, the staff and the press. A simple way to begin is to put succession on the agenda of a private board session once a year, with no candidate names, and ask only what the next chief executive will need.',
        ],
      },
      {
        heading: 'Starting from the future, not the incumbent',
        paragraphs: [
          'The most common mistake in CEO succession is to look for someone like the current chief executive. The board knows that leader well and has usually been pleased with them, so it is natural to define the role in their image. But the organisation in five years may need a very different leader, and a successor chosen to resemble the incumbent can be well suited to a job that no longer exists.',
          'A better starting point is the strategy. Where does the organisation need to be in five to seven years? What will be the hardest problems its chief executive faces, and which of them are new? Which skills and experiences will matter most in meeting them? The answers produce a profile that may differ considerably from the incumbent’s, and often surprises the board. Boards that are surprised by the profile usually benefit most from the exercise.',
          'In {industry}, where technology, regulation and competition are all shifting, that forward-looking profile is essential. A successor chosen for yesterday’s challenges can struggle badly with tomorrow’s, however strong their record, and the board will have spent three years preparing the wrong person. Writing that profile down, and revisiting it when the strategy changes, keeps the board honest about what it is really looking for.',
        ],
      },
      {
        heading: 'Developing internal candidates deliberately',
        paragraphs: [
          'Once the board has a profile, it can assess internal candidates against it honestly and identify the gaps each of them has. Development then becomes targeted rather than generic: a move to a different division, responsibility for a major programme, more direct exposure to the board, a non-executive role elsewhere that teaches governance from the other side of the table.',
          'These moves need to be real. A candidate given a title but no genuine responsibility learns very little, and the board learns nothing about them. Directors should expect to see how each candidate handles a difficult assignment over a sustained period, including their mistakes and the way they recover from them, because that is what the top job will demand. The board should also see how each candidate develops the people around them, since that is part of the top job too.',
          'It helps to be open with the candidates about the process. Most senior executives know perfectly well when they are being considered, and candour about what they need to demonstrate is both fairer and more effective than vague encouragement. Candidates who know what is being tested tend to rise to it; those left guessing tend to play safe. Boards should also agree how they will hear about each candidate’s progress between formal reviews, so that impressions are based on more than the occasional presentation.',
        ],
      },
      {
        heading: 'Knowing the external market',
        paragraphs: [
          'Even when the board fully expects to appoint from within, it should know who the strongest external candidates would be. External benchmarking tests the internal candidates against a real standard rather than an imagined one, and it gives the board options if circumstances change unexpectedly, as they often do.',
          'A discreet market map, refreshed every year or two, gives the board that view without disturbing anyone. It identifies leaders in {industry} and in adjacent sectors who match the future profile, and it often reveals candidates the board had never considered, including some who would be more open to a conversation than anyone assumed. That knowledge often changes the board’s view of its internal candidates, in one direction or the other.',
          'When the time comes, a board that has tracked the external market can move quickly and with confidence, whichever way it decides. A board that has not will spend the first months of the process learning what it could have known all along, while the organisation waits. Boards that have commissioned such a map often find it changes their view of the internal candidates, in one direction or the other.',
        ],
      },
      {
        heading: 'Keeping the plan alive',
        paragraphs: [
          'Succession plans go stale with remarkable speed. The board discusses succession once a year, notes the candidates and moves on. Meanwhile candidates leave, circumstances change, the strategy evolves and the plan quietly stops describing reality. By the time it is needed, it may be little more than a historical document.',
          'The boards that handle CEO succession best review it regularly, at least twice a year, and treat it as a continuing discipline rather than an annual exercise. They meet candidates informally, ask about their development, hear from people who work with them and update the plan as they learn. The nomination committee owns it, but the whole board engages with it. Succession discussions held in this way become part of how the board governs rather than an occasional exercise.',
          'They also keep a separate emergency plan, naming who would lead if the chief executive left suddenly. That plan is different from the long-term succession plan, and it should be ready at all times, because the moment it is needed is rarely the moment anyone expected.',
        ],
      },
    ],
  },
  {
    title: 'Internal or external? Choosing the next {function} leader',
    excerpt: 'An insider knows the business; an outsider brings a fresh view. How to weigh the two for a {topic} appointment.',
    lede: 'When the head of {function} leaves, the first question is usually whether to promote from within or search outside. Both options have passionate advocates, and the debate can easily turn into a contest between loyalty to existing staff and a wish for fresh thinking. A more useful approach starts elsewhere: decide what the organisation needs from the role over the next few years, then assess internal and external candidates against exactly the same standard and let the answer emerge.',
    sections: [
      {
        heading: 'The case for an insider',
        paragraphs: [
          'An internal candidate knows the organisation: its culture, its people, its systems and its history, including the reasons behind decisions that look odd from outside. They can become effective quickly, without the months of learning an outsider needs, and they already have relationships across the business that help them get things done from the first week.',
          'Promoting from within also sends a strong signal to the wider {function} team. It shows that there is a real path to the top and that the organisation invests in its own people. Retention and engagement usually benefit, particularly among the next generation, who see that the route they are on leads somewhere. Those signals matter most in functions where strong people have options elsewhere.',
          'Internal appointments also carry much less risk of a poor cultural fit, which in our experience is one of the most common reasons senior external hires fail. The insider’s strengths and weaknesses are known; the outsider’s are partly a matter of faith until they arrive. Those advantages are real, but they are only decisive if the insider is also equal to what the role will demand next.',
        ],
      },
      {
        heading: 'The case for an outsider',
        paragraphs: [
          'An external candidate brings a different perspective. They have seen how other organisations approach {function}, and they can challenge assumptions that insiders no longer notice because they have lived with them for years. Where the function needs significant change, an outsider is often better placed to lead it, having no personal stake in how things were done before.',
          'External candidates may also bring skills or experience that no internal candidate has. If the organisation is entering a new market, adopting new technology or facing a new regulatory regime, the right experience may simply not exist internally, however talented the existing team. In such cases the outsider may also help build the capability that future internal candidates will need.',
          'Finally, an outsider arrives free of internal alliances and rivalries. They can make decisions about people and structure that an insider, who has worked alongside those people for years, might find much harder to make or to have accepted. The risk is that an outsider’s fresh view is never tested against the organisation’s reality until after the appointment, which is why thorough referencing matters so much.',
        ],
      },
      {
        heading: 'Defining what the role needs',
        paragraphs: [
          'The choice between internal and external should follow from a clear view of what the role requires. What must the next {function} leader achieve in their first two or three years? Is the priority continuity and steady improvement, or substantial change? Which capabilities are genuinely essential, and which would simply be pleasant to have?',
          'That definition should be agreed before any candidate is discussed. If it is written afterwards, it tends to be shaped, consciously or not, around a favoured candidate, and the process loses its value as a test. A specification agreed first gives the process the discipline it needs.',
          'A clear specification also helps internal candidates understand what they are being assessed against. That makes the process fairer and the outcome easier to accept, whichever way it goes, and it gives unsuccessful candidates something concrete to work on. We often ask the hiring manager to describe, before any candidate is discussed, what would make them regret the appointment a year later. The answer usually sharpens the specification.',
        ],
      },
      {
        heading: 'Assessing both fairly',
        paragraphs: [
          'Internal and external candidates are often assessed on very different evidence. Insiders are judged on years of observed performance, mistakes included; outsiders on a polished interview and references they have chosen. That comparison tends to flatter the outsider, whose weaknesses are simply less visible.',
          'A fair process uses the same structured assessment for everyone: the same interview questions, the same case exercise and the same depth of referencing. Internal candidates should be referenced by people they have worked with across the organisation, not only assessed by their current manager, and external candidates should be referenced as deeply as the insider is known. A fair process also makes the final decision easier to explain to everyone involved.',
          'Benchmarking internal candidates against the external market, even when the organisation expects to promote from within, tests whether the internal option is genuinely strong or merely familiar. It also strengthens the appointment if the insider is chosen, because the choice was made against real alternatives. A panel that includes someone from outside the function helps too, because they are less influenced by the internal candidate’s reputation in either direction.',
        ],
      },
      {
        heading: 'Managing the outcome',
        paragraphs: [
          'Whatever the decision, unsuccessful candidates need careful handling. An internal candidate who is passed over may leave, particularly if they are strong and the market knows it. An honest conversation about why they were not chosen, and what their future here could realistically look like, greatly improves the chance of keeping them.',
          'If an external candidate is appointed, the internal candidates who were considered can become valuable allies or persistent obstacles. The new leader should engage with them early, respectfully and individually, and should resist the temptation to see them as rivals to be managed out. Handled well, these conversations can turn a disappointed candidate into a loyal deputy.',
          'The best {function} appointments come from processes that treat the internal or external question as an outcome rather than a starting point. Organisations that decide the answer first, and run the process to confirm it, usually learn less and choose worse.',
        ],
      },
    ],
  },
  {
    title: 'Building a bench of future {function} leaders',
    excerpt: 'Organisations with ready successors in {topic} made them ready on purpose, with stretch roles and honest feedback.',
    lede: 'Most organisations can name the person who would take over if their head of {function} left tomorrow. Fewer could name three people who would be ready within two years, and fewer still could say with confidence that those people are being deliberately prepared. A strong bench of future {function} leaders does not appear by accident. It is built over years, through careful identification, stretching experience, exposure to the top and a great deal of honest feedback.',
    sections: [
      {
        heading: 'Identifying potential early',
        paragraphs: [
          'The first step is to identify people with the potential to lead the {function} function, ideally several years before they could be ready. That means looking past current performance to the qualities that predict success at a higher level: learning agility, judgement under uncertainty, the ability to influence people who do not report to them and a genuine interest in the wider business.',
          'Identification should draw on more than one person’s view. Managers tend to overrate people who resemble them and underrate those who work differently. Input from peers, from senior leaders in other functions and from structured assessment broadens the picture and catches people who would otherwise be missed. A wider view usually produces a stronger and more varied bench.',
          'The pool should be broad. Organisations that consider only the obvious candidates, usually the current leader’s deputies, often overlook strong people elsewhere in the function or in other parts of the business who could make an excellent {function} leader with the right preparation. Reviewing the list every year, and asking who has been added and why, keeps identification honest and stops the bench from becoming a closed club.',
        ],
      },
      {
        heading: 'Stretch roles',
        paragraphs: [
          'Potential turns into readiness through experience. Future {function} leaders need roles that genuinely stretch them: larger teams, wider scope, unfamiliar problems and real accountability for results. These roles are uncomfortable by design, and the discomfort is where the learning happens.',
          'Useful stretch experiences include leading a significant change programme, taking responsibility for a different region or business unit, spending a period working outside the function and managing through a crisis. Each builds capabilities that are very hard to acquire any other way, and each gives the organisation evidence about how the person copes. That evidence is what turns an assessment of potential into a judgement about readiness.',
          'Stretch roles carry risk. Some people will struggle, and a few will fail. Organisations that want a real bench have to accept that risk, support people through the difficult periods and avoid punishing a reasonable failure so harshly that nobody volunteers for the next stretch. A short conversation before and after each stretch assignment, about what the person hopes to learn and what they actually learned, roughly doubles its value.',
        ],
      },
      {
        heading: 'Honest feedback',
        paragraphs: [
          'People develop fastest when they know where they stand. Yet many high-potential leaders receive surprisingly little honest feedback: their managers are reluctant to criticise strong performers, and formal reviews tend towards the positive. The result is talented people who do not know what is holding them back.',
          'Regular, specific feedback, delivered with care, helps future leaders understand what to work on. Development centres and multi-rater feedback provide useful input, but they are no substitute for candid conversations with senior leaders who have watched the person work and are willing to say what they saw. Leaders who give honest feedback are often remembered as the ones who did most for a person’s career.',
          'Feedback should also include an honest view of the person’s prospects. Telling someone they are a strong candidate for the top job when they are not helps nobody, and it makes the eventual disappointment far worse. Senior leaders who find feedback conversations difficult can be helped with simple structure: one thing to continue, one thing to change, and one example of each.',
        ],
      },
      {
        heading: 'Exposure to the top',
        paragraphs: [
          'Future {function} leaders need exposure to the executive committee and the board before they are asked to join either. They should present to these groups, take part in strategic discussions and see at first hand how senior decisions are made and argued over.',
          'That exposure serves two purposes. It helps candidates understand the role they are preparing for, which is usually different from what they imagined, and it gives senior leaders and directors a chance to form their own view of the people on the bench. Those impressions are often decisive when a senior vacancy finally arises.',
          'Mentoring by executives outside the function is valuable too. It widens candidates’ understanding of the business and builds relationships that will matter a great deal when they step up and need peers who already trust them. Inviting future leaders to attend part of a board meeting as observers, and discussing it with them afterwards, is a low-cost way to begin.',
        ],
      },
      {
        heading: 'Keeping the bench',
        paragraphs: [
          'A strong bench is attractive to competitors. High-potential {function} leaders are approached regularly by search firms, and some will leave if they cannot see a path forward. The better the organisation is at developing people, the more visible those people become to others.',
          'Keeping them requires more than pay. They need to see that the organisation is investing in them, that a senior role is realistically within reach and that their contribution is valued. Regular career conversations, visible development opportunities and public recognition all help, and they cost far less than replacing someone. Retention is always cheaper than replacement, particularly for leaders the organisation has spent years developing.',
          'Even so, some will leave. An organisation with a genuine bench can absorb those departures without crisis, and it often finds that former candidates become valuable contacts, clients or returning hires a few years later, bringing experience the organisation could not have given them.',
        ],
      },
    ],
  },
  {
    title: 'Why succession plans fail and how to fix them',
    excerpt: 'Most succession plans fail quietly: the named successor leaves, or was never tested in a comparable role.',
    lede: 'Almost every organisation of any size has a succession plan. It usually takes the form of a chart or spreadsheet listing critical roles, with one or more names beside each marked “ready now” or “ready in two years”. Yet when a senior leader actually leaves, that plan is surprisingly often ignored or found wanting, and the organisation starts an urgent external search as if the plan had never existed. Understanding why succession plans fail is the first step towards plans that work.',
    sections: [
      {
        heading: 'The named successor leaves',
        paragraphs: [
          'The most common failure is the simplest: the person named as successor has left by the time the role becomes vacant. Strong candidates are in demand, and if they see no clear path to promotion they accept offers elsewhere, often from competitors who were happy to give them the role this organisation was keeping in reserve.',
          'Many organisations do not tell successors that they are on the plan, for fear of creating expectations or upsetting those who are not. The result is that successors do not know they are valued, see no sign of investment and leave for opportunities that feel more certain. Silence, in other words, often costs the organisation the very people the plan depends on.',
          'The fix is honest conversation with potential successors about their prospects, combined with visible investment in their development. People who can see a future, and evidence that the organisation is preparing them for it, are far more likely to stay for it. A named senior sponsor for each successor, responsible for keeping in touch and noticing early signs of restlessness, is a simple safeguard.',
        ],
      },
      {
        heading: 'Readiness was never tested',
        paragraphs: [
          'Succession plans often rate candidates as “ready now” on the strength of their performance in their current role. But performing well in one role says little about performing well in a larger one. The successor may never have managed at the required scale, dealt directly with the board or faced the particular challenges of the target role.',
          'When the vacancy arises, the board tests the candidate properly for the first time and finds them not ready. The plan collapses, and an external search begins under time pressure, which is exactly the situation the plan existed to prevent. Finding out late is expensive; finding out early allows time to close the gap.',
          'The fix is to test readiness through experience before the vacancy arises: stretch assignments, acting roles during absences, direct exposure to the board and structured assessment against the real requirements of the target role rather than against the current one. Acting roles during holidays or absences are an underused way to test readiness, and they often reveal more in a fortnight than a year of observation.',
        ],
      },
      {
        heading: 'The plan reflects the past',
        paragraphs: [
          'Succession plans are usually built around the current role and the current incumbent. But roles change, sometimes dramatically, and the next leader may need quite different capabilities. A plan that identifies people who resemble today’s leaders may identify exactly the wrong people for tomorrow.',
          'The fix is to define each critical role in terms of what it will require in future, based on the organisation’s strategy, and to assess candidates against that future profile rather than against the incumbent’s. Looking forward also helps candidates understand what they need to develop.',
          'This often changes the list substantially. People who were never considered because they did not fit the existing mould may be well suited to the role as it is becoming, and the plan becomes a tool for change rather than a mechanism for repeating the past. Revisiting the future profile of each critical role whenever the strategy changes keeps the succession plan aligned with where the organisation is actually going.',
        ],
      },
      {
        heading: 'The plan is a paper exercise',
        paragraphs: [
          'In many organisations succession planning is an annual HR process. Managers fill in templates, the results are compiled and presented to the executive committee or board, and the plan is filed until next year. Very little happens in between, and nobody is accountable for whether the named successors are actually developing.',
          'The fix is to make succession planning a continuous leadership responsibility. Senior leaders should discuss succession regularly, track the development of named candidates and adjust the plan as circumstances change, treating it as a management tool rather than a compliance document. A living plan is one that changes when the organisation does.',
          'Boards can reinforce this with pointed questions. When did we last see these candidates in action? What has changed since the last review? What are we now doing differently as a result? Plans that cannot answer these questions are usually plans nobody is using. A succession review that ends with three specific actions, each with an owner, is worth far more than one that ends with an updated chart.',
        ],
      },
      {
        heading: 'No external view',
        paragraphs: [
          'Internal succession plans frequently lack any external benchmark. The board knows who the internal candidates are but has no idea how they compare with the wider market, and so cannot tell whether “ready now” means ready by any standard that matters.',
          'Without that comparison, organisations may promote internal candidates who are weaker than available alternatives, or overlook internal candidates who are in fact stronger than the people they would have hired from outside. An external view gives the board confidence in whatever it decides.',
          'A periodic external market map provides the benchmark. Combined with rigorous internal assessment and genuine development, it turns a succession plan from a list of names into a working tool that the board can rely on when the moment comes.',
        ],
      },
    ],
  },
  {
    title: 'Talent mapping in a tight {industry} market',
    excerpt: 'When leaders in {topic} are scarce, knowing who they are before a vacancy opens is a real advantage.',
    lede: 'In a tight market for senior talent in {industry}, the organisations that hire well are usually those that knew whom they wanted before they needed them. Talent mapping, the systematic identification and assessment of potential leaders across a market, gives them that advantage. It is one of the most useful tools available to boards and leadership teams, and in our experience one of the least used, largely because its value is only obvious once a vacancy has already opened.',
    sections: [
      {
        heading: 'What talent mapping is',
        paragraphs: [
          'A talent map identifies the leaders who hold, or could hold, particular roles across a defined market: competitors, adjacent sectors and relevant geographies. For each person it gathers information on their current role, career history, reputation and, where it can be judged discreetly, their likely openness to a move in the next few years.',
          'Unlike a search, a talent map is not tied to a vacancy. It is a strategic picture of the market that can inform succession planning, organisational design and future recruitment, and it remains useful long after it is drawn. Many organisations find that a map commissioned for one purpose proves useful for several others.',
          'A good talent map is discreet. The people on it are usually not approached, and the work is done in a way that does not unsettle the market or the individuals. Its value lies in knowledge, not in conversations started prematurely. Organisations that commission a map for the first time are often struck by how many capable people they had never heard of, sometimes working for close competitors.',
        ],
      },
      {
        heading: 'Why it matters in a tight market',
        paragraphs: [
          'When senior leaders in {industry} are scarce, a vacancy can take many months to fill. The best candidates are not looking, have long notice periods and may be fielding several approaches at once. Organisations that begin from a standing start are at a real disadvantage against those that already know the field.',
          'A current talent map shortens the process considerably. The organisation already knows who the strongest candidates are, what they are likely to want and how best to approach them, and it can move in weeks rather than months. Speed matters in a tight market, because the best candidates do not stay available for long.',
          'It also improves decisions. A board that has seen the whole market can judge internal candidates more accurately and make better-informed choices about external appointments, rather than being impressed by whoever happens to be available. Boards that have seen a map before a vacancy opens also tend to agree more quickly on the profile they want, because they have a shared picture of what is available.',
        ],
      },
      {
        heading: 'Uses beyond recruitment',
        paragraphs: [
          'Talent maps inform succession planning by showing how internal candidates compare with the external market. They can reveal that an organisation’s internal bench is stronger than it believed, or that a critical role has no credible internal successor at all.',
          'They inform strategy too. A map may show that the skills needed for a new business line are concentrated in a particular sector or region, or that competitors have been quietly building capability in an area the organisation has neglected. Those insights can shape decisions well beyond recruitment.',
          'Some organisations use maps to inform pay and retention decisions, understanding how their own leaders’ packages and prospects compare with those of similar executives elsewhere, and where they are most at risk of being approached. These uses often justify the cost of a map on their own, even before it contributes to a single appointment.',
        ],
      },
      {
        heading: 'Doing it well',
        paragraphs: [
          'Effective talent mapping starts with a clear brief. Which roles or capabilities are being mapped? Which organisations and geographies are in scope? What information is needed about each person, and how will it be used? A vague brief produces a long list of names that nobody acts on.',
          'The map should be refreshed regularly. In a moving market, a map more than a year old may be significantly out of date: people move, are promoted or leave the sector, and new names appear. Keeping a map current is far easier than rebuilding one from scratch.',
          'Above all, it should be used. Maps that are commissioned, presented once and then forgotten waste effort. The best organisations build them into their regular succession and talent discussions so that the knowledge shapes decisions. A named owner for the map, usually in the HR or talent function, makes it much more likely to be kept current and used.',
        ],
      },
      {
        heading: 'Getting to know the people on the map',
        paragraphs: [
          'A talent map can also be the start of relationships. Senior leaders can meet selected individuals informally, at industry events or through introductions, building a familiarity that makes a future approach far easier and more likely to succeed.',
          'Those relationships must be handled with care. An approach that feels like a recruitment attempt can be unwelcome, and organisations should avoid creating expectations they cannot meet or giving the impression of poaching. The knowledge is only valuable if it reaches the people who make decisions.',
          'Handled well, talent mapping gives organisations in {industry} a considerable advantage in a tight market: they know who the best people are, and the best people already know something about them before any vacancy appears.',
        ],
      },
    ],
  },
  {
    title: 'The hidden cost of a failed executive hire in {industry}',
    excerpt: 'A senior appointment that fails in {topic} costs far more than the salary: momentum, morale and a year of strategy.',
    lede: 'When a senior appointment fails, the visible costs are easy to count: the search fee, the salary, perhaps a severance payment and the cost of a second search. Boards in {industry} tend to focus on those figures, and they are not trivial. But the hidden costs are usually far larger, and they explain why getting senior appointments right deserves much more care than many organisations give it, particularly in the stages before and after the offer.',
    sections: [
      {
        heading: 'Lost time and momentum',
        paragraphs: [
          'The largest hidden cost of a failed hire is time. A senior executive who is not working out usually takes several months to be recognised as a problem, several more to be addressed and several more again to replace. Taken together, the role can be effectively vacant, or worse than vacant, for well over a year.',
          'During that time the strategy the executive was hired to deliver stalls. Projects are delayed, decisions are postponed and opportunities pass to competitors. In a competitive market, a lost year can be very hard to recover, and the organisation may find its plans overtaken by events. Those delays rarely appear in any single report, which is why they are so easily underestimated.',
          'The executive’s team loses time too. Direct reports spend months adapting to a new leader, then adapting again when that leader leaves, and the good ones begin to wonder whether the organisation knows what it is doing. Boards rarely see these costs in a single figure, which is one reason they tend to underestimate them.',
        ],
      },
      {
        heading: 'Damage to the team',
        paragraphs: [
          'A senior executive who is a poor fit can do real damage to the team they lead. Good people may leave, frustrated by the leader’s approach or uncertain about their own future under them. Morale suffers, and the team may take a long time to recover even after the leader has gone.',
          'The damage often spreads beyond the executive’s own area. Colleagues on the leadership team may have to compensate, taking on extra work or managing a difficult relationship, and the effectiveness of the whole team can decline while everyone works around the problem. The effect on morale can be felt in the team for a long time after the executive has left.',
          'In {industry}, where strong people usually have options elsewhere, the loss of talent can be the most lasting consequence of a failed hire, long outliving the executive who caused it. Keeping in touch with the team during the difficult period, and being honest with them about what is happening, limits the damage considerably.',
        ],
      },
      {
        heading: 'Reputational costs',
        paragraphs: [
          'Failed senior hires are often visible outside the organisation. Investors, partners, customers and the wider market notice when an executive leaves after a short tenure, and they draw conclusions about the organisation’s leadership and stability, fairly or not.',
          'The failure can also make the next search harder. Strong candidates are wary of a role that has recently turned over, and they will ask pointed questions about what went wrong. The organisation needs good answers, and so does its search partner. Strong candidates will expect an honest explanation of what went wrong.',
          'Internally, a failed hire can undermine confidence in the chief executive or the board that made the appointment, making their next significant decision harder to carry. A careful, honest account of what went wrong, prepared before the next search begins, helps both the organisation and its search partner avoid repeating the mistake.',
        ],
      },
      {
        heading: 'Why hires fail',
        paragraphs: [
          'In our experience senior hires rarely fail because the executive lacks technical competence. Far more often the cause is a mismatch between the executive and the organisation: its culture, its pace, its way of making decisions or its real expectations of the role, which may differ from what was described at interview.',
          'Some failures start with an unclear brief. If the organisation was not clear about what it needed, it may have hired someone very well suited to a different job, and both sides discover this only after the contract is signed. Understanding these causes makes the next appointment far less likely to fail in the same way.',
          'Others result from poor onboarding. A capable executive who is left to find their own way, without clear objectives, introductions or support, can struggle in an unfamiliar environment and never recover from a difficult first few months. Many of these causes can be spotted early by a candid conversation between the new executive and their manager in the first few months.',
        ],
      },
      {
        heading: 'Reducing the risk',
        paragraphs: [
          'The risk of a failed hire can be reduced substantially. A clear brief, developed with input from the people who will work with the new executive, is the foundation. Rigorous assessment, including structured interviews, case exercises based on real challenges and thorough referencing, tests candidates against that brief rather than against a general impression.',
          'Candour with candidates helps too. Telling them honestly about the organisation’s challenges, culture and expectations lets them judge whether the role suits them, and the candidates who withdraw at that point are often the ones who would have failed. The cost of prevention is always lower than the cost of failure.',
          'Finally, deliberate onboarding through the first year gives the new executive the best chance of success. Set against the true cost of failure, the investment involved is modest, and boards that make it rarely regret it.',
        ],
      },
    ],
  },
  {
    title: 'Assessing leadership potential, not just performance',
    excerpt: 'Strong results in one role say little about how someone will handle a larger one; potential needs its own test.',
    lede: 'Most organisations are good at recognising performance. Results are measured, targets tracked and high performers rewarded. Fewer are good at recognising potential: the capacity to succeed in larger and more complex roles than the one a person currently holds. The two are related but distinct, and confusing them is one of the most common causes of poor promotion decisions, at every level from team leader to chief executive.',
    sections: [
      {
        heading: 'Why performance is not enough',
        paragraphs: [
          'Strong performance in a current role shows that someone can do that job well. It does not show that they can do a bigger one. The skills that make an excellent team leader may not make a good divisional head; those that make an outstanding specialist may not make a good general manager, who must rely on others’ expertise rather than their own.',
          'Organisations that promote purely on performance often move excellent people into roles where they struggle, losing a strong performer and gaining a weak leader in the same decision. The old observation about people rising to their level of incompetence has more truth in it than most organisations like to admit. Organisations that distinguish the two clearly make better promotion decisions.',
          'At the same time, people whose current performance is solid but unspectacular may have considerable potential that goes unrecognised, perhaps because their present role does not play to their strengths or because they are quieter about their achievements than their peers. Keeping the two assessments separate, and discussing them separately in talent reviews, helps organisations avoid confusing one for the other.',
        ],
      },
      {
        heading: 'What potential looks like',
        paragraphs: [
          'Experience and research point to several indicators of leadership potential. Learning agility, the ability to learn quickly from new experiences and apply that learning in unfamiliar situations, is among the most important, because larger roles are full of situations the person has never met before.',
          'Others include intellectual curiosity, comfort with ambiguity, the ability to influence people over whom one has no authority and an accurate sense of one’s own strengths and limits. People who overestimate themselves tend to stop learning; people who underestimate themselves tend to stop volunteering. Motivation and self-awareness are often the qualities most closely examined in referencing.',
          'Motivation matters too. Potential is of little use if the person does not want a larger role, or wants it for reasons that will not sustain them when it becomes difficult. Asking candidates what they would want to learn in their next role, and why, is a simple way to explore motivation and self-awareness together.',
        ],
      },
      {
        heading: 'Assessing potential',
        paragraphs: [
          'Potential is harder to assess than performance because it concerns the future. Several methods help. Structured interviews that explore how people have handled new and challenging situations reveal learning agility. Case exercises that simulate the demands of a larger role show how candidates think when the problem is bigger than they are used to.',
          'Psychometric assessments can provide useful data on reasoning and personality, though they should be interpreted carefully, in context and alongside other evidence rather than as a verdict. Used together, these methods give a more balanced view than any one of them alone.',
          'The most reliable evidence, however, comes from experience. Giving people stretch assignments and watching how they handle them, including how they ask for help and how they recover from mistakes, remains the best test of potential available. Combining these methods, rather than relying on any single one, gives the most reliable picture and reduces the chance of being misled by an impressive performance on one day.',
        ],
      },
      {
        heading: 'Avoiding bias',
        paragraphs: [
          'Assessments of potential are particularly vulnerable to bias. Managers tend to see potential in people who resemble themselves, or who display confidence in familiar ways. People from under-represented groups, and those with quieter styles, are easily overlooked even when their record is strong.',
          'Using structured methods, involving several assessors with different perspectives and defining the criteria clearly in advance all reduce the influence of bias on who is labelled as high potential. Multiple perspectives also make the outcome easier to defend and explain.',
          'It is also worth looking deliberately at people who are not on anyone’s list. Some of the strongest leaders we have assessed were initially overlooked by their own organisations, sometimes for years, because they did not fit the picture of what potential was supposed to look like. Checking the list of people rated as high potential against the make-up of the wider workforce is a simple way to see whether bias is shaping it.',
        ],
      },
      {
        heading: 'Using the assessment',
        paragraphs: [
          'An assessment of potential should lead to action. People with high potential should receive development that builds their readiness: stretch roles, exposure to senior leaders, coaching and honest feedback, planned over several years rather than offered occasionally.',
          'The assessment should also be shared with the person, at least in broad terms. People who know they are seen as having potential are more likely to invest in their development and to stay with the organisation that sees it. Sharing the assessment also builds trust in the process itself.',
          'Finally, potential should be reassessed regularly. People change, sometimes quickly, and an assessment made five years ago may no longer describe the person in front of you, in either direction.',
        ],
      },
    ],
  },
  {
    title: 'Emergency succession: a practical checklist for {industry} boards',
    excerpt: 'If the chief executive left tomorrow, would your {topic} board know who leads on Monday?',
    lede: 'Chief executives leave unexpectedly more often than boards like to think: a sudden illness, a scandal, a family crisis, an offer that cannot be refused, or a loss of confidence that cannot be repaired. When it happens, the board has hours rather than weeks to decide who leads and what to say. Boards in {industry} that have prepared for this moment handle it calmly; those that have not can turn a difficult situation into a damaging one within a day.',
    sections: [
      {
        heading: 'Name the interim leader in advance',
        paragraphs: [
          'The most important element of an emergency succession plan is a named interim leader: the person who would step in immediately if the chief executive were unavailable. That decision should be made in advance, discussed with the person concerned and reviewed at least once a year, because the right answer changes as the team changes.',
          'The interim leader is often the chief financial officer, the chief operating officer or another senior executive with broad knowledge of the organisation and the confidence of the board. In some situations the chair or another non-executive director may step in for a short period instead. The choice should reflect who could command the confidence of staff and stakeholders at short notice.',
          'Whoever it is should know they are the designated interim leader and understand what would be expected of them, including the limits of their mandate. Finding out on the day is a poor way to begin. Some boards also name a second choice, in case the first interim leader is unavailable or is affected by the same event.',
        ],
      },
      {
        heading: 'Agree who decides',
        paragraphs: [
          'When an emergency occurs the board must act quickly. It should be clear in advance who convenes the board, how quickly it can meet and who has authority to take interim decisions before the full board can gather, perhaps late at night or over a weekend.',
          'Typically the chair leads the response, supported by the senior independent director and the company secretary. If the chair is unavailable or conflicted, for example because the crisis involves them, the senior independent director should be ready to take over without debate. Clarity on these points allows the board to act within hours rather than days.',
          'Contact details and arrangements for urgent meetings should be kept current. It is remarkable how often, in a real emergency, the first hour is spent finding phone numbers. A short document setting out these arrangements, kept by the company secretary and reviewed each year, is enough for most boards.',
        ],
      },
      {
        heading: 'Prepare communications',
        paragraphs: [
          'An unexpected departure of a chief executive in {industry} attracts attention from employees, investors or funders, regulators, customers and often the media. The organisation needs to communicate quickly, clearly and consistently, and silence will be read as confusion.',
          'Boards should prepare draft statements for the most likely scenarios in advance, along with a plan for who tells what to whom, and in what order. Regulated organisations should know their disclosure obligations and deadlines before they need them. A few prepared lines, adapted quickly on the day, are far better than a statement written from scratch under pressure.',
          'Internal communication matters as much as external. Employees need to hear quickly who is in charge and that the organisation is stable, ideally from a leader they recognise rather than from the press. Rehearsing these communications once, perhaps as part of a board exercise, often exposes gaps that are easy to fix in advance and very hard to fix on the day.',
        ],
      },
      {
        heading: 'Protect the business',
        paragraphs: [
          'The chief executive often holds relationships, authorities and knowledge that the business depends on. An emergency plan should identify these and make sure they can be transferred quickly to the interim leader or others.',
          'That includes signing authorities, key customer and partner relationships, regulatory contacts and access to critical systems and information. Documenting them in advance avoids a great deal of confusion, and sometimes real risk, in the first days. Documentation is dull work, but its value becomes obvious the moment it is needed.',
          'The interim leader also needs a clear mandate. Will they take strategic decisions, or only keep the organisation steady until a permanent appointment is made? Clarity prevents paralysis on one side and overreach on the other. A list of these critical authorities and relationships, kept up to date by the company secretary, is one of the most useful documents a board can hold.',
        ],
      },
      {
        heading: 'Move to a permanent solution',
        paragraphs: [
          'Once the immediate crisis is under control, the board must decide on a permanent successor. A long-term succession plan, with assessed internal candidates and a current view of the external market, makes this much easier and much faster.',
          'The board should set a realistic timetable and say what it is. An interim period that drags on without explanation creates uncertainty for employees and stakeholders, and the interim leader’s authority weakens with every week. A clear timetable helps the interim leader too, because it defines the scope of their role.',
          'Finally, the board should review what happened and update its emergency plan. Every real emergency reveals gaps that no rehearsal found, and the lessons are only useful if they are written down while memories are fresh.',
        ],
      },
    ],
  },
  {
    title: 'Retaining high-potential leaders through uncertainty',
    excerpt: 'The people most able to lead through a difficult period are also the ones most likely to be called by rivals.',
    lede: 'In uncertain times organisations need their best leaders more than ever, and they are also most at risk of losing them. High-potential leaders are attractive to competitors at the best of times, and periods of restructuring, strategic change or financial pressure give them reasons to question their future. Organisations that want to keep them need to understand what drives their decisions and respond deliberately, rather than assuming loyalty will hold.',
    sections: [
      {
        heading: 'Why uncertainty increases the risk',
        paragraphs: [
          'High-potential leaders are usually ambitious and focused on their careers. They want to grow, take on larger roles and be part of an organisation that is going somewhere. Uncertainty threatens all of that: promotions are frozen, development budgets cut and the organisation’s direction unclear.',
          'Uncertainty usually brings more work and more stress at the same time. High-potential leaders often find themselves carrying the heaviest loads, because they are the people everyone turns to, without the recognition or rewards they expected in return. Recognising this pattern is the first step to addressing it.',
          'Competitors know all this. Periods of difficulty in one organisation are often periods of active recruitment by others, and search firms are quick to call the people they know are under strain. Organisations that expect this, and act early, keep far more of their best people than those that are surprised by each resignation.',
        ],
      },
      {
        heading: 'Honest conversations',
        paragraphs: [
          'The most effective retention tool is an honest conversation. High-potential leaders want to know where they stand, what the organisation’s prospects really are and how they fit into its future. Silence or vague reassurance tends to increase anxiety rather than reduce it.',
          'Senior leaders should talk directly to their most valued people, explaining the situation candidly, acknowledging what is uncertain and describing specifically the role they see for each person through the difficult period and after it. People value honesty even when the news is uncertain.',
          'These conversations need to happen early. By the time a high-potential leader has an external offer in hand, the conversation is about matching it, which is a much weaker position than having given them a reason to stay before anyone called. Follow-up matters as much as the first conversation. Promises made in a difficult period are remembered, and so is whether they were kept.',
        ],
      },
      {
        heading: 'Meaningful work',
        paragraphs: [
          'Uncertainty also creates opportunity. Difficult periods throw up problems that stretch people and build their capabilities faster than calm ones. High-potential leaders who are given a meaningful part in steering through the difficulty often find the experience among the most valuable of their careers.',
          'Organisations can involve them in strategic projects, give them responsibility for important changes or include them in senior discussions they would not normally attend. That signals trust and provides development at the same time. The experience can accelerate their development considerably.',
          'The work must be genuine. Token involvement, a seat on a committee with no real influence, is easily recognised and can do more harm than good by confirming the suspicion that nobody is really listening. Some organisations form a small group of high-potential leaders to advise the executive team on a particular challenge, which gives them both visibility and a real contribution.',
        ],
      },
      {
        heading: 'Recognition and reward',
        paragraphs: [
          'Pay matters, but it is rarely the deciding factor on its own. High-potential leaders also value recognition, development, a sense of progress and a good relationship with their manager, and the absence of any of these can outweigh a pay rise.',
          'Where budgets are tight, organisations can lean on non-financial recognition: visibility to senior leaders and the board, larger responsibilities and public acknowledgement of contributions that made a difference. Recognition costs little, but it is often what people remember most.',
          'Targeted retention arrangements, such as deferred bonuses or equity awards, can be useful for a small number of critical people. They should be used sparingly and designed carefully, because arrangements that become known can unsettle everyone who did not receive one. A personal note from the chief executive recognising a specific contribution costs nothing and is often remembered for years.',
        ],
      },
      {
        heading: 'Knowing who matters most',
        paragraphs: [
          'Retention efforts should be focused. Organisations should identify the leaders whose departure would do the most harm, because of their potential, their knowledge or the relationships they hold, and make keeping them an explicit priority.',
          'For each of these people, a named senior sponsor should be responsible for staying in touch, understanding their concerns and raising early warnings. It is a simple arrangement that prevents the common situation in which everyone assumed someone else was looking after them. Focusing effort in this way makes retention both more effective and more affordable.',
          'Even with the best efforts some will leave. Organisations that invested in them and parted on good terms often find that these people return later, more experienced, or become valuable allies elsewhere in the market.',
        ],
      },
    ],
  },
  {
    title: 'How to brief your executive search partner for a {function} role',
    excerpt: 'A good search for a {topic} leader starts with a brief that says what success looks like in year two.',
    lede: 'The quality of an executive search depends heavily on the quality of the brief. A clear, honest brief allows the search partner to target the right candidates, represent the opportunity accurately and assess candidates against what really matters. A vague or misleading brief produces a search that looks busy but leads to the wrong shortlist, and sometimes to the wrong appointment. For a senior {function} appointment, the brief deserves as much care as any other part of the process.',
    sections: [
      {
        heading: 'Start with what success looks like',
        paragraphs: [
          'The most useful question in any brief is what success looks like in the second year. What will the new {function} leader have achieved? What will be different about the function, its team and its contribution to the organisation? How will the chief executive know the appointment was the right one?',
          'That question forces clarity. It moves the conversation from a list of desirable qualities to a concrete picture of what the role is for, and it helps candidates understand precisely what they would be taking on and whether it excites them. A clear answer also gives the search partner a compelling story to tell candidates.',
          'A good answer is specific: a function rebuilt, a programme delivered, a capability created that the organisation lacks today. Vague answers usually mean the organisation has not yet decided what it needs, and it is far better to discover that before the search starts than during it. Search partners can help here by asking the questions that force those decisions, and a good one will not start the search until the answers are clear.',
        ],
      },
      {
        heading: 'Be honest about the challenges',
        paragraphs: [
          'Organisations sometimes present a role in the best possible light and leave out the difficulties. This is counterproductive. Strong candidates will discover the challenges during the process, through their own research and networks, and they will then wonder what else has been withheld.',
          'A good brief is candid about the state of the {function} function, the strengths and weaknesses of the team, relationships with other functions and any significant problems the new leader will inherit on arrival. Candour also attracts the kind of candidate who wants to solve real problems.',
          'The search partner can then present those challenges to candidates in a balanced way, attracting people who are energised by them rather than deterred, and screening out those who would have left within a year once the reality became clear. Candour also protects the organisation’s reputation, because candidates who were misled tend to say so to their networks.',
        ],
      },
      {
        heading: 'Define the essentials and the preferences',
        paragraphs: [
          'Briefs often list a great many requirements without distinguishing those that are essential from those that are merely desirable. The result is a specification that no real candidate meets, and a search that either fails or quietly ignores the specification.',
          'A better approach is to name a small number of essential requirements, the capabilities and experiences without which a candidate cannot succeed in this role, and to treat everything else as a preference to be weighed. Flexibility on preferences often produces a stronger shortlist than rigid requirements.',
          'That gives the search partner room to consider candidates with less conventional backgrounds who meet the essentials, which often produces a stronger and more varied shortlist than a rigid list of preferred sectors and titles. It helps to test each requirement by asking whether a candidate who lacked it, but was excellent in every other respect, would really be rejected.',
        ],
      },
      {
        heading: 'Explain the context',
        paragraphs: [
          'The search partner needs to understand the organisation: its strategy, culture, leadership team and recent history, including anything that might concern a candidate. They need to know who the new {function} leader will report to, who their key peers will be and how decisions are really made.',
          'Meetings with the main stakeholders, including the hiring manager, key peers and sometimes board members, give the search partner a rounded view. Different stakeholders often have different expectations of the role, and surfacing those early avoids painful disagreements at shortlist stage. Time spent on context at the start saves time throughout the search.',
          'The search partner also needs the practical terms from the outset: pay range, location, flexibility and timing. Surprises on any of these late in a process lose good candidates. It also helps if the search partner can speak to the previous holder of the role, where that is appropriate, to understand what the job really involves.',
        ],
      },
      {
        heading: 'Agree the process',
        paragraphs: [
          'The brief should include agreement on how the search will run: the timetable, the stages, who will be involved in assessment and how the final decision will be made, and by whom.',
          'It is worth agreeing in advance how candidates will be assessed, including the structure of interviews, any case exercise and the approach to references. A consistent process is fairer to candidates and produces better decisions for the organisation. Agreeing the process early also sets expectations on both sides.',
          'Finally, agree how often the organisation and the search partner will talk and what updates will contain. A well-briefed search with regular, candid communication is far more likely to produce the right {function} leader than one that disappears for six weeks and returns with a list.',
        ],
      },
    ],
  },
  {
    title: 'Leadership assessment before a {industry} acquisition',
    excerpt: 'Buyers in {topic} study the accounts in detail; the leadership team deserves the same diligence.',
    lede: 'Acquirers in {industry} carry out extensive due diligence on financial, legal, commercial and operational matters. They examine contracts, test forecasts and scrutinise liabilities line by line. Yet the leadership team, which will largely decide whether the acquisition delivers the value it promised, often receives only cursory attention. Leadership assessment before an acquisition is one of the most valuable and least used forms of diligence available to a buyer.',
    sections: [
      {
        heading: 'Why leadership matters in an acquisition',
        paragraphs: [
          'Most acquisition plans depend on the leadership team delivering: hitting growth targets, integrating operations, keeping customers and managing change. If the team is not capable of this, the plan is at risk however sound the financial analysis, and the buyer may have paid for value it cannot realise.',
          'Acquisitions also place unusual demands on leaders. They must run the business while coping with the uncertainty of a transaction, the demands of new owners and often a significant change in how decisions are made, all at once. Few leaders have faced all of these pressures at once before.',
          'Understanding the leadership team’s capabilities before completion allows the acquirer to plan for what it finds, rather than discovering it six months later when the first targets are missed. In our experience the acquirers who do this well treat the leadership assessment as a standard part of diligence rather than an optional extra commissioned only when concerns arise.',
        ],
      },
      {
        heading: 'What to assess',
        paragraphs: [
          'Leadership assessment should examine each key executive against what the post-acquisition plan requires of them. Can they deliver the growth targets? Can they lead the planned integration? Are they likely to stay, and are they genuinely motivated to succeed under new ownership, or quietly planning their exit?',
          'It should also look at the team as a whole. Does it have the right mix of skills for the plan? Are there gaps that will need filling? How well do its members work together, and how dependent is the team on one or two individuals? The answers shape both the price and the plan.',
          'Finally, it should consider the level below the top team. In many businesses critical knowledge and relationships sit with people who are not on the executive committee, and losing them can hurt as much as losing a director. Talking to people outside the top team, such as key customers or long-serving managers, often gives a more rounded picture than interviews with the executives alone.',
        ],
      },
      {
        heading: 'How to assess',
        paragraphs: [
          'Leadership assessment in an acquisition is sensitive. Executives may feel they are being judged for their jobs, and a clumsy process can damage morale and retention before the deal is even signed.',
          'Structured interviews conducted by experienced assessors, combined with careful referencing and a review of performance information, provide a reliable picture. Assessments should be carried out respectfully, with a clear explanation of their purpose and how the results will be used. A respectful process also helps retain the executives the acquirer most wants to keep.',
          'In some transactions access to the leadership team is limited before signing. Acquirers may then have to rely on external information and a few meetings, with a fuller assessment straight after completion, and they should plan their integration with that uncertainty in mind. Sharing the broad purpose and outcome of the assessment with the executives concerned, afterwards, helps maintain trust and shows that the process was fair.',
        ],
      },
      {
        heading: 'Using the findings',
        paragraphs: [
          'Assessment findings should shape the acquisition plan. If the leadership team has significant gaps, the acquirer may need to budget for new appointments, adjust the integration timetable or even reconsider the price it is willing to pay.',
          'The findings also inform retention planning. Executives who are critical to the plan may need retention arrangements and clear roles, while those who are poorly suited to what comes next may be better helped to move on, with care and fairness. Acting on the findings quickly prevents uncertainty from spreading.',
          'Acquirers in {industry} who plan leadership changes in advance can move quickly after completion, avoiding the drift that so often follows a transaction while everyone waits to find out who will be in charge. A clear leadership plan, ready on the day of completion, is one of the strongest signals an acquirer can send to the people it has just bought.',
        ],
      },
      {
        heading: 'After the deal',
        paragraphs: [
          'Leadership assessment should continue after completion. The first months under new ownership reveal a great deal about how executives respond to change and pressure, and some who assessed well beforehand struggle once the reality arrives.',
          'Regular review allows the acquirer to address problems before they damage the business, and to recognise executives who are exceeding expectations and deserve more. Regular review keeps the leadership plan aligned with the integration as it unfolds.',
          'The organisations that handle acquisitions most successfully treat leadership with the same rigour as every other aspect of the deal, from the first diligence meeting through to the end of integration.',
        ],
      },
    ],
  },
  {
    title: 'Onboarding new executives in {industry}: the first year matters',
    excerpt: 'Many senior hires in {topic} fail in their first eighteen months, most often for reasons a good onboarding could address.',
    lede: 'Organisations in {industry} invest heavily in finding senior executives: search fees, interview time, assessment and negotiation. They often invest far less in helping those executives succeed once they arrive. Onboarding for senior hires is frequently limited to an induction programme, a round of introductory meetings and a welcome note from the chief executive. Yet the first year decides whether the appointment works, and a deliberate approach to onboarding makes a considerable difference.',
    sections: [
      {
        heading: 'Why senior onboarding is different',
        paragraphs: [
          'Senior executives are expected to be effective quickly. They receive less guidance than junior hires and are often assumed to be able to find their own way. But they face complex challenges: an unfamiliar culture, established relationships, political undercurrents and high expectations from every direction.',
          'Many senior hires struggle not because they lack capability but because they misread the organisation. They make changes too quickly or too slowly, invest in the wrong relationships or fail to understand how decisions are actually made, as opposed to how the organisation chart says they are made. A good onboarding plan helps them see the real organisation sooner.',
          'Structured onboarding helps them read the organisation correctly and become effective sooner, which benefits everyone who depends on them. A written onboarding plan for each senior hire, agreed with their manager, makes it far more likely that the support actually happens.',
        ],
      },
      {
        heading: 'Before day one',
        paragraphs: [
          'Onboarding should begin before the executive joins. Sharing key documents, arranging introductory conversations and agreeing priorities in advance allows the new executive to arrive prepared rather than spending their first month catching up.',
          'It is particularly valuable to agree clear objectives for the first year. What must the executive achieve? How will success be measured? Which issues need attention immediately, and which can wait until they understand the organisation better? Written objectives also give the executive and their manager a shared basis for early conversations.',
          'Clarity on these questions prevents one of the most common problems we see: different stakeholders holding different expectations of the new executive, each of whom will be disappointed in a different way. Sharing those objectives with the executive’s peers, in outline, helps align expectations across the leadership team.',
        ],
      },
      {
        heading: 'Relationships the new executive needs',
        paragraphs: [
          'Senior executives succeed through relationships. The organisation should help new executives identify the people who matter most, including peers, direct reports, board members and key external stakeholders, and arrange early meetings with them rather than leaving it to chance.',
          'A sponsor or mentor, someone senior who understands the organisation and will give candid advice, is very valuable. They can explain unwritten rules, offer feedback on early impressions and help the new executive avoid the missteps that are obvious to insiders and invisible to newcomers. A good mentor can save a new executive months of trial and error.',
          'Peers should take responsibility too. A leadership team that actively welcomes and supports a new member, sharing context and introducing them to its networks, sets them up for success far better than one that waits to see how they do. The organisation should also check, a few months in, whether the new executive has met everyone they needed to, and fill any gaps.',
        ],
      },
      {
        heading: 'Regular check-ins',
        paragraphs: [
          'The executive’s manager should hold regular check-ins through the first year, discussing progress, challenges and any concerns as they emerge. These conversations should be candid in both directions, including about things that are not going well.',
          'Structured feedback at intervals, for example at three, six and twelve months, helps the new executive understand how they are seen and adjust accordingly, before early impressions harden into settled opinions. Early feedback allows small adjustments before they become large problems.',
          'Early identification of problems allows them to be addressed while they are still small. Many of the failed senior hires we have seen could have been saved by a frank conversation in the third month rather than the ninth. Asking the new executive, at each check-in, what they would change about the organisation if they could is also a useful way to capture a fresh view before it fades.',
        ],
      },
      {
        heading: 'External support',
        paragraphs: [
          'Some organisations provide new executives with an external coach during their first year. A coach can help the executive reflect on what they are learning, plan their approach to difficult relationships and manage the particular pressures of a new senior role.',
          'Search partners can play a part as well. We stay in touch with the executives we place in {industry}, checking on their progress and offering support or a sounding board where it helps. Those conversations often help a new executive settle faster than they would alone.',
          'The cost of deliberate onboarding is small compared with the cost of a failed senior hire. Organisations that treat the first year as part of the appointment, rather than as an afterthought once the contract is signed, see markedly better results.',
        ],
      },
    ],
  },
  {
    title: 'Succession for founder-led {industry} businesses',
    excerpt: 'When a founder steps back in {topic}, the successor inherits a culture built around one person.',
    lede: 'Founder-led businesses in {industry} often have a distinctive energy: a clear vision, fast decisions and a culture shaped by the founder’s personality and convictions. These qualities are real strengths, but they make succession unusually difficult. When the founder steps back, the organisation must find a leader who can preserve what is valuable while building the structures a maturing business needs, and must do so while the founder is often still present.',
    sections: [
      {
        heading: 'The founder’s shadow',
        paragraphs: [
          'In many founder-led businesses the founder is the organisation’s centre of gravity. Decisions flow through them, key relationships depend on them and the culture reflects their values and habits. Employees are often loyal to the founder as much as to the business itself.',
          'A successor inherits that culture without inheriting the founder’s authority. They have to earn the trust of employees, customers and partners who are used to dealing with someone else, and who will compare every decision with what the founder would have done. The comparison is unavoidable, and successors do best when they acknowledge it rather than resist it.',
          'If the founder remains involved, as chair, major shareholder or adviser, the successor must also manage that relationship. Founders who struggle to let go can undermine their successors, often without meaning to, simply by being available to the people who used to report to them. Founders who recognise this pattern in themselves, and discuss it openly with their successor, usually manage the transition much better.',
        ],
      },
      {
        heading: 'Deciding what the business needs',
        paragraphs: [
          'The first step is to decide what the business needs from its next leader. Often the answer is quite different from what the founder provided. A business that has grown quickly may need a leader who can build systems, develop management depth and professionalise operations rather than generate new ideas.',
          'The founder, the board and the main shareholders should agree this profile explicitly. Disagreement at this stage, often unspoken, is one of the most common causes of a failed founder succession. Agreement at this stage makes every later decision easier.',
          'It is also worth asking whether the business needs one successor or a team. Some founders have performed several roles at once, and those roles may be better split between two or three people with complementary strengths. Writing the profile down, and asking the founder to explain it in their own words, is a good test of whether they genuinely accept it.',
        ],
      },
      {
        heading: 'Growing a successor or hiring one',
        paragraphs: [
          'Founder-led businesses often have strong internal candidates who have grown with the company. They understand the culture and have the trust of employees. But they may also have been shaped by the founder’s style and find it hard to lead differently, or to be accepted as the person in charge by colleagues who knew them as a peer.',
          'External candidates bring fresh perspective and experience of larger organisations. But they may find the culture unfamiliar, even alienating, and may struggle to gain acceptance from a workforce that did not choose them. Whichever route is chosen, the successor needs visible backing from the board.',
          'Many successful founder successions combine the two: an external leader with a strong internal team around them, or an internal leader supported by experienced external hires in the areas where the business most needs to mature. Whichever route is chosen, the successor should have a real say in appointing the people who will work most closely with them.',
        ],
      },
      {
        heading: 'The founder’s role after succession',
        paragraphs: [
          'Clarity about the founder’s future role is essential. Will they leave entirely, remain as chair or take a more limited role such as product or external relationships? Which decisions, if any, will they still be involved in?',
          'These arrangements should be agreed before the successor is appointed, written down and then respected. A founder who agrees to step back but continues to intervene creates confusion about who is really in charge, and employees quickly learn to go around the successor. Clear boundaries help founders as much as successors.',
          'Founders often find the transition emotionally difficult, sometimes more than they expected. Support from a trusted adviser, the board or a coach can help them find a new role that is satisfying without getting in the way. Some founders find a new role that plays to their strengths, such as representing the business externally, which allows them to contribute without crowding the successor.',
        ],
      },
      {
        heading: 'Giving the successor room',
        paragraphs: [
          'The successor needs real room to lead. They should be able to make decisions, build their own team and shape the business’s future, even when that means changing things the founder built and cares about.',
          'The board plays a critical part in protecting the successor’s authority and in mediating between the successor and the founder if tensions arise, as they usually do at some point in the first two years. Boards that anticipate those tensions are better placed to manage them.',
          'Founder successions in {industry} that are planned carefully, with clear roles and genuine support for the successor, can set the business up for its next stage of growth, and often allow the founder to enjoy watching it happen.',
        ],
      },
    ],
  },
  {
    title: 'The interim executive: a bridge, not a stopgap',
    excerpt: 'Used well, an interim leader stabilises a business and gives the board time to make the right permanent appointment.',
    lede: 'Interim executives are often treated as a stopgap: someone to keep the seat warm while the organisation finds a permanent leader. That view undersells what a good interim executive can do. Used well, an interim leader stabilises a difficult situation, delivers specific change and gives the board time to make the right permanent appointment rather than a hurried one. The difference lies mostly in how the board sets up the assignment.',
    sections: [
      {
        heading: 'When interim leadership makes sense',
        paragraphs: [
          'Interim executives are most valuable in particular situations: an unexpected departure that leaves a critical role empty, a turnaround or restructuring that needs specialist experience, a major project with a defined end, or a period of transition such as a merger or a change of ownership.',
          'In each case the organisation needs experienced leadership quickly and may not want to commit to a permanent appointment until the situation is clearer and the right profile is understood. Used in this way, interim leadership is a deliberate choice rather than a last resort.',
          'Interim leadership can also help when the organisation is genuinely unsure what kind of permanent leader it needs. A well-chosen interim period lets it learn more about the role before making a long-term decision it might regret. The decision to appoint an interim should itself be made quickly, because the benefits depend on someone being in place before problems grow.',
        ],
      },
      {
        heading: 'What good interim executives bring',
        paragraphs: [
          'Experienced interim executives are typically former senior leaders who have chosen to work on assignments. They can start quickly, often within days, and they bring experience of similar situations in other organisations, which means they recognise patterns that a first-time leader would not.',
          'Because they are not seeking the permanent role, they can make difficult decisions without worrying about their long-term position. They can be candid with the board and the leadership team in ways a permanent executive might find risky. That candour is often one of the most valuable things they bring.',
          'They are also used to delivering within a defined period, which gives their work a focus and urgency that permanent roles sometimes lack. References from previous interim assignments are particularly useful, because they show how the executive performs in exactly the circumstances the organisation faces.',
        ],
      },
      {
        heading: 'Setting a clear mandate',
        paragraphs: [
          'An interim executive needs a clear mandate. What is the organisation asking them to achieve? How much authority do they have, and over which decisions? How long is the assignment expected to last, and what will end it?',
          'Without a mandate, an interim executive may simply hold the line, which is rarely what the organisation needs and wastes the experience it is paying for. With a clear mandate, they can make real progress in a few months. A clear mandate also makes it easier to judge the assignment’s success.',
          'The mandate should be agreed with the board or the chief executive and explained to the people the interim executive will work with, so that nobody is uncertain about their authority. A short written mandate, reviewed at agreed points during the assignment, keeps both the organisation and the interim executive focused on what matters.',
        ],
      },
      {
        heading: 'Preparing for the permanent appointment',
        paragraphs: [
          'One of the most valuable things an interim executive can do is prepare the ground for their permanent successor. They can clarify the role, deal with pressing problems, strengthen the team and give the board an informed, independent view of what the permanent leader will need.',
          'Some interim executives are asked to help with the search for their successor, offering insight into the role and sometimes meeting shortlisted candidates. Their view is often unusually candid, because they have nothing to gain from the outcome. Their perspective can be a useful balance to the board’s own views.',
          'Occasionally an interim executive turns out to be the right permanent leader. That can work very well, but the organisation should still test them against the permanent role’s requirements rather than appointing by default. The interim executive can also give the permanent successor an honest briefing on the team, which is often the most valuable handover of all.',
        ],
      },
      {
        heading: 'Handing over well',
        paragraphs: [
          'The end of an interim assignment needs careful planning. The interim executive should hand over to the permanent leader thoroughly, sharing what they have learned, the state of key relationships and the issues that remain open.',
          'A short overlap, where it can be arranged, allows the permanent leader to benefit from the interim executive’s knowledge directly rather than through a briefing document. A good handover protects the progress the interim executive has made.',
          'Organisations that treat interim executives as a bridge, with a clear purpose and a planned handover, get far more from them than those that see them simply as a stopgap until the real leader arrives.',
        ],
      },
    ],
  },
  {
    title: 'Preparing the next {function} leader for the top job',
    excerpt: 'A {topic} leader on the succession slate needs exposure to the board and to the parts of the business they have not run.',
    lede: 'When a board considers candidates for chief executive, it increasingly looks beyond the traditional routes, and leaders of the {function} function are among those now appearing on succession slates. But being on the slate is not the same as being ready. A {function} leader who wants to be a credible candidate for the top job needs deliberate preparation over several years, and the organisation has an important part to play in providing it.',
    sections: [
      {
        heading: 'Understanding the gap',
        paragraphs: [
          'The first step is an honest assessment of what the {function} leader would need to succeed as chief executive, and where the gaps lie. Common gaps include running a profit and loss account, leading large operational teams, managing investors or funders and carrying responsibility for the whole organisation rather than one part of it.',
          'The assessment should be candid and specific. A general remark about needing more breadth is far less useful than a clear list of the experiences and capabilities that are missing, each with a realistic way of filling it. An honest assessment also helps the candidate decide whether they want to pursue the top job at all.',
          'Structured assessment, drawing on feedback from the board, the current chief executive and peers across the organisation, provides a rounded view that the candidate is unlikely to reach alone. The assessment should be repeated every year or two, because the gaps narrow as the candidate develops and new ones may become apparent.',
        ],
      },
      {
        heading: 'Experience in unfamiliar territory',
        paragraphs: [
          'The most effective preparation is experience outside the {function} function. A general management role, responsibility for a region or business unit, or leadership of a major cross-functional programme can all build the breadth a chief executive needs.',
          'These moves carry risk for both the individual and the organisation. The {function} leader may struggle in unfamiliar territory, at least at first, and their old function will need a new leader who may not be as strong. The organisation should plan for that succession before the move is made.',
          'Without such experience, however, a {function} leader is unlikely to be a credible candidate. Boards increasingly want evidence of success outside a candidate’s specialism, and few will take the risk of appointing someone whose entire record sits within one function. Boards should make sure that a {function} leader who takes such a role is judged fairly on results that take time to show, rather than on the first few months.',
        ],
      },
      {
        heading: 'Exposure to the board',
        paragraphs: [
          'A chief executive candidate needs to be known and trusted by the board. {function} leaders often have some board exposure already, but it is usually limited to presenting on their own area at scheduled intervals.',
          'Preparation should widen that exposure: contributing to strategic discussions, presenting on subjects beyond the function and spending informal time with directors, so that the board forms a view of them as a potential leader of the whole organisation. Directors’ views of a candidate are shaped by these encounters more than by formal presentations.',
          'A non-executive role on another organisation’s board can be very valuable, giving the {function} leader experience of governance from the other side of the table and a clearer sense of what boards need from a chief executive. It helps to give the candidate a specific topic to lead on at the board, so that directors see how they handle a discussion beyond the function.',
        ],
      },
      {
        heading: 'External stakeholders',
        paragraphs: [
          'Chief executives spend much of their time with people outside the organisation: investors or funders, regulators, major customers, partners and the media. {function} leaders may have had limited experience of these relationships, or experience of only one of them.',
          'Preparation can include opportunities to engage with external stakeholders directly, for example by joining investor meetings, leading discussions with regulators or representing the organisation at industry events. Each such experience adds to the candidate’s credibility with the board.',
          'Media training and coaching on external communication can help too, particularly for leaders whose careers have been largely internal and who have never had to answer a hostile question in public. Each of these experiences is most useful when the candidate reflects on it afterwards with someone who has done the chief executive’s job.',
        ],
      },
      {
        heading: 'Support from the top',
        paragraphs: [
          'The current chief executive plays a critical part in preparing a successor. They can share their experience, create opportunities and offer candid feedback about what the role really demands. Chief executives who take this seriously leave a much stronger organisation behind them.',
          'The board should support the process as well, tracking the candidate’s development and giving feedback through the chair or the nomination committee, so that the candidate knows how they are seen. That feedback is most useful when it is specific and regular.',
          'A {function} leader who receives deliberate preparation, and who embraces it rather than resenting it, can become a strong candidate for the top job and, if appointed, a chief executive who arrives ready.',
        ],
      },
    ],
  },
]
