import type { TitleTemplate } from './types'

export const FUTURE_OF_WORK: readonly TitleTemplate[] = [
  {
    title: 'Generative AI and the changing role of the {function} leader',
    excerpt: 'Generative AI is changing what {topic} teams do day to day, and what their leaders need to understand.',
    lede: 'Generative AI tools that draft text, summarise documents, write code and analyse data have moved quickly from novelty to everyday use. In many {function} teams people are already using them, sometimes with official approval and sometimes without. For the leaders of those teams the question is no longer whether generative AI will matter, but how it changes the work, which judgements it leaves with people and what it asks of the person in charge.',
    sections: [
      {
        heading: 'What is changing in the work',
        paragraphs: [
          'Much of the routine work in {function} involves producing, reviewing and summarising information: reports, analyses, drafts, correspondence, briefing notes for people more senior. Generative AI can accelerate a great deal of this, producing a first draft in seconds and handling tasks that once took a capable analyst an afternoon. The first effect most leaders notice is not fewer people but faster turnaround, and a rising volume of material that somebody still has to read.',
          'This does not remove the need for skilled people. The outputs need checking, refining and applying with judgement, and they are at their most dangerous when they are fluent and slightly wrong. What changes is the balance of the work: less time on production, more on review, on deciding what question to ask in the first place and on the conversations where a human view is what the client or colleague wants. That shift suits experienced people well, and it changes what junior roles need to teach.',
          'Teams that adopt these tools thoughtfully become noticeably more productive. Teams that adopt them carelessly risk errors that nobody catches, confidential material pasted into public services and a gradual dependence on outputs that no one in the team fully understands. The difference between the two is almost always leadership rather than technology. A practical first step is to pick one recurring piece of work, such as a monthly report, and measure honestly how long it takes, how good it is and how that changes with the tools.',
        ],
      },
      {
        heading: 'What {function} leaders need to understand',
        paragraphs: [
          'Leaders do not need to be technical experts, but they do need a working grasp of what generative AI does well and badly. It is strong at producing plausible language and structure; it is weak at knowing when it does not know. It can reproduce the biases of the material it learned from, and it can invent sources, figures and quotations with complete confidence. A leader who knows this asks different questions of the work put in front of them.',
          'The quickest way to that understanding is personal use. {function} leaders who have spent a few hours drafting, summarising and questioning with these tools develop a practical sense of their strengths and limits that no briefing provides. They also become more credible with their teams, who can tell at once whether the person setting the policy has ever used the thing being governed. Credibility on this subject is earned by use, not by memos.',
          'They should also find out how their teams are already using the tools. In our experience the honest answer is usually “more widely than the leadership realised”, and the useful response is curiosity rather than alarm: people who have experimented on their own initiative often know exactly where the tools help and where they get in the way. Leaders who publish a short list of approved uses, with examples, usually find adoption is both faster and safer than in teams left to work it out alone.',
        ],
      },
      {
        heading: 'Redesigning roles and workflows',
        paragraphs: [
          'The largest gains come not from adding AI to an existing process but from redesigning the process around it. For each important workflow in {function}, leaders can ask which steps could be automated outright, which could be done faster with a tool alongside a person, and which must stay wholly human because they involve accountability, trust or a judgement the organisation has to own.',
          'That exercise changes roles. Some tasks disappear, others shrink, and new ones appear: checking outputs, curating the material the tools draw on, designing prompts and templates that the whole team can use. Leaders need to think about what a good week looks like for each role once the change has settled, and to be honest with people about the transition. Clarity about the future shape of roles reduces anxiety far more than general reassurance.',
          'The people doing the work should be part of the redesign. They see problems that are invisible from above, such as the approval step that still assumes a human wrote the first draft, or the client who will be uneasy if they learn how a document was produced. Involving them also builds the trust that any change of this kind needs. A pilot with a small, willing group, reviewed after a few weeks, tends to produce a better design than a plan drawn up in advance by people who do not do the work.',
        ],
      },
      {
        heading: 'Governance and risk',
        paragraphs: [
          '{function} leaders are responsible for making sure generative AI is used in a way the organisation can defend. That means a short, clear policy on which tools may be used, what information may be shared with them, how outputs are checked before they leave the team and who is accountable when something goes wrong. Long policies are ignored; short ones that people helped write are followed.',
          'The specific risks depend on the function. For some teams the main concern is confidentiality; for others it is accuracy, fairness in decisions about people, regulatory compliance or intellectual property. Leaders should name the two or three risks that matter most for their own work and put their controls there, rather than spreading attention thinly across every conceivable problem. Focused controls are also easier for teams to follow.',
          'Working closely with technology, legal and risk colleagues helps. So does a regular review: what has gone wrong, what nearly went wrong and what the team has learned. Governance that adapts as the tools change is far more useful than a framework written once and left on the intranet. A named owner for AI use in the function, with time set aside for the role, makes it far more likely that the policy stays current and that concerns have somewhere to go.',
        ],
      },
      {
        heading: 'Developing people for the new work',
        paragraphs: [
          'As the work changes, {function} leaders need to build new skills in their teams: using the tools well, judging outputs critically and concentrating on the relationship and judgement skills that machines do not replace. Training helps, but much of the learning happens when experienced people show colleagues how they actually use the tools on real tasks.',
          'A harder question is how junior people will learn their craft. Much of the routine work that once trained them is exactly what the tools now do. Leaders who think ahead are designing other ways for newcomers to build expertise: structured review of AI drafts against expert work, rotations through client-facing tasks earlier, and more deliberate mentoring. Those choices will shape the capability of the function for years.',
          'When we assess {function} leaders for senior appointments, we now ask how they are approaching generative AI. The strongest answers are specific and balanced: what they tried, what worked, what they stopped, and how they kept both the opportunity and the risk in view. Vague enthusiasm and blanket caution are both easy to spot. The {function} leaders we see doing this best describe generative AI as a change in how their team learns as much as in how it works, and they plan for both.',
        ],
      },
    ],
  },
  {
    title: 'Hybrid work three years on: what leaders have learned',
    excerpt: 'Hybrid work has settled into patterns few organisations planned, with lessons for how leaders spend their time.',
    lede: 'Hybrid work, with people splitting their week between the office and elsewhere, has become the settled pattern for a large share of professional organisations. The early arguments about whether it would last have mostly run their course. What remains is the practical question of how to make it work well, and three years of experience have taught leaders a good deal about what helps, what hurts and how their own working weeks have changed.',
    sections: [
      {
        heading: 'The patterns that emerged',
        paragraphs: [
          'Few organisations ended up with the hybrid model they first announced. Policies that set a fixed number of office days tended to give way to patterns shaped by teams, roles and the habits of individual managers. Some functions drifted towards the office because their work depended on it; others settled into largely remote routines with occasional gatherings.',
          'In many offices, a couple of days each week became busy and the rest quiet. Teams that agreed to come in on the same days generally found that collaboration improved; teams that left attendance entirely to individual choice often found that people came in to sit on video calls with colleagues who were at home. Those experiences shaped attitudes to the office more than any policy did.',
          'The main lesson leaders draw from this is that policy alone does not decide how people work. Team norms, the behaviour of managers and the quality of the time spent together matter more than the number written in the handbook. Several of the organisations we work with now review their hybrid arrangements team by team every six months, rather than setting a single rule for everyone.',
        ],
      },
      {
        heading: 'What works',
        paragraphs: [
          'Hybrid arrangements work best when teams agree explicit norms: which days they will be together, how they will communicate in between, how decisions are recorded and how quickly people are expected to respond. These agreements sound bureaucratic, but teams that have them report far less friction than those that rely on everyone guessing.',
          'Office time that has a purpose is valued. People will travel for collaboration, learning, relationship building and difficult conversations. They are much less willing to commute for a day of tasks they could have done at home, and they notice quickly when attendance is being counted rather than used. Counting attendance without improving the experience tends to produce compliance rather than commitment.',
          'Investment in meeting technology has also paid off. Rooms where remote participants can see and hear everyone, and be seen and heard in return, make mixed meetings workable. Rooms where they cannot quietly turn remote colleagues into second-class participants. The simplest test of a team day is whether people leave it feeling the journey was worthwhile. Leaders who ask that question regularly learn quickly what to change.',
        ],
      },
      {
        heading: 'What is harder',
        paragraphs: [
          'Some things have proved genuinely harder. Developing junior people, who have always learned by watching experienced colleagues handle clients, arguments and mistakes, takes deliberate effort when those colleagues are often elsewhere. Organisations that leave it to chance find that their newest staff progress more slowly and feel less connected.',
          'Building culture is harder too. New joiners in particular struggle to learn the unwritten rules of an organisation they mostly see through a screen. Several leaders have told us that the first six months of a new hire now need far more structure than they once did. Structured buddying and regular in-person time in the first months have helped many organisations.',
          'There is also a risk of quiet unfairness. People who are in the office more often, or who happen to share office days with senior leaders, can receive more attention, more opportunities and more credit. Leaders who want a fair hybrid organisation have to correct for proximity consciously. Practical measures help: rotating who runs meetings, making sure remote colleagues are considered for visible assignments, and reviewing who has had which opportunities.',
        ],
      },
      {
        heading: 'How leaders spend their time',
        paragraphs: [
          'Hybrid work has changed the shape of a leader’s week. Many now spend more time on deliberate communication: short written updates, regular check-ins with people they would once have seen in passing, and visible efforts to include those who are not in the room. It is more effort than the old model, and leaders who do not budget for it fall behind.',
          'Leaders have also learned that their own presence sends a signal. When senior people are in the office on team days, others come in; when they are not, attendance falls away. Several chief executives told us they now plan their own office days around when their teams are there, rather than around their diary. That change alone has raised attendance on team days in several organisations we know.',
          'The most effective leaders keep in-person time for the things that benefit most from it, such as coaching, debate, difficult conversations and welcoming new people, and protect remote time for focused work and thinking. They are explicit about this with their teams. Some leaders also block time in their calendars for unplanned conversation on office days, because that is when much of the informal information they rely on now reaches them.',
        ],
      },
      {
        heading: 'The next phase',
        paragraphs: [
          'Hybrid work will keep evolving as leases end, technology improves and expectations change. Leaders who treat their current arrangement as an experiment to be reviewed, rather than a settled policy to be defended, are better placed to adjust.',
          'Three areas deserve continuing attention: fairness between people who are often in the office and those who are not, the development of junior staff, and the quality of the office experience itself. Each is easy to neglect because none of them produces a crisis on any particular day. Leaders who schedule regular reviews of these areas are far less likely to be caught out.',
          'When we assess senior candidates, we ask how they have led in a hybrid environment. The best answers describe specific experiments, honest results and what the leader changed as a result. Candidates who describe hybrid work only as a policy question tend to have thought about it least. We expect the organisations that handle this best to be those that keep asking their people, rather than those that settle on a policy and defend it.',
        ],
      },
    ],
  },
  {
    title: 'Skills-based organisations in {industry}',
    excerpt: 'Some {topic} employers now hire and promote on skills rather than job titles, and leaders must manage differently.',
    lede: 'A growing number of employers in {industry} are moving towards a skills-based approach to talent. Instead of organising everything around fixed jobs and titles, they look at the skills people have and the skills the work requires, and they hire, deploy and promote accordingly. Done well, the approach widens talent pools and makes organisations more flexible. It also asks leaders to manage in ways that traditional structures never required of them.',
    sections: [
      {
        heading: 'What a skills-based organisation is',
        paragraphs: [
          'In a traditional organisation, work is divided into jobs, each with a title, a description and a list of requirements. People are hired into a job, promoted into a bigger one and managed within that structure. Pay, progression and status all hang off the job title.',
          'In a skills-based organisation the unit of thinking is the skill rather than the job. Work is described in terms of the skills it needs, people are described in terms of the skills they have, and the two are matched, sometimes across teams and projects. Someone might spend part of their time in their home team and part on a project that needs a particular skill of theirs. That flexibility can be energising for people, provided the arrangements are clear.',
          'Very few organisations in {industry} have gone all the way. Most are adopting parts of the model: skills-based hiring for some roles, an internal marketplace for project work, or a skills framework that sits alongside existing job structures. Starting with one family of roles that is hard to fill usually teaches an organisation more, and faster, than a framework designed for everyone at once.',
        ],
      },
      {
        heading: 'The benefits',
        paragraphs: [
          'The most immediate benefit is a wider talent pool. When a role is defined by the skills it needs rather than by a degree, a previous title or years in the sector, strong candidates from unexpected backgrounds become visible. In tight labour markets that can make a material difference to how quickly roles are filled.',
          'A second benefit is flexibility. Organisations that know the skills of their people can move them to where they are most needed, responding faster when demand shifts. During periods of disruption this has allowed some employers to redeploy staff rather than hire and let go in quick succession. Redeployment also keeps knowledge in the organisation that would otherwise be lost.',
          'The third is development. When people can see which skills lead to which kinds of work, they can plan their own growth more clearly, and managers can have more concrete career conversations than a discussion about the next title. Those benefits tend to appear first in the roles where traditional hiring has struggled most, which is a good reason to start there.',
        ],
      },
      {
        heading: 'The challenges',
        paragraphs: [
          'The model is harder to build than to describe. Organisations have to agree a usable set of skills, neither so broad that it says nothing nor so detailed that nobody maintains it. They then need reliable ways to assess the skills people have, which self-assessment alone does not provide.',
          'It also unsettles established structures. Pay bands, promotion rules and performance reviews are usually built around jobs, and each has to be rethought. Organisations that introduce skills-based hiring without changing how people are paid and promoted often find the two systems pulling against each other. Aligning those systems is usually the longest part of the transition.',
          'And it can be unsettling for people. Job titles carry status and identity, particularly in professional settings, and some people experience the move away from them as a loss. Leaders should expect that reaction and talk about it openly rather than dismiss it. Organisations that explain the change clearly, and show people how it will help their own careers, meet far less resistance than those that present it as an efficiency measure.',
        ],
      },
      {
        heading: 'Managing differently',
        paragraphs: [
          'Leaders in a skills-based organisation often manage people who are not wholly theirs. Team members may spend part of their time on other work, and the leader must coordinate with colleagues who share the same people. That requires clarity about priorities and a willingness to negotiate rather than command.',
          'It also pushes leaders to manage outcomes rather than activity. When people move between pieces of work, watching how they spend their hours tells a manager very little; agreeing what a good result looks like and reviewing it tells a great deal more. That shift takes practice, and many managers need support to make it.',
          'Leaders need to know the skills of their people in real detail, including those that are not used in their current role. Some of the best redeployments we have seen came from a manager who knew that a colleague in one function had a skill another part of the business badly needed. Managers also need support in this new role, including clear rules about how shared people’s time is agreed and how their performance is reviewed.',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'Organisations in {industry} considering the approach do best when they start small and specific. Skills-based hiring for a family of roles that is hard to fill, or an internal marketplace for short projects, teaches an organisation a great deal without requiring it to redesign everything at once.',
          'It is worth investing early in an honest picture of the skills the organisation will need over the next few years and the skills it already has. That picture is useful on its own, even before any structural change, because it shows where to build, where to hire and where to partner. That picture is valuable whatever the organisation decides to do next.',
          'Finally, leaders should be prepared to change their own habits. A skills-based model fails quickly if senior managers continue to hire people who look like the last person in the role, or to promote on title and tenure. The model works when leaders use it themselves. Leaders who hire, promote and staff projects visibly on skills themselves send a clearer message than any framework or policy document.',
        ],
      },
    ],
  },
  {
    title: 'The four-day week: an executive perspective',
    excerpt: 'Trials of a four-day week have produced encouraging results; executives ask what it would mean at the top.',
    lede: 'Trials of a four-day working week, usually with no reduction in pay, have attracted a great deal of attention. Many participating organisations have reported better wellbeing and retention with output held steady, and some have kept the arrangement after the trial ended. Executives considering the idea tend to ask a more personal question: what would a four-day week mean for senior leaders, whose roles often seem to demand constant availability?',
    sections: [
      {
        heading: 'What the trials have shown',
        paragraphs: [
          'The organisations that have trialled a four-day week have generally described lower burnout, better retention and, in many cases, no loss of output. The common explanation is that a shorter week forces choices: fewer meetings, less low-value reporting and sharper focus on the work that matters.',
          'The evidence deserves a careful reading. Organisations that volunteer for trials are not a random sample, and results from a small professional firm may not transfer to a hospital, a factory or a retailer with long opening hours. Some roles adapt easily; others need staggered rotas or a different design altogether. Executives should read the results with both interest and care.',
          'Even so, the trials have changed the conversation. A shorter week is no longer treated as a fringe idea, and boards are beginning to ask whether it could help them attract and keep people in tight labour markets. For executives, the more useful question may be what the trials reveal about how time is spent at the top, whether or not a shorter week follows.',
        ],
      },
      {
        heading: 'The executive challenge',
        paragraphs: [
          'Senior executives often work long hours and are expected to respond when something happens, whatever the day. Their roles involve unpredictable events, external meetings they do not control and decisions that cannot always wait. For many, a four-day week sounds like a policy for other people.',
          'Executives also worry about perception. They fear that taking a day out will be read as lower commitment by the board, by investors or by peers, and that they will fall behind on information that everyone else has. These fears are understandable, but many are based on habit rather than evidence.',
          'Yet the reasons a shorter week helps employees apply to executives at least as strongly. Fatigue degrades judgement, and the decisions executives make are among the most consequential in the organisation. An exhausted leader is a risk, not a sign of dedication. Boards have an interest in this too, because an organisation that depends on an exhausted chief executive is carrying a risk it rarely measures.',
        ],
      },
      {
        heading: 'What it would require',
        paragraphs: [
          'A four-day week at the top would require executives to delegate more, to trust deputies with real authority in their absence and to cut the parts of their week that exist through habit rather than need. Many executives who have tried a compressed or reduced schedule say this forced clarity was the main benefit.',
          'It would also require the organisation to change around them. Board and committee timetables, reporting cycles and expectations of instant replies would need to adapt. An executive cannot protect a day off if the organisation’s rhythms assume they are always there. That means the change has to be designed for the leadership team as a whole, not only for individuals.',
          'Some executives choose a middle path: four days of normal working with the fifth kept free of meetings and used for thinking, reading and reflection. It is not a four-day week in the strict sense, but it captures some of the benefit without requiring the whole organisation to change at once. Executives who try it usually find that the hardest part is not the work itself but the meetings and messages that other people send on the day off.',
        ],
      },
      {
        heading: 'Setting the pattern from the top',
        paragraphs: [
          'If an organisation adopts a four-day week for its staff while executives continue to work five or six days, the message is mixed at best. People conclude that the policy is tolerated rather than supported, or that progression still requires working the old way.',
          'Executives who adopt a shorter week themselves send a strong signal. Those who genuinely cannot should at least avoid undermining the policy for others, for instance by sending messages on the day off or scheduling meetings that make it impossible to take. Small signals from the top decide whether a policy survives its first busy quarter.',
          'The leaders who have run successful trials are consistent on one point: visible commitment from the top was essential. Without it, the shorter week tended to erode quietly back into the old one. A shared rule about the day off, such as no meetings and no expectation of replies, makes it far more likely to survive the pressure of a busy quarter.',
        ],
      },
      {
        heading: 'An executive perspective',
        paragraphs: [
          'For an executive weighing the idea, the question has two parts: whether it would work for the organisation, and whether it would work for them. The second is often the harder one, because it touches identity as much as logistics.',
          'Those who have tried reduced schedules usually describe a difficult first few months followed by a sustainable pattern, once they had changed how they delegated, how they ran meetings and what they chose to attend. Several said they became better leaders because they had to develop their teams. Their experience suggests the benefits depend as much on how the time is used as on how much there is.',
          'Whether or not an organisation adopts a four-day week, the questions it raises are worth asking at the top: what executives spend their time on, what they could stop, and how they sustain the energy and judgement the role demands over many years. Executives who have thought carefully about these questions tend to lead more sustainably, and they often help their organisations think more clearly about work as a whole.',
        ],
      },
    ],
  },
  {
    title: 'Leading distributed teams across time zones',
    excerpt: 'A team spread over eight time zones needs clear decisions written down and meetings kept for what cannot be.',
    lede: 'Many leaders now run teams spread across several time zones. A team with members in Europe, Asia and the Americas may share only an hour or two of working time each day, and sometimes none. Leading such a team well requires different habits from leading one that shares an office or a clock. The leaders who do it best rely on written communication, explicit decisions and a small number of carefully chosen meetings.',
    sections: [
      {
        heading: 'The challenge of limited overlap',
        paragraphs: [
          'When a team spans many time zones, finding a time for everyone to meet is an exercise in sharing pain. Someone is always joining at dawn or late in the evening, and over months that burden wears people down, particularly if it always falls on the same part of the team.',
          'The default habit of many teams, which is to gather and discuss until a decision emerges, works poorly in these conditions. Teams that keep relying on meetings either exclude colleagues in awkward time zones or impose hours on them that would not be accepted at headquarters. Fair distribution of that burden is one of the first things a distributed team notices about its leader.',
          'Distributed teams need a way of working that allows progress without everyone being present at once. That is a design choice, and it has to be made deliberately by the leader. Leaders who sketch the team’s working day across the time zones, hour by hour, often see at once where the pressure falls and how to share it more fairly.',
        ],
      },
      {
        heading: 'Writing things down',
        paragraphs: [
          'The single most important habit for a distributed team is writing things down. Plans, decisions, the reasons behind them and the context a newcomer would need should all live somewhere every team member can find them, whenever their working day starts.',
          'This takes discipline. Leaders must write clearly and promptly, keep documents up to date and expect the same of others. A decision that exists only in the memory of the three people who were on a call is, for everyone else, not a decision at all. Writing things down also protects the team when people move on.',
          'Writing has benefits beyond access. It forces clearer thinking, leaves a record that can be revisited and gives people who think better in writing, or who work in a second language, a fairer chance to contribute. A single, well-organised place where decisions and documents live is worth more than any number of messages reminding people to write things down.',
        ],
      },
      {
        heading: 'Clear decisions',
        paragraphs: [
          'In a distributed team, ambiguity about decisions is expensive. If it is unclear who decides or whether something has been decided, work stops while a question travels across time zones and back, often losing a day each way.',
          'Leaders should be explicit about who owns each significant decision, what input they need, and by when. Once a decision is made it should be written up briefly and shared in the place the team looks for such things. A shared convention for where decisions are recorded saves a great deal of searching.',
          'Delegating decisions to people in different regions also allows work to continue around the clock. A team that must wait for one person at headquarters to approve everything will always move at the speed of that person’s inbox. Making the delegated authority explicit, in writing, stops people from escalating decisions they are already entitled to take.',
        ],
      },
      {
        heading: 'Choosing meetings carefully',
        paragraphs: [
          'Meetings still matter for some purposes: building relationships, resolving disagreements that have become tangled in writing, generating ideas together and having difficult conversations. Distributed teams should keep their shared time for exactly these things.',
          'When a whole-team meeting is needed, leaders should rotate the time so that the inconvenience is shared. It is a small gesture that people in the less favoured time zones notice and appreciate. Meetings that are fair in timing are also better attended and more productive.',
          'Recording meetings, or at least circulating short notes of what was decided and why, allows those who could not attend to stay informed and to raise concerns before the decision is acted on. Leaders should also review their meetings every few months and cancel any that have become habit rather than need.',
        ],
      },
      {
        heading: 'Building relationships at a distance',
        paragraphs: [
          'Distributed teams can struggle to build the trust that makes collaboration easy. Leaders should invest in it deliberately: regular one-to-one conversations, informal time that is not about work, and occasional gatherings in person where the budget allows.',
          'Cultural differences often travel with time-zone differences. Expectations about directness, hierarchy and response times vary, and a leader who names these differences openly helps the team avoid misunderstandings that would otherwise be read as rudeness or indifference. Those misunderstandings are far easier to prevent than to repair.',
          'Leaders who master distributed leadership tend to become better leaders everywhere. The habits it demands, such as clarity, explicit decisions and deliberate inclusion, serve teams well even when everyone is in the same building. Occasional gatherings in person, planned well and used for relationship building rather than presentations, are often the best investment a distributed team can make.',
        ],
      },
    ],
  },
  {
    title: 'Wellbeing at the top: why executive burnout is a board issue',
    excerpt: 'Burnout among senior executives is a business risk, and boards are starting to treat it as one.',
    lede: 'Senior executives work under intense and sustained pressure: long hours, constant availability, high-stakes decisions and public scrutiny. Burnout at the top is more common than most organisations admit, and its consequences reach well beyond the individual. An exhausted executive makes poorer decisions, leads less well and may leave suddenly. Boards are beginning to see executive wellbeing as part of governance rather than a private matter.',
    sections: [
      {
        heading: 'The reality of executive burnout',
        paragraphs: [
          'Executive burnout is often hidden. Senior leaders may feel unable to admit they are struggling, fearing it will be read as weakness or end their prospects. Many continue to function outwardly while experiencing exhaustion, growing cynicism and a slow decline in the quality of their own work.',
          'The pressures have intensified. Constant connectivity means executives are rarely fully off duty. Crises arrive more often and last longer. Scrutiny from investors, regulators, employees and the media is closer and faster than it was a decade ago. Those pressures are unlikely to ease, which makes sustainable working patterns at the top more important.',
          'Many of the executives we speak to have worked through long stretches of intense pressure without real recovery. Some describe realising only afterwards how much their judgement had been affected. Those realisations usually come too late to undo decisions taken in that state, which is why prevention matters more than recovery.',
        ],
      },
      {
        heading: 'Why it is a board issue',
        paragraphs: [
          'Burnout affects performance. Exhausted leaders tend to be less creative, less patient and more likely to make decisions defensively or impulsively. Those effects reach the organisation through the choices the executive makes and the way they treat the people around them.',
          'It also creates succession risk. An executive who burns out may need extended leave or may resign with little notice, leaving a gap the board has not planned for. Boards that review succession carefully but never ask about sustainability are missing a common cause of sudden vacancies. Sustainability of the role deserves a place alongside the other risks a board reviews.',
          'Finally, executive behaviour sets the tone. Leaders who model unsustainable working patterns encourage others to copy them, and the effect spreads through the organisation’s management layers. Boards that ask about the sustainability of the top team as part of their regular risk discussion are treating the subject with the seriousness it deserves.',
        ],
      },
      {
        heading: 'What boards can do',
        paragraphs: [
          'Boards can start simply by talking about it. A chair who asks the chief executive how they are coping, and listens properly to the answer, opens a conversation that many executives find unexpectedly valuable. It helps if the question is asked regularly rather than only when something seems wrong.',
          'Boards can also look at the demands they themselves create. Are board papers longer than they need to be? Are meetings scheduled in ways that consume whole weeks of executive preparation? Could the board reduce the burden without weakening its oversight? Small changes to board practice can return a surprising amount of time to the executive team.',
          'Making sure executives take proper holidays, with deputies empowered to act while they are away, is a modest step with a real effect. A chief executive who cannot be away for two weeks without the organisation faltering is itself a risk the board should address. A short private conversation between the chair and the chief executive after each holiday, about whether the organisation managed without them, is a simple and revealing check.',
        ],
      },
      {
        heading: 'Structural support',
        paragraphs: [
          'Structure matters more than slogans. Strong leadership teams with capable deputies share the load; realistic spans of control stop executives from becoming the bottleneck for every decision. Boards can ask whether the structure around the chief executive makes the role sustainable.',
          'Access to support also helps. Coaching, confidential counselling and peer networks give executives somewhere to think aloud about pressure without it becoming a topic for the organisation. Support is most effective when it is offered as routine rather than as a response to a crisis.',
          'Some boards now include sustainability of the role in their discussions of executive performance and succession. That is not about softness; it is about making sure the organisation is not depending on a pace nobody can keep up. Boards should ask whether those arrangements are actually used, because support that exists on paper but carries a stigma in practice helps nobody.',
        ],
      },
      {
        heading: 'Executives themselves',
        paragraphs: [
          'Executives carry responsibility for their own wellbeing too. Protecting time for rest, exercise and relationships, setting limits on availability and asking for support when it is needed are signs of good judgement, not of weakness.',
          'Executives who manage themselves well tend to be better leaders and set a healthier example. Their teams take their cue from what they do rather than what they say about balance. Executives who model sensible habits make it easier for everyone else to follow them.',
          'When we assess candidates for senior roles, we increasingly ask how they sustain themselves under pressure. The strongest candidates have thought about it and can describe specific habits. Those who have never considered the question are sometimes those most at risk. It helps when executives talk openly with their teams about how they manage pressure, because it gives others permission to do the same.',
        ],
      },
    ],
  },
  {
    title: 'Automation and the future of {function}',
    excerpt: 'Automation is taking over routine {topic} work, leaving leaders to redesign the roles that remain.',
    lede: 'Automation has been changing work for decades, but recent advances have carried it into tasks once thought too complex or too dependent on judgement to automate. In {function}, a good deal of routine work is now handled by software, from data processing and standard reporting to routine decisions and correspondence. For the leaders of the function, this raises basic questions about what the function will look like in five years and how to get there without losing the people and knowledge that matter.',
    sections: [
      {
        heading: 'What is being automated',
        paragraphs: [
          'The tasks most exposed to automation in {function} are those that are routine, rule-based and built on structured information: matching, reconciling, checking, compiling standard reports. Automated systems can often do them faster, more consistently and at lower cost, and they do not tire at the end of a long month.',
          'Newer tools extend automation into less structured work, such as reading documents, drafting correspondence and suggesting decisions for a person to confirm. The boundary between what can and cannot be automated is moving, and leaders who assume it has stopped are usually wrong. Keeping a current view of that boundary is part of a {function} leader’s job.',
          'The pace differs widely between organisations. It depends on investment, on the state of existing systems and data, and on how willing leaders are to change processes rather than simply speed them up. The most useful early step for a {function} leader is an honest inventory of the team’s work, task by task, with a view on which tasks could be automated within two years.',
        ],
      },
      {
        heading: 'What remains',
        paragraphs: [
          'Automation does not remove the need for people in {function}. Work that requires judgement, negotiation, creativity, trust or the handling of genuinely unusual cases remains difficult to automate, and it is often where the function adds most value.',
          'In most cases automation changes roles rather than eliminating them. People spend less time on processing and more on analysis, advice, problem-solving and managing the exceptions the systems cannot handle. For many, the work becomes more interesting; for some, it becomes unfamiliar in ways they did not choose. Leaders who acknowledge both experiences honestly are more likely to keep their teams’ trust.',
          'New roles appear as well: people who design, monitor and improve the automated processes, and who understand both the work and the technology well enough to connect the two. Leaders should be explicit about which tasks will remain with people and why, because uncertainty about that is often more unsettling than the automation itself.',
        ],
      },
      {
        heading: 'Redesigning roles',
        paragraphs: [
          '{function} leaders need to redesign roles around the new division of work between people and systems. That means deciding which tasks will be automated, how the remaining tasks should be grouped into sensible jobs and which skills those jobs will need.',
          'The redesign should be deliberate. Organisations that automate task by task without rethinking roles often end up with fragmented jobs, unclear accountability and people who spend their days tidying up after the software. Designing the roles deliberately avoids that outcome.',
          'Involving the people who do the work makes the new roles more practical and the change more acceptable. They know where the exceptions hide, which steps the official process diagram leaves out and what customers or colleagues will notice. Piloting the new roles with a small group before changing the whole function usually reveals problems that no design exercise would have found.',
        ],
      },
      {
        heading: 'Supporting people through change',
        paragraphs: [
          'Automation is unsettling for the people whose work it touches. {function} leaders owe them honest communication about what is changing, on what timetable and what it means for their roles. Silence is filled by rumour, usually worse than the truth.',
          'Reskilling is central. People whose tasks are being automated should have a real chance to develop the skills the new roles need, with time set aside for learning rather than an expectation that it happens on top of a full workload. Protected learning time signals that the organisation is serious about the transition.',
          'Where roles do disappear, the organisation should treat the people affected fairly and help them find what comes next. How an organisation handles this is remembered by those who stay, and it shapes their willingness to support the next change. Regular, honest updates as automation progresses, including what has gone less well than expected, build far more trust than a single announcement at the start.',
        ],
      },
      {
        heading: 'The future {function} function',
        paragraphs: [
          'The {function} function of the future is likely to be smaller in headcount devoted to routine work and more focused on insight, advice and judgement. It will depend more on good data and on people who can work comfortably alongside automated systems.',
          'Leaders who approach automation thoughtfully can build a function that contributes more to the organisation than it did before, and that is more attractive to capable people. Those who treat it purely as a cost exercise tend to end up with a cheaper function that is also less useful. The difference usually becomes visible within a couple of years.',
          'When we assess {function} leaders, we ask how they are approaching automation. The best candidates have a clear view of where the function is going, a realistic plan for getting there and a record of bringing their people with them. Organisations that approach automation this way tend to keep the knowledge and goodwill of their people, which makes the next change considerably easier.',
        ],
      },
    ],
  },
  {
    title: 'Reskilling at scale in {industry}',
    excerpt: 'Employers in {topic} are retraining thousands of people for new roles, and the programmes need leaders of their own.',
    lede: 'Technology, automation and new business models are changing the skills that organisations in {industry} need, often faster than external hiring can keep up with. Many employers are responding with large reskilling programmes, retraining existing staff for new roles rather than relying on the market alone. These programmes are ambitious and complex, and in our experience their success depends far more on leadership than on the quality of the course material.',
    sections: [
      {
        heading: 'Why reskilling rather than hiring',
        paragraphs: [
          'Organisations could try to fill new skill needs entirely by hiring, but the approach has limits. Talent with in-demand skills is scarce and expensive; new hires lack knowledge of the organisation and its customers; and replacing existing staff is costly and damaging to the morale of those who remain.',
          'Reskilling keeps institutional knowledge, builds loyalty and is often cheaper over time. It also signals a commitment to employees that strengthens culture and the organisation’s reputation as an employer, which matters in competitive labour markets. That reputation is increasingly valuable in attracting new talent as well.',
          'For these reasons many organisations in {industry} now treat reskilling as a strategic priority rather than a training initiative, with its own budget, governance and executive sponsor. In our experience, the organisations that commit to it publicly, and report on it, are also those that follow through when budgets tighten.',
        ],
      },
      {
        heading: 'What makes reskilling succeed',
        paragraphs: [
          'Successful programmes start with an honest picture of the skills the organisation will need and the skills its people have now. That gap analysis decides who is offered which route, and it prevents the common mistake of training people for roles that will not exist.',
          'They combine formal learning with practice. People learn new skills fastest when they use them on real work, supported by experienced colleagues, rather than in classroom modules followed by a return to the old job. The design of the programme matters more than its size.',
          'And they create real destinations. People need to see that new skills lead to new roles, with pay and prospects attached, or they will not put in the effort. Programmes that train people and then send them back to unchanged jobs lose credibility quickly. Early success stories, told by the people who changed roles, do more to attract the next wave of participants than any amount of promotion.',
        ],
      },
      {
        heading: 'The leadership challenge',
        paragraphs: [
          'Reskilling at scale is a transformation programme in its own right. It needs a leader with the authority, budget and skills to run it: someone who can coordinate business units, HR, learning teams and line managers, and who will be judged on outcomes rather than on the number of courses completed.',
          'Business leaders have an equally important part. They must say honestly which skills they will need, release people for learning when it is inconvenient and create roles for those who complete the programme. Without their commitment, reskilling becomes an HR project that the business tolerates. Their visible sponsorship is often what decides whether managers release people for learning.',
          'When we search for leaders of such programmes, we look for people who have run large change efforts, who understand both the business and adult learning, and who can hold senior colleagues to their commitments. The board should see progress reported in terms of people moved into new roles, not hours of training delivered.',
        ],
      },
      {
        heading: 'Engaging employees',
        paragraphs: [
          'Reskilling depends on people’s willingness to learn, and that varies. Some see the programme as an opportunity; others are anxious about change or doubt they can master something new after many years in one role. Both reactions are reasonable.',
          'Clear communication helps: why the skills matter, what the programme involves, what support is available and what roles it leads to. So does practical support such as protected time for learning, coaching and recognition of progress along the way. Support along the way is what turns good intentions into completed programmes.',
          'Leaders who take part in learning themselves send a strong message. An executive who is visibly learning a new skill makes it easier for everyone else to admit they are beginners too. Line managers matter most here. A manager who encourages a team member to take part, and adjusts their workload to allow it, makes the difference between enrolment and completion.',
        ],
      },
      {
        heading: 'Measuring success',
        paragraphs: [
          'Reskilling programmes should be judged on outcomes, not activity. How many people have moved into new roles? How do they perform there? Has the organisation actually closed the skill gaps it set out to close?',
          'Measuring outcomes lets organisations see what works and change what does not. It also keeps the programme honest with the board, which will otherwise see attractive numbers about enrolment and little about results. Outcome measures also help secure funding for the next stage.',
          'Organisations in {industry} that reskill at scale successfully build a workforce able to adapt to the next change as well as this one. That capacity to adapt is worth more than any particular set of skills. Reviewing the programme with the people who went through it, a year after they moved, often produces the most useful improvements.',
        ],
      },
    ],
  },
  {
    title: 'Purpose, flexibility and pay: what executives want now',
    excerpt: 'Senior candidates weigh purpose and flexibility alongside pay, and employers who ignore it lose them.',
    lede: 'In our conversations with senior candidates, the factors that decide a move have shifted. Pay still matters a great deal, but it is no longer the dominant consideration it often was. Purpose, flexibility, the quality of the people they would work with and the chance to make a visible difference now weigh heavily. Employers who understand what executives want are more successful in attracting them, and in keeping them once they have arrived.',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          'Many senior executives want their work to mean something beyond financial results. They want to work for organisations whose purpose they believe in and whose effect on customers, employees and society they can talk about with pride.',
          'This does not mean executives only want to join charities or mission-led businesses. It means they want to understand what the organisation stands for and to see that purpose reflected in real decisions, including the uncomfortable ones. Candidates probe this carefully and are quick to spot a purpose that exists only on the website. A purpose that is reflected in difficult decisions is far more convincing than one that appears only in good times.',
          'Organisations with a clear and credible purpose have a real advantage in senior hiring, particularly with candidates who are not actively looking and need a reason to consider a move. We often find that candidates ask to meet the people who would report to them, partly to judge whether the organisation’s stated purpose is shared below the top.',
        ],
      },
      {
        heading: 'Flexibility',
        paragraphs: [
          'Flexibility has become important at senior levels as well as throughout the workforce. Executives increasingly want some say over where and when they work, even in roles that require a great deal of presence and travel.',
          'It matters most for executives with caring responsibilities, those who live some distance from headquarters and those balancing work with other commitments such as a non-executive role. For these candidates, an inflexible employer is often ruled out before pay is discussed. Being clear about flexibility early avoids wasting time on both sides.',
          'What counts is flexibility in practice, not in policy. Candidates ask current executives how they actually work, and they notice when the answer differs from the official line. Organisations that describe the flexibility they offer specifically, with examples of how current leaders work, are more persuasive than those that speak in general terms.',
        ],
      },
      {
        heading: 'Pay',
        paragraphs: [
          'Pay remains important, and a significantly below-market offer will deter most candidates. Executives expect to be paid fairly for the scale and risk of the role, and they compare offers carefully.',
          'But pay alone rarely wins a candidate who has doubts about other aspects of the role. And executives who move mainly for money are, in our experience, more likely to move again when a larger offer arrives. Those candidates can prove expensive to keep.',
          'Structure matters as well as level. Many executives value long-term incentives that tie their reward to the organisation’s success, and they want arrangements that are transparent and that they could explain to their own teams without embarrassment. It is worth being clear, early in a process, about the structure of the package as well as its size, because surprises late in a negotiation lose candidates.',
        ],
      },
      {
        heading: 'Who they will work with',
        paragraphs: [
          'Executives care greatly about the people around them. The quality of the chief executive, the chair and the rest of the leadership team often influences their decision as much as the role itself.',
          'Candidates want to work for leaders they respect, in teams that function well. They ask about the team in detail, take informal soundings through their networks and pay attention to how they are treated during the process. The way a candidate is treated during the process is often read as a sign of how they will be treated afterwards.',
          'Organisations with a strong, cohesive leadership team find senior hiring noticeably easier. Those with a reputation for conflict or high turnover at the top pay for it in longer searches and higher offers. Candidates increasingly ask for time with the chair as well as the chief executive before accepting a senior role, and organisations that offer it readily make a good impression.',
        ],
      },
      {
        heading: 'Implications for employers',
        paragraphs: [
          'Employers seeking senior talent should think about the whole proposition rather than the package alone. What is the organisation’s purpose, and how does this role serve it? What flexibility can it genuinely offer? What will the candidate learn and achieve here that they could not elsewhere?',
          'They should also be honest. Experienced candidates are skilled at testing claims about culture, flexibility and purpose, and an inconsistency discovered late in a process can lose a candidate who was otherwise ready to accept. Consistency across every conversation is one of the most persuasive things an employer can offer.',
          'When we represent clients to senior candidates, much of our work is helping them describe a proposition that is both compelling and true. That combination is more persuasive than any single element of the offer. In a competitive market, the employers who win are usually those whose proposition sounds the same from every person the candidate meets.',
        ],
      },
    ],
  },
  {
    title: 'The future {function} leader: a profile',
    excerpt: 'The next generation of {topic} leaders will combine data fluency with the judgement to know its limits.',
    lede: 'What will the leaders of {function} look like in ten years? The profile is shifting. Deep expertise in the discipline will remain essential, but it will sit alongside capabilities that matter more every year: fluency with data and technology, the judgement to know where they fall short, the ability to lead continuous change and the breadth to contribute well beyond the function. Organisations that understand this profile now can start building it.',
    sections: [
      {
        heading: 'Data fluency',
        paragraphs: [
          'Future {function} leaders will work in an environment rich in data. They will need to understand how it is gathered, how it is analysed and where it comes from, and to make decisions that draw on it sensibly rather than decoratively.',
          'That does not mean every leader must become a data scientist. It means being comfortable with numbers and models, able to ask sharp questions about an analysis and unwilling to accept a chart simply because it looks authoritative. That scepticism, applied consistently, protects the organisation from decisions built on weak analysis.',
          'Leaders who lack this fluency will find it increasingly hard to run a function whose work depends on data, and harder still to challenge colleagues who are fluent. Organisations can help by giving {function} leaders regular exposure to the data teams, so that fluency is built through working together rather than through training alone.',
        ],
      },
      {
        heading: 'Judgement about limits',
        paragraphs: [
          'Fluency has to be matched by judgement. Data and algorithms have limits: they can be incomplete, biased or simply measuring the wrong thing. The future {function} leader must know when to trust the numbers and when to ask what they leave out.',
          'They must also recognise when data is not enough. Many of the most important decisions involve values, relationships and uncertainty that no model captures. Leaders who pretend otherwise make confident mistakes. Judgement of this kind is developed through experience and honest reflection on it.',
          'The best future leaders will combine analytical rigour with a willingness to say “the analysis is clear, and I still think we should do something different, for these reasons”. When we assess candidates, we ask for an example of a decision where they departed from what the data suggested. The best answers show both respect for the analysis and independent thought.',
        ],
      },
      {
        heading: 'Leading through change',
        paragraphs: [
          'The {function} function will keep changing, driven by technology, regulation and the needs of the business. Future leaders will spend much of their careers leading that change rather than running a stable operation.',
          'That requires the ability to describe where the function is going, bring people along, handle resistance without contempt and keep momentum over years rather than months. That stamina is as important as the initial vision.',
          'Leaders who have already led a significant change, and can describe honestly what went wrong along the way, are better prepared than those whose experience is entirely of steady-state management. It helps to give future leaders responsibility for a change early, while the stakes are manageable and there is time to learn from mistakes.',
        ],
      },
      {
        heading: 'Breadth beyond the function',
        paragraphs: [
          'Future {function} leaders will be expected to contribute to the whole organisation. They will take part in strategic decisions, work closely with peers in other functions and influence choices far from their own area.',
          'That requires a real understanding of the wider business: its strategy, customers, economics and pressures. Leaders who understand only their own discipline struggle to earn a voice in discussions that matter. Breadth earns the right to be heard on the wider strategy.',
          'Breadth also makes them better at the day job. A {function} leader who understands what the commercial or operational teams are trying to achieve can shape the function’s work to help them. Rotations through other functions, even short ones, are among the most effective ways to build this understanding.',
        ],
      },
      {
        heading: 'Developing future leaders',
        paragraphs: [
          'Organisations can develop this profile deliberately by giving promising {function} people the experiences that build it: a data or technology project, a cross-functional assignment, responsibility for a change programme and exposure to strategy discussions at the top.',
          'They should also assess potential leaders against the future profile rather than against today’s job description. The person who is best at running the function as it is may not be the person best suited to the function it is becoming. Assessing for the future profile helps organisations choose the leaders they will need.',
          'When we search for {function} leaders, we increasingly look for this combination of technical depth, data fluency, judgement, change leadership and breadth. Candidates who have all five are rare, which is why organisations that grow them internally have an advantage. Organisations that start now, with a clear picture of the future profile, will be far better placed than those that wait for the next vacancy.',
        ],
      },
    ],
  },
  {
    title: 'Leadership in the age of intelligent machines',
    excerpt: 'As machines take on more analysis, the human parts of leadership — judgement, trust, meaning — matter more.',
    lede: 'Intelligent machines, meaning systems that analyse data, recognise patterns, make predictions and increasingly generate content, now do work that was until recently done only by people. Some of that work was once considered central to leadership: gathering information, laying out options, forecasting what would happen next. As machines take on more of it, a fair question arises about what remains distinctively human in leading an organisation.',
    sections: [
      {
        heading: 'What machines do well',
        paragraphs: [
          'Intelligent machines are very good at processing large volumes of data, spotting patterns, making consistent predictions and generating options quickly. In many analytical tasks they are faster and more accurate than people, and they do not get tired or bored.',
          'Leaders can use these strengths to make better-informed decisions, see risks and opportunities sooner and free their own time for work that machines do badly. The leaders who will struggle are those who ignore the tools and those who trust them uncritically. Finding the balance is one of the defining skills of leadership in this period.',
          'In our experience, the first group is shrinking quickly. The second is growing, and it deserves more attention. Leaders who ask how a system reached its recommendation, and what it would take to change it, are far less likely to be misled by it.',
        ],
      },
      {
        heading: 'What remains human',
        paragraphs: [
          'Judgement remains human: weighing competing values, reading context, deciding under genuine uncertainty and accepting responsibility for the outcome. Machines can inform a judgement, but they cannot be held accountable for it, and organisations need someone who can.',
          'Trust remains human too. People follow leaders they trust, and trust is built through relationships, consistency and integrity over time. A system can be reliable, but it cannot earn loyalty or make someone feel they are being treated fairly. Those human qualities are what make people willing to follow a leader through difficult change.',
          'And meaning remains human. Leaders help people understand why their work matters and how it connects to something larger. That requires empathy and storytelling that no model provides, however fluent its output. These qualities are not new, but they become more visible, and more valuable, as other parts of the job are automated.',
        ],
      },
      {
        heading: 'Judgement in an age of machines',
        paragraphs: [
          'As machines provide more analysis, leaders must become skilled consumers of it. They need to understand what an analysis shows and what it does not, question its assumptions and recognise when it may be wrong or incomplete.',
          'They also need the confidence to override a recommendation. Machines optimise what they are designed to measure, and what they measure is rarely everything that matters. A leader who cannot explain when and why they would depart from the model has effectively handed the decision to it. The ability to explain that departure is what keeps the decision with the leader.',
          'Leaders who combine machine analysis with human judgement will, in our view, make better decisions than those who rely on either alone. A useful discipline is to record, for significant decisions, what the analysis suggested and what the leader decided, so that the relationship between the two can be reviewed over time.',
        ],
      },
      {
        heading: 'Leading people alongside machines',
        paragraphs: [
          'As machines take on more work, leaders have to help their people adapt: redesigning roles, building new skills and helping people find meaning in work that is changing around them.',
          'They must also take anxiety seriously. Many people worry about being replaced, and vague reassurance does more harm than honest explanation of what will change and what will not. People are far more willing to adapt when they understand what is changing and why.',
          'Leaders who handle this well build organisations in which people and machines each do what they are best at. Those who handle it badly find that their best people leave before the machines have arrived. Honest communication, early and repeated, is the most effective way to keep people’s trust through this kind of change.',
        ],
      },
      {
        heading: 'Implications for leadership development',
        paragraphs: [
          'Leadership development should give more weight to the human parts of the job: judgement, ethics, communication, building relationships and creating meaning. These were always important; they are now what distinguishes a leader from a good analytical system.',
          'It should also build leaders’ understanding of intelligent machines, so they can use them well and recognise their limits. Ignorance of the technology is no longer compatible with senior responsibility. Leaders who combine both will be best placed to use the technology well.',
          'The leaders who thrive in this period will combine real fluency with technology and deeply human qualities. Neither alone will be enough. Organisations that develop both, deliberately and together, will have a real advantage in the leaders they can call on.',
        ],
      },
    ],
  },
  {
    title: 'Hybrid leadership in {industry}: what works',
    excerpt: 'Leaders in {topic} have found which meetings need a room and which work better on screen.',
    lede: 'Leaders in {industry} have now spent several years running hybrid teams, and practical lessons have emerged about what works. Not every activity suits every format. Some meetings and conversations are far better in a room; others work as well or better on screen; and the meetings that try to be both often work worst of all. Leaders who match the format to the purpose get more from their people and waste less of everyone’s time.',
    sections: [
      {
        heading: 'What needs a room',
        paragraphs: [
          'Some activities benefit from being physically together. Complex discussions with many participants, where reading the room matters, tend to go better in person. So do creative sessions, in which ideas build on each other quickly and half-formed thoughts are shared more readily.',
          'Difficult conversations, such as critical feedback, conflict between colleagues or sensitive personal matters, are usually better face to face, where tone and body language do some of the work that words alone cannot. Choosing the room for these conversations is itself a signal of how much they matter.',
          'Relationship building, particularly with new colleagues, benefits enormously from time in the same place. Several leaders in {industry} told us that the first weeks of a new hire are now the period they most protect for in-person contact. Leaders who plan these occasions deliberately, rather than hoping they will happen, find that their teams value office time much more.',
        ],
      },
      {
        heading: 'What works on screen',
        paragraphs: [
          'Other activities work well on screen. Short updates, routine check-ins and focused discussions among a few people can be efficient online and spare everyone the commute.',
          'Information sharing, where one person presents to many, often works as well remotely, and it makes it easier for colleagues in other locations to attend on equal terms. Recorded presentations can be watched later by those who could not join. Online formats also make it easier to include colleagues who would otherwise miss out.',
          'Some people find online meetings more inclusive: they can contribute through chat, prepare comments in advance and are less likely to be talked over by the loudest voice in the room. Leaders can make these benefits deliberate, for example by inviting written comments before a decision and reading them out in the meeting.',
        ],
      },
      {
        heading: 'The problem with hybrid meetings',
        paragraphs: [
          'Meetings in which some people are in the room and others are remote are often the hardest format of all. Remote participants struggle to hear, miss side conversations and find it difficult to break into a discussion that has its own physical momentum.',
          'Leaders can improve these meetings with good technology, firm facilitation and deliberate efforts to bring remote participants in first. Some organisations ask everyone to join from their own device, even those in the room, so that everyone is on the same footing. These small changes can make mixed meetings much fairer.',
          'Where possible, choosing a fully in-person or fully online format avoids the problem altogether. Many leaders have found that the hybrid meeting is a habit rather than a necessity. Where a hybrid meeting is unavoidable, asking a remote participant to speak first on each item is a small change that makes a large difference.',
        ],
      },
      {
        heading: 'Designing the week',
        paragraphs: [
          'Leaders in {industry} who run hybrid teams well tend to design the team’s week on purpose. They put the activities that benefit from being together on shared office days and keep the other days for focused work and online meetings.',
          'They also agree team norms: when people will be in, how they will communicate in between, and what response times are reasonable. Norms that are written down and revisited are much more effective than ones that exist only in the leader’s head. Shared norms make hybrid teams far more predictable to work in.',
          'Those norms should be reviewed every few months. Teams change, work changes and what suited the team last year may not suit it now. It is worth asking the team, as part of each review, which format they would choose for each regular meeting if they were starting again.',
        ],
      },
      {
        heading: 'What the leader’s own week signals',
        paragraphs: [
          'Leaders set the tone. Their presence in the office on team days, their meeting habits and the way they communicate all shape what their teams believe is expected.',
          'Leaders who are thoughtful about format, inclusive in mixed settings and consistent in their communication help their teams make hybrid work effective. Those who say one thing and do another create confusion and, eventually, cynicism. Consistency between words and behaviour is what makes hybrid arrangements work.',
          'When we assess leaders for senior roles in {industry}, we ask how they have made hybrid leadership work. The best answers are specific: which meetings they moved, which they stopped and what they learned when an experiment failed. Asking the team, once or twice a year, what the leader should do differently is one of the quickest ways to find out whether the arrangements are working.',
        ],
      },
    ],
  },
  {
    title: 'AI literacy for {industry} executives',
    excerpt: 'Executives in {topic} need not code, but they must know enough about AI to question its results.',
    lede: 'Artificial intelligence is becoming part of how organisations in {industry} operate, in customer service, operations, analysis and, increasingly, decision-making. Executives do not need to become engineers. They do need enough understanding to make good decisions about AI, to question what it produces and to lead their organisations through the changes it brings. That understanding, AI literacy, is fast becoming a baseline expectation at senior level.',
    sections: [
      {
        heading: 'What AI literacy means',
        paragraphs: [
          'For an executive, AI literacy means understanding what AI can and cannot do, how it works at a conceptual level, where it tends to fail and what risks it creates. It means being able to ask useful questions about a system and to judge whether the answers are adequate.',
          'It does not mean writing code or understanding the mathematics. Executives need practical understanding, the kind that lets them spot an unrealistic promise or a missing safeguard, rather than technical depth. That kind of understanding can be built in a few months with the right approach.',
          'The level required differs by role. A chief executive needs a different depth from a chief technology officer. But every executive in {industry} now needs at least enough to avoid being entirely dependent on others’ judgement. Boards are beginning to expect this level of literacy, and some now ask candidates for senior roles to discuss a recent AI decision in their interview.',
        ],
      },
      {
        heading: 'Questioning results',
        paragraphs: [
          'The most valuable literacy skill is questioning results. AI systems can produce outputs that look authoritative and are wrong, biased or misleading, and the more polished the output, the less likely people are to challenge it.',
          'Executives should ask where the data came from, how the system was tested, how often it is wrong and whether it performs equally well for different groups of customers or employees. A result that seems too good to be true deserves the same scepticism in AI as anywhere else. Healthy scepticism is one of the most useful habits an executive can bring to AI.',
          'They should also remember that a system reflects the data it learned from. If that data contains gaps or historical biases, the system will reproduce them, sometimes at scale. A simple habit is to ask, for any important AI output, what the system would need to have got wrong for the conclusion to be false.',
        ],
      },
      {
        heading: 'Making decisions about AI',
        paragraphs: [
          'Executives decide on AI investment, deployment and governance. Literacy helps them decide well: telling a promising opportunity from an expensive fashion, understanding what a project will really require and anticipating where it might go wrong.',
          'It also helps them see the organisational change involved. Successful deployment usually requires new processes, new roles and new skills, not only new software. Executives who miss this tend to fund technology and then wonder why nothing improves. Seeing AI as an organisational change rather than a purchase changes how it is planned.',
          'Executives without literacy are more dependent on vendors and specialists, and less able to challenge them. That is not a comfortable position for someone who will be accountable for the outcome. Executives who have made one AI investment decision and watched it through to the end usually make the next one far better.',
        ],
      },
      {
        heading: 'Building AI literacy',
        paragraphs: [
          'The most effective way for executives to build literacy is to use the tools themselves on real work. A few hours of drafting, summarising and questioning teaches more about strengths and weaknesses than any presentation.',
          'Structured learning helps as well: short programmes designed for senior leaders, briefings from independent experts and candid conversations with peers who have already deployed AI and can describe what went wrong. Peers who have been through it are often the most honest teachers.',
          'Organisations in {industry} can support this with tailored education for their leadership teams, access to expertise and safe opportunities to experiment without reputational risk. It helps to set aside time in leadership meetings for short, practical sessions, for example reviewing a real AI output together and discussing what it gets right and wrong.',
        ],
      },
      {
        heading: 'AI literacy in leadership assessment',
        paragraphs: [
          'When we assess executives for senior roles in {industry}, we increasingly explore their understanding of AI. We ask how they have used it, what decisions they have made about it and what they learned when something did not work.',
          'The strongest candidates show practical understanding, healthy scepticism and balanced attention to opportunity and risk. Weaker candidates tend to speak in generalities, either enthusiastic or dismissive. The difference is easy to hear in a conversation.',
          'AI literacy is becoming a baseline expectation, in the way financial literacy has long been. Executives who lack it will find it increasingly difficult to lead well, and boards are beginning to notice. Executives who invest a few hours now in building their understanding will find that investment repaid many times over in the decisions they make.',
        ],
      },
    ],
  },
  {
    title: 'Designing {function} teams for a digital future',
    excerpt: 'Digital tools are reshaping {topic} teams; their leaders must decide which skills to build and which to buy.',
    lede: 'Digital tools are reshaping how {function} teams work. Automation, analytics, artificial intelligence and new platforms are changing which tasks the team performs, which skills it needs and how it is best organised. The leaders of those teams face design choices that will shape them for years: which skills to build, which to buy, which to borrow, and how to arrange the work so that people and tools each do what they do best.',
    sections: [
      {
        heading: 'Understanding the shift',
        paragraphs: [
          'The starting point is a clear view of how digital tools are changing the work of the {function} team in particular. Which tasks are being automated? Which are being done differently with new tools alongside people? Which new tasks are appearing that nobody did before?',
          'That analysis should be specific to the team and the organisation. Generic predictions about the future of work are interesting but rarely actionable; a detailed map of the team’s own workflows is both. That map is often the most useful document in the whole redesign.',
          'The people in the team should be part of the analysis. They know where time really goes, which tools they already rely on and where the official process differs from reality. A simple map of the team’s main workflows, with the tools already used at each step, is often enough to start a productive conversation about design.',
        ],
      },
      {
        heading: 'Build, buy or borrow',
        paragraphs: [
          '{function} leaders must decide how to acquire the skills the team will need. They can build them through training and development, buy them through external hiring, or borrow them through contractors, consultants and partners.',
          'Each route has strengths. Building keeps knowledge in the organisation and rewards loyalty. Buying brings expertise quickly. Borrowing offers flexibility for needs that are temporary or uncertain. The right mix depends on how central each skill is to the team’s future.',
          'Most teams need all three. The important thing is to decide deliberately which skills are core to the team’s future and must be built and held internally, and which can safely be acquired in other ways. Reviewing these choices each year, as the technology and the market change, stops the team from drifting into an accidental mix.',
        ],
      },
      {
        heading: 'Organising the team',
        paragraphs: [
          'Digital tools may also change how the team should be organised. Some organisations are moving from a single functional structure to cross-functional squads that combine {function} expertise with data, technology and business knowledge around a shared goal.',
          'Others are creating small centres of expertise for particular digital capabilities that serve the whole function, so that scarce specialists are not spread too thinly. The choice of structure should follow the work rather than fashion.',
          'The right structure depends on the organisation, but leaders should at least question whether a structure designed before these tools existed still serves the work. Whatever structure is chosen, clear accountability for results matters more than the shape of the chart.',
        ],
      },
      {
        heading: 'New roles',
        paragraphs: [
          'Digital change creates new roles in {function} teams: specialists in data, analytics, automation and platforms who sit between the discipline and the technology. Many of these roles did not exist a few years ago, and job descriptions for them are still settling.',
          'Leaders have to define these roles, fill them and integrate them well with established colleagues, who may see the newcomers as either a threat or a novelty. Clear purpose and shared goals help. Good integration is what turns new specialists into effective team members.',
          'Career paths for the new roles should be visible. Specialists who cannot see where their role leads are likely to move to organisations where the path is clearer. Pairing new specialists with experienced members of the team, on real work, helps both sides learn what the other brings.',
        ],
      },
      {
        heading: 'Leading the change',
        paragraphs: [
          'Redesigning a team for a digital future is a real change, and it needs care. {function} leaders should explain openly what is changing and why, involve the team in shaping the design and support people through the transition, especially those whose roles change most.',
          'They should also invest in their own digital understanding. A leader who cannot discuss the tools with the specialists in their team will struggle to lead them or to judge their work. Credibility with specialists depends on genuine understanding.',
          'When we search for {function} leaders, we increasingly look for candidates who have redesigned teams for digital ways of working and can describe candidly what they would do differently next time. The leaders who succeed treat the redesign as a continuing process rather than a single project, because the tools will keep changing.',
        ],
      },
    ],
  },
  {
    title: 'The office as a place to meet, not to work',
    excerpt: 'Offices are being redesigned around collaboration, and leaders are learning to give people a reason to come in.',
    lede: 'For most of the last century, the office was simply where work happened: people came in, sat at their desks and did their jobs. Hybrid work has changed that. Much individual work can now be done almost anywhere, and many organisations are rethinking the office as a place mainly for meeting, collaborating and belonging. Leaders are discovering that if the office is to fill, people need a reason to come in.',
    sections: [
      {
        heading: 'The changing purpose of the office',
        paragraphs: [
          'When focused individual work can be done at home, the office has to offer something home cannot. Increasingly, that is collaboration, connection and culture: the activities that are better, or only possible, when people are together.',
          'Organisations are redesigning their space accordingly, replacing rows of assigned desks with rooms of different sizes, areas for informal conversation and spaces for teams to gather. Those spaces are designed for the activities that give people a reason to come in.',
          'Some are reducing their footprint considerably while spending more on the quality of what remains, on the reasoning that a smaller, better office used well beats a large one used half-heartedly. The organisations that get this right usually involve their people in deciding what the new office should be for before deciding what it should look like.',
        ],
      },
      {
        heading: 'Giving people a reason to come in',
        paragraphs: [
          'Mandating attendance without giving people a reason tends to produce resentment and poor office days, with people spending hours on video calls to colleagues who stayed at home. Attendance rises, but the benefits that were supposed to justify it do not appear.',
          'Leaders who succeed focus on making office time worth the journey: scheduling collaborative work for days when the team is together, creating opportunities to learn from experienced colleagues and making sure the people others want to see will actually be there. When those reasons are in place, attendance tends to follow without the need for rules.',
          'The presence of colleagues is the strongest draw of all. People come in when the people they want to work with come in, which is why coordinated team days work better than individual choice. Some leaders publish their own office days in advance, so that colleagues who want time with them know when to come in.',
        ],
      },
      {
        heading: 'Designing for collaboration',
        paragraphs: [
          'An office designed for collaboration offers variety: large rooms for team gatherings, small rooms for focused discussions, open areas for informal conversation and quiet corners for the individual work that still needs doing on office days.',
          'Technology matters as much as furniture. Meeting rooms should handle mixed in-person and remote meetings well, so that colleagues elsewhere are not reduced to a voice on a speaker. Good technology is what makes the office useful to people who are not in it.',
          'The best designs come from watching how people actually use the space and asking them what works. Several organisations we know redesigned twice before getting it right, and the second redesign was driven by evidence rather than assumptions. Small changes, such as booking rules that favour teams over individuals on shared days, can make a large difference to how the space is used.',
        ],
      },
      {
        heading: 'Culture and connection',
        paragraphs: [
          'The office plays a large part in building culture. New joiners learn how things are done by watching colleagues. Relationships form in unplanned conversations. Shared experiences create a sense of belonging that is hard to reproduce on screen.',
          'Leaders can support this deliberately with events, shared meals and opportunities for people from different teams to meet. Such activities are easy to dismiss as social extras, but they often carry the informal knowledge that keeps an organisation working. That informal knowledge is one of the main reasons offices still matter.',
          'These are the things that give the office a purpose remote work cannot replace, and they are worth planning as carefully as the space itself. Many organisations find that a regular, simple gathering, such as a shared lunch on team days, does more for connection than occasional large events.',
        ],
      },
      {
        heading: 'The leader’s role',
        paragraphs: [
          'Leaders decide, more than anyone, whether the office feels worth visiting. Their presence, how they use their time there and the gatherings they organise all influence whether people see value in coming in.',
          'Leaders who use office days for conversation, coaching and collaboration, rather than for sitting behind a closed door on calls, set an example their teams follow. Leaders’ habits are copied more closely than their instructions.',
          'As organisations continue to rethink the office, the leaders who understand its new purpose will find their teams use it willingly. Those who treat it as a place to count attendance will find they have a tidy office and a disengaged team. Leaders who ask their teams what would make the office worth the journey, and act on the answers, usually find the question answers itself.',
        ],
      },
    ],
  },
  {
    title: 'Leading a workforce of employees and contractors',
    excerpt: 'More specialists now work as contractors, and leaders must build teams whose members do not share an employer.',
    lede: 'Many organisations now rely on a blended workforce of employees and contractors. Specialists in technology, data, project management, design and many other fields increasingly work independently or through agencies, and organisations use them to reach skills quickly and flexibly. Leading a team whose members do not share an employer, a contract or a long-term future brings challenges that traditional management training rarely covers.',
    sections: [
      {
        heading: 'Why the blended workforce has grown',
        paragraphs: [
          'Several forces have driven the growth of contract work. Specialists in high-demand fields can often earn more, choose their projects and control their time as contractors. Organisations value the ability to bring in skills quickly, scale up and down with demand and avoid long-term commitments for needs that may be temporary.',
          'Technology has made it easier to find, engage and work with contractors, including those in other cities or countries. Platforms and agencies have lowered the cost of the transaction for both sides. Those changes have made blended teams normal in many organisations.',
          'In some fields the strongest specialists now work only as contractors. Organisations that want their skills have to engage them on those terms, whether or not that fits the organisation’s preferred model. Leaders should decide deliberately which skills they want to hold permanently and which they are content to engage as needed, rather than letting the mix happen by accident.',
        ],
      },
      {
        heading: 'Building cohesive teams',
        paragraphs: [
          'Blended teams can struggle with cohesion. Contractors may feel like outsiders, left out of information, decisions and social life. Employees may resent contractors who are paid more, choose their hours or leave just as the difficult part of a project begins.',
          'Leaders can build cohesion by treating everyone as a valued contributor, sharing the context people need to do good work and being explicit about roles, expectations and how decisions are made. Clarity of this kind helps everyone, whatever their employment relationship.',
          'At the same time, leaders must respect the legal distinction between employees and contractors, which varies by jurisdiction. Treating a contractor exactly like an employee can create legal risk; treating them as disposable creates a poor team. The skill lies between the two. Simple practices help: including contractors in team briefings, giving them the context behind decisions and recognising their contributions publicly.',
        ],
      },
      {
        heading: 'Knowledge and continuity',
        paragraphs: [
          'Contractors often leave when their engagement ends, and knowledge can leave with them. Organisations that rely heavily on contractors for critical work risk discovering, too late, that nobody who remains understands how something was built or why.',
          'Leaders should make sure knowledge is written down and shared as work progresses, that employees work alongside contractors to build internal capability and that no critical capability rests entirely on people who may not be there next quarter. Planning for continuity is much easier at the start of an engagement than at its end.',
          'Planning the end of an engagement at its start, with a handover built into the contract and the timetable, avoids the scramble that often accompanies a contractor’s departure. Pairing each contractor with an employee who will take over their work is one of the most reliable ways to keep knowledge in the organisation.',
        ],
      },
      {
        heading: 'Legal and ethical considerations',
        paragraphs: [
          'The rules on contractor status differ by country and are enforced with increasing vigour. Misclassifying people who are in practice employees can create significant legal and financial exposure, and leaders should understand the rules that apply to their teams.',
          'Working closely with HR and legal colleagues helps leaders stay on the right side of those rules while still building effective teams. Good advice early avoids difficult problems later.',
          'There are ethical questions too. Organisations should treat contractors fairly, pay them on time and avoid using contract arrangements to deny people protections they would otherwise be entitled to. A reputation for treating contractors badly travels quickly among specialists. Regular review of contractor arrangements, particularly long-running ones, helps catch situations that have drifted into something closer to employment.',
        ],
      },
      {
        heading: 'Leading the blended workforce',
        paragraphs: [
          'Leading a blended workforce demands skills that traditional management does not always develop: engaging people whose loyalty is to their own careers, integrating different working relationships into one team and managing the risk of depending on external talent.',
          'Leaders who master these skills build teams that combine the flexibility of contract work with the cohesion and continuity of employment. They also tend to attract the best contractors, who choose their clients as carefully as clients choose them. That reputation is a real advantage in competitive fields.',
          'When we assess leaders for senior roles, we increasingly explore their experience of leading blended teams. The best candidates can describe what they changed in their own leadership as a result. We expect the blended workforce to keep growing, and leaders who are comfortable with it will have access to skills that others cannot reach.',
        ],
      },
    ],
  },
]
