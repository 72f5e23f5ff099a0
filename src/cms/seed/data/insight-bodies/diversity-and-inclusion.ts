import type { TitleTemplate } from './types'

export const DIVERSITY_AND_INCLUSION: readonly TitleTemplate[] = [
  {
    title: 'Diverse shortlists are not enough: inclusive hiring in {industry}',
    excerpt: 'Organisations in {topic} that present diverse shortlists still appoint the familiar candidate unless the process changes too.',
    lede: 'Many organisations in {industry} now insist on diverse shortlists for senior roles, and many search firms, ours included, commit to delivering them. That is a welcome change. But a diverse shortlist is the beginning of an inclusive hiring process, not the end of it. If everything that happens after the shortlist is presented stays the same, the final appointment will often look much like the last one.',
    sections: [
      {
        heading: 'Where diverse shortlists fall short',
        paragraphs: [
          'A shortlist puts candidates in front of decision-makers. It does not change how those decision-makers assess them. If interviews are unstructured, criteria are vague and the panel is homogeneous, familiarity tends to win. The candidate who reminds the panel of successful leaders they have known feels like the safer choice.',
          'This is rarely deliberate. Most panels believe they are choosing the best candidate. But without structure, “best” is often defined by comparison with the people who have held similar roles before.',
          'The pattern is visible in the data of many organisations: diverse candidates reach the shortlist in growing numbers, but appointment rates do not rise to match.',
        ],
      },
      {
        heading: 'Agree the criteria before meeting anyone',
        paragraphs: [
          'The most effective single change is to agree the assessment criteria before any candidate is interviewed. What must the new leader achieve? Which capabilities are essential? How will each be assessed?',
          'Criteria agreed in advance are harder to bend around a favoured candidate. They also make it easier to notice when a panel member’s preference is based on something other than the agreed requirements.',
          'Criteria should focus on capability rather than background. A requirement for “experience as a chief financial officer of a listed company” excludes many strong candidates; a requirement for “experience of leading financial strategy in a complex organisation” does not.',
        ],
      },
      {
        heading: 'Structured interviews and diverse panels',
        paragraphs: [
          'Structured interviews, where every candidate is asked the same questions and responses are scored against agreed criteria, are one of the best-supported tools for fairer selection. They reduce the influence of rapport and first impressions.',
          'Diverse interview panels help too. Panel members from different backgrounds notice different things and are less likely to share the same blind spots.',
          'Panels should also discuss candidates in a disciplined way: scoring independently before discussion, and challenging assessments that rest on impressions rather than evidence.',
        ],
      },
      {
        heading: 'Questioning “fit”',
        paragraphs: [
          'Cultural fit is one of the most common reasons given for rejecting diverse candidates, and one of the least examined. Often, “not a good fit” means “different from us”.',
          'Organisations should be clear about what they mean by fit. If it refers to shared values, such as integrity or a commitment to clients, it can be assessed directly. If it refers to style, background or personality, it deserves challenge.',
          'Some organisations now ask panels to think about “culture add”: what a candidate would bring that the team currently lacks.',
        ],
      },
      {
        heading: 'Measuring the whole process',
        paragraphs: [
          'Organisations in {industry} that want inclusive hiring should measure more than shortlists. They should track diversity at each stage, from long list to appointment, and investigate where candidates drop out.',
          'If diverse candidates consistently fall away at a particular stage, that stage deserves attention. The cause may be the criteria, the assessors or the way candidates are treated.',
          'Inclusive hiring is a process, not a target. Diverse shortlists are an important start, but only a process designed for fairness at every stage produces different outcomes.',
        ],
      },
    ],
  },
  {
    title: 'Women in {function} leadership: progress and persistent gaps',
    excerpt: 'More women now lead {topic} teams, but the gap widens sharply at the level just below the executive committee.',
    lede: 'There is good news in the story of women in {function} leadership. Over the past decade, more women have taken senior roles in the function, and many organisations now have women leading {function} teams where a generation ago there were almost none. But the progress is uneven. In our experience, the gap remains widest at the step from senior manager to the leadership roles just below the executive committee, and that is where attention is most needed.',
    sections: [
      {
        heading: 'Where progress has been made',
        paragraphs: [
          'Women are well represented at entry and early-career levels in many {function} functions, and in some cases form the majority. At the level of team leader and manager, representation has also improved in many organisations.',
          'This progress reflects real effort: targeted recruitment, flexible working, mentoring programmes and greater attention from leadership. Organisations that have sustained this effort over years have seen results.',
          'The visibility of senior women in {function} roles has also grown, providing role models that were scarce a generation ago.',
        ],
      },
      {
        heading: 'The gap below the top',
        paragraphs: [
          'The step into senior leadership is where many women leave the pipeline. Roles at this level are often demanding, with long hours and extensive travel, and they frequently coincide with caring responsibilities.',
          'Promotion processes at this level also tend to be less structured. Appointments are often made through informal networks and sponsorship, which can disadvantage people outside the dominant group.',
          'The result is a narrow pipeline for the most senior {function} roles. Organisations that want more women at the top must widen it at this level.',
        ],
      },
      {
        heading: 'The role of sponsorship',
        paragraphs: [
          'Sponsorship, where a senior leader actively advocates for someone’s advancement, is one of the most effective ways to help women progress into senior roles. Sponsors put people forward for opportunities, speak for them in promotion discussions and help them navigate organisational politics.',
          'Many women in {function} have mentors but fewer have sponsors. Organisations can encourage sponsorship by making it an explicit expectation of senior leaders and tracking who is being sponsored.',
          'Sponsorship works best when it is genuine. Senior leaders must be willing to spend their own credibility on the people they sponsor.',
        ],
      },
      {
        heading: 'Designing roles differently',
        paragraphs: [
          'Some senior {function} roles are designed in ways that exclude people with caring responsibilities, regardless of gender. Roles that require constant availability, extensive travel or long hours in the office narrow the pool of candidates.',
          'Organisations can examine whether these requirements are genuinely necessary. Many senior roles can be done effectively with more flexibility than is traditionally assumed.',
          'Where roles are redesigned, the benefits extend beyond gender. Flexible senior roles attract a wider range of talented candidates.',
        ],
      },
      {
        heading: 'What organisations can do now',
        paragraphs: [
          'Organisations can start by examining their own data. Where do women leave the {function} pipeline? At which promotion stages is representation lost? What do exit interviews say?',
          'They can then act on the specific points where the pipeline narrows: structured promotion processes, sponsorship programmes, flexible role design and support for returners.',
          'Progress for women in {function} leadership has been real. Closing the remaining gaps requires sustained attention to the stages where they persist.',
        ],
      },
    ],
  },
  {
    title: 'Inclusive leadership behaviours that make a measurable difference',
    excerpt: 'Some inclusive behaviours move engagement and retention; others are well meant and change little.',
    lede: 'Inclusive leadership has become a common theme in leadership development, and most senior executives now accept that it matters. But what does it actually involve? Some behaviours described as inclusive are well intentioned but make little practical difference. Others change how people feel and perform at work in ways that can be measured through engagement, retention and the quality of decisions.',
    sections: [
      {
        heading: 'Inviting dissent',
        paragraphs: [
          'One of the most consequential inclusive behaviours is actively inviting disagreement. Leaders who ask for dissenting views, respond to them constructively and change their minds when presented with good arguments create teams where people speak up.',
          'This matters because teams make better decisions when they hear a range of perspectives. People from under-represented groups are often less likely to challenge the majority view unless they are explicitly invited to do so.',
          'Inviting dissent requires more than saying “my door is always open”. It means asking specific people for their views, especially those who have not spoken, and visibly valuing challenge.',
        ],
      },
      {
        heading: 'Making decisions transparent',
        paragraphs: [
          'Opaque decision-making tends to favour insiders. When decisions about promotions, assignments and resources are made informally, people with access to the decision-makers have an advantage.',
          'Inclusive leaders make their decision-making visible. They explain how decisions are made, what criteria are used and why particular choices were made. This allows people to understand and challenge the process.',
          'Transparency also builds trust. People are more willing to accept decisions they disagree with if they understand how they were reached.',
        ],
      },
      {
        heading: 'Sharing credit and opportunity',
        paragraphs: [
          'Leaders control access to opportunities: high-profile projects, presentations to senior leaders, stretch assignments. How they allocate these opportunities shapes careers.',
          'Inclusive leaders distribute opportunities deliberately, considering who has not yet had a chance rather than defaulting to the usual people. They also share credit publicly, making sure that contributions are recognised.',
          'These behaviours are small individually but significant cumulatively. Over time, they determine who develops and who is noticed.',
        ],
      },
      {
        heading: 'Behaviours that change less',
        paragraphs: [
          'Some well-meant behaviours have limited effect. Attending a single awareness session, signing a pledge or making general statements of support for diversity are unlikely to change much on their own.',
          'These actions can be useful as part of a broader effort, but they are not substitutes for changes in day-to-day behaviour. Employees notice when leaders talk about inclusion without changing how they lead.',
          'The most effective inclusive behaviours are specific, consistent and visible in ordinary working life.',
        ],
      },
      {
        heading: 'Developing inclusive leaders',
        paragraphs: [
          'Inclusive leadership can be developed. Feedback from team members, particularly through structured tools that ask about specific behaviours, helps leaders understand how they are experienced.',
          'Coaching and peer learning can help leaders practise new behaviours. Holding leaders accountable, for example by including inclusion outcomes in performance reviews, reinforces the importance of the behaviours.',
          'When we assess senior candidates, we increasingly explore inclusive leadership, asking for specific examples of how they have invited dissent, shared opportunity and built diverse teams.',
        ],
      },
    ],
  },
  {
    title: 'Measuring inclusion in {industry} leadership teams',
    excerpt: 'Representation is easy to count in {topic}; belonging and influence need measures of their own.',
    lede: 'Organisations in {industry} have become much better at measuring representation. Most can say how many women sit on the executive committee, and many track ethnicity and other characteristics. But representation is only part of the picture. A leadership team can be diverse on paper while some of its members have little influence and feel they do not belong. Measuring inclusion requires different tools.',
    sections: [
      {
        heading: 'Beyond representation',
        paragraphs: [
          'Representation data shows who is in the room. It does not show who is heard, who shapes decisions or who feels able to speak candidly. These aspects of inclusion are harder to measure but matter as much.',
          'A leadership team where diverse members are present but marginalised does not gain the benefits of diversity. The team makes decisions in the same way as before, and the diverse members are likely to leave.',
          'Measuring inclusion helps leaders understand whether diversity is translating into genuinely different ways of working.',
        ],
      },
      {
        heading: 'Surveys and their limits',
        paragraphs: [
          'Inclusion surveys ask employees about their sense of belonging, whether they feel able to speak up and whether they are treated fairly. When well designed, they provide useful data.',
          'At leadership team level, however, surveys have limitations. Numbers are small, anonymity is difficult and senior executives may be reluctant to express concerns about their peers.',
          'Surveys can be supplemented with confidential interviews conducted by an independent party, which often reveal more than survey scores.',
        ],
      },
      {
        heading: 'Observing how the team works',
        paragraphs: [
          'Observation of leadership team meetings can provide valuable insight. Who speaks and for how long? Whose ideas are taken up? Who is interrupted? Are decisions made in the meeting or beforehand in private conversations?',
          'These patterns are often invisible to participants but clear to an outside observer. Sharing observations with the team can prompt useful discussion.',
          'Some leadership teams in {industry} have found that a few simple changes, such as structured turn-taking or circulating papers in advance, significantly improve inclusion.',
        ],
      },
      {
        heading: 'Outcome measures',
        paragraphs: [
          'Inclusion can also be measured through outcomes. Do diverse leaders receive the same development opportunities, promotions and pay as their peers? Do they stay as long? Are they given high-profile assignments?',
          'Differences in these outcomes may indicate inclusion problems, even where surveys suggest all is well.',
          'Tracking outcomes over time allows organisations to see whether their efforts are making a difference.',
        ],
      },
      {
        heading: 'Using the data',
        paragraphs: [
          'Measuring inclusion is only useful if the data leads to action. Leadership teams should review inclusion data regularly, discuss what it reveals and agree specific changes.',
          'Boards in {industry} can reinforce this by asking for inclusion data alongside representation data and by holding leadership teams accountable for progress.',
          'The organisations that make the most progress treat inclusion as something to be measured, managed and improved, in the same way as any other aspect of performance.',
        ],
      },
    ],
  },
  {
    title: 'Neurodiversity at the top: what leaders can learn',
    excerpt: 'Executives who think differently are often in leadership teams already, and rarely say so.',
    lede: 'Neurodiversity, the recognition that people’s brains work in different ways, with conditions such as dyslexia, ADHD, autism and dyspraxia being part of natural human variation, has become a more common topic in workplace discussions. Most of that discussion focuses on recruitment and early careers. Less attention is paid to neurodivergent people at the top of organisations, though they are there, often without their colleagues knowing.',
    sections: [
      {
        heading: 'Neurodivergent leaders are already here',
        paragraphs: [
          'Many senior executives are neurodivergent. Some have known since childhood; others received a diagnosis in adulthood, sometimes after one of their own children was assessed. Many have never disclosed it at work.',
          'The reasons for silence are understandable. Executives worry about being seen as less capable, about stereotypes and about how disclosure might affect their career. At senior levels, where reputation matters greatly, the stakes feel high.',
          'Yet when neurodivergent leaders do speak about their experience, they often describe how their different way of thinking has contributed to their success.',
        ],
      },
      {
        heading: 'Different ways of thinking as strengths',
        paragraphs: [
          'Neurodivergent people often bring particular strengths. Some excel at pattern recognition, seeing connections others miss. Some can focus intensely on complex problems. Some are unusually creative or think in original ways. Many have developed exceptional resilience from navigating environments not designed for them.',
          'These strengths can be valuable in leadership. A leader who sees patterns in data, questions assumptions or approaches problems from unexpected angles can make a significant contribution.',
          'Neurodivergent leaders also face challenges, and the balance of strengths and difficulties differs from person to person. Generalisations should be treated with caution.',
        ],
      },
      {
        heading: 'What leadership teams can learn',
        paragraphs: [
          'Leadership teams that include neurodivergent members, whether disclosed or not, benefit from adapting how they work. Clear agendas, written materials circulated in advance, explicit decisions and varied meeting formats help many people, not only those who are neurodivergent.',
          'Teams can also learn to value different styles of contribution. A leader who is quiet in meetings but produces outstanding written analysis, or who asks unusual questions, may be contributing more than the team recognises.',
          'Creating an environment where people feel able to say how they work best, without needing to disclose a diagnosis, benefits everyone.',
        ],
      },
      {
        heading: 'Senior role models',
        paragraphs: [
          'When senior leaders speak openly about being neurodivergent, it can have a powerful effect. Employees who share similar traits see that they can succeed, and colleagues gain a better understanding of neurodiversity.',
          'Disclosure is a personal choice, and no one should feel pressured to share. But organisations can make it easier by creating a culture where it is safe to do so.',
          'Some organisations have established networks for neurodivergent employees, with senior sponsors who help raise awareness and advocate for change.',
        ],
      },
      {
        heading: 'Implications for hiring and assessment',
        paragraphs: [
          'Traditional assessment processes can disadvantage neurodivergent candidates. Unstructured interviews that reward quick verbal responses, psychometric tests with tight time limits and assessment centres with ambiguous instructions may not reveal a candidate’s true capability.',
          'Offering adjustments, such as questions in advance, extra time or alternative formats, can help. So can focusing assessment on the capabilities the role genuinely requires.',
          'When we assess senior candidates, we try to ensure our processes allow people with different thinking styles to show what they can do. The best leaders do not all think alike.',
        ],
      },
    ],
  },
  {
    title: 'Building diverse boards in {industry}',
    excerpt: 'Boards in {topic} that widened their search beyond sitting directors found strong candidates they had overlooked.',
    lede: 'Board diversity in {industry} has improved in recent years, driven by investor pressure, regulatory expectations and a growing recognition that diverse boards make better decisions. But progress has often relied on a small pool of experienced directors, many of whom now hold several board seats. Boards that want to build genuine diversity need to widen their search beyond the usual candidates.',
    sections: [
      {
        heading: 'The limits of the current pool',
        paragraphs: [
          'When boards look for new directors, they often start with people who already hold board seats. This is understandable: experienced directors know how boards work and can contribute quickly.',
          'But this approach limits diversity. The pool of sitting directors reflects past appointment patterns, and drawing repeatedly from it means boards change slowly. It also concentrates board roles among a small group, some of whom become overstretched.',
          'Boards that want to change their composition need to look beyond this pool.',
        ],
      },
      {
        heading: 'First-time directors',
        paragraphs: [
          'Some of the strongest board candidates have never held a board seat. They may be senior executives with relevant experience, leaders from adjacent sectors or specialists in areas the board needs.',
          'First-time directors bring fresh perspectives and are often highly committed to the role. With good induction and support, they can become effective quickly.',
          'Boards in {industry} that have appointed first-time directors often report that the appointments were among their most successful.',
        ],
      },
      {
        heading: 'Defining the need differently',
        paragraphs: [
          'Board specifications often require prior board experience, experience as a chief executive or chief financial officer, or experience in the same sector. These requirements narrow the pool considerably.',
          'Boards can widen the pool by defining what they need in terms of capabilities rather than titles. A board that needs financial expertise may find it in a senior finance leader who has not been a chief financial officer. One that needs technology expertise may find it outside its own sector.',
          'Clear thinking about what the board genuinely needs, rather than defaulting to traditional profiles, opens up new possibilities.',
        ],
      },
      {
        heading: 'Beyond gender',
        paragraphs: [
          'Much board diversity effort has focused on gender, with significant success in many markets. Other dimensions of diversity, including ethnicity, socio-economic background, age, nationality and professional background, have received less attention.',
          'Boards should consider diversity broadly, thinking about which perspectives are missing and how they might be added.',
          'Diversity of thought, experience and background is what ultimately improves board discussions.',
        ],
      },
      {
        heading: 'Making diverse boards work',
        paragraphs: [
          'Appointing diverse directors is only the first step. Boards must also make sure that new directors are included and heard. A strong chair who encourages every director to contribute, a thorough induction and a culture that welcomes challenge all help.',
          'Boards should also consider how they recruit. Search partners who are committed to diversity, long lists that are genuinely diverse and structured selection processes all support better outcomes.',
          'When we help boards in {industry} with appointments, we encourage them to look widely and to consider candidates they might not have encountered through their own networks.',
        ],
      },
    ],
  },
  {
    title: 'The business case for diverse {function} teams',
    excerpt: 'Diverse {topic} teams catch risks and opportunities that uniform teams miss, and the evidence is building.',
    lede: 'The case for diverse {function} teams is often made in moral terms, and those arguments matter. But there is also a practical case. Teams whose members bring different backgrounds, experiences and ways of thinking tend to catch risks and spot opportunities that more uniform teams miss. For {function} leaders, building diverse teams is increasingly a question of performance as well as fairness.',
    sections: [
      {
        heading: 'Better decisions',
        paragraphs: [
          'Homogeneous teams tend to share assumptions. They agree quickly, feel confident and may not notice what they have overlooked. Diverse teams are more likely to question assumptions, consider alternatives and identify weaknesses in proposals.',
          'This can make diverse teams feel less comfortable. Discussions take longer and disagreements are more frequent. But the resulting decisions tend to be better considered.',
          'In {function}, where decisions often carry significant consequences, the value of this challenge is considerable.',
        ],
      },
      {
        heading: 'Understanding customers and stakeholders',
        paragraphs: [
          'Organisations serve diverse customers, employees and communities. A {function} team that reflects this diversity is better placed to understand their needs, anticipate their reactions and design appropriate responses.',
          'Teams that lack this diversity may miss important perspectives, designing policies, products or processes that work well for some groups but poorly for others.',
          'This applies across functions. Whatever the {function} team does, its work affects people who differ from each other in many ways.',
        ],
      },
      {
        heading: 'Access to talent',
        paragraphs: [
          'Organisations that build diverse {function} teams have access to a wider pool of talent. They are more attractive to candidates from under-represented groups and more likely to retain them.',
          'In tight labour markets, this access matters. Organisations that recruit from narrow pools compete for the same candidates and may struggle to fill roles.',
          'A reputation for diversity and inclusion also attracts candidates who value these qualities, regardless of their own background.',
        ],
      },
      {
        heading: 'Conditions for the benefits',
        paragraphs: [
          'The benefits of diversity depend on inclusion. A diverse team where some members are not heard, or where differences are suppressed, will not perform better than a uniform one.',
          '{function} leaders who want the benefits of diversity must create conditions where different perspectives are expressed and valued. That means inviting challenge, managing conflict constructively and making decisions transparently.',
          'It also means being patient. Diverse teams may take time to develop effective ways of working together.',
        ],
      },
      {
        heading: 'Building diverse {function} teams',
        paragraphs: [
          'Building diverse teams requires deliberate effort. {function} leaders can widen recruitment channels, use structured selection processes, set clear expectations for diverse shortlists and examine promotion and retention data for patterns.',
          'They can also look at how work is allocated, making sure that high-profile opportunities are shared fairly.',
          'The business case for diverse {function} teams is strong, but it is realised only by leaders who invest in both diversity and inclusion.',
        ],
      },
    ],
  },
  {
    title: 'Sponsorship, not mentoring: accelerating under-represented talent',
    excerpt: 'Mentors give advice; sponsors spend their own credibility on someone’s promotion, and that is what moves careers.',
    lede: 'Mentoring programmes are among the most common initiatives for developing under-represented talent. They pair promising people with experienced leaders who offer advice and guidance. Mentoring has real value, but on its own it rarely moves careers as much as organisations hope. What makes the bigger difference is sponsorship: a senior leader actively using their influence to advance someone else’s career.',
    sections: [
      {
        heading: 'The difference between a mentor and a sponsor',
        paragraphs: [
          'A mentor advises. They share experience, offer perspective and help the mentee think through challenges. The relationship is largely private, and the mentor’s reputation is not at stake.',
          'A sponsor advocates. They put forward the person they sponsor for opportunities, speak for them in promotion discussions, introduce them to influential people and defend them when needed. Sponsorship is public, and the sponsor’s credibility is on the line.',
          'Both have value, but sponsorship has more direct influence on career progression.',
        ],
      },
      {
        heading: 'Why under-represented talent lacks sponsors',
        paragraphs: [
          'Sponsorship often happens informally. Senior leaders tend to sponsor people they know and feel comfortable with, which often means people who resemble themselves.',
          'As a result, people from under-represented groups are often well mentored but under-sponsored. They receive good advice but lack the advocacy that opens doors.',
          'This gap is one reason why diverse talent often stalls at senior levels, where informal advocacy plays a larger role in appointments.',
        ],
      },
      {
        heading: 'Making sponsorship deliberate',
        paragraphs: [
          'Organisations can make sponsorship more deliberate and more equitable. Formal sponsorship programmes pair senior leaders with high-potential people from under-represented groups, with explicit expectations that sponsors will advocate actively.',
          'Sponsors should be accountable. Organisations can track the progress of sponsored individuals and ask sponsors to report on what they have done.',
          'Senior leaders can also be asked to review whom they currently sponsor informally and to consider whether their sponsorship is distributed fairly.',
        ],
      },
      {
        heading: 'What good sponsors do',
        paragraphs: [
          'Effective sponsors look for opportunities to advance the people they sponsor: a stretch assignment, a presentation to the board, a seat on a high-profile project. They mention the person’s name in discussions where they are not present.',
          'They also give candid feedback, helping the person understand what they need to demonstrate to progress.',
          'Good sponsors are selective. Sponsorship involves risk for the sponsor, and they should sponsor people whose potential they genuinely believe in.',
        ],
      },
      {
        heading: 'The role of the sponsored',
        paragraphs: [
          'Sponsorship is a two-way relationship. Sponsored individuals need to perform, to take the opportunities offered and to justify the sponsor’s confidence.',
          'They can also be proactive, making their ambitions clear, asking for opportunities and seeking feedback.',
          'Organisations that combine mentoring with deliberate, accountable sponsorship see under-represented talent progress faster than those that rely on mentoring alone.',
        ],
      },
    ],
  },
  {
    title: 'Pay equity at the executive level',
    excerpt: 'Pay gaps persist at the top, where packages are individual and negotiated behind closed doors.',
    lede: 'Many organisations have made progress on pay equity across their workforce, using structured pay scales, regular audits and transparent processes. At the executive level, however, pay gaps often persist. Executive packages are individual, negotiated privately and made up of many components, and these features create room for inequity to develop even where no one intends it.',
    sections: [
      {
        heading: 'Why executive pay gaps persist',
        paragraphs: [
          'Executive pay is usually set through individual negotiation, often benchmarked against an executive’s previous package. If someone was underpaid in a previous role, that gap tends to follow them.',
          'Negotiation itself can introduce inequity. Research and experience suggest that people from some groups are less likely to negotiate assertively, or are penalised when they do.',
          'Executive packages also include many components, such as base salary, bonus, long-term incentives, pension and benefits, and gaps can arise in any of them.',
        ],
      },
      {
        heading: 'Auditing executive pay',
        paragraphs: [
          'The first step is to audit executive pay rigorously. This means comparing total remuneration, not only base salary, for executives in comparable roles, and investigating any differences that cannot be explained by legitimate factors.',
          'Audits should be conducted regularly, ideally annually, and reviewed by the remuneration committee.',
          'Where unexplained gaps are found, they should be corrected. Leaving them in place undermines the organisation’s credibility on equity more broadly.',
        ],
      },
      {
        heading: 'Structuring pay decisions',
        paragraphs: [
          'More structured processes for setting executive pay help prevent gaps. Clear pay ranges for executive roles, based on market data rather than previous pay, reduce the influence of past inequity.',
          'Some organisations no longer ask candidates about their previous pay, setting offers based on the role and market instead.',
          'Consistent approaches to negotiation, such as clear guidelines on what flexibility is available, also help.',
        ],
      },
      {
        heading: 'Beyond salary',
        paragraphs: [
          'Pay equity at the executive level involves more than salary. Bonus outcomes, equity awards and access to development opportunities that lead to higher pay can all vary.',
          'Organisations should examine whether performance ratings, which drive bonus outcomes, are applied fairly across groups. They should also look at who receives discretionary awards and retention payments.',
          'Promotion patterns matter too. If some groups are promoted more slowly, their pay will lag even where pay for each role is equitable.',
        ],
      },
      {
        heading: 'The role of the board',
        paragraphs: [
          'Remuneration committees have a central role in ensuring executive pay equity. They should ask for pay equity data, question unexplained differences and ensure that corrective action is taken.',
          'Investors and regulators increasingly ask about executive pay equity, and boards that can demonstrate rigorous oversight are better placed to respond.',
          'When we support executive appointments, we encourage clients to base offers on the role and market rather than on a candidate’s previous pay, helping to prevent gaps from being carried forward.',
        ],
      },
    ],
  },
  {
    title: 'Cross-cultural leadership in a global {industry} business',
    excerpt: 'Leading {topic} teams across cultures asks executives to adapt their style without losing their standards.',
    lede: 'Leaders of global organisations in {industry} work with teams, partners and customers across many cultures. What counts as good leadership varies from one culture to another: how directly feedback is given, how decisions are made, how hierarchy is respected, how relationships are built. Leaders who apply a single style everywhere often find it works well in some places and poorly in others.',
    sections: [
      {
        heading: 'Cultural differences that matter',
        paragraphs: [
          'Cultural differences affect many aspects of leadership. In some cultures, direct feedback is expected and valued; in others, it is seen as rude. In some, decisions are made by the most senior person; in others, consensus is expected.',
          'Attitudes to time, hierarchy, risk and relationships also vary. A leader who expects punctuality, challenge from junior colleagues or quick decisions may be frustrated in cultures with different norms.',
          'These differences are generalisations, and individuals vary widely within any culture. But they provide a useful starting point for understanding.',
        ],
      },
      {
        heading: 'Adapting style without losing standards',
        paragraphs: [
          'Effective cross-cultural leaders adapt their style to the context. They adjust how they give feedback, how they run meetings and how they build relationships.',
          'But they do not abandon their standards. Integrity, fairness, accountability and respect remain constant. The way these are expressed may vary, but the underlying values do not.',
          'The challenge is distinguishing between style, which can and should adapt, and standards, which should not.',
        ],
      },
      {
        heading: 'Building cross-cultural teams',
        paragraphs: [
          'Leaders of cross-cultural teams in {industry} face the additional challenge of helping team members work with each other. Differences in communication style can lead to misunderstanding and conflict.',
          'Leaders can help by discussing cultural differences openly, agreeing team norms explicitly and creating opportunities for team members to build relationships.',
          'Clear processes, such as written decisions and structured meetings, can reduce misunderstanding in diverse teams.',
        ],
      },
      {
        heading: 'Developing cross-cultural capability',
        paragraphs: [
          'Cross-cultural capability is best developed through experience. Leaders who have lived and worked in different cultures, particularly in roles where they had to adapt, usually develop a deeper understanding than those who have only visited.',
          'Organisations can build this capability by offering international assignments, cross-border project roles and exposure to diverse teams.',
          'Training can help too, providing frameworks for understanding cultural differences, though it is no substitute for experience.',
        ],
      },
      {
        heading: 'Assessing cross-cultural leaders',
        paragraphs: [
          'When we assess candidates for global roles in {industry}, we explore their experience of working across cultures. We ask how they have adapted their approach, what they found difficult and what they learned.',
          'The best candidates show genuine curiosity about other cultures, humility about the limits of their own perspective and specific examples of adapting successfully.',
          'We also take references from colleagues in different regions, who can describe how the candidate was experienced across cultures.',
        ],
      },
    ],
  },
  {
    title: 'Inclusive succession planning for {function} roles',
    excerpt: 'Succession slates for {topic} roles often repeat the profile of the incumbent unless someone asks why.',
    lede: 'Succession planning for senior {function} roles often reproduces the profile of the current leader. The candidates identified as successors tend to share the incumbent’s background, career path and style, not because anyone intends it, but because the process rewards familiarity. Organisations that want more diverse leadership in {function} need to make their succession planning deliberately inclusive.',
    sections: [
      {
        heading: 'How succession plans reproduce the past',
        paragraphs: [
          'Succession plans are typically built by asking current leaders to identify potential successors. Leaders naturally identify people they know, trust and see as similar to themselves. The resulting lists often lack diversity.',
          'Readiness assessments can compound the problem. If readiness is judged against the incumbent’s profile, candidates with different backgrounds may be rated as less ready, even if they would bring valuable strengths.',
          'Over time, this pattern means the {function} leadership changes slowly, regardless of diversity efforts elsewhere.',
        ],
      },
      {
        heading: 'Defining the future role',
        paragraphs: [
          'Inclusive succession starts with a clear definition of what the future {function} leader will need, based on the organisation’s strategy rather than the incumbent’s profile.',
          'This definition should focus on capabilities and outcomes rather than specific experiences. A requirement for particular career paths or titles can exclude strong candidates with different backgrounds.',
          'A future-focused definition often opens up possibilities that a backward-looking one would not.',
        ],
      },
      {
        heading: 'Widening the pool',
        paragraphs: [
          'Organisations can widen the succession pool by looking beyond the usual candidates. Who in other parts of the organisation has the potential to lead {function}? Who has been overlooked because their style or background differs from the norm?',
          'Structured talent reviews, involving multiple leaders and explicit consideration of diversity, can surface candidates who would otherwise be missed.',
          'External benchmarking can also help, showing what diverse talent exists in the market and how internal candidates compare.',
        ],
      },
      {
        heading: 'Developing diverse successors',
        paragraphs: [
          'Once diverse candidates are identified, they need development. This means stretch assignments, exposure to senior leaders and the board, sponsorship and honest feedback.',
          'Development opportunities should be distributed fairly. If diverse candidates receive fewer stretch assignments or less sponsorship, they will appear less ready when succession decisions are made.',
          'Tracking development opportunities by group can reveal whether this is happening.',
        ],
      },
      {
        heading: 'Asking why',
        paragraphs: [
          'A simple but powerful practice is to ask why, whenever a succession slate for a {function} role lacks diversity. Why are there no women? Why are all the candidates from the same background? Why have certain people not been considered?',
          'These questions do not imply that the slate is wrong, but they prompt reflection and sometimes reveal overlooked candidates.',
          'Boards and senior leaders who ask these questions consistently help make succession planning more inclusive over time.',
        ],
      },
    ],
  },
  {
    title: 'Inclusive cultures in {industry}: from policy to practice',
    excerpt: 'Most {topic} organisations have inclusion policies; fewer have managers who know how to live them.',
    lede: 'Most organisations in {industry} now have policies on diversity and inclusion. They set out commitments, describe expected behaviours and outline processes for addressing problems. But policies alone do not create inclusive cultures. What people experience at work depends on how their managers behave day to day, and the gap between policy and practice is often wide.',
    sections: [
      {
        heading: 'Where the gap appears',
        paragraphs: [
          'The gap between policy and practice appears in ordinary moments: who is invited to the important meeting, whose ideas are taken seriously, how a mistake is handled, who receives the stretch assignment, how a complaint is treated.',
          'These moments are shaped by managers, not policies. A manager who is unaware of their own biases, or who does not know how to handle difficult situations, can undermine the best policy.',
          'Employees judge their organisation’s commitment to inclusion by what they experience, not by what is written.',
        ],
      },
      {
        heading: 'Equipping managers',
        paragraphs: [
          'Closing the gap requires equipping managers with the skills to lead inclusively. This includes understanding bias and how it affects decisions, knowing how to create an environment where people speak up and being able to handle difficult conversations.',
          'Training can help, but it is most effective when it is practical, connected to real situations and reinforced over time. One-off awareness sessions rarely change behaviour.',
          'Managers also need support when they face difficult situations. Clear guidance and access to advice help them respond well.',
        ],
      },
      {
        heading: 'Accountability',
        paragraphs: [
          'Inclusion becomes part of practice when managers are held accountable for it. This can include inclusion measures in performance reviews, feedback from team members on inclusive behaviours and consequences for behaviour that undermines inclusion.',
          'Accountability must be genuine. If managers who undermine inclusion are promoted because of strong results, the message is clear.',
          'Senior leaders set the standard. Their behaviour, and how they respond to others’ behaviour, signals what the organisation really values.',
        ],
      },
      {
        heading: 'Listening to employees',
        paragraphs: [
          'Organisations in {industry} can learn where the gap lies by listening to employees. Surveys, focus groups, employee networks and exit interviews all provide insight into how people experience the culture.',
          'It is important to listen particularly to people from under-represented groups, whose experience may differ significantly from the majority.',
          'Acting visibly on what is heard builds trust and encourages people to continue sharing their views.',
        ],
      },
      {
        heading: 'Processes that support inclusion',
        paragraphs: [
          'Processes can reinforce or undermine inclusion. Structured recruitment, transparent promotion criteria, fair allocation of work and clear routes for raising concerns all support inclusive practice.',
          'Organisations should review their processes regularly to check whether they produce fair outcomes.',
          'Inclusive culture is built through the combination of equipped managers, genuine accountability, active listening and fair processes. Policy is the starting point, not the destination.',
        ],
      },
    ],
  },
  {
    title: 'Closing the gender gap on {industry} executive committees',
    excerpt: 'Women are better represented on {topic} boards than on executive committees, where operating roles are decided.',
    lede: 'The representation of women on boards in {industry} has improved significantly in many markets, driven by targets, investor pressure and public attention. Executive committees have changed more slowly. Women remain under-represented in the operating roles that lead to the top jobs, and that gap matters: executive committees run organisations day to day, and they are the pipeline for future chief executives.',
    sections: [
      {
        heading: 'Why executive committees lag boards',
        paragraphs: [
          'Board appointments can be made relatively quickly. A board that wants more women can appoint non-executive directors from a wide pool, including senior executives from other organisations.',
          'Executive committee roles are different. They are usually filled from within or from a narrower external pool of people with specific operating experience. If women have been under-represented in the pipeline for these roles, the gap persists.',
          'Executive committees also include many roles that have traditionally been male-dominated, such as heads of operations, major business units and commercial functions.',
        ],
      },
      {
        heading: 'Operating roles matter',
        paragraphs: [
          'Within executive committees, women are often better represented in support functions such as human resources, legal and communications than in operating roles with profit and loss responsibility.',
          'This matters because operating roles are the most common route to chief executive. If women are concentrated in support functions, the pipeline for top jobs remains narrow.',
          'Organisations that want more women chief executives in {industry} need more women in operating roles.',
        ],
      },
      {
        heading: 'Building the pipeline',
        paragraphs: [
          'Closing the gap requires attention to the pipeline years before executive committee appointments. Women need access to operating roles early in their careers, stretch assignments with profit and loss responsibility and sponsorship from senior leaders.',
          'Organisations should track the representation of women in these pipeline roles and investigate where women drop out.',
          'Targeted development programmes for women with potential for operating leadership can help, particularly when combined with sponsorship.',
        ],
      },
      {
        heading: 'External appointments',
        paragraphs: [
          'External appointments can accelerate change. When executive committee roles are filled externally, organisations can insist on diverse shortlists and structured selection processes.',
          'They can also widen their definition of relevant experience. A woman who has led a large operation in an adjacent sector may be a strong candidate for an operating role in {industry}.',
          'When we run executive committee searches, we look widely for women with operating experience, including in sectors the client may not have considered.',
        ],
      },
      {
        heading: 'Accountability at the top',
        paragraphs: [
          'Progress on boards was driven partly by targets and public reporting. Similar approaches can help executive committees. Organisations that set targets for women on executive committees, report progress publicly and hold leaders accountable tend to make faster progress.',
          'Boards can reinforce this by asking for data on women in executive committee roles and in the pipeline, and by considering gender balance in succession planning.',
          'Closing the gender gap on executive committees in {industry} will take sustained effort, but the organisations that make progress will have a stronger pipeline for the top jobs.',
        ],
      },
    ],
  },
  {
    title: 'Social mobility and the executive pipeline',
    excerpt: 'Leaders from less privileged backgrounds remain rare at the top, and the filters start long before the first promotion.',
    lede: 'Social mobility, the ability of people from less privileged backgrounds to reach senior positions, receives less attention than other dimensions of diversity. Yet people from working-class backgrounds remain significantly under-represented in executive roles in many countries. The filters that keep them out begin early in their careers and continue at every stage of the executive pipeline.',
    sections: [
      {
        heading: 'Where the filters operate',
        paragraphs: [
          'The first filters operate at entry. Many organisations recruit graduates from a narrow range of universities, use unpaid internships or rely on networks that favour people from privileged backgrounds.',
          'Filters continue through careers. People from less privileged backgrounds may lack the networks, confidence or cultural knowledge that help others progress. They may be judged on accent, manner or presentation rather than capability.',
          'At senior levels, informal appointment processes that rely on personal connections can continue to disadvantage them.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Organisations that draw leaders from a narrow social background miss talent and perspectives. People from different backgrounds bring different experiences, understand different customers and communities and may approach problems differently.',
          'Social mobility also affects trust. Organisations whose leaders all come from similar backgrounds may struggle to understand or connect with the people they serve.',
          'For many employees, seeing leaders who share their background is a powerful signal that progression is possible.',
        ],
      },
      {
        heading: 'Measuring socio-economic background',
        paragraphs: [
          'Social mobility is harder to measure than some other dimensions of diversity, but practical measures exist. Many organisations now ask about parental occupation, type of school attended or whether the employee was the first in their family to attend university.',
          'These measures allow organisations to understand the socio-economic composition of their workforce and leadership, and to track progression.',
          'Data collection should be voluntary and handled sensitively, but response rates are often higher than organisations expect.',
        ],
      },
      {
        heading: 'Opening the pipeline',
        paragraphs: [
          'Organisations can take practical steps to improve social mobility. At entry, they can recruit from a wider range of institutions, offer paid internships and provide apprenticeships and non-graduate routes.',
          'Through careers, they can make promotion criteria explicit, provide sponsorship and mentoring for people from less privileged backgrounds and challenge judgements based on style rather than substance.',
          'At senior levels, structured selection processes and diverse interview panels help reduce the influence of social background on appointments.',
        ],
      },
      {
        heading: 'Senior leaders from diverse backgrounds',
        paragraphs: [
          'Senior leaders who come from less privileged backgrounds can play an important role by sharing their experiences and acting as sponsors for others.',
          'When we assess senior candidates, we try to focus on capability and achievement rather than on the markers of privilege. A candidate who has achieved a great deal from a difficult starting point often shows resilience and determination that others lack.',
          'Improving social mobility in the executive pipeline requires sustained attention at every stage, but the organisations that succeed gain access to a wider pool of talent.',
        ],
      },
    ],
  },
  {
    title: 'Age diversity in {industry} leadership',
    excerpt: 'Teams in {topic} that mix generations combine experience with fresh instincts, if each is heard.',
    lede: 'Age is a dimension of diversity that receives relatively little attention in discussions of leadership, yet it shapes leadership teams in important ways. Some organisations in {industry} have leadership teams dominated by a single generation, while others mix leaders at very different career stages. Teams that combine generations can benefit from both experience and fresh perspectives, provided each is valued.',
    sections: [
      {
        heading: 'The value of mixing generations',
        paragraphs: [
          'Leaders at different career stages bring different strengths. More experienced leaders have seen cycles, crises and changes, and they can draw on long networks and deep knowledge. Younger leaders may bring fresher perspectives, different assumptions and familiarity with emerging technologies and customer behaviours.',
          'A team that combines these strengths is better placed to balance caution with ambition, continuity with change.',
          'Generational diversity also supports succession. Teams with leaders at different career stages are less likely to lose many members at once.',
        ],
      },
      {
        heading: 'Age bias in both directions',
        paragraphs: [
          'Age bias can affect leaders of any age. Older candidates may be seen as less adaptable, less energetic or less familiar with technology. Younger candidates may be seen as inexperienced or lacking in judgement.',
          'These assumptions are often wrong. Capability varies widely within any age group, and experience does not correlate perfectly with age.',
          'Selection processes should assess capability directly, rather than relying on assumptions linked to age.',
        ],
      },
      {
        heading: 'Late-career leaders',
        paragraphs: [
          'Organisations in {industry} sometimes lose experienced leaders earlier than necessary, through early retirement, restructuring or a lack of opportunities for late-career development.',
          'Retaining experienced leaders can bring significant value, particularly if their roles are adapted to their strengths and preferences. Some may want to mentor others, lead special projects or work more flexibly.',
          'Organisations should think deliberately about how to use the experience of late-career leaders.',
        ],
      },
      {
        heading: 'Early-career leaders',
        paragraphs: [
          'At the other end, some organisations are slow to give early-career leaders significant responsibility. They may expect people to spend many years in junior roles before taking on leadership.',
          'Organisations that give talented people responsibility earlier often find that they rise to the challenge. Early leadership experience also accelerates development.',
          'Reverse mentoring, where younger employees mentor senior leaders on topics such as technology or changing customer expectations, can help bridge generations.',
        ],
      },
      {
        heading: 'Making generational diversity work',
        paragraphs: [
          'Generational diversity, like other forms of diversity, delivers benefits only when it is combined with inclusion. Leaders of different ages need to be heard and valued equally.',
          'Leadership teams can discuss generational differences openly, recognising that different experiences shape different perspectives, and agreeing how to combine them.',
          'When we support leadership team appointments in {industry}, we consider the balance of career stages in the team and how a new appointment might strengthen it.',
        ],
      },
    ],
  },
  {
    title: 'Retaining diverse talent in {function} teams',
    excerpt: 'Hiring diverse {topic} talent is half the work; keeping it through the first promotion round is the other half.',
    lede: 'Many organisations have worked hard to recruit diverse talent into their {function} teams, with some success. But recruitment is only half the challenge. If diverse employees leave at higher rates than their colleagues, particularly around the first promotion round, the gains from recruitment are lost. Retaining diverse talent in {function} requires attention to what happens after people join.',
    sections: [
      {
        heading: 'Why diverse talent leaves',
        paragraphs: [
          'Exit interviews and research suggest several common reasons. Diverse employees may feel they do not belong, that their contributions are not valued or that they face barriers to progression.',
          'They may experience subtle forms of exclusion: being left out of informal networks, receiving less feedback, being assigned less visible work or encountering assumptions about their abilities.',
          'The first promotion round is often a critical point. If diverse employees see peers promoted ahead of them without clear reasons, they may conclude that the organisation does not offer them a future.',
        ],
      },
      {
        heading: 'Understanding the data',
        paragraphs: [
          '{function} leaders should start by understanding their own data. Do diverse employees leave at higher rates? At what career stages? Are promotion rates equal across groups?',
          'Exit interviews can provide insight, though people are not always candid when leaving. Stay interviews, conversations with current employees about what keeps them and what might cause them to leave, can be more revealing.',
          'Engagement survey data, broken down by group, can also highlight differences in experience.',
        ],
      },
      {
        heading: 'Fair progression',
        paragraphs: [
          'Fair progression is central to retention. {function} leaders should make promotion criteria explicit, ensure that development opportunities are distributed fairly and review promotion decisions for patterns.',
          'Structured performance reviews, with clear criteria and calibration across managers, reduce the influence of bias.',
          'Diverse employees should receive regular, candid feedback about their progress and what they need to do to advance.',
        ],
      },
      {
        heading: 'Belonging',
        paragraphs: [
          'People stay where they feel they belong. {function} leaders can build belonging by creating inclusive team cultures, where different perspectives are valued and everyone feels able to contribute.',
          'Employee networks, mentoring and sponsorship can also help diverse employees feel connected and supported.',
          'Small gestures matter. Being included in informal conversations, having one’s ideas acknowledged and being asked for one’s view all contribute to belonging.',
        ],
      },
      {
        heading: 'Manager accountability',
        paragraphs: [
          'Managers have the greatest influence on whether employees stay. {function} leaders should hold managers accountable for retaining diverse talent, for example by tracking retention rates by team and discussing them in performance reviews.',
          'Managers also need support: training in inclusive leadership, guidance on handling difficult situations and recognition when they do well.',
          'Retaining diverse talent in {function} teams is as important as recruiting it. Organisations that invest in both see their diversity efforts produce lasting results.',
        ],
      },
    ],
  },
]
