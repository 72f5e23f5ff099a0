import type { TitleTemplate } from './types'

export const LEADERSHIP: readonly TitleTemplate[] = [
  {
    title: 'What the next generation of {industry} leaders will need',
    excerpt: 'The executives who will run {topic} in ten years are in middle management today, and their development cannot wait for a vacancy.',
    lede: 'Ask a group of chairs in {industry} what the next generation of leaders will need and the first answers are predictable: digital fluency, commercial range, comfort with ambiguity. Press a little further and a more useful picture emerges. The next generation will need a particular mix of experiences, gathered early, that most organisations do not yet arrange on purpose.',
    sections: [
      {
        heading: 'A job that is wider than the one their bosses took on',
        paragraphs: [
          'The people who will lead {industry} in the 2030s will answer to more audiences than their predecessors did. Regulators, employees, investors or funders, local communities and the press all now expect to hear from the top, and each expects a different conversation. A leader who is excellent in one register and awkward in the others will find the job harder than it needs to be.',
          'That width is the real change. Technical depth still matters, and nobody earns credibility in {industry} without it, but depth alone no longer carries someone through a career. The leaders we see progressing fastest are those who have been made to explain their work to people who do not share their training. Presenting to a sceptical audience outside their specialism, early and often, is one of the simplest ways to build that skill.',
          'For organisations, the lesson is that breadth has to be designed. It does not happen by itself in a structure that rewards people for staying in one lane and getting very good at it. One practical test is to look at the last ten senior appointments and ask how many of those appointed had worked in more than one function. The answer usually shows how breadth has been rewarded so far.',
        ],
      },
      {
        heading: 'Experiences that cannot be taught in a classroom',
        paragraphs: [
          'When we assess senior candidates in {industry}, the ones who stand out have usually done three things before they were forty. They have run something with a profit and loss or a budget of their own, however small. They have worked in a market or a part of the business that was struggling. And they have managed people who were older or more expert than themselves.',
          'Each of those experiences teaches something that is very hard to pick up later: accountability without anyone to escalate to, judgement when the data is bad, and authority that rests on trust rather than expertise. Leadership programmes can frame these lessons, but only the experience itself makes them stick. Organisations that track these experiences for their high-potential managers can see at a glance who is missing which one.',
          'Few organisations track whether their high-potential managers have had these experiences. Those that do tend to find gaps they can close within a couple of years by moving people deliberately, rather than waiting for a vacancy to force the move. The experiences need not be dramatic. A year running a small underperforming unit can teach more than three years as a deputy in a large and successful one.',
        ],
      },
      {
        heading: 'Judgement about technology, not expertise in it',
        paragraphs: [
          'Every generation of leaders is told it must master the technology of its day. The more accurate requirement is that the next generation must be able to judge technology: to tell a promising tool from an expensive distraction, to ask where the data came from, and to understand what a system does badly as well as what it does well.',
          'That is a different skill from building the systems, and it can be developed in people from any background. In our experience the best way is to give future leaders responsibility for a real implementation, with its budget and its disappointments, rather than a seat on a steering committee. Those disappointments are the point: they teach a future leader what to ask next time.',
          'Leaders who have lived through one technology change that went wrong tend to be calmer and sharper in the next one. They know which questions to ask in the first month, and they know that the hardest part is rarely the software. Organisations can help by giving promising managers ownership of a technology project with a real budget, and then reviewing with them honestly what went well and what did not.',
        ],
      },
      {
        heading: 'Starting the work now',
        paragraphs: [
          'The most practical step a leadership team in {industry} can take is to name the thirty or forty people who could plausibly hold a top role in ten years, and then look honestly at what each of them has not yet done. That list is usually more revealing than any competency framework.',
          'From there, the work is unglamorous: a stretch assignment here, an overseas posting there, a seat on an internal board, a mentor from outside the function. None of it is expensive. What it needs is a senior sponsor who keeps asking whether the moves are happening. In our experience, that sponsor is most effective when it is the chief executive, or someone the chief executive visibly backs.',
          'The organisations that do this well are rarely short of candidates when a senior role opens. More importantly, the people they appoint arrive already knowing what the job will ask of them. The list should be reviewed every year, because people change and so does the organisation’s view of what it will need.',
        ],
      },
      {
        heading: 'What current leaders owe their successors',
        paragraphs: [
          'Much of this depends on today’s senior leaders. The people who will run {industry} in ten years learn most from watching how their current bosses handle pressure, disagreement and failure. A leadership team that argues openly and resolves its differences well is teaching the next generation more than any programme could.',
          'Current leaders can also give their successors something rarer than advice: access. Bringing promising managers into board discussions, investor meetings and difficult negotiations, even as observers, shows them what the top of the organisation actually looks like. Most people reach their first senior role having seen very little of it. Opening those doors costs current leaders very little and shapes their successors for years.',
          'Finally, current leaders can be honest about their own gaps. Executives who say plainly which skills they wish they had built earlier give the next generation a practical map, and permission to admit that nobody arrives at the top fully prepared.',
        ],
      },
    ],
  },
  {
    title: 'Leading through uncertainty: lessons from {industry} chief executives',
    excerpt: 'Chief executives in {topic} describe a job with more stakeholders, less time and no settled forecast to plan against.',
    lede: 'We spend much of our time in conversation with chief executives in {industry}, some as clients, some as candidates and some simply as people whose judgement we trust. Over the past few years a common theme has emerged in how they talk about uncertainty. Few of them believe it is temporary, and the best of them have stopped waiting for it to pass.',
    sections: [
      {
        heading: 'Planning without a reliable forecast',
        paragraphs: [
          'Several chief executives have told us they no longer treat the annual plan as a prediction. They treat it as a set of assumptions, written down so that everyone can see which ones are failing. When an assumption breaks, the plan is revisited at once rather than at the next quarterly review.',
          'This sounds modest, but it changes behaviour. Teams stop defending numbers they know are wrong and start reporting early when the world moves. The conversation with the board shifts from explaining variances to deciding what to do about them. Boards generally respond well to this approach, because it gives them a clearer basis for their own judgements.',
          'The chief executives who do this well keep a short list of the signals that matter most for their organisation in {industry}, and they look at it every week. They are not trying to forecast better; they are trying to notice sooner. Some share that list with their leadership teams, so that everyone knows which changes in the outside world should trigger a conversation and which can wait for the regular review.',
        ],
      },
      {
        heading: 'Fewer priorities, held more firmly',
        paragraphs: [
          'Uncertainty tempts leaders to launch initiatives in every direction, as a kind of insurance. The chief executives we admire most do the opposite. They choose two or three things the organisation must get right whatever happens, and they protect those from the noise.',
          'One leader described her role in a difficult year as being the person who said no most often. Every week brought a new request to respond to an event, and most of those requests were reasonable on their own terms. Together they would have pulled the organisation apart. Saying no consistently also protected the teams working on the real priorities, who would otherwise have been pulled into every new request.',
          'Holding priorities firmly does not mean ignoring change. It means being explicit about what would have to happen for a priority to move, so that the organisation can tell the difference between a real shift and a bad week. Several told us they now end each leadership meeting by asking what the team has agreed not to do, which keeps the list of priorities honest.',
        ],
      },
      {
        heading: 'Communicating when you do not know',
        paragraphs: [
          'The hardest moment for many chief executives is standing in front of employees with no clear answer. The instinct is to wait until there is one. In our experience, staff in {industry} are far more forgiving of a leader who says what is known, what is not, and when they will next update, than of one who goes quiet.',
          'Regular, predictable communication matters more than eloquence. A short note every fortnight, in the chief executive’s own words, builds more trust than an occasional polished town hall. Consistency of tone matters too. People trust a leader who sounds the same in good weeks and bad.',
          'The same applies to the board and to investors or funders. Directors tend to react badly to surprises and well to candour. Chief executives who share bad news early usually find they have more room to manage it. One chief executive described a simple rule: never let more than two weeks pass without telling staff something, even if the message is that nothing has changed.',
        ],
      },
      {
        heading: 'What this means for who gets appointed',
        paragraphs: [
          'These lessons are changing what boards in {industry} look for when they appoint a chief executive. A confident vision of the next five years counts for less than it once did. Boards increasingly want to know how a candidate has behaved when their plan was overtaken by events.',
          'In interviews we ask candidates to describe a decision they made with incomplete information, what they did when it turned out partly wrong, and how they explained the change of course. The answers separate people who have genuinely led through uncertainty from those who have only described it. Boards that ask these questions consistently find that their shortlists look rather different from a decade ago.',
          'The leaders who answer well are rarely the most certain people in the room. They are the ones who can hold a clear direction while remaining honest about what they cannot yet see. References are particularly telling here. People who worked for a candidate during a difficult year can describe, in detail, how that candidate behaved when the plan stopped working.',
        ],
      },
      {
        heading: 'Looking after the team that carries the load',
        paragraphs: [
          'Several chief executives told us that the greatest risk in a long uncertain period was not a single bad decision but a tired leadership team. Executives who have spent two years responding to events lose the energy to think ahead, and their judgement narrows without their noticing.',
          'The leaders who handled this best rotated the burden. They gave different executives ownership of different crises, insisted that people took their holidays and protected at least some leadership meetings for longer-term questions rather than the week’s news. Those who did this well came out of the difficult period with a team still able to think ahead.',
          'They also paid attention to the layer below the executive team, where much of the day-to-day strain falls. A short conversation with a divisional manager about how their team is coping often tells a chief executive more about the organisation’s resilience than any dashboard.',
        ],
      },
    ],
  },
  {
    title: 'The traits of resilient leaders in {industry}',
    excerpt: 'Resilience in {topic} is less about stamina than about the habits that keep judgement sound under pressure.',
    lede: 'Resilience has become one of the words most often written into senior job descriptions in {industry}, and one of the least often defined. Boards usually mean something sensible by it. They want a leader who will still be thinking clearly in the third year of a difficult programme, not just the first month. The question is how to recognise that quality before the appointment rather than after it.',
    sections: [
      {
        heading: 'Resilience is a set of habits, not a temperament',
        paragraphs: [
          'It is tempting to think of resilience as something people are born with: a thick skin, a high tolerance for long hours. The resilient leaders we have placed and worked with in {industry} do not fit that picture particularly well. Several are quite sensitive to criticism. What they share is a set of habits that stop pressure from degrading their judgement.',
          'They protect time to think, even in a crisis, and they guard it as firmly as a board meeting. They have a small number of people, often outside the organisation, with whom they can be completely candid. And they notice their own warning signs, such as irritability, poor sleep or a tendency to take every decision themselves, before their teams do. Many of them also describe a routine, such as exercise, a regular walk or a fixed evening off, that they treat as non-negotiable.',
          'Because these are habits, they can be learned. That is good news for organisations, and it changes how they should think about developing and assessing leaders. Coaching that focuses on these habits, rather than on general stress management, tends to be the most useful support a resilient leader can be given.',
        ],
      },
      {
        heading: 'Recovering from setbacks without rewriting them',
        paragraphs: [
          'A reliable sign of resilience is how a leader talks about a failure. Some describe it as a misfortune caused by others. Some describe it with so much self-criticism that it is clear it still weighs on them. The most resilient describe what happened plainly, name their own part in it and explain what they now do differently.',
          'In assessments we ask candidates to take us through a setback in detail, including the weeks that followed. We are listening for evidence that they kept functioning, kept their team informed and made at least one good decision while things were going badly. That single good decision, made in a bad week, is often what people remember about a leader long afterwards.',
          'Leaders who can do that have usually learned to separate the event from their sense of themselves. It is a quiet skill, but it is the one that keeps people effective through a long and difficult period. Organisations can help by treating a well-handled setback as evidence of capability, rather than as a mark against a leader’s record.',
        ],
      },
      {
        heading: 'Resilient teams, not lone heroes',
        paragraphs: [
          'The image of the leader who carries an organisation on their shoulders is persistent and unhelpful. In practice, the most resilient leaders in {industry} build teams that can absorb pressure without them. They delegate real decisions, develop deputies and make sure no single person, themselves included, is indispensable.',
          'This matters because personal resilience has limits. A leader who does everything will eventually make a poor call through fatigue, and nobody will be positioned to catch it. A leader who has built a strong team has a margin for error. Building that margin takes time, and the best leaders start long before they need it.',
          'When we take references on a senior candidate, we ask former colleagues what happened when the leader was away for a fortnight. The answer says a great deal about whether their resilience depends on them alone. Leaders who build such teams also tend to recover from their own difficult periods more quickly, because they are not carrying the weight alone.',
        ],
      },
      {
        heading: 'What organisations can do',
        paragraphs: [
          'Organisations can support resilience without making it a wellbeing programme that senior leaders politely ignore. The most useful steps are structural: realistic spans of control, deputies with real authority, and boards that do not expect the chief executive to answer every question personally.',
          'It also helps to talk about pressure openly at the top. When a chair asks a chief executive how they are coping, and means it, the conversation is often more useful than either expected. Simple measures, such as protecting holidays and rotating responsibility for crises, make a noticeable difference.',
          'Finally, boards can test for resilience at appointment by asking about habits rather than stamina. The question is not whether a candidate can work hard, but how they keep their judgement sound when the work does not let up. Boards that take this seriously often find that the most resilient candidates are not the ones who present themselves as tireless, but the ones who can describe how they look after their own judgement.',
        ],
      },
      {
        heading: 'Spotting resilience in a selection process',
        paragraphs: [
          'Resilience is difficult to judge in a polished interview, where every candidate presents as calm and capable. We look instead for patterns over a career: how a candidate behaved in the year after a setback, whether they stayed through a hard period or left at the first opportunity, and how former colleagues describe them at their worst moments.',
          'Long, specific conversations about a difficult period are more revealing than general questions about pressure. Candidates who have genuinely been tested can describe what they did on particular days, what they got wrong and how they recovered. Those who have not tend to speak in generalities. The specific detail is what makes the account credible.',
          'Referees are often the best source. We ask them not whether a candidate is resilient, which invites a yes, but what the candidate was like to work for in the worst quarter they shared.',
        ],
      },
    ],
  },
  {
    title: 'Why {function} leaders must learn to tell the strategy story',
    excerpt: 'A strategy that only the executive team can explain is not yet a strategy, and {topic} leaders are often its best narrators.',
    lede: 'Most organisations put great effort into writing a strategy and much less into explaining it. The result is familiar: a well-argued document that the executive team understands and the rest of the organisation experiences as a series of unconnected instructions. Leaders of the {function} function are unusually well placed to close that gap, and too few of them see it as part of their job.',
    sections: [
      {
        heading: 'Why the strategy story matters',
        paragraphs: [
          'People act on what they understand, not on what they have been sent. A strategy only changes behaviour when managers several levels down can explain, in their own words, why it matters and what it asks of them. That explanation is a story: where we are, where we are going and why this route.',
          'Chief executives usually tell the top-level version of that story well. Where it breaks down is in translation. The story that works at a leadership conference does not tell a {function} team what to stop doing on Monday morning. Those managers are the people who turn strategy into action, and they need a version of the story they can use.',
          'That translation is the work of functional leaders. If they do not do it, someone else will, usually in the corridor, and usually less generously. That version is rarely worse than the official one, but it is almost always less accurate, and it spreads faster.',
        ],
      },
      {
        heading: 'What {function} leaders bring to the narrative',
        paragraphs: [
          'Leaders of {function} see the strategy from an angle the chief executive does not. They know where it will strain the organisation, which trade-offs it forces and what it will look like to the people who carry it out. That knowledge makes their version of the story more concrete and more credible.',
          'The best functional leaders we work with are explicit about the trade-offs. They tell their teams what the strategy means for the {function} agenda, what will get more resources and what will get less, and they do not pretend that everything is a priority. Being explicit about trade-offs is uncomfortable, but it is what makes a strategy real to the people who carry it out.',
          'That honesty earns them attention. People can tell when a leader is repeating a corporate message and when they have thought about what it means for their own area. A useful exercise is to ask a few people in the team to explain the strategy back in their own words. The gaps in their answers show exactly where the story needs work.',
        ],
      },
      {
        heading: 'Telling it well',
        paragraphs: [
          'A good strategy story is short. It should fit in a few minutes of conversation and survive being retold by someone else. It names a problem the audience recognises, explains the choice the organisation has made and gives one or two examples of what will be different.',
          'It also changes over time. The first version is about intent; later versions should report progress, admit what has not worked and show how the plan has been adjusted. A story that never changes quickly stops being believed. The update need not be long: a few minutes in a regular meeting is often enough to keep the story alive.',
          'Leaders who find this difficult often benefit from rehearsal with a sceptical colleague. If the story cannot survive a few pointed questions in a small room, it will not survive a team meeting. Short written versions help too: a single page that any manager could use to explain the strategy to their own team, with the function’s part in it set out plainly.',
        ],
      },
      {
        heading: 'A skill that boards now look for',
        paragraphs: [
          'When we search for senior {function} leaders, more clients now ask us to assess how candidates communicate strategy, not only how they execute it. They want executives who can brief a board, lead a town hall and persuade a sceptical peer with equal confidence.',
          'It is also one of the clearest signs that a functional leader is ready for a broader role. Those who can explain the whole strategy, not only their part of it, are the ones chief executives start to rely on beyond their remit. That reliance often becomes the route to a broader role.',
          'For any {function} leader with wider ambitions, learning to tell the strategy story is one of the most useful investments they can make, and one of the cheapest. Chief executives notice which functional leaders do this well, and they tend to involve those leaders in strategic decisions well beyond their own area.',
        ],
      },
      {
        heading: 'When the story and the numbers disagree',
        paragraphs: [
          'A strategy story loses its force quickly if people see results that contradict it. When the numbers go the wrong way, the {function} leader who keeps repeating the original narrative loses credibility with every meeting.',
          'The better response is to tell the story again with the new facts in it: what the organisation expected, what actually happened, what it has learned and what it is now doing differently. People can accept a strategy that adapts; they struggle with one that pretends nothing has changed. Honesty at this point earns more credibility than any amount of confident repetition.',
          'This is where functional leaders often earn the most trust. Because they see the detail, they can explain honestly why a plan is behind and what it will take to recover, in terms their teams recognise from their own work.',
        ],
      },
    ],
  },
  {
    title: 'The first hundred days of a new {function} leader',
    excerpt: 'What a new head of {topic} does in the first three months decides how much room the next three years will give them.',
    lede: 'The first hundred days have become a cliché of leadership writing, but for a newly appointed head of {function} they are worth taking seriously. In that period colleagues form views that are hard to change later, and the new leader either earns the licence to make changes or spends the next year trying to win it. What follows is the advice we give the executives we place.',
    sections: [
      {
        heading: 'Before the first day',
        paragraphs: [
          'The hundred days start before the contract does. A new {function} leader who has read the last two annual reports, spoken to their predecessor where that is possible, and agreed with the chief executive what success looks like at the end of year one arrives with a head start that is hard to overstate.',
          'We encourage every appointee to ask for a short written note from their new manager on the three things that matter most. It is often the first time the hiring manager has been forced to prioritise, and it prevents a great deal of confusion later. The same note is useful at the end of the first year, as a simple test of whether the priorities held.',
          'It also helps to agree in advance which decisions the new leader is expected to take quickly and which can wait. Some appointments come with an urgent problem attached; most do not, and the pressure to act fast is often self-imposed. It is also worth asking what the previous head of {function} left unfinished, and why, since those loose ends often decide the first few months.',
        ],
      },
      {
        heading: 'Listening with a purpose',
        paragraphs: [
          'The standard advice is to listen before acting. The better version is to listen with a plan. In the first month a new head of {function} should meet every direct report, most peers on the executive team, a handful of people two or three levels down and, where relevant, customers, suppliers or regulators.',
          'Asking the same few questions of everyone makes the answers comparable. What should the function keep doing? What should it stop? What does the rest of the organisation think of it? Patterns emerge quickly, and so do the disagreements that matter. Those disagreements are often the most useful thing the new leader learns in the first month.',
          'Writing those findings down and sharing a summary with the team at around day forty is one of the most effective things a new leader can do. It shows that people were heard, and it sets up the changes that follow. The summary does not need to be long. A page setting out what the new leader heard, what surprised them and what they intend to look at first is usually enough.',
        ],
      },
      {
        heading: 'Early wins that are real',
        paragraphs: [
          'New leaders are often told to find quick wins. The risk is choosing wins that are visible but trivial, which experienced colleagues see through at once. A better test is whether the change removes a frustration that people in the {function} team and beyond have complained about for a long time.',
          'Fixing a slow approval process, clarifying who owns a disputed decision or stopping a report nobody reads can do more for a new leader’s standing than a grand announcement. They show judgement and a willingness to act on what was heard. Colleagues remember who fixed the irritating problem long after they have forgotten the strategy presentation.',
          'Larger changes, such as restructuring the team, are usually better left until the leader understands the people involved. Moving too early on structure is one of the most common reasons we see new appointments struggle. A good test is whether people two levels down can describe, by the end of the third month, one thing that has changed for the better since the new leader arrived.',
        ],
      },
      {
        heading: 'Building the relationships that carry the next three years',
        paragraphs: [
          'By the end of the hundred days, a new head of {function} should know which peers they will depend on most and should have invested in those relationships deliberately. Often that means the finance director, the head of operations and whichever executive has the most to lose from the function changing.',
          'The relationship with the chief executive needs the same care. A short, regular conversation about progress against the agreed priorities avoids the gradual drift in expectations that undermines many senior appointments. A short written update every month or so keeps the chief executive informed without taking up much of either person’s time.',
          'Finally, the new leader should review the team honestly. Most functions have a few people who are better than their reputation and a few who are worse. Knowing which is which by day one hundred makes the next three years far easier. That review should be private and careful, and it should lead to decisions in the following months rather than in a rush at day one hundred.',
        ],
      },
      {
        heading: 'Mistakes we see most often',
        paragraphs: [
          'The most common mistake is arriving with the answer. New leaders who present a plan within their first fortnight, built on experience elsewhere, signal that they have not listened, even when the plan turns out to be broadly right.',
          'The second is over-correcting in the other direction: listening for so long that the organisation starts to wonder whether the new head of {function} will ever decide anything. Somewhere around the second month, people need to see a few clear decisions. Those decisions need not be large; they need to show that the listening has led somewhere.',
          'The third is neglecting the team that was already there. New leaders sometimes spend so much time with the chief executive and peers that their own direct reports feel overlooked. Those people will deliver most of what the new leader promises, and they notice where the attention goes.',
        ],
      },
    ],
  },
  {
    title: 'Humility and ambition: the paradox of great leadership in {industry}',
    excerpt: 'The leaders who change {topic} most tend to combine large goals with an unusual readiness to be told they are wrong.',
    lede: 'Humility and ambition sound like opposites. One suggests a leader who listens and defers; the other, one who pushes and insists. Yet when we look at the executives who have made the biggest difference in {industry}, most of them hold both qualities at once. Understanding how they manage the tension is useful for anyone appointing or developing senior leaders.',
    sections: [
      {
        heading: 'Ambition for the organisation, humility about oneself',
        paragraphs: [
          'The resolution of the paradox is usually a matter of direction. Great leaders are ambitious for the organisation and what it can achieve, and humble about their own contribution to it. They set large goals and then behave as though they might be the weakest part of the plan.',
          'That combination is attractive to strong people. Talented executives want to work towards something significant, and they want a leader who will take their views seriously. A leader with only ambition drives good people away; one with only humility fails to give them a reason to stay. The combination is rare enough that boards should value it highly when they find it.',
          'In {industry}, where the best people usually have options elsewhere, this balance can decide whether a leadership team holds together through a demanding period. We see this most clearly in references. Colleagues of leaders who combine the two qualities describe them as demanding and approachable in the same breath.',
        ],
      },
      {
        heading: 'What humility looks like in practice',
        paragraphs: [
          'Humility in a senior leader is rarely self-deprecation. It shows up in small behaviours: asking questions before offering views in meetings, changing position openly when presented with better evidence, and giving credit to the people who did the work.',
          'It also shows up in how leaders use expertise. Humble leaders are comfortable saying that someone in the room knows more than they do about a subject, and they organise decisions so that the person with the knowledge has a real say. That habit also makes the organisation faster, because decisions do not have to wait for the leader to become an expert.',
          'We pay attention to these signals in interviews and references. A candidate who describes every success in the first person singular, or who cannot recall a time their mind was changed, gives us something to probe. Humble leaders also tend to be good at admitting mistakes in public, which makes it far easier for others in the organisation to do the same.',
        ],
      },
      {
        heading: 'What ambition looks like without arrogance',
        paragraphs: [
          'Ambitious leaders in {industry} set goals that make people slightly uncomfortable. They are not content with incremental improvement when the situation calls for more, and they are willing to be judged on results that are not yet assured.',
          'The difference between ambition and arrogance lies in how those goals are pursued. Ambitious leaders test their plans against challenge and are willing to adjust the route. Arrogant ones treat challenge as disloyalty and keep going after the evidence has turned. Over time, the difference becomes visible in who stays and who leaves the leader’s team.',
          'Boards can tell the two apart by watching how a leader responds to bad news. The ambitious leader wants to hear it early; the arrogant one makes it expensive to deliver. Ambitious leaders who listen well are also more likely to hear early warnings about their own plans, which makes their ambition considerably safer for the organisation.',
        ],
      },
      {
        heading: 'Hiring and developing for both',
        paragraphs: [
          'Selection processes tend to reward one quality at the expense of the other. Panel interviews favour confident candidates with bold plans, while cautious, consultative executives are more likely to be described as safe pairs of hands. Neither description is enough.',
          'We suggest boards assess the two qualities separately and look for evidence of each. Ask candidates about the most ambitious thing they have attempted, and then about the most important thing they have learned from someone junior to them. The best candidates answer both questions with specifics. Candidates who can answer both with detail are usually worth a closer look.',
          'For leaders already in post, coaching and candid feedback from the board can help correct an imbalance. The aim is not to turn a driven leader into a cautious one, but to make sure their ambition is matched by a real willingness to be told they are wrong. References help too. Asking former colleagues when the candidate last changed their mind on something important is a simple way to test for both qualities at once.',
        ],
      },
      {
        heading: 'When the balance tips',
        paragraphs: [
          'Success tends to tip the balance. Leaders who have been proved right several times become less willing to be told they are wrong, and the people around them become less willing to tell them. In {industry}, where a single leader can dominate an organisation for a decade, this drift is a real risk.',
          'Failure can tip it the other way. A leader who has been through a bruising setback may become so cautious that they stop setting the ambitious goals the organisation needs. Humility without nerve is as unhelpful as ambition without listening. The most effective leaders keep both qualities in view, and ask trusted colleagues to tell them when the balance is slipping.',
          'Boards can help by noticing the drift early. A chair who asks privately whether the chief executive is still hearing bad news, or still willing to take a considered risk, is doing one of the more useful things a chair can do.',
        ],
      },
    ],
  },
  {
    title: 'How {industry} leaders are rethinking the operating model',
    excerpt: 'Flatter structures, shared platforms and fewer committees: how executives in {topic} are redrawing who decides what.',
    lede: 'For many organisations in {industry}, the operating model was designed for a slower world: layers of management to pass information up and decisions down, committees to share risk, and divisions that rarely had to work together. Leaders are now redrawing those lines, and the work is proving as much about people as about structure charts.',
    sections: [
      {
        heading: 'Why the old model is under strain',
        paragraphs: [
          'The pressures are familiar. Customers and service users expect faster responses. Technology makes it possible to share platforms and data across units that once ran their own. And cost pressure exposes the layers and duplicated functions that accumulated during easier years.',
          'None of this is new, but the combination has pushed the operating model up the agenda of leadership teams in {industry}. Several chief executives have told us that the structure they inherited actively slowed down the strategy they were appointed to deliver. Redesigning the model was, for them, a condition of delivering the strategy rather than a separate project.',
          'The risk is treating the redesign as a reorganisation exercise, drawn up by a small team and announced as a finished product. The organisations making real progress treat it as a change in how decisions are made. Leaders who begin by asking where decisions get stuck, rather than what the new chart should look like, tend to design models that work in practice.',
        ],
      },
      {
        heading: 'Redrawing who decides what',
        paragraphs: [
          'The most useful starting point is not the organisation chart but a list of the twenty or thirty decisions that matter most. For each one, leaders ask who currently decides, who should decide and how long it takes. The gaps are often striking.',
          'Many organisations find that important decisions sit with committees that meet monthly, while people closer to the work wait. Moving those decisions down, with clear limits, often does more to speed things up than any change to reporting lines. Clear limits matter, because delegation without them tends to be withdrawn at the first mistake.',
          'Fewer committees also means clearer accountability. When a decision belongs to a named person rather than a forum, it is easier to see whether it was a good one. A short written statement of who decides what, shared with everyone affected, does more to change behaviour than any reorganisation announcement.',
        ],
      },
      {
        heading: 'Shared platforms and the leaders they need',
        paragraphs: [
          'A common feature of new operating models in {industry} is a shift from functions duplicated in every division to shared platforms serving the whole organisation: data, technology, procurement, sometimes customer service. Done well, this saves money and improves quality.',
          'Shared platforms need a particular kind of leader. They must serve several internal customers with competing demands, say no without damaging relationships and measure their success by other people’s results. Executives who have only run self-contained units often find this difficult. Developing such leaders deliberately is often a necessary part of moving to a platform model.',
          'When we search for platform leaders, we look for people who have managed without direct authority and who are comfortable being judged by colleagues rather than by their own targets. Organisations in {industry} that develop such leaders internally, through spells running shared services, find the transition to a platform model much smoother.',
        ],
      },
      {
        heading: 'Bringing people through the change',
        paragraphs: [
          'Operating model changes unsettle the managers whose roles are redefined, and those managers often hold relationships and knowledge the organisation cannot afford to lose. The leaders who handle this well are open early about what is changing and why, and they involve experienced managers in designing the detail.',
          'It helps to be honest that a flatter structure means fewer traditional promotions. Organisations need other ways to recognise growth, such as larger scope, more complex work or broader influence, or ambitious people will look for promotion elsewhere. Organisations that think about this in advance keep far more of their best people through the change.',
          'Finally, the new model needs time to settle. Several of our clients have found that the first year after a redesign is spent fixing the handoffs that looked simple on paper. Leaders who plan for that year, rather than declaring victory at launch, see the benefits arrive. Communicating the reasons for the change repeatedly, and in the language of the people affected, is far more effective than a single launch.',
        ],
      },
      {
        heading: 'Measuring whether the new model works',
        paragraphs: [
          'A redesign is only worth the disruption if it changes outcomes. Before launching a new operating model, leaders should decide how they will know it is working: faster decisions, lower cost to serve, better customer measures, fewer escalations to the top team.',
          'Those measures should be tracked from the start and reported honestly, including where the new model is performing worse than the old one. Some problems only appear after several months, when the informal workarounds of the old structure have disappeared. Checking in at six and twelve months, with the people most affected, catches those problems while they can still be fixed.',
          'It also helps to ask the people who work within the model. Managers in the middle of the organisation can usually say within weeks whether decision rights are clear in practice, and their answer is often more useful than the formal metrics.',
        ],
      },
    ],
  },
  {
    title: 'From expert to enterprise leader: a guide for {function} executives',
    excerpt: 'The move from running {topic} to running a business asks an expert to let go of the craft that made their name.',
    lede: 'Many of the executives we meet have built their careers on deep expertise in {function}. They are respected because they know more about their field than almost anyone around them. The step to enterprise leadership, running a business unit, a region or an entire organisation, asks them to rely on that expertise less, and it is a step many find harder than they expected.',
    sections: [
      {
        heading: 'Why the transition is hard',
        paragraphs: [
          'Expertise is comfortable. It gives a leader a reliable source of authority, a clear way to contribute in meetings and the satisfaction of solving problems personally. Enterprise leadership removes much of that. The new leader is responsible for areas where others know more, and their main contribution is to decide, allocate and integrate.',
          'Functional experts who step up often try to stay useful in the old way. They dive into the part of the business they understand and leave the rest to run itself. Colleagues notice, and the parts of the business that are unfamiliar get less attention than they need. The pattern is natural, but it needs to be recognised and corrected early.',
          'Recognising this pattern early is half the battle. The executives who make the transition well usually describe a moment when they realised their expertise had become a distraction. Coaching at this point can be particularly useful, helping the new leader notice where they are retreating to familiar ground and why.',
        ],
      },
      {
        heading: 'Learning to lead what you do not know',
        paragraphs: [
          'The key skill for an enterprise leader is asking good questions about unfamiliar areas. That means learning enough about sales, operations, finance, technology or regulation to judge whether the people running them are competent and whether their plans hold together.',
          'A practical approach is to spend the first months deliberately in the least familiar parts of the business. Sitting with a sales team, walking a plant or service floor, or reading customer complaints teaches more than any briefing pack, and it signals that the new leader takes those areas seriously. Visible curiosity about unfamiliar areas also earns the new leader goodwill from the people who work in them.',
          'It also helps to find a trusted peer in each unfamiliar area who will explain candidly what is going on. {function} executives who build those relationships quickly tend to avoid the mistakes that come from relying only on formal reports. Asking peers for a candid view of the new leader’s blind spots, a few months in, is one of the quickest ways to find out which areas are being neglected.',
        ],
      },
      {
        heading: 'Letting go of the craft',
        paragraphs: [
          'The hardest part of the transition for many {function} leaders is handing over their old function to someone else and then leaving them alone. The temptation to intervene, correct and advise is strong, and it undermines the successor.',
          'The better approach is to appoint the strongest possible successor, agree clear expectations and then hold them to account on results rather than methods. The former expert can offer advice when asked, but should resist offering it when not. Former experts who manage this well often find their successors become some of their strongest allies.',
          'Letting go also frees time. An enterprise leader who is still quietly running their old function has less attention for everything else, and it shows in the parts of the business that need it most. Some leaders find it helpful to agree with their successor, in advance, which matters they will stay involved in and which they will leave entirely.',
        ],
      },
      {
        heading: 'Preparing for the move',
        paragraphs: [
          'Executives in {function} who want an enterprise role can prepare in several ways. Taking on a general management assignment, even a small one, is the most valuable. Sitting on a subsidiary or divisional board, leading a cross-functional programme or spending time in a commercial role are also useful.',
          'Building a reputation beyond the function matters as well. Boards appointing enterprise leaders want evidence that a candidate can think about the whole organisation. Contributions to strategy discussions outside one’s own area are noticed. Those contributions are often what first brings a functional leader to the board’s attention as a potential enterprise leader.',
          'When we assess functional experts for broader roles, we look for curiosity about the rest of the business, a record of developing strong successors and a willingness to be judged on outcomes they cannot control directly. Those qualities matter more than the depth of expertise that brought them to our attention. Candidates preparing for such a move should also seek feedback from colleagues outside their function, who often see the gaps that matter most for an enterprise role.',
        ],
      },
      {
        heading: 'Keeping the expertise useful',
        paragraphs: [
          'None of this means the expertise becomes worthless. A leader who has run {function} at a senior level brings a perspective the rest of the executive team lacks, and there will be moments when it is exactly what the organisation needs.',
          'The skill is in choosing those moments. Enterprise leaders with a functional background do best when they offer their expertise as one voice among several, and save their strongest interventions for the issues where their knowledge genuinely changes the decision. Used this way, the expertise becomes an asset to the whole leadership team rather than a distraction.',
          'Over time, the most successful leaders we have placed describe their old expertise as a lens rather than a role: a way of seeing the business that informs their judgement, rather than a set of tasks they still feel obliged to perform.',
        ],
      },
    ],
  },
  {
    title: 'Decision-making at speed in {industry}',
    excerpt: 'In {topic}, the cost of a slow decision now often exceeds the cost of a wrong one that is quickly corrected.',
    lede: 'Leadership teams in {industry} often describe their decision-making as careful. Look more closely and careful frequently means slow: papers that pass through several forums, decisions deferred for more analysis, and approvals that wait for the next scheduled meeting. In a fast-moving environment, that delay has a cost that rarely appears in any report.',
    sections: [
      {
        heading: 'The hidden cost of slow decisions',
        paragraphs: [
          'A slow decision is not a neutral one. While the organisation deliberates, competitors move, opportunities close and teams wait. Talented people in particular become frustrated when decisions they need to do their work take months.',
          'Leaders sometimes accept slowness because it feels safer. The logic is that a delayed decision is less likely to be wrong. But many decisions in {industry} are reversible, and for those the cost of a wrong decision quickly corrected is often smaller than the cost of waiting. Recognising which decisions fall into that category is the starting point.',
          'The first step towards faster decisions is to make that cost visible. Asking how long an important decision took, and what happened in the meantime, is often enough to change the conversation. Some organisations in {industry} now track the time taken for their most common significant decisions, and review it in the same way they review any other operational measure.',
        ],
      },
      {
        heading: 'Sorting decisions by how reversible they are',
        paragraphs: [
          'Not every decision should be made quickly. Acquisitions, senior appointments and major capital commitments deserve time and scrutiny because they are hard to undo. Most operational decisions are different: they can be adjusted if they prove wrong.',
          'Leadership teams that move quickly tend to sort decisions into these two groups explicitly. Irreversible decisions go through a thorough process; reversible ones are pushed down to the people closest to the work, with a clear expectation that they will be reviewed and corrected if necessary. This also gives people closer to the work a real stake in the outcome, which tends to improve the decisions themselves.',
          'This sorting also improves the quality of the big decisions. When the leadership team is not buried in routine approvals, it has more time for the questions that really need it. A simple rule of thumb, such as treating any decision that could be reversed within a quarter as reversible, helps teams sort decisions consistently.',
        ],
      },
      {
        heading: 'Habits of fast, sound decision-makers',
        paragraphs: [
          'The executives we see making good decisions at speed share several habits. They decide who owns a decision before discussing it. They set a date by which it will be made, and they keep to it. They are clear about what information would change their mind, and they stop gathering information once they have it.',
          'They also distinguish between consultation and consensus. Fast decision-makers listen widely but do not wait for everyone to agree. Once the decision is made, they explain it and expect commitment, even from those who argued against it. That expectation of commitment is what allows a fast decision to be carried out quickly as well.',
          'Finally, they review their decisions. A short look back at what was decided, what happened and what they would do differently builds judgement over time and makes the next decision faster. These habits are easy to describe and hard to keep. Leaders who write down their decision rules, and review them occasionally, find them much easier to sustain.',
        ],
      },
      {
        heading: 'Building speed into the organisation',
        paragraphs: [
          'Individual habits only go so far if the structure works against them. Organisations in {industry} that want faster decisions usually need to reduce the number of forums a proposal passes through, clarify delegated authority and make sure the people given authority know they have it.',
          'Culture matters too. In organisations where mistakes are punished harshly, people escalate decisions to protect themselves. Leaders who want speed have to tolerate the occasional wrong call made in good faith and treat it as a cost of moving quickly. Leaders who model this, by acknowledging their own wrong calls openly, make it much easier for others to decide quickly.',
          'When we assess candidates for senior roles, we ask them to describe a decision they made quickly with incomplete information. The best answers show a clear process, an honest assessment of the outcome and a willingness to correct course without defensiveness. Boards can help too, by delegating more clearly to management and by resisting the temptation to re-examine decisions that management was entitled to take.',
        ],
      },
      {
        heading: 'When speed goes wrong',
        paragraphs: [
          'Speed has its own risks. Teams pushed to decide quickly can start skipping the conversations that matter, consulting fewer people and treating irreversible decisions as if they could be undone. The result is fast decisions that create slow problems.',
          'The safeguard is clarity about which decisions deserve time. A leadership team that has agreed in advance which choices need full analysis, and which do not, can move quickly on most things without being careless about the few that matter most. That clarity is itself a decision worth making deliberately, and revisiting from time to time.',
          'It also helps to make it easy to admit a mistake. In organisations where a reversed decision is seen as a failure, people defend poor choices for too long. Where reversing course is normal, speed becomes much less risky.',
        ],
      },
    ],
  },
  {
    title: 'Building trust as a leader in a hybrid organisation',
    excerpt: 'When teams meet more often on screen than in a room, trust rests on small promises kept in public.',
    lede: 'Trust between a leader and a team used to be built in passing: a conversation after a meeting, a lunch, a chance to watch someone handle a difficult moment. In a hybrid organisation many of those moments disappear. Leaders who rely on them find that trust erodes quietly, and they are often the last to notice.',
    sections: [
      {
        heading: 'What changes when people are not in the room',
        paragraphs: [
          'On screen, people see less of their leader’s judgement and more of their output. They see decisions announced rather than debated, messages rather than tone, and calendars rather than character. Without deliberate effort, a leader can become a distant figure even to the people who report to them directly.',
          'Hybrid arrangements also create uneven access. Colleagues who are in the office on the same days as the leader hear more, influence more and are trusted more. Those who are not can feel, with some justification, that decisions are made without them. Leaders who acknowledge this openly, and take steps to correct it, earn a great deal of credibility.',
          'None of this means hybrid work is incompatible with trust. It means trust has to be built on purpose, using different materials. Leaders who notice this early can correct it with small changes, such as rotating which days they spend in the office or holding regular open sessions for anyone to join.',
        ],
      },
      {
        heading: 'Small promises kept in public',
        paragraphs: [
          'In a distributed team, reliability is the most visible form of integrity. A leader who says they will reply by Thursday and does, who publishes the notes they promised and who follows up on points raised in meetings builds trust steadily, even with people they rarely see.',
          'The reverse is also true. Missed commitments are more damaging when people cannot see the reasons behind them. A leader who cancels one-to-ones at short notice sends a clear message about priorities, whatever they intended. Protecting those meetings, even in a busy week, is one of the clearest signals a leader can give.',
          'We encourage leaders to make fewer commitments and to keep them more consistently. It is a modest discipline, but teams notice it quickly. A simple habit, such as ending each week with a short written note of what was promised and what was delivered, makes reliability visible to the whole team.',
        ],
      },
      {
        heading: 'Making decisions visible',
        paragraphs: [
          'People trust decisions they understand. In a hybrid organisation, the reasoning behind a decision often stays with the small group that made it. Leaders who write down briefly what was decided, why and what alternatives were considered give the wider team a way to follow their thinking.',
          'This also reduces the advantage of proximity. When decisions and their reasons are written down and shared, colleagues who were not in the room can understand them and challenge them on equal terms. It also creates a useful record when decisions are revisited later.',
          'Written decisions need not be long. A few paragraphs, shared promptly in the team’s usual channel, are usually enough to build confidence that decisions are made fairly. Leaders who share their reasoning also invite better challenge, because people can see where they disagree rather than guessing.',
        ],
      },
      {
        heading: 'Using time together well',
        paragraphs: [
          'When a hybrid team does meet in person, the time is valuable and often wasted on presentations that could have been read in advance. Leaders who build trust use in-person time for the things that are hardest on screen: difficult conversations, open debate, and getting to know one another.',
          'One-to-one conversations deserve particular care. A regular, protected slot with each direct report, held whether or not there is an urgent topic, is one of the most reliable ways to build trust at a distance. The consistency matters more than the length; a short conversation every week builds more trust than an occasional long one.',
          'When we assess leaders for senior roles, we increasingly ask how they have built trust in teams they rarely see. The best answers are concrete: specific habits, honest reflections on what did not work and evidence from the people they led. Some leaders reserve the first hour of each in-person team day for open conversation without an agenda, which often becomes the most valued hour of the week.',
        ],
      },
      {
        heading: 'Repairing trust when it slips',
        paragraphs: [
          'Trust in hybrid teams can erode without any single event, and leaders often notice late: fewer questions in meetings, more issues raised through other channels, a quiet drop in the number of people who turn up on office days.',
          'The first step in repairing it is to ask directly. A leader who says openly that they sense something has changed, and asks what they could be doing differently, usually learns something useful, provided they respond without defensiveness. The willingness to ask is often as important to the team as the answers.',
          'The second is to act visibly on what they hear. One or two concrete changes, explained in terms of the feedback that prompted them, show the team that speaking up has an effect, which is the foundation of trust in any setting.',
        ],
      },
    ],
  },
  {
    title: 'What boards look for in a {function} leader today',
    excerpt: 'Directors hiring for {topic} now weigh judgement and influence as heavily as technical depth.',
    lede: 'A decade ago, a board approving the appointment of a senior {function} leader would largely have taken the chief executive’s recommendation and checked that the candidate was technically sound. Today directors are more involved, and they are asking different questions. Understanding what boards now look for helps both organisations running a search and executives hoping to be appointed.',
    sections: [
      {
        heading: 'Technical depth is the entry ticket',
        paragraphs: [
          'Boards still expect a {function} leader to be excellent at the core of the job. They want evidence that the candidate has run a function of comparable scale and complexity and has delivered results that can be checked. Without that, nothing else matters.',
          'What has changed is that technical depth alone no longer wins the appointment. Most shortlists for senior roles contain several candidates who meet the technical bar. The decision turns on other qualities. Those qualities are harder to demonstrate, which is why preparation for the later stages of a process matters so much.',
          'Candidates who lead with their technical record and little else often find themselves described as strong but narrow, which is rarely a compliment in a board discussion. Candidates who can describe their technical record briefly, and then move on to how they have shaped the wider organisation, tend to make the strongest impression.',
        ],
      },
      {
        heading: 'Judgement under pressure',
        paragraphs: [
          'Directors are increasingly concerned with how a {function} leader will behave when things go wrong. They ask about crises the candidate has managed, difficult calls they have made and moments when they disagreed with their chief executive.',
          'Judgement is hard to assess in an interview, which is why boards now pay more attention to references and structured assessment. They want to hear from people who have seen the candidate under real pressure, not only from those who worked with them in good times. Candidates can help by offering referees who saw them in difficult periods, rather than only in their most successful roles.',
          'We help boards by designing interview questions around realistic scenarios drawn from the organisation’s own situation. How a candidate reasons through a plausible problem is often more revealing than their account of past achievements. References from board members the candidate has worked with are particularly valuable, because they speak directly to how the candidate behaves when directors are watching.',
        ],
      },
      {
        heading: 'Influence beyond the function',
        paragraphs: [
          'Boards want {function} leaders who contribute to the whole organisation, not only to their own area. That means taking part in strategic discussions, challenging colleagues constructively and building relationships across the executive team.',
          'Influence also extends beyond the organisation. Depending on the function, a senior leader may need to work with regulators, investors, partners, suppliers or the media. Boards look for candidates who have represented an organisation externally and done so with credibility. Experience of facing external scrutiny, and handling it well, is particularly valued.',
          'In practice, directors often judge influence by how a candidate handles the board interview itself. Candidates who engage directly with directors’ concerns, rather than presenting a prepared story, tend to make a stronger impression. Candidates who can point to an occasion when they changed a peer’s mind on a significant decision give directors exactly the evidence of influence they are looking for.',
        ],
      },
      {
        heading: 'Potential for a wider role',
        paragraphs: [
          'Boards increasingly consider succession when approving senior functional appointments. They ask whether a new {function} leader could, in time, take on a broader role, and whether the appointment strengthens the organisation’s bench.',
          'This does not mean every functional leader must be a future chief executive. But candidates who show curiosity about the wider business, an understanding of the commercial or operational picture and a record of developing their own successors stand out. These qualities are often what distinguish a good appointment from an outstanding one.',
          'For executives preparing for a board-approved appointment, the practical lesson is clear: demonstrate technical excellence briefly, and spend most of the conversation showing judgement, influence and breadth. Boards increasingly ask how a candidate has developed their own successors, because that is one of the clearest signs of readiness for a broader role.',
        ],
      },
      {
        heading: 'Preparing for the board interview',
        paragraphs: [
          'Candidates for senior {function} roles sometimes treat the board interview as a formality at the end of a process. It rarely is. Directors often form their strongest impressions in that conversation, and a candidate who has not prepared for it can lose an appointment that seemed secure.',
          'Good preparation means understanding the board’s concerns: reading recent annual reports and board papers where they are available, learning what has worried directors over the past year and thinking about how the role connects to those worries. Candidates who arrive with a clear view of the board’s concerns, and a thoughtful response to them, stand out.',
          'It also means being ready to disagree politely. Directors are often testing whether a candidate will bring an independent view to the board, and a candidate who agrees with everything gives them little to go on.',
        ],
      },
    ],
  },
  {
    title: 'Curiosity as a leadership skill in {industry}',
    excerpt: 'The executives who spot the next shift in {topic} first are usually the ones asking the most questions outside their field.',
    lede: 'Curiosity is not usually listed among the core competencies of a senior leader. It sounds pleasant rather than essential, a personality trait rather than a skill. Yet in our work with leadership teams in {industry}, curiosity repeatedly separates the executives who anticipate change from those who react to it.',
    sections: [
      {
        heading: 'Why curiosity matters more at the top',
        paragraphs: [
          'As executives become more senior, the information that reaches them becomes more filtered. Reports are summarised, bad news is softened and the questions they ask are often answered in the way the questioner seems to want. A leader without genuine curiosity can become surprisingly poorly informed.',
          'Curious leaders work against that filtering. They ask follow-up questions, seek out people who disagree and look for information from outside the usual channels. They notice anomalies, and they want to understand them rather than explain them away. That habit often surfaces problems months before they would have appeared in the formal reports.',
          'In {industry}, where shifts in technology, regulation and customer behaviour can come from unexpected directions, that habit is worth a great deal. Some chief executives deliberately ask to see raw customer complaints or front-line reports each month, precisely because those documents have not been filtered.',
        ],
      },
      {
        heading: 'Ideas from outside {industry}',
        paragraphs: [
          'Some of the most important changes in {industry} have originated elsewhere: in a different sector, a different country or a start-up that nobody in the established organisations took seriously. Leaders who look only at their direct competitors often see these changes late.',
          'The curious leaders we know read widely, attend events outside their field and maintain relationships with people in quite different industries. They are often the first in their organisation to ask whether something happening elsewhere could happen here. Those questions are sometimes dismissed at first, and are often proved right later.',
          'This is not idle interest. It provides the raw material for strategic thinking, and it helps leaders recognise patterns before they become obvious. Leadership teams can build this habit by inviting an outside speaker to each strategy session, chosen from a field that has nothing obvious to do with {industry}.',
        ],
      },
      {
        heading: 'Curiosity about people',
        paragraphs: [
          'Curiosity also makes leaders better at leading people. Executives who are genuinely interested in how their colleagues think, what motivates them and what they find difficult tend to build stronger teams and retain talent better.',
          'It shows in small ways: asking about the reasoning behind a proposal rather than only the conclusion, seeking out the views of people who rarely speak in meetings, and wanting to understand why a project went wrong rather than only who was responsible. Teams notice the difference between a leader who asks to understand and one who asks to assign blame.',
          'Teams led by curious leaders tend to be more open about problems. When people expect their leader to ask questions rather than assign blame, they bring issues forward sooner. This kind of curiosity also helps in hiring. Leaders who are genuinely interested in how people think tend to make better judgements about who to appoint.',
        ],
      },
      {
        heading: 'Assessing and encouraging curiosity',
        paragraphs: [
          'Curiosity can be assessed. In interviews we ask candidates what they have learned recently that changed their mind, what they read outside their field and what questions they would want answered in their first month. Curious candidates answer with enthusiasm and specifics.',
          'We also notice the questions candidates ask us. Those who probe the organisation’s challenges, culture and history in detail usually bring the same curiosity to the job. The quality of a candidate’s questions is often a better guide than the quality of their answers.',
          'Organisations can encourage curiosity by giving leaders time and permission to explore: rotations outside their function, visits to other sectors, and leadership meetings that include external voices. It is an inexpensive investment with a long return. Referees can help here too. Asking what the candidate was reading or learning when they worked together often produces a revealing answer.',
        ],
      },
      {
        heading: 'Protecting curiosity in a busy diary',
        paragraphs: [
          'Curiosity is one of the first things to disappear from a crowded senior diary. Executives who once read widely and met people outside their field find that every hour is now taken by meetings about the present.',
          'The leaders who keep their curiosity alive usually protect it deliberately: a regular half day without meetings, a habit of visiting one unfamiliar part of the business each month, or a standing lunch with someone from a different sector. Small habits like these keep a leader’s view of the world wider than their diary would otherwise allow.',
          'It helps to make curiosity collective. Leadership teams that invite outside speakers, share what they have been reading or send executives to spend time in other industries create an environment in which asking questions is expected rather than indulged.',
        ],
      },
    ],
  },
  {
    title: 'The quiet work of leading a leadership team',
    excerpt: 'A chief executive’s most important team is the one around the table, and it rarely builds itself.',
    lede: 'Most senior executives have spent their careers leading teams, and most assume that leading a leadership team is more of the same. It is not. A leadership team is made up of people who run their own large organisations, have their own loyalties and often compete for the same resources. Turning them into a team takes deliberate, often unglamorous work.',
    sections: [
      {
        heading: 'A group of leaders is not a team',
        paragraphs: [
          'Many leadership teams are, in practice, a collection of individuals who report to the same person. Each member represents their own area, defends their own budget and treats the leadership meeting as a place to report rather than decide. The chief executive acts as a hub, dealing with each member separately.',
          'That arrangement can work for a while, but it has costs. Problems that cross boundaries go unaddressed, trade-offs are made by the chief executive alone, and the organisation sees its leaders pulling in different directions. The cost is often invisible to the chief executive, who sees each member individually and assumes the team is working.',
          'The first task in leading a leadership team is deciding what the team, as a team, is for. What decisions should it make together? What should members be accountable for collectively, not only individually? A useful exercise is to list the decisions the leadership team took in the last quarter and ask how many were genuinely made together rather than simply announced.',
        ],
      },
      {
        heading: 'Shared problems, shared accountability',
        paragraphs: [
          'Leadership teams become teams when they share problems that none of them can solve alone. Chief executives who want a stronger team can deliberately give it such problems: an organisation-wide target, a cross-cutting programme or a difficult trade-off between areas.',
          'Shared accountability needs to be real. If members are rewarded only for their own area’s results, they will behave accordingly. Some organisations tie part of senior pay to collective outcomes; others make collective performance a visible part of each member’s review. What matters is that members see their own success as tied to the team’s, not only to their own area.',
          'The chief executive sets the tone. When they hold the whole team responsible for a shared result, rather than looking for the individual at fault, members start to take an interest in one another’s areas. Some chief executives ask each member to present, once a year, on a colleague’s area rather than their own, which builds understanding and shared ownership quickly.',
        ],
      },
      {
        heading: 'How the team meets',
        paragraphs: [
          'The leadership team meeting is where the team’s character shows most clearly. In weak teams it is dominated by updates and presentations. In strong ones it is reserved for discussion and decision, with updates circulated in advance and read.',
          'Good leadership team meetings also make disagreement safe. Members challenge one another’s proposals, not to win points but to improve decisions. That only happens if the chief executive invites challenge, responds to it well and shows that it is valued. Chief executives who thank people for challenge, especially when it proves right, make it far more likely to continue.',
          'Occasional time away from the regular agenda helps. A day spent on the team’s own effectiveness, perhaps with an external facilitator, often surfaces issues that never come up in the weekly meeting. A simple rule, such as circulating papers three days before the meeting and assuming they have been read, can change the character of the discussion within weeks.',
        ],
      },
      {
        heading: 'Composition and change',
        paragraphs: [
          'The composition of the leadership team matters as much as how it is led. Chief executives often inherit teams with gaps, overlaps or members who do not work well together. Addressing those issues is uncomfortable but often necessary.',
          'When we help chief executives with leadership team appointments, we look not only at the individual candidate but at how they will change the team’s balance: the skills, perspectives and working styles they add, and the tensions they might create. Thinking about balance in this way often changes which candidate the chief executive prefers.',
          'Leading a leadership team is quiet work because most of it happens in private conversations, careful meeting design and patient relationship building. But few things a chief executive does have a greater effect on the organisation. When a change is needed, it is usually better made sooner rather than later. Most chief executives we speak to say their only regret about a difficult team change is that they waited too long.',
        ],
      },
      {
        heading: 'Signs that the team is working',
        paragraphs: [
          'A leadership team that is working well shows it in small ways. Members raise problems in each other’s areas without it becoming a fight. Decisions made in the meeting stay made afterwards. Executives describe the organisation’s priorities in the same terms when they speak to their own teams.',
          'A team that is not working shows it too: decisions reopened in private conversations with the chief executive, members who say little in meetings and a great deal outside them, and a steady stream of issues that reach the chief executive because peers could not resolve them together. These signs are easy to miss from the top, which is why asking about them directly is so useful.',
          'Chief executives who watch for these signs, and ask their teams about them directly once or twice a year, can fix problems while they are still small.',
        ],
      },
    ],
  },
  {
    title: 'Leading a turnaround in {industry}: the first year',
    excerpt: 'Turnarounds in {topic} succeed when the leader steadies the business before trying to reinvent it.',
    lede: 'A leader appointed to turn around an organisation in {industry} arrives under pressure from every direction. The board wants results, employees want reassurance, and creditors, investors or funders want evidence that the slide has stopped. The temptation is to announce a bold new strategy at once. In our experience, the turnarounds that succeed begin more modestly.',
    sections: [
      {
        heading: 'Stabilise first',
        paragraphs: [
          'The first months of a turnaround are about stopping the damage. That means securing cash or funding, understanding which parts of the organisation are losing money or failing to deliver, and making sure the basics work: customers are served, staff are paid and regulators are satisfied.',
          'This stage is rarely glamorous, and it often involves difficult decisions about costs, contracts and people. Leaders who try to skip it in favour of a transformation programme usually find that the programme is undermined by problems that should have been fixed first. Fixing the basics also gives the new leader a clearer view of what the organisation is really capable of.',
          'Stabilisation also buys time. A board that can see the position improving, even slightly, is more willing to support the longer work that follows. Leaders who share the key numbers openly with the organisation during this period, good and bad, tend to build the trust they will need later.',
        ],
      },
      {
        heading: 'Find out what really went wrong',
        paragraphs: [
          'Organisations in difficulty usually have an official explanation for their problems, and it is usually incomplete. The new leader’s job is to find out what actually happened: which decisions went wrong, which warnings were ignored and which parts of the organisation are healthier than the numbers suggest.',
          'Talking to people at every level is essential. Front-line staff in {industry} often know exactly what has been going wrong and have been waiting for someone to ask. Customers, suppliers and former employees can also be revealing. Listening widely also signals that the new leader is interested in the truth, which encourages more people to share it.',
          'This diagnosis shapes everything that follows. A turnaround built on the wrong explanation of the problem will fix the wrong things. It helps to write the diagnosis down and share it with the board and leadership team, so that everyone is working from the same account of what went wrong.',
        ],
      },
      {
        heading: 'Who stays and who goes',
        paragraphs: [
          'Most turnarounds involve changes to the leadership team. Some existing leaders are part of the problem; others are capable people who were not allowed to do their jobs. Telling the two apart quickly, and fairly, is one of the new leader’s most important tasks.',
          'New appointments in a turnaround need particular qualities. They must be comfortable with ambiguity, willing to make unpopular decisions and able to work at pace. Executives who have only worked in stable, well-resourced organisations can struggle. Where possible, pairing newcomers with experienced insiders combines fresh energy with knowledge of the organisation.',
          'When we search for turnaround leaders, we look for people who have been through a difficult period before and can describe it honestly, including what they would do differently. Where possible, decisions about the leadership team should be made within the first six months. Uncertainty about who will stay is damaging in any organisation and particularly in one that is already struggling.',
        ],
      },
      {
        heading: 'Building the case for the future',
        paragraphs: [
          'Once the organisation is stable and the diagnosis is clear, the leader can begin to set out a longer-term direction. By this point, usually somewhere in the second half of the first year, they have the credibility to ask for commitment to a new plan.',
          'The plan should be simple and believable. Employees who have lived through a decline are sceptical of grand promises. A clear account of what will change, how progress will be measured and what will happen in the next year is more persuasive than a distant vision. A believable plan, delivered step by step, rebuilds confidence faster than an ambitious one that slips.',
          'The first year of a turnaround in {industry} is rarely the year of visible success. It is the year in which the conditions for success are put in place, and boards that understand this give their leaders a better chance. It also helps to mark milestones along the way, so that people can see progress long before the final results arrive.',
        ],
      },
      {
        heading: 'Keeping the organisation with you',
        paragraphs: [
          'Turnarounds ask a great deal of people who have already been through a difficult period. Staff who have seen colleagues leave, budgets cut and plans abandoned are understandably sceptical of another new leader with another new plan.',
          'The leaders who keep the organisation with them are honest about the position, visible in every part of the business and quick to recognise progress, however modest. They explain decisions, including the painful ones, in person where they can. Being present in difficult moments, not only in good ones, is what earns the organisation’s trust.',
          'They also protect the people the turnaround depends on. In every struggling organisation there are capable managers who have kept things running despite the problems. Identifying them early, and giving them a clear role in the recovery, is often what makes the difference.',
        ],
      },
    ],
  },
  {
    title: 'When {function} leaders step up to chief executive',
    excerpt: 'More chief executives now come from {topic}; the ones who succeed prepare for the parts of the job they have never done.',
    lede: 'Boards are increasingly willing to look beyond the traditional routes when appointing a chief executive, and leaders of the {function} function are among those now making the step. Some make it successfully; others find that the skills which earned them the appointment are not the ones the job most needs. The difference usually lies in preparation.',
    sections: [
      {
        heading: 'What a {function} background brings',
        paragraphs: [
          'Leaders from {function} bring real strengths to the top job. They know one part of the organisation in great depth, they have usually worked closely with the chief executive and the board, and they often see risks and opportunities that leaders from other backgrounds miss.',
          'Boards choose them for those strengths. A {function} leader may be appointed because the organisation faces a challenge where their expertise is central, or because they have shown judgement and breadth beyond their function. Those strengths are real, and the best appointments build on them rather than ignoring them.',
          'The risk is that the new chief executive continues to see the organisation mainly through the lens of their old role, giving too much attention to familiar areas and too little to unfamiliar ones. Boards can help by being explicit, at appointment, about which parts of the organisation they expect the new chief executive to spend more time on than their background might suggest.',
        ],
      },
      {
        heading: 'The parts of the job they have not done',
        paragraphs: [
          'Every new chief executive faces unfamiliar responsibilities, but the gaps are predictable for each background. A leader from {function} may never have run a profit and loss account, led a large operational workforce, managed investor relations or been the public face of the organisation.',
          'The successful ones identify these gaps early and address them deliberately. They spend time with the parts of the business they know least, seek advice from people who have done those jobs and build a leadership team whose strengths complement their own. Building a complementary team is often the single most important decision a new chief executive from {function} makes.',
          'They also accept that they will be judged on everything, not only on the areas they know. Colleagues and boards quickly notice a chief executive who avoids unfamiliar topics. A practical approach is to appoint a strong deputy, or a trusted peer, in the area the new chief executive knows least, and to meet them weekly in the first year.',
        ],
      },
      {
        heading: 'Preparing before the appointment',
        paragraphs: [
          'The best preparation happens years before the appointment. {function} leaders with chief executive ambitions should look for opportunities to broaden their experience: general management roles, responsibility for a region or business unit, non-executive directorships and significant cross-functional programmes.',
          'They should also build relationships with the board, investors or funders and external stakeholders. A chief executive candidate who is already known and trusted by the board has a considerable advantage. That familiarity allows the board to judge the candidate on evidence rather than impressions.',
          'In succession processes we have run, the {function} candidates who succeeded had typically taken at least one role outside their function in the preceding five years. That experience gave them credibility across the organisation and confidence in unfamiliar areas. Boards that see a {function} leader as a possible future chief executive should say so early, and help arrange the experiences that would make the candidacy credible.',
        ],
      },
      {
        heading: 'Support in the first year',
        paragraphs: [
          'Boards appointing a chief executive from {function} can increase the chances of success by providing targeted support. An experienced chair who acts as a sounding board, a strong deputy or chief operating officer where the new leader lacks operational experience, and an external coach can all help.',
          'It also helps to be realistic about the first year. A new chief executive from a functional background will take time to master unfamiliar areas. Boards that expect immediate results across every dimension are likely to be disappointed. Patience in the first year, combined with clear feedback, tends to produce far better results.',
          'The leaders who make the step successfully combine confidence in what they bring with humility about what they do not yet know. Boards should look for both qualities when they consider a {function} leader for the top job. A structured review at six and twelve months, led by the chair, gives the new chief executive clear feedback and the board an early view of how the appointment is working.',
        ],
      },
      {
        heading: 'How boards should assess the candidate',
        paragraphs: [
          'Boards considering a {function} leader for chief executive should test the candidate against the whole job, not only the part they know. That means exploring how they would handle investors or funders, lead parts of the business they have never run and represent the organisation publicly.',
          'Case discussions based on the organisation’s real challenges are particularly useful. They show how the candidate thinks about unfamiliar problems and whether they naturally reach for the whole organisation or retreat to the view from their own function. Those conversations also give the board a clearer view of how the candidate will lead the whole organisation.',
          'References should be taken from people outside the candidate’s function as well as inside it. Peers who have worked alongside them on shared problems can say far more about their readiness for the top job than those who reported to them.',
        ],
      },
    ],
  },
]
