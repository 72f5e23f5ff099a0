import type { TitleTemplate } from './types'

export const DIVERSITY_AND_INCLUSION: readonly TitleTemplate[] = [
  {
    title: 'Diverse shortlists are not enough: inclusive hiring in {industry}',
    excerpt: 'Organisations in {topic} that present diverse shortlists still appoint the familiar candidate unless the process changes too.',
    lede: 'Many organisations in {industry} now insist on diverse shortlists for senior roles, and many search firms, ours included, commit to delivering them. That is a welcome change, and it has widened the range of people who reach the final stages of senior appointments. But a diverse shortlist is the beginning of inclusive hiring, not the end of it. If everything that happens after the shortlist is presented stays the same, the person appointed will often look very much like the person who held the role before.',
    sections: [
      {
        heading: 'Where diverse shortlists fall short',
        paragraphs: [
          'A shortlist puts candidates in front of the people who will decide. It does nothing, on its own, to change how those people decide. If interviews are unstructured, the criteria are vague and the panel all share a similar background, familiarity tends to win. The candidate who reminds the panel of successful leaders they have known simply feels like the safer choice, and the panel rarely notices that this is what is happening. We see this pattern even in organisations that are sincerely committed to change, which is why good intentions alone are not enough.',
          'This is seldom deliberate. Almost every panel we have worked with believes it is choosing the best candidate. But without structure, “best” quietly comes to mean “most like the people who have done this job well before”, and that definition favours candidates from the groups that have traditionally held such roles. Recognising this is the first step to changing it.',
          'The pattern shows up clearly in the data of organisations that track it: the share of diverse candidates on shortlists rises year after year, while the share of diverse appointments rises far more slowly. The gap between the two is the measure of how much work remains after the shortlist. Closing that gap rarely requires new policies. It usually requires changing a handful of habits in the final stages of a process, which is where the decisions are actually made.',
        ],
      },
      {
        heading: 'Agree the criteria before meeting anyone',
        paragraphs: [
          'The single most effective change is to agree the assessment criteria before any candidate is interviewed. What must the new leader achieve in the first two years? Which capabilities are essential, and which would merely be nice to have? How will each be assessed, and by whom? Writing these answers down takes an hour and saves a great deal of argument later. Panels that skip this step often discover, at the final discussion, that each member had been assessing candidates against a different picture of the role.',
          'Criteria agreed in advance are much harder to bend around a favoured candidate. They also make it easier to notice when a panel member’s enthusiasm or doubt rests on something other than the agreed requirements, such as a shared former employer or an unfamiliar manner. Naming those influences openly helps the panel set them aside.',
          'The criteria should describe capability rather than background. A requirement for “experience as finance director of a listed company” excludes many strong candidates who have done the same work under a different title or in a different kind of organisation; a requirement for “experience of leading financial strategy in a complex organisation” does not. We find it useful to ask the hiring panel, before the first interview, what a strong answer to each question would sound like. Agreeing that in advance makes the later discussion far more disciplined.',
        ],
      },
      {
        heading: 'Structured interviews and diverse panels',
        paragraphs: [
          'Structured interviews, in which every candidate is asked the same core questions and answers are scored against the agreed criteria, are among the most widely recommended tools for fairer selection. They reduce the weight of rapport, first impressions and the small talk that so often decides an unstructured conversation. They also make it easier to compare candidates fairly, because each answer is judged against the same standard.',
          'Diverse panels help as well. People from different backgrounds notice different things in a candidate’s answers, and a panel drawn from a single group is more likely to share the same blind spots and the same idea of what a leader sounds like. Diverse panels also send a signal to candidates about the organisation’s culture.',
          'How the panel discusses candidates matters too. Asking each member to score independently before any discussion, and challenging any assessment that rests on impression rather than evidence, prevents the most senior or most confident voice from setting the outcome. Panels should also agree, before meeting candidates, how they will weigh interview performance against references and track record, so that a confident hour in the room does not outweigh ten years of evidence.',
        ],
      },
      {
        heading: 'Questioning “fit”',
        paragraphs: [
          'Cultural fit is one of the most common reasons given for not appointing a diverse candidate, and one of the least examined. In our experience, “not quite the right fit” very often means “different from us” in ways the panel finds hard to put into words. The word is so familiar that panels rarely stop to ask what it means in a particular case.',
          'Organisations should be precise about what they mean. If fit refers to shared values, such as integrity, care for clients or a commitment to developing people, it can be assessed directly with good questions and references. If it refers to style, background, accent or personality, it deserves to be challenged. Challenge of this kind is most effective when it is routine rather than personal.',
          'Some organisations now ask panels to consider “culture add” instead: what a candidate would bring that the current team lacks. The question changes the conversation, because it treats difference as a possible asset rather than a risk to be managed. A simple discipline helps: whenever a panel member raises fit as a concern, the chair asks what specific behaviour or value they are worried about, and how it could be tested.',
        ],
      },
      {
        heading: 'Measuring the whole process',
        paragraphs: [
          'Organisations in {industry} that want inclusive hiring should measure more than shortlists. They should track diversity at every stage, from the long list through first interviews to final panels, offers and acceptances, and look closely at where candidates fall away. Most organisations collect this data already; fewer look at it stage by stage.',
          'If diverse candidates consistently drop out at one stage, that stage deserves attention. The cause may be the criteria, the assessors, the format of the exercise or the way candidates are treated between meetings, and each has a different remedy. Finding the cause is what allows the right change to be made.',
          'Inclusive hiring is a process, not a target. Diverse shortlists are an important and hard-won start, but only a process designed for fairness at every stage produces different appointments, and different appointments are what change an organisation. It is also worth asking candidates who withdrew, or who were not appointed, how they experienced the process. Their answers often identify problems that nobody inside the organisation had noticed.',
        ],
      },
    ],
  },
  {
    title: 'Women in {function} leadership: progress and persistent gaps',
    excerpt: 'More women now lead {topic} teams, but the gap widens sharply at the level just below the executive committee.',
    lede: 'There is real good news in the story of women in {function} leadership. Over the past decade more women have taken senior roles in the function, and many organisations now have women leading {function} teams where a generation ago there were very few. But the progress is uneven. In our experience, the gap is widest at the step from senior manager into the leadership roles just below the executive committee, and that is where attention will do most good.',
    sections: [
      {
        heading: 'Where progress has been made',
        paragraphs: [
          'Women are well represented at entry and early-career levels in many {function} teams, and in some organisations they form the majority. At team leader and manager level, representation has also improved markedly in organisations that have worked at it over several years. In several of the organisations we work with, the entry-level pipeline is now close to balanced, which was not the case ten years ago.',
          'That progress reflects sustained effort: broader recruitment, flexible working that is genuinely available to managers, mentoring, and leaders who made the subject a standing item rather than an annual campaign. Organisations that kept going after the first wave of enthusiasm have seen the results. Persistence, in other words, has mattered more than any single initiative.',
          'The visibility of senior women in {function} roles has grown too. Role models who were scarce a generation ago now speak at conferences, sit on panels and, more importantly, sponsor the next generation in their own organisations. Those organisations also tend to publish their figures internally, which keeps attention on the subject long after the launch of any particular initiative has been forgotten.',
        ],
      },
      {
        heading: 'The gap below the top',
        paragraphs: [
          'The step into senior leadership is where many women leave the pipeline. Roles at this level are often designed around long hours, extensive travel and constant availability, and they frequently arrive at the same point in life as heavy caring responsibilities. Many of the women who leave at this point do not leave work altogether; they move to organisations that offer more flexibility or a clearer path.',
          'Promotion at this level also tends to be less structured than further down. Appointments are often shaped by informal networks and sponsorship, by who is thought of when a role comes up, and that favours people who already resemble the senior group. More structured promotion processes at this level can make a significant difference.',
          'The result is a narrow field for the most senior {function} roles. Organisations that want more women at the top have to widen the pipeline at this level; there is no shortcut that avoids it. In our searches we often find strong women at this level who have never been considered for the next step simply because nobody put their name forward, which is a problem of process rather than of talent.',
        ],
      },
      {
        heading: 'The role of sponsorship',
        paragraphs: [
          'Sponsorship, where a senior leader actively advocates for someone’s advancement, is one of the most effective ways to help women move into senior roles. Sponsors put names forward for opportunities, speak up for them in promotion discussions and help them read organisational politics that are otherwise invisible. The difference between advice and advocacy is often what separates those who progress from those who stall.',
          'In our experience many women in {function} have mentors but far fewer have sponsors. Organisations can change that by making sponsorship an explicit expectation of senior leaders and by keeping track of who is being sponsored, and by whom. What gets tracked tends to get done.',
          'Sponsorship only works when it is real. A sponsor must be willing to spend some of their own credibility on the person they back, and to take a small risk on their behalf. Tracking who sponsors whom is uncomfortable at first, but it quickly shows whether sponsorship is reaching the people the organisation most wants to develop.',
        ],
      },
      {
        heading: 'Designing roles differently',
        paragraphs: [
          'Some senior {function} roles are designed in ways that exclude anyone with significant caring responsibilities, whatever their gender. Roles that assume constant availability, heavy travel or long hours in the office narrow the field before a single candidate is considered. These requirements are often inherited rather than designed, and few organisations have tested whether they are really needed.',
          'Organisations can test whether those requirements are truly necessary. Many senior roles can be done well with more flexibility than tradition assumes, and some of the best leaders we know work patterns that would once have been unthinkable at their level. Those leaders are often among the most effective in their organisations.',
          'Where roles are redesigned, the benefits extend well beyond gender. A senior role that can be done flexibly attracts a wider range of strong candidates and tends to keep them longer. Some organisations have found that advertising senior {function} roles as open to flexible working, and meaning it, changes the shortlist more than any other single step.',
        ],
      },
      {
        heading: 'What organisations can do now',
        paragraphs: [
          'The starting point is the organisation’s own data. Where do women leave the {function} pipeline? At which promotion stages does representation fall? What do exit interviews say, and what do the women who stayed say when asked candidly? The answers usually point to a small number of specific points where effort will have most effect.',
          'Action can then be aimed at the specific points where the pipeline narrows: structured promotion processes, sponsorship programmes, flexible role design and proper support for people returning from a career break. Each of these measures is modest; together they can change the shape of the pipeline.',
          'Progress for women in {function} leadership has been real and worth celebrating. Closing the remaining gaps needs the same sustained attention, directed at the stages where the gaps persist rather than spread thinly across everything. A short annual report to the executive committee on progress at each stage of the pipeline keeps the subject on the agenda and makes it much harder for gaps to go unnoticed.',
        ],
      },
    ],
  },
  {
    title: 'Inclusive leadership behaviours that make a measurable difference',
    excerpt: 'Some inclusive behaviours move engagement and retention; others are well meant and change little.',
    lede: 'Inclusive leadership has become a staple of leadership development, and most senior executives now accept that it matters. What it involves in practice is less often spelled out. Some behaviours described as inclusive are well intentioned but make little difference to anyone’s working life. Others change how people feel and perform in ways that show up in engagement scores, retention figures and the quality of the decisions a team makes.',
    sections: [
      {
        heading: 'Inviting dissent',
        paragraphs: [
          'One of the most consequential inclusive behaviours is actively inviting disagreement. Leaders who ask for dissenting views, respond to them without defensiveness and visibly change their minds when presented with a better argument create teams in which people speak up. Teams where people speak up catch problems earlier and make fewer avoidable mistakes.',
          'This matters because teams decide better when they hear a range of views, and because people from under-represented groups are often, with good reason, more cautious about challenging the majority unless they are explicitly invited to. Silence in a meeting is not agreement. Leaders who understand this seek out the views that are not being offered.',
          'Inviting dissent takes more than saying “my door is always open”. It means asking specific people for their view, particularly those who have not spoken, thanking people for challenge in front of others and occasionally acting on it in a way everyone can see. Over time, teams learn from these small signals whether challenge is really welcome, and they adjust how much they say accordingly.',
        ],
      },
      {
        heading: 'Making decisions transparent',
        paragraphs: [
          'Opaque decision-making tends to favour insiders. When decisions about promotions, assignments and resources are made informally, people with easy access to the decision-makers have an advantage that has nothing to do with merit. Those advantages accumulate quietly, and the people without access often do not know what they are missing.',
          'Inclusive leaders make their decisions visible. They explain how a decision was made, what criteria were used and why one option was chosen over another. That lets people understand the process, and challenge it when they think it was unfair. Challenge of this kind usually improves the next decision.',
          'Transparency also builds trust. People accept decisions they disagree with far more readily when they understand how they were reached, and they are less likely to fill the gap with assumptions about favouritism. A short written note of the reasons behind significant decisions, shared with the team, is one of the simplest ways to build this habit, and it costs very little time.',
        ],
      },
      {
        heading: 'Sharing credit and opportunity',
        paragraphs: [
          'Leaders control access to opportunities that shape careers: the high-profile project, the presentation to the board, the stretch assignment, the introduction to an important client. How they allocate these, week after week, matters more than any programme. The choices are rarely deliberate exclusions; more often they are habits that favour whoever is most visible.',
          'Inclusive leaders hand out opportunities deliberately, asking who has not yet had a chance rather than defaulting to the usual names. They also give credit publicly and precisely, so that the person who did the work is the person who is remembered for it. Precise credit is a small act that people remember for a long time.',
          'Each of these acts is small. Added together over several years, they decide who develops, who is noticed and who is considered ready when a senior role opens. Some leaders keep a simple record of who has received which opportunities over the past year. Most are surprised by what it shows, and many change their habits as a result.',
        ],
      },
      {
        heading: 'Behaviours that change less',
        paragraphs: [
          'Some well-meant behaviours have limited effect on their own. Attending a single awareness session, signing a pledge or making general statements of support for diversity rarely change how a team is run from one Monday to the next. They are not useless, but their effect depends entirely on what follows them.',
          'These actions can be useful as part of a broader effort, for instance to signal that a subject is taken seriously. But they are not substitutes for changes in everyday behaviour, and employees notice quickly when a leader speaks well about inclusion without leading any differently. Consistency between words and actions is what builds credibility.',
          'The behaviours that make a measurable difference are specific, consistent and visible in ordinary working life: who speaks in meetings, who gets the interesting work, how decisions are explained. The test is whether someone joining the team would notice anything different about how it is run, and whether people who have left would describe it differently from those who stayed.',
        ],
      },
      {
        heading: 'Developing inclusive leaders',
        paragraphs: [
          'Inclusive leadership can be developed. Feedback from team members, particularly through structured tools that ask about specific behaviours rather than general impressions, helps leaders see how they are experienced, which is often different from how they intend to come across. The gap between intention and experience is where most development work needs to focus.',
          'Coaching and peer learning help leaders practise new habits, and accountability helps them stick. Including inclusion outcomes, such as retention and promotion patterns in a leader’s team, in performance reviews signals that the behaviours are part of the job. Making the behaviours part of how leaders are judged is what makes them stick.',
          'When we assess senior candidates, we increasingly explore inclusive leadership directly, asking for specific examples of how they have invited dissent, shared opportunity and built diverse teams. The strongest candidates answer with detail; the weakest answer with values statements. Asking a candidate what their last team would say about how included they felt, and then checking with referees, is one of the most revealing questions we use.',
        ],
      },
    ],
  },
  {
    title: 'Measuring inclusion in {industry} leadership teams',
    excerpt: 'Representation is easy to count in {topic}; belonging and influence need measures of their own.',
    lede: 'Organisations in {industry} have become much better at measuring representation. Most can say how many women sit on the executive committee, and many track ethnicity and other characteristics too. But representation is only part of the picture. A leadership team can be diverse on paper while some of its members have little influence and feel they do not quite belong. Measuring inclusion, as distinct from representation, requires different tools and a willingness to look at uncomfortable results.',
    sections: [
      {
        heading: 'Beyond representation',
        paragraphs: [
          'Representation data shows who is in the room. It says nothing about who is heard, who shapes decisions or who feels able to speak candidly when they disagree with the chief executive. These aspects of inclusion are harder to measure, but they matter at least as much. Leaders who look only at representation can miss the early signs that diverse members are becoming disengaged.',
          'A leadership team where diverse members are present but marginalised gains little from their presence. It makes decisions the way it always did, and the members who are not heard are likely to leave, taking with them the perspectives the organisation worked hard to bring in. The cost of that loss is rarely captured in any report.',
          'Measuring inclusion helps leaders see whether greater diversity is translating into genuinely different ways of working, or only into different photographs in the annual report. The distinction matters for boards as well as executives, because a diverse team that is not inclusive tends to lose its diverse members within a few years, reversing the progress it reported.',
        ],
      },
      {
        heading: 'Surveys and their limits',
        paragraphs: [
          'Inclusion surveys ask people about their sense of belonging, whether they feel able to speak up and whether they are treated fairly. When well designed and repeated over time, they give organisations useful data and show whether things are moving. The most useful surveys ask about specific experiences rather than general feelings, because specific questions produce answers that can be acted on.',
          'At leadership-team level, though, surveys have obvious limits. The numbers are small, anonymity is almost impossible and senior executives are understandably reluctant to record concerns about peers they will sit beside the next morning. Independent conversations can overcome some of these limits.',
          'Surveys can usefully be supplemented by confidential interviews conducted by someone independent of the organisation. In our experience these conversations reveal far more than scores, including the small recurring incidents that never reach a formal complaint. Combining the two, scores to track trends and interviews to explain them, gives a far more reliable picture than either alone.',
        ],
      },
      {
        heading: 'Observing how the team works',
        paragraphs: [
          'Observing leadership-team meetings can be illuminating. Who speaks, and for how long? Whose ideas are taken up and whose are passed over until someone else repeats them? Who is interrupted? Are decisions actually made in the meeting, or settled beforehand in private conversations some members are not part of? These questions are simple, but few leadership teams have ever asked them of themselves.',
          'These patterns are usually invisible to participants and obvious to an outside observer. Sharing observations with the team, carefully and without blame, often prompts a more useful discussion than any survey result. Shared observation often helps a team see its own patterns for the first time.',
          'Several leadership teams in {industry} have found that simple changes, such as circulating papers earlier, structured rounds in which everyone speaks, or a chair who deliberately invites the quieter voices first, improve inclusion noticeably within a few months. Teams that agree to repeat the observation after a few months can see whether the changes have stuck, which is often the most persuasive evidence of all.',
        ],
      },
      {
        heading: 'Outcome measures',
        paragraphs: [
          'Inclusion can also be measured through outcomes. Do leaders from under-represented groups receive the same development opportunities, promotions and pay as their peers? Are they given the high-profile assignments that lead to the top roles? Do they stay as long? Outcome data has the advantage of being harder to argue with than perceptions.',
          'Differences in these outcomes may point to inclusion problems even when surveys suggest all is well, because people often report feeling included right up to the point at which they resign. Outcome data can give early warning that surveys miss.',
          'Tracking outcomes over several years lets organisations see whether their efforts are making a difference, and where they are not. Those differences should be examined carefully rather than explained away. Sometimes there is a good reason; often there is not, and the data is the first sign of a problem.',
        ],
      },
      {
        heading: 'Using the data',
        paragraphs: [
          'Measurement is only useful if it leads to action. Leadership teams should review inclusion data regularly, discuss what it shows honestly and agree a small number of specific changes, with someone accountable for each. Without that accountability, measurement tends to become an annual report rather than a tool for change.',
          'Boards in {industry} can reinforce this by asking for inclusion data alongside representation data, and by holding the executive team accountable for progress on both, in the same way they would for any other measure of organisational health. Consistent oversight keeps the subject on the agenda when other pressures compete.',
          'The organisations that make most progress treat inclusion as something to be measured, managed and improved like any other aspect of performance, rather than as a matter of good intentions. Publishing a short account of what the data showed and what the team changed, even internally, signals that the measurement is serious and encourages honest answers next time.',
        ],
      },
    ],
  },
  {
    title: 'Neurodiversity at the top: what leaders can learn',
    excerpt: 'Executives who think differently are often in leadership teams already, and rarely say so.',
    lede: 'Neurodiversity is the recognition that people’s brains work in different ways, and that conditions such as dyslexia, ADHD, autism and dyspraxia are part of natural human variation rather than simply deficits to be managed. It has become a more common subject in workplace discussions, most of which focus on recruitment and early careers. Far less is said about neurodivergent people at the top of organisations, though they are certainly there, often without their colleagues knowing.',
    sections: [
      {
        heading: 'Neurodivergent leaders are already here',
        paragraphs: [
          'Many senior executives are neurodivergent. Some have known since childhood; others received a diagnosis in adulthood, sometimes after one of their own children was assessed and the description sounded uncomfortably familiar. Many have never mentioned it at work. Some have built successful careers partly by developing strategies that compensate for the difficulties they face.',
          'The reasons for silence are easy to understand. Executives worry about being seen as less capable, about stereotypes, and about how disclosure might affect a board’s confidence in them. At senior levels, where reputation is currency, the stakes of being misunderstood feel high. Those stakes are one reason the subject is so rarely discussed at senior level.',
          'Yet when neurodivergent leaders do speak about their experience, they often describe how their way of thinking has contributed to their success, alongside the strategies they developed to cope with environments that were not designed for them. Many describe a period of relief after diagnosis, when patterns in their working lives that had puzzled them for years suddenly made sense.',
        ],
      },
      {
        heading: 'Different ways of thinking as strengths',
        paragraphs: [
          'Neurodivergent people often bring particular strengths. Some excel at pattern recognition, seeing connections others miss. Some can concentrate intensely on complex problems for long periods. Some think in unusually original ways or notice detail that others skim past. Many have developed considerable resilience from years of navigating systems built for other minds. Those strengths are often what brought the leader to the top in the first place, even if nobody named them.',
          'These strengths can be valuable in leadership. A leader who spots a pattern in the data before anyone else, who questions an assumption the rest of the room has accepted, or who approaches a problem from an unexpected angle can change the course of a decision. Those contributions are often most valuable when they are least expected.',
          'Neurodivergent leaders also face real difficulties, and the balance of strengths and challenges differs greatly from person to person. Generalisations, including flattering ones, should be treated with caution. The most useful stance for colleagues is curiosity about how a particular person works best, rather than assumptions drawn from a label.',
        ],
      },
      {
        heading: 'What leadership teams can learn',
        paragraphs: [
          'Leadership teams that include neurodivergent members, whether or not anyone has disclosed, work better when they adapt how they operate. Clear agendas, papers circulated well in advance, decisions stated explicitly and a mix of meeting formats help many people, not only those who are neurodivergent. These adjustments cost almost nothing and improve the quality of discussion for everyone.',
          'Teams can also learn to value different kinds of contribution. A colleague who is quiet in a fast-moving discussion but produces outstanding written analysis afterwards, or who asks questions that seem tangential until they turn out to be central, may be contributing more than the team recognises. Recognising such contributions is part of making a team work well.',
          'The most useful cultural change is making it normal to say how one works best, without needing a diagnosis to justify it. That benefits everyone and removes much of the pressure to disclose. Several leadership teams we work with now ask every new member, as a routine part of induction, how they prefer to receive information and contribute to decisions.',
        ],
      },
      {
        heading: 'Senior role models',
        paragraphs: [
          'When senior leaders speak openly about being neurodivergent, the effect can be considerable. Employees with similar traits see that they can succeed without hiding, and colleagues gain a more accurate understanding of what neurodiversity means in practice. Even a single senior voice can change what people believe is possible for them.',
          'Disclosure remains a personal choice, and nobody should feel pressed into it. But organisations can make it safer, for example through networks with senior sponsors, clear policies on adjustments and leaders who respond well when someone does choose to speak. A safe environment is built through how people respond, more than through policy.',
          'Several organisations we work with have found that one respected executive speaking candidly did more to change attitudes than years of awareness material. Where leaders do choose to speak, the effect is greatest when they talk about practical matters, such as how they organise their work, rather than only about their diagnosis.',
        ],
      },
      {
        heading: 'Implications for hiring and assessment',
        paragraphs: [
          'Traditional assessment processes can disadvantage neurodivergent candidates. Unstructured interviews that reward quick verbal fluency, tests with tight time limits and assessment centres with ambiguous instructions may reveal more about a candidate’s comfort with the format than about their ability to do the job. These are often small design choices that were never intended to exclude anyone.',
          'Offering adjustments helps: questions shared in advance, extra time, written alternatives to spoken exercises. So does focusing the assessment firmly on the capabilities the role genuinely requires rather than on a general impression of polish. Focusing on the real requirements is fairer to everyone.',
          'When we assess senior candidates, we try to make sure our processes allow people who think differently to show what they can do. Some of the most effective leaders we have placed would not have shone in a conventional panel interview. Asking every candidate, as a matter of course, whether any adjustment would help them show their best makes the offer routine and removes the need for anyone to explain why.',
        ],
      },
    ],
  },
  {
    title: 'Building diverse boards in {industry}',
    excerpt: 'Boards in {topic} that widened their search beyond sitting directors found strong candidates they had overlooked.',
    lede: 'Board diversity in {industry} has improved in recent years, pushed by investor expectations, regulatory guidance and a growing recognition that diverse boards tend to make better-tested decisions. But much of the progress has relied on a small pool of experienced directors, many of whom now hold several seats. Boards that want genuine diversity of perspective, rather than a reshuffling of the same people, need to search well beyond the usual candidates.',
    sections: [
      {
        heading: 'The limits of the current pool',
        paragraphs: [
          'When boards look for new directors, they usually start with people who already hold board seats. That is understandable: experienced directors know how boards work, need little induction and carry a certain reassurance for investors. Those qualities are valuable, but they are not the only qualities a board needs.',
          'But the approach limits how much a board can change. The pool of sitting directors reflects past appointment patterns, and drawing from it again and again means boards evolve slowly. It also concentrates board roles among a small group, some of whom become stretched across too many commitments to give each the attention it deserves. Spreading board roles more widely benefits both the boards and the directors.',
          'Boards that want to change their composition in a meaningful way have to look beyond this pool, and accept the extra work that comes with doing so. In our experience, nomination committees that begin the search with a genuinely open list are the ones most often surprised, pleasantly, by the candidates they meet.',
        ],
      },
      {
        heading: 'First-time directors',
        paragraphs: [
          'Some of the strongest board candidates have never held a board seat. They may be senior executives with directly relevant experience, leaders from adjacent sectors or specialists in areas the board lacks, such as technology, consumer behaviour or a particular region. Many bring recent operating experience that long-serving directors no longer have.',
          'First-time directors bring fresh perspectives and are often highly committed, because the appointment matters to them. With a good induction and a supportive chair, they become effective quickly. The investment required is modest compared with the value they bring.',
          'Boards in {industry} that have appointed first-time directors frequently tell us those appointments turned out to be among their best. The risk they feared was usually much smaller than the benefit they gained. A good induction for a first-time director includes time with management, site visits and an explicit conversation with the chair about how they can contribute in their first year.',
        ],
      },
      {
        heading: 'Defining the need differently',
        paragraphs: [
          'Board specifications often require prior board experience, a background as chief executive or finance director, or years in the same sector. Each requirement narrows the pool, and together they can leave only a few dozen people eligible. Few boards stop to ask whether each requirement is truly essential or simply traditional.',
          'Boards can widen the pool by describing what they need in terms of capability rather than title. A board that needs financial expertise may find it in a senior finance leader who has not held the top finance role; a board that needs technology expertise may find it in a different sector altogether. Looking in new places often produces the strongest candidates.',
          'Clear thinking about what the board genuinely needs, rather than defaulting to the profiles it has always appointed, opens up possibilities the nomination committee may not have considered. Writing the specification in terms of the problems the board will face over the next five years, rather than the titles of previous directors, is a practical way to begin.',
        ],
      },
      {
        heading: 'Beyond gender',
        paragraphs: [
          'Much board diversity work has focused on gender, with real success in many markets. Other dimensions, including ethnicity, social background, age, nationality and professional background, have received less attention and in many boards remain very narrow. Broader diversity also tends to bring a wider range of networks, which helps with future appointments.',
          'Boards should think about diversity broadly and ask a practical question: which perspectives relevant to our organisation, its customers and its workforce are missing from this table? That question is a practical starting point for any nomination committee.',
          'In the end, what improves board discussion is diversity of experience and thought. Demographic diversity is often the most reliable route to it, but it is the thinking that matters. A board that can explain, in a sentence for each director, what perspective they bring is usually one that has thought carefully about this question.',
        ],
      },
      {
        heading: 'Making diverse boards work',
        paragraphs: [
          'Appointing diverse directors is the first step. Boards must also make sure new directors are genuinely included and heard. A chair who draws out every director, a thorough induction and a culture that welcomes challenge all help a new director contribute from the first meetings. A board that has appointed diverse directors but does not hear them has changed its photograph, not its thinking.',
          'The recruitment process matters as well. Search partners committed to diverse long lists, criteria agreed before candidates are considered and structured selection all support better outcomes than a list of names suggested by existing directors. A wider search usually produces a stronger field.',
          'When we help boards in {industry} with appointments, we encourage them to look widely and to meet candidates they would not have come across through their own networks. The conversations are often revealing for the board as well as the candidate. Boards that review, a year after an appointment, how well the new director has been integrated learn a great deal about their own culture as well as about the director.',
        ],
      },
    ],
  },
  {
    title: 'The business case for diverse {function} teams',
    excerpt: 'Diverse {topic} teams catch risks and opportunities that uniform teams miss, and the evidence is building.',
    lede: 'The case for diverse {function} teams is often made in moral terms, and those arguments stand on their own. But there is also a practical case. Teams whose members bring different backgrounds, experiences and ways of thinking tend to catch risks and spot opportunities that more uniform teams miss. For {function} leaders, building diverse teams is increasingly a question of performance as well as fairness, and the evidence from practice keeps building.',
    sections: [
      {
        heading: 'Better decisions',
        paragraphs: [
          'Homogeneous teams tend to share assumptions. They agree quickly, feel confident and may not notice what they have collectively overlooked. Diverse teams are more likely to question assumptions, consider alternatives and find the weak point in a proposal before it is approved. That kind of challenge is uncomfortable, which is exactly why uniform teams tend to avoid it.',
          'That can make diverse teams feel less comfortable to lead. Discussions take longer and disagreements are more frequent. But the resulting decisions are usually better considered, and the risks are more likely to have been named in advance rather than discovered afterwards. That advantage is most visible in decisions with significant consequences.',
          'In {function}, where decisions often carry significant consequences for the organisation, its customers or its people, the value of that extra challenge is considerable. Leaders who want to test this can look back at their team’s last few significant mistakes and ask whether a different mix of people would have spotted the problem earlier.',
        ],
      },
      {
        heading: 'Understanding customers and stakeholders',
        paragraphs: [
          'Organisations serve diverse customers, employees and communities. A {function} team that reflects some of that diversity is better placed to understand their needs, anticipate their reactions and design responses that work for them. The cost of a missed perspective often appears only later, in complaints, turnover or a product that does not sell.',
          'Teams that lack it may miss important perspectives, designing policies, products or processes that work well for people like themselves and poorly for everyone else. Such mistakes are often invisible from inside the team until a customer or regulator points them out. Diverse teams are more likely to catch those mistakes before they happen.',
          'This applies whatever the {function} team does. Its work affects people who differ from one another in many ways, and a team that includes some of those differences sees more of the consequences of its choices. The same applies to internal customers. A {function} team that reflects the organisation it serves tends to understand that organisation’s needs more quickly.',
        ],
      },
      {
        heading: 'Access to talent',
        paragraphs: [
          'Organisations that build diverse {function} teams have access to a wider pool of talent. They are more attractive to candidates from under-represented groups, and more likely to keep them once they have joined. That reputation builds slowly and can be lost quickly, which is why consistency matters.',
          'In tight labour markets this access matters a great deal. Organisations that recruit from a narrow pool compete for the same candidates as everyone else and often pay more to win them. Wider pools also tend to reduce the cost of hiring.',
          'A reputation for diversity and inclusion also attracts candidates from every background who value those qualities in an employer, which widens the pool further. In our searches for {function} leaders, candidates increasingly ask about the diversity of the team they would lead, and their interest in the role often depends on the answer.',
        ],
      },
      {
        heading: 'Conditions for the benefits',
        paragraphs: [
          'The benefits of diversity depend on inclusion. A diverse team in which some members are not heard, or in which differences are smoothed over to keep the peace, will not perform better than a uniform one, and may perform worse. Leaders set the conditions more than anyone else, through how they run meetings and whose views they seek.',
          '{function} leaders who want the benefits must create conditions in which different perspectives are expressed and taken seriously: inviting challenge, handling conflict constructively and making decisions transparently. These conditions depend heavily on the behaviour of the team’s leader.',
          'It also takes patience. Diverse teams may need time to develop effective ways of working together, and leaders who judge them on their first few months may give up just before the benefits appear. A useful habit is to ask, at the end of a significant decision, whose view was not heard and whether hearing it would have changed the outcome.',
        ],
      },
      {
        heading: 'Building diverse {function} teams',
        paragraphs: [
          'Building diverse teams requires deliberate effort at every stage. {function} leaders can widen recruitment channels, use structured selection, set clear expectations for diverse shortlists and examine promotion and retention data for patterns that need explaining. Each step is modest on its own; together they change who joins, who stays and who progresses.',
          'They can also look closely at how work is allocated, making sure high-profile opportunities are shared fairly rather than going repeatedly to the same few people. Fair allocation of opportunity is one of the simplest ways to support diverse talent.',
          'The business case for diverse {function} teams is strong, but it is realised only by leaders who invest in diversity and inclusion together. One without the other delivers much less than either promises. Reporting progress on both diversity and inclusion to the executive team, alongside the function’s other measures, keeps the subject in view when other pressures compete for attention.',
        ],
      },
    ],
  },
  {
    title: 'Sponsorship, not mentoring: accelerating under-represented talent',
    excerpt: 'Mentors give advice; sponsors spend their own credibility on someone’s promotion, and that is what moves careers.',
    lede: 'Mentoring programmes are among the most common initiatives for developing under-represented talent. They pair promising people with experienced leaders who offer advice, perspective and encouragement. Mentoring has real value, but on its own it rarely moves careers as far or as fast as organisations hope. What makes the bigger difference, in our experience, is sponsorship: a senior leader actively using their influence and credibility to advance someone else’s career.',
    sections: [
      {
        heading: 'The difference between a mentor and a sponsor',
        paragraphs: [
          'A mentor advises. They share experience, offer perspective and help the person they mentor think through challenges and choices. The relationship is largely private, and the mentor’s reputation is not at stake in it. Mentoring is valuable for reflection and learning, but it rarely changes who is considered for the next role.',
          'A sponsor advocates. They put forward the person they sponsor for opportunities, speak for them in promotion discussions, introduce them to influential people and defend them when a stretch assignment wobbles. Sponsorship is public, and the sponsor’s own credibility is on the line. That willingness to take a risk is what makes sponsorship so effective.',
          'Both have value, and the best sponsors often mentor too. But sponsorship has a far more direct effect on whether someone progresses, because it operates in the rooms where decisions are made. It is possible to be an excellent mentor and an ineffective sponsor, and many senior leaders are exactly that without realising it.',
        ],
      },
      {
        heading: 'Why under-represented talent lacks sponsors',
        paragraphs: [
          'Sponsorship usually happens informally. Senior leaders tend to sponsor people they know well and feel comfortable with, and that often means people who remind them of themselves at an earlier stage. The result is a pattern that repeats itself across generations of leaders unless someone interrupts it.',
          'As a result, people from under-represented groups are frequently well mentored and under-sponsored. They receive good advice but lack the advocacy that turns advice into opportunity. Closing that gap is one of the most practical ways to accelerate progress.',
          'This gap is one reason diverse talent so often stalls at senior levels, where appointments depend more on informal advocacy and less on formal process than at any other point in a career. Organisations that want to change this need to make sponsorship visible, because what happens informally is, by definition, hard to see and harder to correct.',
        ],
      },
      {
        heading: 'Making sponsorship deliberate',
        paragraphs: [
          'Organisations can make sponsorship more deliberate and more equitable. Formal programmes pair senior leaders with high-potential people from under-represented groups, with an explicit expectation that sponsors will advocate actively rather than simply meet for coffee. Making it formal does not make it less personal; it simply makes sure it reaches the people who need it.',
          'Sponsors should be accountable. Organisations can track the progress of the people being sponsored and ask sponsors, periodically and specifically, what they have done: which opportunities they created, which conversations they joined, which doors they opened. Specific questions of this kind make sponsorship a real commitment.',
          'Senior leaders can also be asked to look honestly at whom they already sponsor informally, and to consider whether that sponsorship is distributed as fairly as they would like to believe. A simple review each year, in which senior leaders list the people they have actively advocated for, often prompts more change than any formal programme.',
        ],
      },
      {
        heading: 'What good sponsors do',
        paragraphs: [
          'Effective sponsors look actively for opportunities for the people they back: a stretch assignment, a presentation to the board, a seat on a visible project, an introduction to a client. They mention the person’s name in discussions where that person is not present, which is where careers are often decided. They also step in when the person they sponsor is being judged unfairly, even when it is uncomfortable to do so.',
          'They also give candid feedback, helping the person understand what they still need to demonstrate and how they are perceived by the people who will decide their next move. Candid feedback is part of what makes sponsorship valuable.',
          'Good sponsors are selective. Sponsorship involves risk for the sponsor, and it works best when they back people whose potential they genuinely believe in rather than spreading their support thinly. They also tell the person they sponsor when they have spoken up for them, which builds trust and helps the person understand how decisions about them are actually made.',
        ],
      },
      {
        heading: 'The role of the sponsored',
        paragraphs: [
          'Sponsorship is a two-way relationship. The people being sponsored need to perform, to take the opportunities offered even when they are daunting and to repay the sponsor’s confidence with results. A sponsor’s support is an opportunity, not a guarantee, and both sides understand that.',
          'They can also be proactive: making their ambitions clear, asking for specific opportunities and seeking feedback rather than waiting for it. Sponsors find it much easier to advocate for someone whose goals they understand. Clarity on both sides makes the relationship far more effective.',
          'Organisations that combine mentoring with deliberate, accountable sponsorship see under-represented talent progress noticeably faster than those that rely on mentoring alone, and the people they develop are more likely to stay. The most successful sponsored leaders often go on to sponsor others in turn, which is how a programme becomes a culture.',
        ],
      },
    ],
  },
  {
    title: 'Pay equity at the executive level',
    excerpt: 'Pay gaps persist at the top, where packages are individual and negotiated behind closed doors.',
    lede: 'Many organisations have made real progress on pay equity across their workforce, using structured pay ranges, regular audits and transparent processes. At executive level, gaps often persist. Executive packages are individual, negotiated privately and made up of many components, and each of those features creates room for inequity to grow even where nobody intends it. Closing the gaps at the top requires a different kind of attention from the rest of the organisation.',
    sections: [
      {
        heading: 'Why executive pay gaps persist',
        paragraphs: [
          'Executive pay is usually set through individual negotiation, often anchored on what the executive earned in their previous role. If someone was underpaid before, the gap tends to follow them from one employer to the next, compounding with every move. The effect is cumulative and can be large by the time an executive reaches the most senior roles.',
          'Negotiation itself can introduce inequity. Experience suggests that some groups are less likely to negotiate assertively, or are judged more harshly when they do, so that two equally capable executives end up on different packages for the same role. Those differences compound over a career.',
          'Executive packages also have many parts, including base salary, bonus, long-term incentives, pension, benefits and one-off awards, and a gap can appear in any of them while the headline salary looks equal. These effects are rarely intended, which is why they persist: nobody sets out to create a gap, so nobody thinks to look for one.',
        ],
      },
      {
        heading: 'Auditing executive pay',
        paragraphs: [
          'The first step is a rigorous audit. That means comparing total remuneration, not just base pay, for executives in comparable roles, and investigating every difference that cannot be explained by legitimate factors such as scope, performance or market. The first audit often surprises the remuneration committee, and that surprise is itself a useful finding.',
          'Audits should be repeated regularly, ideally every year, and reviewed by the remuneration committee rather than left within the HR function. Independent scrutiny gives the results more weight.',
          'Where unexplained gaps are found, they should be corrected promptly. An organisation that knows about a gap and leaves it in place undermines its credibility on fairness far beyond the executive suite. It helps to publish the method of the audit, at least internally, so that executives can see how comparisons are made and trust the results.',
        ],
      },
      {
        heading: 'Structuring pay decisions',
        paragraphs: [
          'More structured processes prevent gaps from opening in the first place. Clear pay ranges for executive roles, set from market data rather than from a candidate’s history, reduce the influence of past inequity on future pay. Consistency reduces the scope for gaps to open in the first place.',
          'Some organisations no longer ask candidates about their previous pay at all, setting offers according to the role and the market. Where the law allows it to be asked, choosing not to is a simple and effective step. Removing the question removes one of the main ways past gaps are carried forward.',
          'Consistent guidelines on negotiation, setting out how much flexibility exists and on what grounds, also help, because they reduce the advantage of the most confident negotiator. Some organisations also review each executive offer against the range before it is made, with a short written justification for any offer outside it.',
        ],
      },
      {
        heading: 'Beyond salary',
        paragraphs: [
          'Pay equity at executive level involves more than salary. Bonus outcomes, equity awards and access to the opportunities that lead to higher pay can all vary between groups in ways a salary comparison never shows. These components are often set by different people at different times, which makes gaps easy to miss.',
          'Organisations should check whether performance ratings, which drive bonus outcomes, are applied consistently across groups, and who receives discretionary awards and retention payments. Consistency in these decisions is as important as consistency in salary.',
          'Promotion patterns matter too. If some groups are promoted more slowly, their pay will lag even when pay for each individual role is perfectly equitable. A combined review of pay, ratings and promotions each year gives the remuneration committee a far more complete picture than any one of them alone.',
        ],
      },
      {
        heading: 'The role of the board',
        paragraphs: [
          'Remuneration committees have a central role in executive pay equity. They should ask for the data, question differences that are not explained and make sure corrective action is taken and followed through. Committees that treat pay equity as part of their core remit find it much easier to address.',
          'Investors and regulators increasingly ask about pay equity at senior levels, and boards that can describe rigorous oversight answer those questions far more comfortably than those that cannot. Clear oversight also makes the committee’s own decisions easier to defend.',
          'When we support executive appointments, we encourage clients to base offers on the role and the market rather than on a candidate’s previous package. It is one of the simplest ways to stop a gap from being carried forward into a new organisation. Boards that report on executive pay equity voluntarily, before they are required to, usually find the exercise improves their own processes as much as it reassures others.',
        ],
      },
    ],
  },
  {
    title: 'Cross-cultural leadership in a global {industry} business',
    excerpt: 'Leading {topic} teams across cultures asks executives to adapt their style without losing their standards.',
    lede: 'Leaders of global organisations in {industry} work with teams, partners and customers across many cultures. What counts as good leadership varies between them: how directly feedback is given, how decisions are made, how much deference hierarchy receives, how trust is built. Leaders who apply a single style everywhere often find it works well in some places and poorly in others, without quite understanding why. Cross-cultural leadership is the skill of adapting without losing one’s footing.',
    sections: [
      {
        heading: 'Cultural differences that matter',
        paragraphs: [
          'Cultural differences affect many parts of leadership. In some cultures direct feedback is expected and valued as a sign of respect; in others it is experienced as a public humiliation. In some, decisions are made by the most senior person; in others, anything less than consensus is seen as illegitimate. A leader who misreads these norms can lose a team’s trust without ever understanding why.',
          'Attitudes to time, hierarchy, risk and relationships vary as well. A leader who expects punctuality to the minute, open challenge from junior colleagues or a decision at the end of the first meeting may be frustrated, and may frustrate others, in cultures with different norms. Understanding those differences helps a leader adjust before problems arise.',
          'These are generalisations, and individuals vary widely within any culture. But they are a useful starting point for understanding why the same behaviour produces different reactions in different offices. Leaders who understand these patterns can anticipate many misunderstandings before they happen, rather than repairing them afterwards.',
        ],
      },
      {
        heading: 'Adapting style without losing standards',
        paragraphs: [
          'Effective cross-cultural leaders adapt their style to the setting. They change how they give feedback, how they run meetings, how quickly they move to business and how they build relationships. The adjustments are often small, but they signal respect, and that respect is noticed.',
          'They do not abandon their standards. Integrity, fairness, accountability and respect for people stay constant; only the way they are expressed changes. A leader who relaxes ethical standards in the name of local custom has not adapted; they have given way. That distinction is what keeps adaptation principled.',
          'The skill lies in telling the two apart: knowing which habits are merely style and can flex, and which are principles that should not. Colleagues usually respect a leader who adapts with care and holds firm on principle far more than one who either refuses to adapt or adapts on everything.',
        ],
      },
      {
        heading: 'Building cross-cultural teams',
        paragraphs: [
          'Leaders of cross-cultural teams in {industry} must also help team members work with each other. Differences in communication style, for example between colleagues who say what they think and colleagues who expect to read between the lines, can easily turn into misunderstanding and resentment. Leaders who name these differences openly make it easier for everyone to adjust.',
          'Leaders can help by discussing cultural differences openly rather than pretending they do not exist, agreeing team norms explicitly and creating chances for people to get to know each other beyond the work. Time spent on relationships pays off in fewer misunderstandings later.',
          'Clear processes also reduce misunderstanding: written decisions, structured meetings and agreed response times give everyone a shared reference point regardless of the habits they bring. Teams that revisit their norms after a few months, asking what is working and what is not, tend to build a shared culture of their own that belongs to none of the national cultures in it.',
        ],
      },
      {
        heading: 'Developing cross-cultural capability',
        paragraphs: [
          'Cross-cultural capability is developed best through experience. Leaders who have lived and worked in different cultures, particularly in roles where they had to adapt to succeed, usually understand far more than those who have only visited on business trips. Those experiences tend to build humility as well as skill.',
          'Organisations can build the capability by offering international assignments, cross-border project roles and leadership of teams that span several countries, and by choosing people for these roles partly for what they will learn. Choosing people partly for their learning builds capability for the future.',
          'Training can help by providing frameworks for noticing cultural differences, but it is no substitute for the experience of being the outsider and having to work out the rules. Some organisations deliberately give promising leaders a first international posting in a culture very different from their own, precisely because the learning is greater.',
        ],
      },
      {
        heading: 'Assessing cross-cultural leaders',
        paragraphs: [
          'When we assess candidates for global roles in {industry}, we explore their experience of working across cultures in detail. We ask how they adapted, what they found hardest, which mistakes they made and what they would do differently now. Their answers are often more revealing than any list of countries.',
          'The best candidates show genuine curiosity about other cultures, humility about the limits of their own perspective and specific examples of changing their approach and seeing it work. Specific examples are the clearest evidence of real experience.',
          'We also take references from colleagues in different regions. How a leader is described by people in three countries tells us far more than how they describe themselves. Candidates who have worked across cultures often describe a moment when they realised their own habits were a culture too. That realisation is usually the beginning of real skill.',
        ],
      },
    ],
  },
  {
    title: 'Inclusive succession planning for {function} roles',
    excerpt: 'Succession slates for {topic} roles often repeat the profile of the incumbent unless someone asks why.',
    lede: 'Succession planning for senior {function} roles often reproduces the profile of the current leader. The people identified as successors tend to share the incumbent’s background, career path and style, not because anyone intends it, but because the process quietly rewards familiarity. Organisations that want more diverse leadership in {function} need to make their succession planning deliberately inclusive, and that starts with noticing how the current process works.',
    sections: [
      {
        heading: 'How succession plans reproduce the past',
        paragraphs: [
          'Succession plans are usually built by asking current leaders to name potential successors. Leaders naturally name people they know, trust and see as similar to themselves, and the resulting lists often look remarkably like the leaders who wrote them. Nobody intends this outcome, but the process makes it very likely unless someone intervenes.',
          'Readiness assessments can compound the effect. If readiness is judged against the incumbent’s profile, candidates with different backgrounds are rated as less ready, even when they would bring strengths the role will need in future. Recognising that risk is the first step to managing it.',
          'Over time, this means {function} leadership changes slowly, whatever the organisation is doing on diversity elsewhere. The succession plan becomes the place where good intentions are quietly undone. Recognising the pattern is the first step towards changing it, and most leaders, once shown it, are keen to do so.',
        ],
      },
      {
        heading: 'Defining the future role',
        paragraphs: [
          'Inclusive succession begins with a clear definition of what the future {function} leader will need, based on the organisation’s strategy rather than on the incumbent’s CV. The definition should be agreed before any names are discussed, so that it is not shaped around a favoured candidate.',
          'That definition should focus on capabilities and outcomes rather than particular experiences. A requirement for a specific career path or title can exclude strong candidates who arrived by a different route with equally relevant experience. A broader definition widens the pool without lowering the standard.',
          'A forward-looking definition often opens up possibilities that a backward-looking one would never reveal, because it asks what the role needs rather than who has done it before. Writing the future profile down and sharing it with potential candidates also helps people from less traditional routes see that they could be considered.',
        ],
      },
      {
        heading: 'Widening the pool',
        paragraphs: [
          'Organisations can widen the pool by looking beyond the usual names. Who elsewhere in the organisation has the potential to lead {function}? Who has been overlooked because their style or background differs from the norm? Who is doing excellent work in a part of the business the succession committee rarely sees? These questions often surface people whom no single leader would have thought of.',
          'Structured talent reviews, involving several senior leaders and explicit discussion of diversity, surface candidates who would otherwise be missed. So does asking managers to nominate people who are not yet obvious. Asking more widely often produces surprising names.',
          'External benchmarking helps as well, showing what diverse talent exists in the market and how internal candidates compare with it. Asking each senior leader to nominate one person they think is overlooked is a simple exercise that regularly surfaces strong candidates.',
        ],
      },
      {
        heading: 'Developing diverse successors',
        paragraphs: [
          'Once diverse candidates are identified, they need development: stretch assignments, exposure to senior leaders and the board, sponsorship and honest feedback about what they still need to show. Without these experiences, even strong candidates will appear less ready when the time comes.',
          'Development opportunities must be shared fairly. If diverse candidates receive fewer stretch assignments or less sponsorship, they will appear less ready when succession decisions are made, and the plan will have fulfilled its own prediction. Tracking opportunities is the best way to prevent that outcome.',
          'Tracking who receives which opportunities, broken down by group, reveals quickly whether this is happening and where to intervene. Where the data shows a gap, a named senior leader should be responsible for closing it, with progress reviewed at the next succession discussion.',
        ],
      },
      {
        heading: 'Asking why',
        paragraphs: [
          'A simple and powerful habit is to ask why whenever a succession slate for a {function} role lacks diversity. Why are there no women on it? Why do all the candidates share the same background? Why has a particular person not been considered? The aim is not to change the answer but to make sure the question has been asked.',
          'These questions do not presume the slate is wrong. They prompt reflection, and they sometimes bring forward candidates who had been overlooked for reasons nobody could defend once the reasons were spoken aloud. Speaking those reasons aloud is often enough to change the outcome.',
          'Boards and senior leaders who ask these questions consistently, meeting after meeting, make succession planning more inclusive over time. The questions cost nothing; the habit of asking them is what matters. Over several years, the organisations that ask them consistently find their succession slates, and eventually their senior appointments, looking noticeably different.',
        ],
      },
    ],
  },
  {
    title: 'Inclusive cultures in {industry}: from policy to practice',
    excerpt: 'Most {topic} organisations have inclusion policies; fewer have managers who know how to live them.',
    lede: 'Most organisations in {industry} now have policies on diversity and inclusion. They set out commitments, describe expected behaviours and explain how problems will be handled. But policies alone do not create inclusive cultures. What people actually experience at work depends on how their managers behave from one day to the next, and the gap between what the policy says and what happens in a team meeting is often wide.',
    sections: [
      {
        heading: 'Where the gap appears',
        paragraphs: [
          'The gap between policy and practice appears in ordinary moments: who is invited to the important meeting, whose idea is taken seriously, how a mistake is handled, who gets the stretch assignment, how a complaint is received. These are the moments people remember when they decide whether to stay.',
          'These moments are shaped by managers, not by documents. A manager who is unaware of their own biases, or who does not know how to handle a difficult situation, can undermine the best policy without ever breaking it. This is why policies alone rarely change culture.',
          'Employees judge their organisation’s commitment to inclusion by what they experience, not by what is written on the intranet, and they compare notes. A useful exercise is to take a few ordinary decisions from the past month, such as who presented to the board or who led a new project, and ask how they were made.',
        ],
      },
      {
        heading: 'Equipping managers',
        paragraphs: [
          'Closing the gap means equipping managers to lead inclusively. That includes understanding how bias affects everyday decisions, knowing how to create a team in which people speak up, and being able to handle difficult conversations without avoiding them. Most managers want to do this well; many simply have not been shown how.',
          'Training helps, but it works best when it is practical, tied to real situations managers recognise and reinforced over time. One-off awareness sessions rarely change behaviour for long. Practical, repeated learning is what changes habits.',
          'Managers also need support in the moment. Clear guidance and quick access to advice help them respond well when something goes wrong, rather than improvising under pressure. Managers who have practised a difficult conversation in a safe setting are far more likely to handle the real one well.',
        ],
      },
      {
        heading: 'Accountability',
        paragraphs: [
          'Inclusion becomes practice when managers are held accountable for it. That can mean inclusion measures in performance reviews, structured feedback from team members on specific behaviours, and consequences for behaviour that undermines inclusion. Accountability is what turns good intentions into consistent behaviour.',
          'Accountability has to be real. If a manager who undermines inclusion is promoted because their results are strong, everyone draws the obvious conclusion about what the organisation values. Consistency between values and rewards is what makes accountability credible.',
          'Senior leaders set the standard. Their own behaviour, and how they respond to the behaviour of others, tells the organisation more than any policy about what is expected. Including a question about inclusion in every senior leader’s annual review, with evidence from their team, makes the expectation concrete.',
        ],
      },
      {
        heading: 'Listening to employees',
        paragraphs: [
          'Organisations in {industry} can find out where the gap lies by listening: surveys, focus groups, employee networks and exit interviews all show how people experience the culture day to day. The most useful insights often come from people who are rarely asked.',
          'It is particularly important to listen to people from under-represented groups, whose experience may be quite different from the majority’s and whose concerns may not surface in organisation-wide averages. Listening closely to those voices often reveals problems that averages conceal.',
          'Acting visibly on what is heard builds trust and encourages people to keep speaking. Listening without acting teaches people that speaking is pointless. Many organisations find that a brief, regular update on what has changed in response to employee feedback does more for trust than any survey.',
        ],
      },
      {
        heading: 'Processes that support inclusion',
        paragraphs: [
          'Processes can reinforce or undermine inclusion. Structured recruitment, transparent promotion criteria, fair allocation of work and clear routes for raising concerns all make inclusive practice easier for managers who want to get it right. Processes are where good intentions become reliable habits.',
          'Organisations should review those processes regularly to check whether they produce fair outcomes, not just whether they are followed. Outcomes are the real test of whether a process is fair.',
          'Inclusive culture is built from equipped managers, genuine accountability, active listening and fair processes working together. The policy is where the work starts, not where it finishes. Reviewing one process each year in depth, rather than all of them superficially, tends to produce more real change.',
        ],
      },
    ],
  },
  {
    title: 'Closing the gender gap on {industry} executive committees',
    excerpt: 'Women are better represented on {topic} boards than on executive committees, where operating roles are decided.',
    lede: 'The representation of women on boards in {industry} has improved considerably in many markets, helped by targets, investor pressure and public attention. Executive committees have changed more slowly. Women remain under-represented in the operating roles that lead to the top jobs, and the gap matters: executive committees run organisations day to day, and they are the pipeline from which future chief executives are drawn.',
    sections: [
      {
        heading: 'Why executive committees lag boards',
        paragraphs: [
          'Board appointments can change relatively quickly. A board that wants more women can appoint non-executive directors from a wide pool, including senior executives from other organisations and sectors. The two are often discussed together, but they require quite different approaches.',
          'Executive committee roles are different. They are usually filled internally or from a narrower external pool of people with specific operating experience. If women have been under-represented in that pipeline for years, the gap persists regardless of good intentions at the top. Changing that pipeline takes years, which is why starting early matters.',
          'Executive committees also include many roles that have traditionally been male-dominated, such as the heads of operations, major business units and commercial functions, where the pipeline is narrowest. Understanding exactly where the pipeline is thin allows an organisation to act in the right place, rather than investing in programmes that address a different problem.',
        ],
      },
      {
        heading: 'Operating roles matter',
        paragraphs: [
          'Within executive committees, women are often better represented in functions such as HR, legal and communications than in operating roles with profit and loss responsibility. The committee may look balanced while the roles that lead to the top remain overwhelmingly held by men. Looking at who holds which roles, not only at overall numbers, gives a much clearer picture.',
          'That matters because operating roles are the most common route to chief executive. As long as women are concentrated in support functions, the pipeline for the top jobs remains narrow. Balance across roles matters as much as overall numbers.',
          'Organisations that want more women chief executives in {industry} need more women running operations, business units and commercial teams, and they need them early enough to build a track record. Looking at the gender balance of people running operating units two or three levels below the executive committee is the best predictor of what the committee will look like in five years.',
        ],
      },
      {
        heading: 'Building the pipeline',
        paragraphs: [
          'Closing the gap requires attention to the pipeline years before executive committee appointments are made. Women need access to operating roles early in their careers, stretch assignments with real profit and loss responsibility and sponsorship from senior leaders. The work needs to start many years before the appointments it is meant to influence.',
          'Organisations should track the representation of women in those pipeline roles, and investigate where and why women leave or are diverted into other routes. Understanding where women leave the pipeline shows where to act.',
          'Targeted development for women with potential for operating leadership can help, particularly when combined with sponsorship and with roles designed to be compatible with life outside work. Some organisations now ask for a named woman to be considered for every significant operating vacancy, which forces the question of whether the pipeline is as thin as assumed.',
        ],
      },
      {
        heading: 'External appointments',
        paragraphs: [
          'External appointments can speed up change. When executive committee roles are filled externally, organisations can insist on diverse shortlists, structured selection and criteria agreed in advance. Looking beyond the usual pool often reveals strong candidates who had not been considered.',
          'They can also widen their definition of relevant experience. A woman who has led a large operation in an adjacent sector may be a strong candidate for an operating role in {industry}, even without sector experience. Wider definitions of experience often produce stronger shortlists.',
          'When we run executive committee searches, we look widely for women with operating experience, including in sectors the client may not have considered, and we present them on their merits rather than as diversity candidates. It also helps to make sure the interview panel for operating roles includes people who have seen women succeed in such roles elsewhere.',
        ],
      },
      {
        heading: 'Accountability at the top',
        paragraphs: [
          'Progress on boards was driven partly by targets and public reporting. Similar approaches can work for executive committees. Organisations that set targets for women on their executive committees, report progress openly and hold leaders to account tend to move faster. What gets measured and reported tends to get attention.',
          'Boards can reinforce this by asking for data on women in executive committee roles and in the pipeline beneath them, and by making gender balance an explicit consideration in succession planning. Attention from the board helps sustain progress over time.',
          'Closing the gap on executive committees in {industry} will take sustained effort over years. The organisations that make progress will have a stronger pipeline for their top jobs and a wider field to choose from. Those figures, reported alongside board figures, give a more honest picture of where an organisation really stands.',
        ],
      },
    ],
  },
  {
    title: 'Social mobility and the executive pipeline',
    excerpt: 'Leaders from less privileged backgrounds remain rare at the top, and the filters start long before the first promotion.',
    lede: 'Social mobility, the ability of people from less privileged backgrounds to reach senior positions, receives less attention than other dimensions of diversity. Yet in many countries people from working-class backgrounds remain markedly under-represented in executive roles. The filters that hold them back begin early, at the point of entry, and continue to operate quietly at every stage of the executive pipeline.',
    sections: [
      {
        heading: 'Where the filters operate',
        paragraphs: [
          'The first filters operate at entry. Many organisations recruit graduates from a narrow range of universities, offer unpaid or poorly paid internships, or rely on networks and referrals that favour people whose families already know how professional careers work. Each filter on its own looks reasonable; together they narrow the pool considerably.',
          'The filters continue through a career. People from less privileged backgrounds may lack the networks, the confidence or the cultural shorthand that help others progress, and they may be judged on accent, manner or presentation rather than on capability. Those judgements are often made without anyone noticing.',
          'At senior levels, informal appointment processes that depend on personal connections and on feeling comfortable with a candidate can continue to disadvantage them right up to the top. These filters are rarely deliberate, which makes them harder to see and easier to defend.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Organisations that draw their leaders from a narrow social background miss talent and perspective. People from different backgrounds bring different experiences, understand different customers and communities, and often approach problems in ways that colleagues from privileged backgrounds would not. The loss is often invisible, because the people who were filtered out never appear in the organisation’s data.',
          'Social mobility also affects trust. Organisations whose leaders all come from similar backgrounds can struggle to understand, or to be believed by, the people they serve. Leaders from a wider range of backgrounds help an organisation understand the people it serves.',
          'For many employees, seeing leaders who share their background is a powerful signal that the organisation’s talk of opportunity is meant seriously. Organisations that understand their communities well tend to make better decisions about them, and that understanding is easier to find when leaders come from a range of backgrounds.',
        ],
      },
      {
        heading: 'Measuring socio-economic background',
        paragraphs: [
          'Social mobility is harder to measure than some other dimensions of diversity, but practical measures exist. Many organisations now ask about parents’ occupations, the type of school attended or whether the employee was the first in their family to go to university. Even simple measures give organisations a much clearer view than they had before.',
          'These measures let organisations see the socio-economic make-up of their workforce and leadership, and track how people from different backgrounds progress over time. The data often reveals patterns that were invisible before.',
          'Collection should be voluntary and handled sensitively, but response rates are often higher than organisations expect once people understand why the question is being asked. Combining this data with promotion and pay information shows where people from less privileged backgrounds are progressing and where they are not.',
        ],
      },
      {
        heading: 'Opening the pipeline',
        paragraphs: [
          'Organisations can take practical steps. At entry, they can recruit from a wider range of institutions, pay interns properly, and offer apprenticeships and routes that do not require a degree. Each step is modest, but together they widen the pool from which future leaders are drawn.',
          'Through careers, they can make promotion criteria explicit, provide sponsorship and mentoring for people from less privileged backgrounds, and challenge judgements that turn out, on inspection, to be about style rather than substance. Challenging such judgements consistently changes which people progress.',
          'At senior levels, structured selection and diverse panels reduce the weight given to polish and shared references, and increase the weight given to what a candidate has actually achieved. Some organisations now review their recruitment materials and interview questions for assumptions about background, such as references to particular schools or hobbies.',
        ],
      },
      {
        heading: 'Senior leaders from diverse backgrounds',
        paragraphs: [
          'Senior leaders who come from less privileged backgrounds can play an important part by talking about their own journey and by sponsoring others who are following a similar path. Their stories often do more to change attitudes than any policy.',
          'When we assess senior candidates, we try to focus on capability and achievement rather than on markers of privilege. A candidate who has achieved a great deal from a difficult starting point often shows resilience and judgement that more conventional candidates have never had to develop. Those qualities are often exactly what senior roles demand.',
          'Improving social mobility in the executive pipeline needs sustained attention at every stage, but organisations that manage it gain access to a far wider pool of talent than their competitors. In our experience, the candidates who have travelled furthest to reach a senior role are often the most determined to open the door for others.',
        ],
      },
    ],
  },
  {
    title: 'Age diversity in {industry} leadership',
    excerpt: 'Teams in {topic} that mix generations combine experience with fresh instincts, if each is heard.',
    lede: 'Age is a dimension of diversity that receives relatively little attention in discussions of leadership, yet it shapes leadership teams in important ways. Some organisations in {industry} have leadership teams drawn almost entirely from one generation; others mix leaders at very different stages of their careers. Teams that combine generations can draw on both long experience and fresh instincts, provided each is genuinely heard rather than merely present.',
    sections: [
      {
        heading: 'The value of mixing generations',
        paragraphs: [
          'Leaders at different career stages bring different strengths. More experienced leaders have lived through cycles, crises and changes of direction, and they bring long networks and deep knowledge of how things tend to go wrong. Younger leaders may bring fresher assumptions and closer familiarity with emerging technologies and the habits of younger customers and employees. Those strengths are complementary, and a team that draws on both is usually more balanced in its judgements.',
          'A team that combines these strengths is better placed to balance caution with ambition and continuity with change, and less likely to share a single generation’s blind spots. That balance often makes for better-tested decisions.',
          'Generational mix also helps succession. A team whose members are at different stages is less likely to lose several of them at once, and more likely to have successors developing alongside incumbents. It can also help with credibility. Teams that span generations are often better able to speak to employees and customers of every age.',
        ],
      },
      {
        heading: 'Age bias in both directions',
        paragraphs: [
          'Age bias can affect leaders of any age. Older candidates may be assumed to be less adaptable, less energetic or less comfortable with technology. Younger candidates may be assumed to lack judgement or gravitas before they have had any chance to show either. Both kinds of assumption narrow the pool and can lead to poorer appointments.',
          'These assumptions are frequently wrong. Capability varies enormously within every age group, and experience does not track age as neatly as people assume. Assessing capability directly avoids decisions based on assumption.',
          'Selection processes should assess capability directly, with evidence, rather than letting assumptions linked to age fill the gaps in what the panel knows. Panels should also check their own language. Phrases such as “digital native” or “seasoned” can carry assumptions about age that have nothing to do with the role.',
        ],
      },
      {
        heading: 'Late-career leaders',
        paragraphs: [
          'Organisations in {industry} sometimes lose experienced leaders earlier than they need to, through early retirement, restructuring or a simple lack of interesting opportunities late in a career. Their departure often takes with it knowledge that is hard to replace.',
          'Keeping experienced leaders can bring real value, particularly if their roles are shaped around their strengths and preferences. Some want to mentor, some to lead particular projects, some to work more flexibly while still contributing at senior level. Flexible arrangements can keep valuable experience in the organisation.',
          'Organisations should think deliberately about how to use late-career experience rather than treating the final decade of a career as a slow exit. Phased retirement, advisory roles and fixed-term projects can all keep valuable experience in the organisation on terms that suit both sides.',
        ],
      },
      {
        heading: 'Early-career leaders',
        paragraphs: [
          'At the other end, some organisations are slow to give early-career leaders real responsibility. They expect people to spend many years in junior roles before leading anything, regardless of what they have shown. Waiting too long can mean losing ambitious people to organisations that trust them sooner.',
          'Organisations that give talented people responsibility earlier usually find that they rise to it, and early leadership experience accelerates development in ways no programme can replicate. Trusting people early is one of the best ways to develop them.',
          'Reverse mentoring, in which younger employees mentor senior leaders on subjects such as technology or changing customer expectations, can help bridge generations and build respect in both directions. Giving early-career leaders a real team or budget, even a small one, teaches them far more about leadership than any amount of observation.',
        ],
      },
      {
        heading: 'Making generational diversity work',
        paragraphs: [
          'Like other forms of diversity, generational diversity delivers its benefits only when combined with inclusion. Leaders of different ages need to be heard and valued equally, and neither experience nor novelty should be treated as automatically right. A team that discusses this openly is far more likely to benefit from its range.',
          'Leadership teams can talk openly about generational differences, recognising that different experiences shape different instincts, and agree how to use that range rather than be frustrated by it. A team that uses its range well is stronger than the sum of its members.',
          'When we support leadership team appointments in {industry}, we consider the mix of career stages in the team and how a new appointment might strengthen it, alongside every other dimension of balance. The aim is a team in which each member’s experience is an asset to be drawn on, rather than a category to which they are assigned.',
        ],
      },
    ],
  },
  {
    title: 'Retaining diverse talent in {function} teams',
    excerpt: 'Hiring diverse {topic} talent is half the work; keeping it through the first promotion round is the other half.',
    lede: 'Many organisations have worked hard to bring diverse talent into their {function} teams, with real success. Recruitment is only half the challenge, though. If people from under-represented groups leave at higher rates than their colleagues, particularly around the first promotion round, the gains from recruitment drain away. Retaining diverse talent in {function} requires the same deliberate attention to what happens after people join as was given to bringing them in.',
    sections: [
      {
        heading: 'Why diverse talent leaves',
        paragraphs: [
          'Exit interviews and conversations with people who have left point to several recurring reasons. Diverse employees may feel they do not quite belong, that their contributions are valued less or that the path upwards is steeper for them than for others. Many of these reasons are within the control of the organisation and its managers.',
          'They may experience subtle exclusion: being left out of informal networks, receiving less useful feedback, being given less visible work or meeting assumptions about what they are good at. Each incident is small; together they add up to a decision to leave. Understanding these experiences early is the key to addressing them.',
          'The first promotion round is often decisive. If people see peers promoted ahead of them without clear reasons, many conclude that the organisation does not offer them a future and start looking elsewhere. Understanding these reasons early is far cheaper than responding to them through exit interviews.',
        ],
      },
      {
        heading: 'Understanding the data',
        paragraphs: [
          '{function} leaders should start with their own data. Do people from under-represented groups leave at higher rates? At which career stages? Are promotion rates equal across groups, and if not, where do the differences appear? The patterns in that data are often clearer than expected once someone looks.',
          'Exit interviews help, though people leaving are not always candid. Stay interviews, conversations with current employees about what keeps them and what might make them leave, are often more revealing and come in time to act on. Acting on what is heard is what makes these conversations worthwhile.',
          'Engagement survey results broken down by group can also highlight differences in experience that organisation-wide averages conceal. The goal is not to produce more data but to understand why people stay or leave, and that usually means talking to them directly.',
        ],
      },
      {
        heading: 'Fair progression',
        paragraphs: [
          'Fair progression is central to retention. {function} leaders should make promotion criteria explicit, share development opportunities fairly and review promotion decisions for patterns that need explaining. Fairness that cannot be seen is hard to trust, which is why transparency matters so much.',
          'Structured performance reviews, with clear criteria and calibration across managers, reduce the influence of individual bias on who is rated highly. Clear and consistent processes are one of the best defences against unfairness.',
          'People from under-represented groups should receive regular, candid feedback on their progress and on what they need to show to advance. Vague encouragement followed by a surprise rejection is one of the fastest ways to lose someone. Sharing the promotion criteria in writing, and explaining decisions against them, removes much of the uncertainty that leads people to leave.',
        ],
      },
      {
        heading: 'Belonging',
        paragraphs: [
          'People stay where they feel they belong. {function} leaders can build belonging by creating team cultures in which different perspectives are welcomed and everyone has a fair chance to contribute and be noticed. Belonging is built in ordinary interactions far more than in formal programmes.',
          'Employee networks, mentoring and sponsorship help people feel connected and supported beyond their immediate team, particularly in organisations where they may be one of very few. Those networks can be especially important for people who are one of few in their team.',
          'Small gestures matter a great deal: being included in informal conversations, having one’s ideas acknowledged by name and being asked for one’s view all contribute to the feeling that one’s place is secure. Leaders who notice who is left out of conversations, and bring them in, send a message that people remember long after the meeting.',
        ],
      },
      {
        heading: 'Manager accountability',
        paragraphs: [
          'Managers have more influence on whether people stay than anyone else. {function} leaders should hold managers accountable for retaining diverse talent, for instance by tracking retention by team and discussing it in managers’ own reviews. Managers who are supported and held to account usually rise to the challenge.',
          'Managers need support too: practical training in inclusive leadership, guidance on handling difficult situations and recognition when they build teams where people from every background thrive. Recognition of this kind reinforces the behaviours that keep people.',
          'Retaining diverse talent in {function} teams matters as much as recruiting it. Organisations that invest in both see their diversity efforts produce lasting change rather than a revolving door. A named senior sponsor for retention in each {function} team makes it far more likely that problems are noticed while there is still time to address them.',
        ],
      },
    ],
  },
]
