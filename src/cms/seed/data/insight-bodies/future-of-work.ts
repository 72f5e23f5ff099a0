import type { TitleTemplate } from './types'

export const FUTURE_OF_WORK: readonly TitleTemplate[] = [
  {
    title: 'Generative AI and the changing role of the {function} leader',
    excerpt: 'Generative AI is changing what {topic} teams do day to day, and what their leaders need to understand.',
    lede: 'Generative AI tools that draft text, summarise documents, write code and analyse data have moved quickly from novelty to everyday use. In many {function} teams, people are already using them, sometimes with official approval and sometimes without. For the leaders of those teams, the question is no longer whether generative AI will matter, but how it changes the work and what it asks of them.',
    sections: [
      {
        heading: 'What is changing in the work',
        paragraphs: [
          'Much of the routine work in {function} involves producing, reviewing and summarising information: reports, analyses, drafts, correspondence. Generative AI can accelerate much of this, producing first drafts in seconds and handling tasks that once took hours.',
          'This does not eliminate the need for skilled people. AI outputs need checking, refining and applying with judgement. But it does change the balance of work, reducing time spent on production and increasing the importance of review, judgement and higher-value tasks.',
          'Teams that adopt these tools thoughtfully can become significantly more productive. Those that adopt them carelessly risk errors, confidentiality breaches and overreliance on outputs they do not understand.',
        ],
      },
      {
        heading: 'What {function} leaders need to understand',
        paragraphs: [
          'Leaders do not need to be technical experts, but they need to understand what generative AI can and cannot do. They should know where it performs well, where it makes mistakes and what risks it creates, including inaccurate outputs, data leakage and intellectual property questions.',
          'The best way to build this understanding is to use the tools. {function} leaders who experiment with generative AI themselves develop a practical sense of its strengths and limitations that no briefing can provide.',
          'They should also understand how their teams are using the tools, which may be more widely than they realise.',
        ],
      },
      {
        heading: 'Redesigning roles and workflows',
        paragraphs: [
          'The greatest benefits come not from adding AI to existing workflows but from redesigning work around it. {function} leaders should ask which tasks can be automated, which can be augmented and which require purely human judgement.',
          'This redesign affects roles. Some tasks disappear, others change and new ones emerge. Leaders need to think about how roles will evolve and how to help their people adapt.',
          'Involving team members in the redesign is valuable. They often know best where AI can help and where it creates problems.',
        ],
      },
      {
        heading: 'Governance and risk',
        paragraphs: [
          '{function} leaders need to ensure that generative AI is used responsibly. This means clear policies on which tools can be used, what data can be shared with them and how outputs should be checked.',
          'It also means being alert to specific risks in their function. Depending on the work, these may include confidentiality, accuracy, bias or regulatory compliance.',
          'Working with technology, legal and risk colleagues helps leaders develop appropriate governance without stifling useful experimentation.',
        ],
      },
      {
        heading: 'Developing people for the new work',
        paragraphs: [
          'As generative AI changes the work, {function} leaders must help their people develop new skills: using AI tools effectively, evaluating outputs critically and focusing on the judgement and relationship skills that AI cannot replace.',
          'Leaders should also think about how junior people will learn. If AI handles much of the routine work that once trained junior staff, new ways of building expertise will be needed.',
          'When we assess {function} leaders for senior roles, we increasingly ask how they are approaching generative AI. The best answers show curiosity, practical experience and thoughtful attention to both opportunity and risk.',
        ],
      },
    ],
  },
  {
    title: 'Hybrid work three years on: what leaders have learned',
    excerpt: 'Hybrid work has settled into patterns few organisations planned, with lessons for how leaders spend their time.',
    lede: 'Hybrid work, with employees splitting their time between the office and elsewhere, has become the settled pattern for many organisations. The early debates about whether it would last have largely ended. What remains is the practical question of how to make it work well. Three years into widespread hybrid working, leaders have learned lessons about what works, what does not and how their own roles have changed.',
    sections: [
      {
        heading: 'The patterns that emerged',
        paragraphs: [
          'Few organisations ended up with exactly the hybrid model they planned. Policies that specified a certain number of office days often gave way to patterns shaped by teams, roles and individual preferences.',
          'In many organisations, certain days became busy office days while others were quiet. Some teams found that coordinating their office days improved collaboration; others continued to work largely remotely.',
          'Leaders learned that policies alone do not determine how people work. Culture, team norms and the quality of the office experience matter as much.',
        ],
      },
      {
        heading: 'What works',
        paragraphs: [
          'Leaders report that hybrid work works best when teams agree explicit norms: when they will be in the office together, how they will communicate, how decisions will be made and documented.',
          'Purposeful office time, where people come in for activities that benefit from being together, such as collaboration, learning, relationship building and difficult conversations, tends to be valued. Office time spent on video calls at a desk is not.',
          'Investment in technology that makes hybrid meetings work well, so remote participants are not disadvantaged, has also proved important.',
        ],
      },
      {
        heading: 'What is harder',
        paragraphs: [
          'Leaders have found some things harder in a hybrid world. Developing junior people, who benefit from observing and learning from experienced colleagues, requires deliberate effort.',
          'Building culture and cohesion is more difficult when people are together less often. New joiners in particular can struggle to build relationships and understand how the organisation works.',
          'There is also a risk of unfairness, where people who are in the office more often receive more attention, opportunities and recognition than those who are not.',
        ],
      },
      {
        heading: 'How leaders spend their time',
        paragraphs: [
          'Hybrid work has changed how leaders spend their time. Many report spending more time on deliberate communication, checking in with team members and making sure everyone is included.',
          'Leaders have also had to become more intentional about their own office presence. When leaders are visible in the office, others tend to come in; when they are not, office attendance may fall.',
          'The most effective leaders use their time in the office for the activities that benefit most from being together, and use remote time for focused work.',
        ],
      },
      {
        heading: 'The next phase',
        paragraphs: [
          'Hybrid work will continue to evolve. Leaders should keep reviewing what works, listening to their teams and adjusting.',
          'Attention to fairness, development of junior people and the quality of the office experience will remain important.',
          'When we assess leaders for senior roles, we ask how they have led in a hybrid environment. The best answers show thoughtful experimentation, attention to fairness and clear lessons learned.',
        ],
      },
    ],
  },
  {
    title: 'Skills-based organisations in {industry}',
    excerpt: 'Some {topic} employers now hire and promote on skills rather than job titles, and leaders must manage differently.',
    lede: 'A growing number of employers in {industry} are moving towards a skills-based approach to talent. Rather than organising around fixed jobs and job titles, they focus on the skills people have and the skills work requires. This can improve flexibility, widen talent pools and support career development, but it also requires leaders to manage differently.',
    sections: [
      {
        heading: 'What a skills-based organisation is',
        paragraphs: [
          'In a traditional organisation, work is organised into jobs, each with a title, a description and a set of requirements. People are hired into jobs, promoted to higher jobs and managed within job structures.',
          'In a skills-based organisation, the focus shifts to skills. Work is broken down into the skills it requires, and people are matched to work based on their skills. People may work across several projects or teams, drawing on different skills.',
          'Few organisations have moved entirely to a skills-based model, but many are adopting elements of it.',
        ],
      },
      {
        heading: 'The benefits',
        paragraphs: [
          'A skills-based approach can widen talent pools. By focusing on skills rather than credentials or previous job titles, organisations can consider candidates from different backgrounds who have the skills needed.',
          'It can also improve flexibility. Organisations can deploy people to where their skills are needed most, responding more quickly to changing demands.',
          'And it can support career development. People can see which skills they need to develop for different roles and build them over time.',
        ],
      },
      {
        heading: 'The challenges',
        paragraphs: [
          'Moving to a skills-based model is complex. Organisations need to define the skills they need, assess the skills people have and build systems to match them. This requires significant investment.',
          'It also challenges established structures. Pay, progression and performance management are often built around jobs, and they need to be redesigned.',
          'People may find the change unsettling. Job titles provide status and identity, and moving away from them can feel like a loss.',
        ],
      },
      {
        heading: 'Managing differently',
        paragraphs: [
          'Leaders in skills-based organisations manage differently. Rather than managing a fixed team in defined jobs, they may manage people who work across multiple projects, drawing on different skills at different times.',
          'This requires leaders to focus on outcomes rather than activities, to coordinate with other leaders who share their people and to support development across a wider range of skills.',
          'Leaders also need to understand the skills of their people in detail, not only their job titles.',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'Organisations in {industry} considering a skills-based approach can start small, for example by using skills-based hiring for particular roles or creating internal talent marketplaces for project work.',
          'They should invest in understanding the skills they need and the skills their people have, and build systems that support matching and development.',
          'Leaders should be prepared to manage differently and to help their people adapt to a new way of thinking about work and careers.',
        ],
      },
    ],
  },
  {
    title: 'The four-day week: an executive perspective',
    excerpt: 'Trials of a four-day week have produced encouraging results; executives ask what it would mean at the top.',
    lede: 'Trials of a four-day working week, typically with no reduction in pay, have attracted considerable attention. Many participating organisations have reported positive effects on wellbeing and retention, with productivity maintained. Executives considering the idea ask a practical question: what would a four-day week mean for senior leaders, whose roles often seem to require constant availability?',
    sections: [
      {
        heading: 'What the trials have shown',
        paragraphs: [
          'Organisations that have trialled a four-day week have generally reported improved employee wellbeing, reduced burnout and better retention. Many report that productivity was maintained, as people focused on the most important work and reduced time spent on less valuable activities.',
          'The results are encouraging but not universal. The trials have tended to involve organisations that chose to participate, and the experience may differ in other contexts.',
          'Some roles and sectors are easier to adapt than others. Customer-facing roles, for example, may require different approaches such as staggered schedules.',
        ],
      },
      {
        heading: 'The executive challenge',
        paragraphs: [
          'Senior executives often work long hours and are expected to be available when needed. Their roles involve responding to unpredictable events, attending meetings with external stakeholders and making decisions that cannot wait.',
          'For many executives, a four-day week seems impractical. They worry about missing important developments, falling behind or appearing less committed than peers.',
          'Yet the same factors that make a four-day week attractive for employees, including reduced burnout, better focus and improved wellbeing, apply to executives too, perhaps more so.',
        ],
      },
      {
        heading: 'What it would require',
        paragraphs: [
          'A four-day week for executives would require significant changes in how they work. They would need to delegate more, trust their teams to handle issues in their absence and reduce time spent on low-value activities.',
          'It would also require changes in how organisations work. Meeting cultures, reporting requirements and expectations of availability would need to change.',
          'Some executives who have adopted reduced schedules report that the discipline forced them to focus on what really mattered and to develop their teams more effectively.',
        ],
      },
      {
        heading: 'Setting the pattern from the top',
        paragraphs: [
          'If an organisation adopts a four-day week for employees but executives continue to work five or more days, the message is mixed. Employees may feel that the policy is not genuinely supported, or that career progression requires working longer.',
          'Executives who embrace reduced hours themselves send a powerful signal. Those who cannot should at least ensure that they do not undermine the policy for others.',
          'The experience of executives who have led four-day week trials suggests that visible leadership commitment is essential to success.',
        ],
      },
      {
        heading: 'An executive perspective',
        paragraphs: [
          'For executives considering a four-day week, the question is not only whether it would work for their organisation but whether it would work for them personally.',
          'Those who have tried it often report that it was harder than expected at first but became sustainable with changes in how they worked.',
          'Whether or not organisations adopt a four-day week, the underlying questions it raises about how executives work, what they focus on and how they sustain their energy are worth considering.',
        ],
      },
    ],
  },
  {
    title: 'Leading distributed teams across time zones',
    excerpt: 'A team spread over eight time zones needs clear decisions written down and meetings kept for what cannot be.',
    lede: 'Many leaders now manage teams spread across several time zones. A team with members in Europe, Asia and the Americas may have only a few hours of overlap each day, if any. Leading such a team requires different approaches from leading a team that shares an office or even a time zone. The leaders who do it well have learned to rely on written communication, clear decisions and carefully chosen meetings.',
    sections: [
      {
        heading: 'The challenge of limited overlap',
        paragraphs: [
          'When team members are spread across many time zones, finding time for everyone to meet together is difficult. Someone is always joining early in the morning or late at night.',
          'This makes the default approach of many teams, holding meetings to discuss and decide, impractical. Teams that rely on meetings either exclude some members or impose unreasonable hours on them.',
          'Distributed teams need approaches that allow work to progress without everyone being present at the same time.',
        ],
      },
      {
        heading: 'Writing things down',
        paragraphs: [
          'The most important practice for distributed teams is writing things down. Decisions, plans, discussions and context should be documented in a way that team members can access whenever they work.',
          'This requires discipline. Leaders must write clearly, share promptly and ensure that documents are kept up to date. They should also encourage team members to do the same.',
          'Written communication has benefits beyond accessibility. It forces clearer thinking, creates a record and allows people to contribute thoughtfully rather than reacting in the moment.',
        ],
      },
      {
        heading: 'Clear decisions',
        paragraphs: [
          'In distributed teams, ambiguity about decisions is costly. If it is unclear what has been decided or who decides, work stalls while people wait for clarification across time zones.',
          'Leaders should be explicit about who owns each decision, how it will be made and when. Once made, decisions should be documented and communicated clearly.',
          'Delegating decisions to people in different time zones allows work to progress around the clock, rather than waiting for a central decision-maker.',
        ],
      },
      {
        heading: 'Choosing meetings carefully',
        paragraphs: [
          'Meetings remain valuable for some purposes: building relationships, resolving complex disagreements, brainstorming and having difficult conversations. Distributed teams should reserve meetings for these purposes.',
          'When meetings are needed, leaders should rotate meeting times so that the burden of inconvenient hours is shared fairly.',
          'Recording meetings and sharing notes allows people who cannot attend to stay informed.',
        ],
      },
      {
        heading: 'Building relationships at a distance',
        paragraphs: [
          'Distributed teams can struggle to build the relationships that support trust and collaboration. Leaders should invest deliberately in relationship building, through one-to-one conversations, informal virtual time and, where possible, occasional in-person gatherings.',
          'Understanding and respecting cultural differences is also important, as distributed teams often span different cultures as well as time zones.',
          'Leaders who master distributed leadership build teams that can work effectively across any distance.',
        ],
      },
    ],
  },
  {
    title: 'Wellbeing at the top: why executive burnout is a board issue',
    excerpt: 'Burnout among senior executives is a business risk, and boards are starting to treat it as one.',
    lede: 'Senior executives work under intense and sustained pressure. Long hours, constant availability, high-stakes decisions and public scrutiny take a toll. Burnout at the top is more common than many organisations acknowledge, and its consequences reach beyond the individual. A burnt-out executive makes poorer decisions, leads less effectively and may leave abruptly. Boards are beginning to recognise executive wellbeing as a governance issue.',
    sections: [
      {
        heading: 'The reality of executive burnout',
        paragraphs: [
          'Executive burnout is often hidden. Senior leaders may feel unable to admit that they are struggling, fearing it will be seen as weakness or damage their career. They may continue to function outwardly while experiencing exhaustion, cynicism and declining effectiveness.',
          'The pressures on executives have intensified. Constant connectivity means they are rarely off duty. Crises have become more frequent. Scrutiny from investors, regulators, employees and the media has increased.',
          'Many executives have worked through extended periods of intense pressure without adequate recovery.',
        ],
      },
      {
        heading: 'Why it is a board issue',
        paragraphs: [
          'Burnout affects executive performance. Exhausted leaders make poorer decisions, are less creative, have less patience and may become less ethical under pressure. These effects can harm the organisation.',
          'Burnout also creates succession risk. An executive who burns out may need extended leave or may leave the organisation suddenly, creating a leadership gap.',
          'And executive behaviour sets the tone for the organisation. Leaders who model unsustainable working patterns encourage others to do the same.',
        ],
      },
      {
        heading: 'What boards can do',
        paragraphs: [
          'Boards can start by talking about executive wellbeing openly. A chair who asks the chief executive how they are coping, and genuinely listens, opens a conversation that many executives find valuable.',
          'Boards can also examine the demands they place on executives. Are board meeting schedules, reporting requirements and expectations of availability reasonable? Could the board reduce the burden without compromising oversight?',
          'Ensuring that executives take proper holidays, with deputies empowered to act in their absence, is a simple but important step.',
        ],
      },
      {
        heading: 'Structural support',
        paragraphs: [
          'Structural measures can help. Strong leadership teams, with capable deputies who can share the load, reduce the burden on individual executives. Realistic spans of control prevent executives from becoming overstretched.',
          'Access to support, such as coaching, confidential counselling or peer networks, can help executives manage pressure.',
          'Some boards include wellbeing in their discussions of executive performance and succession, recognising it as a factor in sustainable leadership.',
        ],
      },
      {
        heading: 'Executives themselves',
        paragraphs: [
          'Executives also have responsibility for their own wellbeing. Protecting time for rest, exercise and relationships, setting boundaries on availability and seeking support when needed are not signs of weakness but of good judgement.',
          'Executives who manage their own wellbeing well are better leaders and set a healthier example for their organisations.',
          'When we assess executives for senior roles, we increasingly discuss how they sustain themselves under pressure. The best candidates have thought carefully about this and can describe specific practices.',
        ],
      },
    ],
  },
  {
    title: 'Automation and the future of {function}',
    excerpt: 'Automation is taking over routine {topic} work, leaving leaders to redesign the roles that remain.',
    lede: 'Automation has been changing work for decades, but recent advances have extended its reach into areas once considered too complex or judgement-based to automate. In {function}, much routine work is now being automated, from data processing and reporting to standard decisions and communications. For {function} leaders, this raises fundamental questions about how their functions will look in the future.',
    sections: [
      {
        heading: 'What is being automated',
        paragraphs: [
          'The tasks most susceptible to automation in {function} are those that are routine, rule-based and involve processing structured information. These tasks can often be performed faster, more accurately and at lower cost by automated systems.',
          'Advances in artificial intelligence are extending automation to less structured tasks, including analysing documents, drafting communications and making certain types of decision.',
          'The pace of change varies by organisation, depending on investment, technology maturity and the nature of the work.',
        ],
      },
      {
        heading: 'What remains',
        paragraphs: [
          'Automation does not eliminate the need for people in {function}. Tasks that require judgement, creativity, relationship skills and the ability to handle ambiguity remain difficult to automate.',
          'In many cases, automation changes roles rather than eliminating them. People spend less time on routine processing and more time on analysis, problem-solving, advising and managing exceptions.',
          'New roles also emerge, such as designing, managing and improving automated systems.',
        ],
      },
      {
        heading: 'Redesigning roles',
        paragraphs: [
          '{function} leaders need to redesign roles around the new division of work between people and machines. This means identifying which tasks will be automated, how remaining tasks should be organised and what skills people will need.',
          'Redesign should be deliberate. Organisations that simply automate tasks without rethinking roles often end up with fragmented jobs and unclear responsibilities.',
          'Involving people in the redesign helps ensure that new roles are practical and that people feel ownership of the change.',
        ],
      },
      {
        heading: 'Supporting people through change',
        paragraphs: [
          'Automation can be unsettling for people whose work is affected. {function} leaders have a responsibility to communicate openly about the changes, explain how roles will evolve and support people through the transition.',
          'Reskilling is central. People whose tasks are being automated should be given opportunities to develop the skills needed for new roles.',
          'Where roles are eliminated, organisations should treat affected people fairly and support them in finding new opportunities.',
        ],
      },
      {
        heading: 'The future {function} function',
        paragraphs: [
          'The {function} function of the future is likely to be smaller in some respects, with fewer people performing routine tasks, but more strategic, with a greater focus on insight, advice and judgement.',
          'Leaders who embrace automation thoughtfully can build functions that add more value to their organisations.',
          'When we assess {function} leaders for senior roles, we ask how they are approaching automation. The best candidates have a clear vision of how their function will evolve and a practical plan for getting there.',
        ],
      },
    ],
  },
  {
    title: 'Reskilling at scale in {industry}',
    excerpt: 'Employers in {topic} are retraining thousands of people for new roles, and the programmes need leaders of their own.',
    lede: 'Technology, automation and changing business models are transforming the skills that organisations in {industry} need. Many employers are responding with large-scale reskilling programmes, retraining existing employees for new roles rather than relying solely on external hiring. These programmes are ambitious and complex, and their success depends heavily on leadership.',
    sections: [
      {
        heading: 'Why reskilling rather than hiring',
        paragraphs: [
          'Organisations could fill new skill needs by hiring externally, but this approach has drawbacks. Talent for in-demand skills is scarce and expensive. External hires lack knowledge of the organisation. And replacing existing employees is costly and damaging to morale.',
          'Reskilling existing employees retains organisational knowledge, builds loyalty and can be more cost-effective. It also reflects a commitment to employees that can strengthen culture and reputation.',
          'Many organisations in {industry} now see reskilling as a strategic priority.',
        ],
      },
      {
        heading: 'What makes reskilling succeed',
        paragraphs: [
          'Successful reskilling programmes start with a clear understanding of the skills the organisation will need and the skills its people currently have. This gap analysis shapes the programme.',
          'They provide meaningful learning, combining formal training with practical experience. Learning on the job, with support from experienced colleagues, is often more effective than classroom training alone.',
          'They also create real opportunities. People need to see that new skills will lead to new roles, or they will not invest the effort to learn.',
        ],
      },
      {
        heading: 'The leadership challenge',
        paragraphs: [
          'Reskilling at scale is a major undertaking, comparable to any large transformation programme. It needs dedicated leadership with the authority, resources and skills to deliver it.',
          'Leaders of reskilling programmes must coordinate across the organisation, working with business leaders, HR, learning teams and employees. They must manage budgets, measure outcomes and adjust as they learn.',
          'Business leaders also have critical roles. They must identify future skill needs, release people for learning and create opportunities for reskilled employees.',
        ],
      },
      {
        heading: 'Engaging employees',
        paragraphs: [
          'Reskilling depends on employees’ willingness to learn. Some embrace the opportunity; others are anxious about change or doubtful about their ability to learn new skills.',
          'Clear communication about why reskilling matters, what it involves and what opportunities it creates helps build engagement. Support such as time for learning, coaching and recognition of progress helps people persist.',
          'Leaders who participate in learning themselves send a powerful signal that continuous learning is valued.',
        ],
      },
      {
        heading: 'Measuring success',
        paragraphs: [
          'Reskilling programmes should be measured by outcomes, not just activity. How many people have moved into new roles? How do they perform? Has the organisation closed its skill gaps?',
          'Measuring outcomes allows organisations to understand what works and improve their programmes over time.',
          'Organisations in {industry} that reskill at scale successfully build workforces able to adapt to continuing change, which is a significant competitive advantage.',
        ],
      },
    ],
  },
  {
    title: 'Purpose, flexibility and pay: what executives want now',
    excerpt: 'Senior candidates weigh purpose and flexibility alongside pay, and employers who ignore it lose them.',
    lede: 'In our conversations with senior candidates, the factors that influence their decisions have shifted. Pay remains important, but it is no longer the dominant consideration it once was. Purpose, flexibility, the quality of the leadership team and the opportunity to make a difference now weigh heavily. Employers who understand what executives want are more successful in attracting and retaining them.',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          'Many senior executives want their work to mean something beyond financial success. They want to work for organisations whose purpose they believe in and whose impact on society they can be proud of.',
          'This does not mean executives only want to work for mission-driven organisations. But they want to understand what the organisation stands for and to see that its purpose is genuine, reflected in decisions, not only in statements.',
          'Organisations with a clear, credible purpose have an advantage in attracting senior talent.',
        ],
      },
      {
        heading: 'Flexibility',
        paragraphs: [
          'Flexibility has become important at senior levels as well as throughout the workforce. Executives increasingly want some control over where and when they work, even if their roles require significant presence.',
          'Flexibility matters particularly for executives with caring responsibilities, those who live far from headquarters and those who want to balance work with other commitments.',
          'Organisations that offer genuine flexibility, not only in policy but in practice, widen their pool of senior candidates.',
        ],
      },
      {
        heading: 'Pay',
        paragraphs: [
          'Pay remains important. Senior executives expect to be paid competitively, and a significantly below-market offer will deter many candidates.',
          'But pay alone rarely wins a candidate who is uncertain about other aspects of the role. And candidates who join primarily for pay may be more likely to leave for a better offer.',
          'The structure of pay also matters. Many executives value long-term incentives that align their interests with the organisation’s success, and they want pay structures that are fair and transparent.',
        ],
      },
      {
        heading: 'Who they will work with',
        paragraphs: [
          'Executives care greatly about who they will work with. The quality of the chief executive, the board and the leadership team often influences decisions as much as the role itself.',
          'Candidates want to work with leaders they respect, in teams that work well together. They ask about the leadership team in detail and often seek informal references.',
          'Organisations with strong, cohesive leadership teams find it easier to attract senior talent.',
        ],
      },
      {
        heading: 'Implications for employers',
        paragraphs: [
          'Employers seeking senior talent should think about their whole proposition, not only pay. What is the organisation’s purpose? What flexibility can it offer? What will the candidate gain from the role beyond money?',
          'They should also be honest. Candidates are increasingly skilled at probing claims about purpose, culture and flexibility, and inconsistencies are quickly noticed.',
          'When we represent clients to senior candidates, we help them articulate a compelling and honest proposition that reflects what executives now want.',
        ],
      },
    ],
  },
  {
    title: 'The future {function} leader: a profile',
    excerpt: 'The next generation of {topic} leaders will combine data fluency with the judgement to know its limits.',
    lede: 'What will the leaders of {function} look like in ten years? The profile is changing. Technical expertise will remain essential, but it will be complemented by capabilities that are becoming increasingly important: fluency with data and technology, the judgement to know their limits, the ability to lead through change and the breadth to contribute beyond the function.',
    sections: [
      {
        heading: 'Data fluency',
        paragraphs: [
          'Future {function} leaders will work in an environment rich in data. They will need to understand how data is collected, analysed and used, and to make decisions informed by data.',
          'This does not mean every leader must be a data scientist. But they must be comfortable with data, able to ask good questions about it and able to interpret analyses critically.',
          'Leaders who lack data fluency will struggle to lead functions that increasingly depend on it.',
        ],
      },
      {
        heading: 'Judgement about limits',
        paragraphs: [
          'Data fluency must be combined with judgement. Data and algorithms have limitations: they may be incomplete, biased or misleading. Future {function} leaders must know when to trust data and when to question it.',
          'They must also know when data is not enough. Many important decisions involve values, relationships and uncertainty that data cannot fully capture.',
          'The best future leaders will combine analytical rigour with human judgement.',
        ],
      },
      {
        heading: 'Leading through change',
        paragraphs: [
          'The {function} function will continue to change, driven by technology, regulation and business needs. Future leaders must be able to lead their functions through continuous change.',
          'This requires the ability to articulate a vision, bring people along, manage resistance and sustain momentum over long periods.',
          'Leaders who have led significant change before, and learned from the experience, will be well placed.',
        ],
      },
      {
        heading: 'Breadth beyond the function',
        paragraphs: [
          'Future {function} leaders will be expected to contribute to the whole organisation, not only their function. They will take part in strategic discussions, collaborate across functions and influence decisions beyond their area.',
          'This requires understanding of the wider business: its strategy, its customers, its economics and its challenges.',
          'Leaders who develop this breadth will be more effective in their functional roles and better positioned for broader leadership.',
        ],
      },
      {
        heading: 'Developing future leaders',
        paragraphs: [
          'Organisations can develop future {function} leaders by providing experiences that build these capabilities: data and technology projects, cross-functional assignments, change leadership roles and exposure to strategy.',
          'They should also assess potential leaders against the future profile, not only against today’s requirements.',
          'When we search for {function} leaders, we increasingly look for this combination of technical expertise, data fluency, judgement, change leadership and breadth.',
        ],
      },
    ],
  },
  {
    title: 'Leadership in the age of intelligent machines',
    excerpt: 'As machines take on more analysis, the human parts of leadership — judgement, trust, meaning — matter more.',
    lede: 'Intelligent machines, systems that can analyse data, recognise patterns, make predictions and increasingly generate content, are taking on tasks once performed only by people. Some of these tasks were once considered core to leadership: analysing information, identifying options, forecasting outcomes. As machines take on more of this work, the question arises of what remains distinctively human in leadership.',
    sections: [
      {
        heading: 'What machines do well',
        paragraphs: [
          'Intelligent machines excel at processing large amounts of data, identifying patterns, making consistent predictions and generating options. In many analytical tasks, they are faster and more accurate than people.',
          'Leaders can use these capabilities to make better-informed decisions, identify risks and opportunities earlier and free time for other work.',
          'Leaders who ignore these capabilities risk being outperformed by those who use them well.',
        ],
      },
      {
        heading: 'What remains human',
        paragraphs: [
          'Some aspects of leadership remain distinctively human. Judgement, weighing competing values, considering context and making decisions under genuine uncertainty, is one. Machines can inform judgement, but they cannot take responsibility for it.',
          'Trust is another. People follow leaders they trust, and trust is built through human relationships, integrity and consistency. Machines cannot build trust in the same way.',
          'Meaning is a third. Leaders help people understand why their work matters and how it connects to something larger. This requires human understanding and communication.',
        ],
      },
      {
        heading: 'Judgement in an age of machines',
        paragraphs: [
          'As machines provide more analysis, leaders must become skilled at using it well. They must understand what the analysis shows and what it does not, question its assumptions and recognise when it may be wrong.',
          'They must also know when to override machine recommendations. Machines optimise for what they are designed to measure, which may not capture everything that matters.',
          'Leaders who combine machine analysis with human judgement will make better decisions than those who rely on either alone.',
        ],
      },
      {
        heading: 'Leading people alongside machines',
        paragraphs: [
          'As machines take on more work, leaders must help their people adapt. This means redesigning roles, developing new skills and helping people find meaning in work that is changing.',
          'It also means addressing anxiety. Many people worry about being replaced by machines, and leaders must communicate honestly about how work will change.',
          'Leaders who handle this well build organisations where people and machines work together effectively.',
        ],
      },
      {
        heading: 'Implications for leadership development',
        paragraphs: [
          'Leadership development should place greater emphasis on the human aspects of leadership: judgement, ethics, communication, relationship building and the ability to create meaning.',
          'It should also build leaders’ understanding of intelligent machines, so that they can use them well and understand their limitations.',
          'The leaders who thrive in the age of intelligent machines will be those who combine technological fluency with deeply human leadership qualities.',
        ],
      },
    ],
  },
  {
    title: 'Hybrid leadership in {industry}: what works',
    excerpt: 'Leaders in {topic} have found which meetings need a room and which work better on screen.',
    lede: 'Leaders in {industry} have now spent several years leading hybrid teams, and practical lessons have emerged about what works. Not every activity suits every format. Some meetings and conversations work better in person; others work as well or better on screen. Leaders who match the format to the purpose get more from both.',
    sections: [
      {
        heading: 'What needs a room',
        paragraphs: [
          'Certain activities benefit from being in the same room. Complex discussions with many participants, where reading the room matters, tend to work better in person. So do creative sessions, where ideas build on each other quickly.',
          'Difficult conversations, such as giving critical feedback, handling conflict or discussing sensitive personal matters, are usually better in person, where tone and body language help communication.',
          'Relationship building, particularly with new colleagues, benefits greatly from in-person time.',
        ],
      },
      {
        heading: 'What works on screen',
        paragraphs: [
          'Other activities work well on screen. Short updates, routine check-ins and focused discussions with a few participants can be efficient online.',
          'Information sharing, where one person presents to many, often works as well online as in person, and online formats make it easier for people in different locations to attend.',
          'Some people find online meetings more inclusive, as they can contribute through chat and are less affected by dominant voices in the room.',
        ],
      },
      {
        heading: 'The problem with hybrid meetings',
        paragraphs: [
          'Meetings where some participants are in the room and others are remote are often the most difficult format. Remote participants may struggle to hear, follow side conversations or contribute.',
          'Leaders can improve hybrid meetings with good technology, clear facilitation and deliberate efforts to include remote participants. Some organisations have each participant join from their own device, even in the room, to level the playing field.',
          'Where possible, choosing either fully in-person or fully online formats can avoid these difficulties.',
        ],
      },
      {
        heading: 'Designing the week',
        paragraphs: [
          'Leaders in {industry} who lead hybrid teams effectively often design the team’s week deliberately. They schedule activities that benefit from being together on shared office days and use other days for focused work and online meetings.',
          'They also agree team norms, covering when people will be in the office, how they will communicate and how quickly they will respond.',
          'These norms should be reviewed regularly and adjusted as the team learns.',
        ],
      },
      {
        heading: 'What the leader’s own week signals',
        paragraphs: [
          'Leaders set the tone for hybrid working. Their presence in the office, their meeting habits and their communication style all influence their teams.',
          'Leaders who are thoughtful about format, inclusive in hybrid settings and consistent in their communication help their teams make hybrid work effective.',
          'When we assess leaders for senior roles in {industry}, we ask how they have made hybrid leadership work. The best answers are specific and show clear learning.',
        ],
      },
    ],
  },
  {
    title: 'AI literacy for {industry} executives',
    excerpt: 'Executives in {topic} need not code, but they must know enough about AI to question its results.',
    lede: 'Artificial intelligence is becoming embedded in how organisations in {industry} operate, from customer service and operations to analysis and decision-making. Executives do not need to become technical experts, but they do need enough understanding of AI to make good decisions about it, question its results and lead their organisations through the changes it brings.',
    sections: [
      {
        heading: 'What AI literacy means',
        paragraphs: [
          'AI literacy for executives means understanding what AI can and cannot do, how it works at a conceptual level, where it tends to fail and what risks it creates. It means being able to ask good questions about AI systems and evaluate the answers.',
          'It does not mean being able to build AI systems or understand the mathematics behind them. Executives need practical understanding, not technical expertise.',
          'The level of literacy required varies by role, but every executive in {industry} now needs at least a basic understanding.',
        ],
      },
      {
        heading: 'Questioning results',
        paragraphs: [
          'One of the most important AI literacy skills is questioning results. AI systems can produce outputs that look authoritative but are wrong, biased or misleading.',
          'Executives should ask where the data came from, how the system was tested, what its error rates are and how it performs for different groups. They should be sceptical of results that seem too good to be true.',
          'They should also understand that AI systems reflect the data they are trained on, which may contain biases or gaps.',
        ],
      },
      {
        heading: 'Making decisions about AI',
        paragraphs: [
          'Executives make decisions about AI investment, deployment and governance. AI literacy helps them make these decisions well: distinguishing promising opportunities from hype, understanding the resources required and anticipating the risks.',
          'They should also understand the organisational changes AI requires. Successful AI deployment usually involves changes to processes, roles and skills, not only technology.',
          'Executives who lack AI literacy may rely too heavily on vendors or technical specialists, without the ability to challenge their recommendations.',
        ],
      },
      {
        heading: 'Building AI literacy',
        paragraphs: [
          'Executives can build AI literacy in several ways. Using AI tools directly is one of the most effective: it provides practical understanding of what the tools can do and where they fall short.',
          'Structured learning programmes, briefings from experts and conversations with colleagues who have deployed AI can also help.',
          'Organisations in {industry} can support executive AI literacy through tailored education programmes, access to experts and opportunities to experiment.',
        ],
      },
      {
        heading: 'AI literacy in leadership assessment',
        paragraphs: [
          'When we assess executives for senior roles in {industry}, we increasingly explore their understanding of AI. We ask how they have used it, what decisions they have made about it and what they have learned.',
          'The best candidates show practical understanding, healthy scepticism and thoughtful attention to both opportunity and risk.',
          'AI literacy is becoming a baseline expectation for senior executives, and those who lack it will find it increasingly difficult to lead effectively.',
        ],
      },
    ],
  },
  {
    title: 'Designing {function} teams for a digital future',
    excerpt: 'Digital tools are reshaping {topic} teams; their leaders must decide which skills to build and which to buy.',
    lede: 'Digital tools are reshaping how {function} teams work. Automation, analytics, artificial intelligence and new platforms are changing the tasks teams perform, the skills they need and how they are organised. {function} leaders must design teams for this digital future, making choices about which skills to build internally, which to buy and how to organise work.',
    sections: [
      {
        heading: 'Understanding the shift',
        paragraphs: [
          'The first step is understanding how digital tools are changing the work of the {function} team. Which tasks are being automated? Which are being augmented by new tools? What new tasks are emerging?',
          'This analysis should be specific to the function and the organisation. Generic predictions about the future of work are less useful than a detailed understanding of the team’s own work.',
          'Involving team members in this analysis is valuable. They often know best how their work is changing.',
        ],
      },
      {
        heading: 'Build or buy',
        paragraphs: [
          '{function} leaders face choices about how to acquire the skills their teams need. They can build skills internally, through training and development. They can buy skills, through external hiring. Or they can borrow skills, through contractors, consultants or partnerships.',
          'Each approach has advantages. Building skills retains organisational knowledge and builds loyalty. Buying skills brings expertise quickly. Borrowing skills provides flexibility.',
          'Most teams need a combination. Leaders should decide deliberately which skills are core and should be built internally, and which can be acquired in other ways.',
        ],
      },
      {
        heading: 'Organising the team',
        paragraphs: [
          'Digital tools may also change how {function} teams should be organised. Some organisations are moving from functional structures to cross-functional teams, combining {function} expertise with data, technology and business skills.',
          'Others are creating centres of excellence for specific digital capabilities, serving the wider function.',
          'The right structure depends on the organisation, but leaders should question whether existing structures still make sense.',
        ],
      },
      {
        heading: 'New roles',
        paragraphs: [
          'Digital transformation creates new roles in {function} teams: specialists in data, analytics, automation and digital platforms. These roles may not have existed a few years ago.',
          'Leaders must define these roles, recruit or develop people to fill them and integrate them effectively with existing team members.',
          'Career paths for new roles should be clear, so that people can see how they can develop.',
        ],
      },
      {
        heading: 'Leading the change',
        paragraphs: [
          'Redesigning teams for a digital future is a significant change, and it needs careful leadership. {function} leaders should communicate openly about the changes, involve their teams in shaping them and support people through the transition.',
          'They should also invest in their own digital understanding, so that they can lead credibly.',
          'When we search for {function} leaders, we increasingly look for candidates who have redesigned teams for digital ways of working and can describe what they learned.',
        ],
      },
    ],
  },
  {
    title: 'The office as a place to meet, not to work',
    excerpt: 'Offices are being redesigned around collaboration, and leaders are learning to give people a reason to come in.',
    lede: 'For most of the last century, the office was where work happened. People came in to sit at their desks and do their jobs. Hybrid work has changed that. Much individual work can now be done anywhere, and many organisations are rethinking the office as a place primarily for meeting, collaborating and connecting. Leaders are learning that people need a reason to come in.',
    sections: [
      {
        heading: 'The changing purpose of the office',
        paragraphs: [
          'When people can do focused individual work at home, the office must offer something different. Increasingly, that is collaboration, connection and culture: the activities that benefit from being together.',
          'Organisations are redesigning their offices accordingly, replacing rows of desks with meeting spaces, collaborative areas and social spaces.',
          'Some are reducing their office footprint significantly, while investing more in the quality of the space they retain.',
        ],
      },
      {
        heading: 'Giving people a reason to come in',
        paragraphs: [
          'Mandating office attendance without giving people a good reason to come in tends to produce resentment and low-quality office time, with people spending their day on video calls at a desk.',
          'Leaders who succeed in attracting people to the office focus on making office time valuable: scheduling collaborative activities when people are together, creating opportunities for learning and relationship building and ensuring that colleagues are present.',
          'The presence of leaders and colleagues is one of the strongest reasons to come in. People want to be in the office when others they want to see are there.',
        ],
      },
      {
        heading: 'Designing for collaboration',
        paragraphs: [
          'Offices designed for collaboration offer a variety of spaces: large rooms for team gatherings, small rooms for focused discussions, open areas for informal conversation and quiet spaces for when individual work is needed.',
          'Technology matters too. Meeting rooms should support hybrid meetings well, so that remote participants can contribute fully.',
          'The best office designs are informed by how people actually use the space, which organisations can learn through observation and feedback.',
        ],
      },
      {
        heading: 'Culture and connection',
        paragraphs: [
          'The office plays an important role in building culture and connection. New joiners learn how the organisation works by observing colleagues. Relationships are built through informal conversations. Shared experiences create a sense of belonging.',
          'Leaders should think deliberately about how the office supports culture, for example through events, shared meals and opportunities for people from different teams to meet.',
          'These activities give the office a purpose that remote work cannot replicate.',
        ],
      },
      {
        heading: 'The leader’s role',
        paragraphs: [
          'Leaders play a central role in making the office a valuable place. Their presence, how they use office time and the activities they organise all influence whether people see value in coming in.',
          'Leaders who use the office for meaningful interaction, rather than for work that could be done anywhere, set an example for their teams.',
          'As organisations continue to rethink the office, leaders who understand its new purpose will be best placed to make it work.',
        ],
      },
    ],
  },
  {
    title: 'Leading a workforce of employees and contractors',
    excerpt: 'More specialists now work as contractors, and leaders must build teams whose members do not share an employer.',
    lede: 'Many organisations now rely on a blended workforce of employees and contractors. Specialists in technology, data, project management and many other fields increasingly work as independent contractors or through agencies, and organisations use them to access skills quickly and flexibly. Leading teams whose members do not share an employer brings particular challenges.',
    sections: [
      {
        heading: 'Why the blended workforce has grown',
        paragraphs: [
          'Several factors have driven the growth of contractor working. Specialists in high-demand fields can often earn more and have more flexibility as contractors. Organisations value the ability to access skills quickly, scale up and down and avoid long-term commitments.',
          'Technology has made it easier to find, engage and work with contractors, including remotely.',
          'In some fields, the best specialists work only as contractors, so organisations that want their skills must engage them on that basis.',
        ],
      },
      {
        heading: 'Building cohesive teams',
        paragraphs: [
          'Teams combining employees and contractors can struggle with cohesion. Contractors may feel like outsiders, excluded from information, decisions and social activities. Employees may resent contractors who are paid more or have more flexibility.',
          'Leaders can build cohesion by treating all team members as valued contributors, including contractors in team communications and activities where appropriate, and being clear about roles and expectations.',
          'At the same time, leaders must respect the legal distinctions between employees and contractors, which vary by jurisdiction.',
        ],
      },
      {
        heading: 'Knowledge and continuity',
        paragraphs: [
          'Contractors often leave when their engagement ends, taking knowledge with them. Organisations that rely heavily on contractors risk losing critical knowledge and capability.',
          'Leaders should ensure that knowledge is documented and shared, that employees work alongside contractors to build internal capability and that critical capabilities are not entirely dependent on contractors.',
          'Careful planning of contractor engagements, with handover arrangements, helps maintain continuity.',
        ],
      },
      {
        heading: 'Legal and ethical considerations',
        paragraphs: [
          'The legal status of contractors varies by jurisdiction, and misclassifying employees as contractors can create significant legal and financial risks.',
          'Leaders should understand the rules that apply and work with HR and legal colleagues to ensure compliance.',
          'There are also ethical considerations. Organisations should treat contractors fairly, pay them promptly and avoid using contractor arrangements to deny people the protections they would receive as employees.',
        ],
      },
      {
        heading: 'Leading the blended workforce',
        paragraphs: [
          'Leading a blended workforce requires skills that traditional management may not develop: engaging people whose loyalty is to their own career rather than the organisation, integrating people with different employment relationships and managing the risks of dependence on external talent.',
          'Leaders who master these skills can build teams that combine the flexibility of contractor working with the cohesion and continuity of employment.',
          'When we assess leaders for senior roles, we increasingly explore their experience of leading blended workforces and what they have learned.',
        ],
      },
    ],
  },
]
