import type { TitleTemplate } from './types'

export const BOARD_AND_GOVERNANCE: readonly TitleTemplate[] = [
  {
    title: 'What every {industry} board should discuss in 2026',
    excerpt: 'Technology, talent and a harder regulatory climate will fill the agendas of boards in {topic} this year.',
    lede: 'Board agendas in {industry} have a way of filling themselves. Quarterly results, committee reports, compliance updates and the occasional crisis leave little time for the questions that will shape the organisation over the next few years. As boards plan their 2026 calendars, it is worth deciding in advance which discussions deserve protected time, rather than hoping they will fit around the routine.',
    sections: [
      {
        heading: 'Whether the strategy still holds',
        paragraphs: [
          'Many boards approved a strategy several years ago and have since reviewed progress against it rather than the strategy itself. In a period of rapid change, that is risky. At least once in 2026, boards in {industry} should ask whether the assumptions behind their strategy are still valid, and what would have to be true for it to need changing.',
          'This discussion works best when management presents the assumptions explicitly, along with the evidence for and against each one. Directors can then focus on the assumptions that matter most and are most uncertain, rather than on the detail of the plan.',
          'It also helps to invite an outside perspective. An adviser, an investor or an executive from an adjacent sector can challenge assumptions that insiders take for granted.',
        ],
      },
      {
        heading: 'Technology and what the board really understands',
        paragraphs: [
          'Almost every board in {industry} now discusses technology, usually in the form of updates on specific programmes. Fewer discuss whether the board itself understands enough to oversee technology-related risks and opportunities properly.',
          'A candid conversation about the board’s own knowledge is a useful starting point. Which directors could explain how artificial intelligence is being used in the organisation? Who would recognise a poorly designed data programme? The answers often point to education needs or to skills the board should add at its next appointment.',
          'Boards do not need every director to be a technologist. They do need enough collective understanding to ask management the right questions and to judge the answers.',
        ],
      },
      {
        heading: 'Talent below the executive committee',
        paragraphs: [
          'Boards usually review chief executive succession and sometimes the executive committee. Fewer look at the layer below, where the organisation’s future leaders are developing or leaving. In tight labour markets, that layer is where talent problems first appear.',
          'We suggest boards ask management for a short review of the organisation’s top fifty or hundred leaders: who they are, how they are developing, who has left recently and why. Directors who meet some of these people in person gain a much better sense of the organisation’s health.',
          'Talent discussions at board level should also cover culture. Engagement data, exit interviews and whistle-blowing reports often give early warning of problems that financial results will show only later.',
        ],
      },
      {
        heading: 'A harder regulatory climate',
        paragraphs: [
          'Regulators in many parts of {industry} are becoming more demanding and more willing to hold individual directors accountable. Boards should understand which regulatory changes are coming, how ready the organisation is and where the board itself is exposed.',
          'This is not only a matter for the audit or risk committee. Regulatory developments often have strategic implications, changing the economics of a business line or the cost of entering a new market. The full board should discuss the most significant of them.',
          'Boards that engage with regulators directly, through the chair or committee chairs, often understand the direction of travel better than those that rely on management reports alone.',
        ],
      },
      {
        heading: 'How the board itself is working',
        paragraphs: [
          'Finally, every board should spend some time in 2026 on its own effectiveness. Is the agenda focused on the right issues? Are discussions candid? Does the board have the skills it needs for the next few years, and is its renewal planned?',
          'A short, honest discussion in a private session, without management present, can be more valuable than a lengthy formal evaluation. Directors often know what is not working but rarely say it unless asked directly.',
          'The boards that make the most of the year ahead will be those that decide early which discussions matter most and protect time for them, rather than letting the routine crowd them out.',
        ],
      },
    ],
  },
  {
    title: 'Board oversight of artificial intelligence: where to start',
    excerpt: 'Most boards know artificial intelligence matters; fewer know which questions to ask management about it.',
    lede: 'Artificial intelligence has moved from an occasional agenda item to a standing concern for many boards. Directors read about it daily, hear about it from investors and are asked about it by regulators. Yet many boards remain unsure how to oversee it. They know they should be asking questions, but not which ones, and they worry about either micromanaging or missing something important.',
    sections: [
      {
        heading: 'Start with an inventory',
        paragraphs: [
          'A board cannot oversee what it cannot see. The first step is to ask management for a clear picture of where artificial intelligence is already used in the organisation: in products and services, in internal processes, through suppliers and by employees using publicly available tools.',
          'Many boards are surprised by the answer. AI is often used more widely than the leadership team realised, through software bought for other purposes or through staff experimenting on their own initiative. An inventory brings this into view.',
          'The inventory need not be exhaustive at first. A reasonable overview of the most significant uses, updated periodically, gives the board something concrete to discuss.',
        ],
      },
      {
        heading: 'Questions that reveal the real position',
        paragraphs: [
          'Once the board knows where AI is used, it can ask more pointed questions. Who is accountable for each significant use? How are the outputs checked? What data is the system trained on or given access to, and who owns that data? What happens if the system makes a serious mistake?',
          'Boards should also ask about opportunities. Where could AI make a material difference to the organisation’s performance, and what is management doing about it? Oversight that focuses only on risk can leave the organisation behind its competitors.',
          'The quality of management’s answers is itself informative. Clear, specific answers suggest the organisation has thought the issues through; vague ones suggest it has not.',
        ],
      },
      {
        heading: 'Deciding where oversight sits',
        paragraphs: [
          'Boards take different approaches to allocating AI oversight. Some give it to the audit or risk committee, some to a technology committee and some keep it with the full board. Each approach can work, provided responsibilities are clear and the full board stays informed about the most important issues.',
          'What matters is avoiding gaps and overlaps. If the risk committee oversees AI risks while the full board discusses AI strategy, someone must make sure the two conversations are connected.',
          'Terms of reference should be updated to reflect whatever arrangement the board chooses, so that responsibilities are documented rather than assumed.',
        ],
      },
      {
        heading: 'Building the board’s own understanding',
        paragraphs: [
          'Directors do not need to understand how AI systems are built, but they do need to understand what these systems can and cannot do, where they tend to fail and what good governance of them looks like. Without that understanding, oversight is largely formal.',
          'Boards can build knowledge in several ways: briefings from management and external experts, visits to teams using AI, and structured education programmes. Some boards are adding directors with direct experience of deploying AI at scale.',
          'When we search for directors with this experience, we look for people who have led real implementations, including ones that did not go well, rather than those who can only speak about AI in general terms.',
        ],
      },
      {
        heading: 'Keeping oversight proportionate',
        paragraphs: [
          'There is a risk that AI oversight becomes a box-ticking exercise or, conversely, that boards become so anxious that they slow down useful experimentation. Proportionate oversight focuses board attention on the uses that carry the most significant risks or opportunities.',
          'A simple approach is to ask management to classify AI uses by their potential impact and to bring the most significant ones to the board or relevant committee. Lower-impact uses can be governed through management policies, with periodic assurance that those policies are followed.',
          'Most boards are at the start of this work. Beginning with an inventory, a clear allocation of responsibility and a set of good questions is enough to make oversight real.',
        ],
      },
    ],
  },
  {
    title: 'The evolving role of the chair in {industry}',
    excerpt: 'Chairs in {topic} spend more time with investors and regulators, and less on the agenda, than their predecessors did.',
    lede: 'The role of the chair in {industry} has changed considerably over the past decade. Chairs once focused mainly on running effective board meetings and supporting the chief executive. Today they are expected to be visible to investors or funders, engaged with regulators, attentive to culture and accountable for the board’s own performance. The time commitment has grown, and so has the range of skills required.',
    sections: [
      {
        heading: 'More time outside the boardroom',
        paragraphs: [
          'Many chairs in {industry} now spend more time on external relationships than on board meetings. Investors and funders expect to meet the chair directly, particularly on governance, remuneration and succession. Regulators increasingly want to hear from the chair about the board’s oversight of risk and culture.',
          'This external role requires careful judgement. The chair speaks for the board, not for management, and must be able to represent the board’s views credibly without undermining the chief executive.',
          'The practical consequence is that the role now demands more days than it once did. Candidates for chair positions should be realistic about the commitment, and boards should be clear about it when they recruit.',
        ],
      },
      {
        heading: 'Steward of the board’s effectiveness',
        paragraphs: [
          'Chairs are now held more directly accountable for how well the board works. That includes its composition, the quality of its discussions, the contribution of each director and the way it responds to evaluation.',
          'The best chairs we know invest time in every director. They meet individually with board members, give honest feedback and make sure quieter directors are heard. They also take the lead on board renewal, planning ahead so that the board’s skills keep pace with the organisation’s needs.',
          'This work is largely invisible outside the boardroom, but it has a profound effect on the quality of governance.',
        ],
      },
      {
        heading: 'Partner to the chief executive',
        paragraphs: [
          'The relationship between the chair and the chief executive remains central. A good chair supports the chief executive, offers counsel and acts as a sounding board, while also holding them to account on behalf of the board.',
          'Balancing support and challenge is one of the hardest parts of the role. Chairs who are too close to the chief executive can lose the board’s confidence; those who are too distant can leave the chief executive isolated.',
          'In our experience, the strongest chair and chief executive relationships are built on clear expectations, regular private conversations and a shared understanding of where the boundary between oversight and management lies.',
        ],
      },
      {
        heading: 'Culture and conduct',
        paragraphs: [
          'Chairs are increasingly expected to take an active interest in the organisation’s culture. In {industry}, where failures of conduct can damage reputation and attract regulatory attention, boards want assurance that the culture supports good behaviour.',
          'Chairs can contribute by asking the right questions, visiting the organisation beyond the head office and making sure the board receives meaningful information on culture rather than only headline engagement scores.',
          'They also set the culture of the board itself. A chair who encourages open debate, welcomes challenge and addresses poor behaviour promptly sets an example that the rest of the organisation notices.',
        ],
      },
      {
        heading: 'What this means for appointing a chair',
        paragraphs: [
          'The changing role has implications for chair appointments. Boards in {industry} now look for chairs with strong external presence, experience of governance under scrutiny and the interpersonal skill to lead a board of experienced and independent-minded directors.',
          'Prior chair experience is valuable but not always necessary. Some of the most effective new chairs have been senior independent directors or committee chairs who have observed the role closely and are ready to take it on.',
          'When we run chair searches, we spend significant time with each director to understand what the board needs from its next chair. The answers often differ from what the board initially assumes.',
        ],
      },
    ],
  },
  {
    title: 'What makes a board evaluation worthwhile',
    excerpt: 'An evaluation is worth the effort only when the board is prepared to act on what it finds.',
    lede: 'Board evaluations have become a routine part of governance, and like many routines they are at risk of becoming a formality. Questionnaires are completed, a report is written, the board discusses it briefly and little changes. Yet a well-designed evaluation can be one of the most valuable things a board does. The difference lies less in the method than in the board’s willingness to hear and act on uncomfortable findings.',
    sections: [
      {
        heading: 'Be clear about the purpose',
        paragraphs: [
          'An evaluation should start with a question: what does the board want to learn? Some boards want a general health check; others have specific concerns about their composition, the quality of their discussions or their relationship with management.',
          'A clear purpose shapes everything else: who conducts the evaluation, which methods are used and who is interviewed. It also makes it easier to judge whether the evaluation has been useful.',
          'Boards that start without a purpose tend to receive reports that confirm what they already believe, which is reassuring but rarely helpful.',
        ],
      },
      {
        heading: 'Choose methods that surface candour',
        paragraphs: [
          'Questionnaires are efficient but tend to produce polite answers. Directors rate their board favourably and save their real concerns for private conversation. Interviews, conducted confidentially by someone the directors trust, usually reveal far more.',
          'Observation adds another dimension. An evaluator who attends board and committee meetings can see dynamics that directors do not notice or would not mention: who dominates discussion, which topics are avoided and how management responds to challenge.',
          'Including the views of senior executives who work with the board is also valuable. They often have a clear and candid view of how the board helps or hinders them.',
        ],
      },
      {
        heading: 'An insider or a newcomer in the chair',
        paragraphs: [
          'Many boards alternate between internally led evaluations and periodic external reviews. Internal evaluations, usually led by the chair or company secretary, are less costly and can be useful for tracking progress on known issues.',
          'External evaluations bring independence and expertise. An experienced evaluator can compare the board with others, raise sensitive issues without the constraints of internal relationships and offer practical advice on improvement.',
          'The choice of external evaluator matters. Boards should look for someone with genuine board experience, a reputation for candour and no conflicts that might compromise their independence.',
        ],
      },
      {
        heading: 'Individual contributions',
        paragraphs: [
          'The most sensitive part of any evaluation is the assessment of individual directors, including the chair. Many boards avoid it or treat it lightly. Yet a board is only as strong as its members, and directors benefit from honest feedback as much as executives do.',
          'Individual feedback should be given privately and constructively, usually by the chair, with the chair’s own feedback delivered by the senior independent director. It should focus on specific behaviours and contributions rather than general impressions.',
          'Where the feedback suggests a director is no longer the right fit, the evaluation can provide a basis for a respectful conversation about their future on the board.',
        ],
      },
      {
        heading: 'Acting on the findings',
        paragraphs: [
          'An evaluation is worthwhile only if it leads to change. Boards should agree a short list of actions, assign responsibility for each and review progress during the year. Trying to address every finding at once usually means addressing none of them properly.',
          'Some findings will be uncomfortable, particularly those relating to the chair or to long-serving directors. Boards that engage with these findings openly tend to improve; those that dismiss them tend not to.',
          'Over time, a board that takes evaluation seriously develops a habit of reflection that goes beyond the annual exercise. That habit, more than any single report, is what makes evaluation worthwhile.',
        ],
      },
    ],
  },
  {
    title: 'Bringing {function} expertise into the boardroom',
    excerpt: 'Boards are adding directors with {topic} experience, and learning how to use it beyond one committee.',
    lede: 'Boards have traditionally been composed of former chief executives, finance directors and a few sector specialists. That pattern is changing. More boards now seek directors with deep experience in {function}, recognising that many of the most significant risks and opportunities they face require that expertise. Adding such a director is only the first step. Using their expertise well is a separate challenge.',
    sections: [
      {
        heading: 'Why boards are seeking {function} experience',
        paragraphs: [
          'Boards tend to add expertise when a topic moves from management’s operational concern to a question of strategy or material risk. The {function} agenda has made that move in many organisations, and directors who once relied entirely on management briefings now want someone at the table who can interpret them.',
          'Investors, regulators and other stakeholders also ask boards how they oversee the subject. A director with relevant experience gives the board a credible answer and, more importantly, better oversight.',
          'The key question for the board is what it needs the expertise for. A clear answer shapes the profile of the director and how they will contribute.',
        ],
      },
      {
        heading: 'Finding the right director',
        paragraphs: [
          'Directors with senior {function} experience are often less familiar with board work than traditional candidates. Many are sitting executives who have presented to boards but never served on one. Others have board experience but in quite different settings.',
          'Boards should look for candidates who combine functional depth with the broader perspective a director needs. The best candidates can discuss strategy, finance and governance as well as their specialism, and they are comfortable challenging executives outside their own area.',
          'We often help boards look beyond the usual pool, for example at executives from adjacent sectors or at senior leaders in organisations larger or more complex than the board’s own.',
        ],
      },
      {
        heading: 'Avoiding the specialist trap',
        paragraphs: [
          'A common mistake is to treat the new director as the board’s resident specialist, consulted only when their topic arises and otherwise expected to stay quiet. This wastes their contribution and can leave other directors feeling they no longer need to engage with the subject.',
          'The better approach is to make {function} oversight a shared responsibility, with the specialist director helping the whole board to ask better questions. They can suggest topics for deep-dive sessions, help interpret management reports and mentor fellow directors.',
          'Specialist directors should also contribute to the board’s broader discussions. Their different perspective can be valuable on topics well beyond their expertise.',
        ],
      },
      {
        heading: 'Committee roles',
        paragraphs: [
          'Boards often place a new specialist director on the committee most closely related to their expertise. That is sensible, but it can confine their influence. Some boards rotate specialist directors across committees, or give them a role in connecting committee work with full board discussions.',
          'Where {function} issues are significant enough, a board may consider a dedicated committee. This can provide focus, but it also risks separating the topic from the board’s main strategic conversations. Boards should think carefully before creating new committees.',
          'Whatever the structure, the full board should receive regular reports on the most important {function} issues, not only summaries of committee discussions.',
        ],
      },
      {
        heading: 'Induction and support',
        paragraphs: [
          'Specialist directors joining their first board need a thorough induction covering not only the organisation but also the board’s ways of working, its legal duties and the expectations of each director.',
          'Pairing a new director with an experienced board member for their first year can be valuable. The mentor can explain unwritten norms, offer feedback on contributions and help the new director build relationships.',
          'Boards that invest in this support find that specialist directors become effective more quickly and contribute more broadly. Those that do not risk an expensive appointment that never realises its potential.',
        ],
      },
    ],
  },
  {
    title: 'How {industry} boards can prepare for activist investors',
    excerpt: 'Activists have found {topic} companies; the boards that fare best have already asked themselves the hard questions.',
    lede: 'Activist investors have extended their attention well beyond the sectors where they were once concentrated, and boards in {industry} can no longer assume they will be left alone. Activist campaigns can be disruptive, costly and public. But the boards that handle them best have usually done their preparation long before any approach arrives, and that preparation tends to improve governance whether or not an activist ever appears.',
    sections: [
      {
        heading: 'Think like an activist',
        paragraphs: [
          'The most useful preparation is for the board to look at the organisation through an activist’s eyes. Where is performance lagging peers? Which assets might be worth more under different ownership? Is capital being allocated well? Are there governance weaknesses, such as long-tenured directors or misaligned pay, that an activist could exploit?',
          'Many boards find it helpful to commission an independent review of these questions, or to ask advisers to prepare a mock activist case. The exercise is often uncomfortable, but it reveals vulnerabilities while there is still time to address them.',
          'Where the board finds real weaknesses, it should address them on its own terms. Changes made before a campaign are far more credible than those made under pressure.',
        ],
      },
      {
        heading: 'Know your shareholders',
        paragraphs: [
          'Boards in {industry} should understand who owns the company, how that ownership is changing and what major shareholders think of the strategy and the board. Activists often build positions gradually, and changes in the shareholder register can provide early warning.',
          'Regular engagement with major investors, including by the chair and senior independent director, builds relationships that matter in a campaign. Investors who know and trust the board are more likely to support it, or at least to give it a fair hearing.',
          'Engagement should be genuine. Investors can tell the difference between a board that listens and one that merely presents.',
        ],
      },
      {
        heading: 'Board composition as a vulnerability',
        paragraphs: [
          'Activists frequently target board composition. They seek seats for their own nominees, arguing that the board lacks relevant skills, independence or fresh thinking. Boards with long-serving directors, limited diversity of experience or obvious skills gaps are particularly exposed.',
          'A well-planned renewal programme reduces this vulnerability. Boards that regularly refresh their membership, appoint directors with skills relevant to the strategy and can clearly explain each director’s contribution are harder to challenge.',
          'When we help boards in {industry} with renewal, we encourage them to consider how their composition would look to a sceptical outside observer, and to address gaps proactively.',
        ],
      },
      {
        heading: 'A plan for the first approach',
        paragraphs: [
          'When an activist makes contact, the first days matter. Boards should have agreed in advance who will respond, which advisers will be engaged and how the board will make decisions. Without that preparation, boards risk responding inconsistently or defensively.',
          'The initial response should usually be to listen. Some activists have valuable ideas, and engaging with them constructively can lead to an outcome that benefits all shareholders. A purely defensive response often escalates the conflict.',
          'The board should also agree how it will communicate with employees, investors and other stakeholders if a campaign becomes public.',
        ],
      },
      {
        heading: 'Unity and clarity',
        paragraphs: [
          'Activist campaigns test board unity. Activists may seek to divide directors, and any sign of disagreement can be exploited. Boards that have discussed their strategy thoroughly and reached a genuine consensus are more resilient.',
          'Clarity about strategy is equally important. A board that can explain simply and convincingly why its strategy will create value is in a strong position. One that cannot will struggle to win shareholder support.',
          'The best protection against activism is a board that governs well, communicates clearly and addresses its own weaknesses before anyone else points them out.',
        ],
      },
    ],
  },
  {
    title: 'Sustainability oversight: committees, skills and accountability',
    excerpt: 'Who on the board owns sustainability, and with what expertise, is now a question investors ask directly.',
    lede: 'Sustainability has moved from the margins of board discussion to its centre for many organisations. Investors ask how boards oversee it, regulators require more disclosure and employees pay close attention to what their organisation does. Boards have responded in different ways, some creating new committees, some appointing specialist directors and some integrating sustainability into existing structures. Each approach has strengths and weaknesses.',
    sections: [
      {
        heading: 'Where oversight should sit',
        paragraphs: [
          'There is no single right answer to where sustainability oversight belongs. Some boards have created a dedicated sustainability committee; others have extended the remit of the audit, risk or nomination committee; some keep the subject with the full board.',
          'A dedicated committee can provide focus and depth, particularly where sustainability issues are complex or material. But it risks separating sustainability from the board’s core strategic discussions. Keeping it with the full board ensures visibility but may limit the time available for detailed scrutiny.',
          'Whatever the structure, responsibilities should be clearly documented, and the full board should discuss the most significant sustainability issues regularly.',
        ],
      },
      {
        heading: 'The skills the board needs',
        paragraphs: [
          'Effective oversight requires directors who understand the relevant issues. For many boards, that means climate and environmental expertise; for others, social issues such as labour practices, supply chains or community impact are more significant.',
          'Boards should assess their collective knowledge honestly. A skills matrix that lists sustainability as a competence for several directors may not reflect how current or deep that knowledge really is.',
          'Where gaps exist, boards can appoint directors with relevant experience, use external advisers or invest in education for existing directors. Each option has trade-offs, and many boards use a combination.',
        ],
      },
      {
        heading: 'Linking sustainability to strategy',
        paragraphs: [
          'Sustainability oversight is most effective when it is connected to the organisation’s strategy rather than treated as a separate compliance exercise. Boards should ask how sustainability considerations affect the organisation’s markets, costs, risks and opportunities.',
          'This requires management to present sustainability issues in strategic terms: how a changing climate affects assets or supply chains, how customer expectations are shifting, where regulation may alter the economics of a business.',
          'Boards that make this connection are better placed to challenge management constructively and to explain their approach to investors and other stakeholders.',
        ],
      },
      {
        heading: 'Accountability and incentives',
        paragraphs: [
          'Accountability for sustainability should be clear at both board and executive level. Boards should know which executive is responsible for each major commitment and how progress is measured.',
          'Many organisations now link part of executive pay to sustainability targets. This can reinforce accountability, but only if the targets are meaningful, measurable and genuinely challenging. Poorly designed targets can undermine credibility.',
          'Remuneration committees should work closely with whichever body oversees sustainability to ensure that incentives support the organisation’s commitments.',
        ],
      },
      {
        heading: 'Assurance and disclosure',
        paragraphs: [
          'As sustainability disclosure requirements expand, boards need confidence that the information they publish is accurate. This requires robust internal controls and, increasingly, external assurance.',
          'Audit committees are often best placed to oversee the quality of sustainability reporting, working alongside whichever body oversees sustainability strategy. Clear division of responsibilities between the two is essential.',
          'The boards that handle sustainability well treat it as part of their core responsibility, with clear ownership, the right skills and a direct link to how the organisation creates value.',
        ],
      },
    ],
  },
  {
    title: 'Planning board renewal in {industry}',
    excerpt: 'Boards in {topic} that plan their renewal years ahead avoid appointing in a hurry when several terms end at once.',
    lede: 'Board renewal is easy to postpone. When a board is working well, there is little appetite for change, and when it is under pressure, there is little time for it. Yet boards in {industry} that fail to plan their renewal often find several directors reaching the end of their terms at once, forcing hurried appointments and a sudden loss of experience. A few years of planning avoids that problem and produces better boards.',
    sections: [
      {
        heading: 'Map the terms',
        paragraphs: [
          'The starting point is simple: a chart showing when each director joined, when their current term ends and when they will reach the maximum tenure the board considers appropriate. Many boards are surprised by what this reveals.',
          'Clusters of departures are the most common problem. Boards that appointed several directors at once, perhaps after a major transaction or governance review, often find those directors reaching the end of their tenure together.',
          'Once the clusters are visible, the board can stagger departures, extending some terms modestly and bringing others forward, to create a smoother pattern of renewal.',
        ],
      },
      {
        heading: 'Define the skills needed for the future',
        paragraphs: [
          'Renewal is an opportunity to align the board’s skills with the organisation’s future needs, not only to replace departing directors like for like. Boards in {industry} should ask what skills and experience they will need over the next five years, given the strategy and the likely challenges.',
          'A forward-looking skills matrix helps. It identifies the skills the board needs, the directors who currently provide them and the gaps that will open as directors leave.',
          'The matrix should be honest. Boards often credit directors with skills based on roles held many years ago. Current, relevant experience matters more.',
        ],
      },
      {
        heading: 'Committee chairs and key roles',
        paragraphs: [
          'Renewal planning should pay particular attention to committee chairs and the senior independent director. These roles require specific experience and often take time to grow into. Boards should identify potential successors well in advance.',
          'A new director who joins a committee a year or two before the current chair steps down can learn the role and provide continuity. Without this planning, boards may need to appoint an external director directly into a committee chair role, which is harder.',
          'The same applies to the board chair. Chair succession deserves its own planning, often led by the senior independent director.',
        ],
      },
      {
        heading: 'Building a pipeline of candidates',
        paragraphs: [
          'Boards that plan ahead can build relationships with potential directors before a vacancy arises. Nomination committees can maintain a list of candidates, meet them informally and follow their careers.',
          'This approach broadens the pool. Boards that only start looking when a vacancy opens tend to appoint from a narrow circle of people they already know. Longer planning allows them to consider candidates from different backgrounds, sectors and geographies.',
          'We often work with nomination committees in {industry} to map the potential candidate pool for future vacancies, giving them a clear view of the options before they need to act.',
        ],
      },
      {
        heading: 'Managing departures well',
        paragraphs: [
          'Renewal involves directors leaving, and that requires sensitivity. Long-serving directors may have made valuable contributions and may not wish to go. Clear tenure policies, applied consistently, make these conversations easier.',
          'The chair plays a central role. Open conversations with directors about their future, held well before their term ends, avoid surprises and allow departures to be planned with dignity.',
          'A board that renews itself steadily, with clear policies and forward planning, maintains its effectiveness while avoiding the disruption of sudden change.',
        ],
      },
    ],
  },
  {
    title: 'Succession planning for the chair in {industry}',
    excerpt: 'The chair’s succession is the one many {topic} boards leave until last, and it shows.',
    lede: 'Boards in {industry} have become more disciplined about chief executive succession, but the chair’s succession is often neglected. It is awkward to discuss with the chair in the room, the chair may be reluctant to raise it, and there is a natural assumption that a successor will emerge when needed. Too often, the result is a rushed process and an appointment that is less considered than it should be.',
    sections: [
      {
        heading: 'Who leads the process',
        paragraphs: [
          'Chair succession should be led by the senior independent director, working with the nomination committee but without the chair. This is standard practice in governance codes, but in many boards the chair continues to influence the process informally.',
          'The senior independent director needs the confidence and authority to lead a process that affects the chair directly. They should agree the timetable with the chair, but should then run the process independently.',
          'Clarity about who leads avoids the situation where a chair effectively chooses their own successor, which rarely serves the board well.',
        ],
      },
      {
        heading: 'Start early',
        paragraphs: [
          'A good chair succession typically takes eighteen months to two years from the start of planning to the new chair taking office. That allows time to define the role, consider internal and external candidates and manage a proper handover.',
          'Boards in {industry} should agree the expected timing of the chair’s departure well in advance, ideally when the chair is appointed or re-elected. A clear expectation avoids difficult conversations later.',
          'Starting early also allows the board to plan around other changes, such as chief executive succession, to avoid replacing both leaders at once.',
        ],
      },
      {
        heading: 'Define what the next chair needs',
        paragraphs: [
          'The right profile for the next chair depends on the organisation’s situation. A board facing a major transformation may need a chair with change experience; one with a new chief executive may need a chair with deep sector knowledge and the time to act as a mentor.',
          'The senior independent director should consult every director, and often senior executives and major investors or funders, about what the board needs from its next chair. The answers may differ from the current chair’s profile.',
          'A written specification, agreed by the board, provides a clear basis for assessing candidates.',
        ],
      },
      {
        heading: 'Internal and external candidates',
        paragraphs: [
          'Many chairs are appointed from within the board. Internal candidates know the organisation and the board, which provides continuity. But they may also be too close to the current approach, and their appointment can create awkward dynamics with former peers.',
          'External candidates bring fresh perspective and can be appointed without disrupting existing board relationships. But they take time to understand the organisation, and investors may want reassurance about their fit.',
          'A thorough process considers both. Even where the board expects to appoint internally, benchmarking against external candidates tests the strength of the internal options.',
        ],
      },
      {
        heading: 'The handover',
        paragraphs: [
          'The handover between chairs is often overlooked. A new chair who joins the board a few months before taking over, or an outgoing chair who stays on briefly to support the transition, can make the change smoother.',
          'The outgoing chair should then step back completely. Continuing to influence the board after leaving undermines the new chair and confuses the chief executive.',
          'Boards in {industry} that plan chair succession as carefully as chief executive succession tend to make better appointments and avoid the disruption of a hurried process.',
        ],
      },
    ],
  },
  {
    title: 'What investors expect from {industry} boards',
    excerpt: 'Shareholders in {topic} want boards that can challenge strategy, not only approve it.',
    lede: 'Investors in {industry} have become more demanding of boards. They want to know not only what the board has decided, but how it reached its decisions, what challenge it offered management and how it ensures that directors bring the right skills. Boards that understand these expectations, and engage with investors on them, tend to have smoother relationships and more support when difficult decisions arise.',
    sections: [
      {
        heading: 'Genuine challenge of strategy',
        paragraphs: [
          'Investors increasingly want evidence that boards challenge management’s strategy rather than simply endorsing it. They ask how the board tests strategic assumptions, what alternatives it considered and how it monitors progress.',
          'Boards can demonstrate this in their reporting and in conversations with investors. Describing specific strategic questions the board debated, and how management responded, is more convincing than general statements about constructive challenge.',
          'Investors also value directors with relevant experience. A board that includes people who have run businesses in {industry} or adjacent sectors is better placed to challenge strategy credibly.',
        ],
      },
      {
        heading: 'Capital allocation',
        paragraphs: [
          'How the board oversees capital allocation is a central concern for investors. They want to understand how decisions on investment, acquisitions, dividends and buybacks are made, and what returns the board expects.',
          'Boards should be able to explain their capital allocation framework clearly and show how it has guided recent decisions. Investors are particularly interested in how boards evaluate large investments and acquisitions, and how they review them afterwards.',
          'A board that can point to investments it declined, as well as those it approved, demonstrates discipline.',
        ],
      },
      {
        heading: 'Board composition and renewal',
        paragraphs: [
          'Investors pay close attention to who sits on the board. They look at skills, independence, diversity of background and tenure, and they want to understand how the board plans its renewal.',
          'Boards should be prepared to explain why each director is on the board and what they contribute. A clear skills matrix, linked to the strategy, helps, but investors also want to hear how the board uses its members’ expertise in practice.',
          'Long-serving directors and boards that rarely change attract particular scrutiny. Investors want evidence that the board refreshes itself regularly.',
        ],
      },
      {
        heading: 'Pay and performance',
        paragraphs: [
          'Executive pay remains a focus for investors in {industry}. They want to see a clear link between pay and performance, targets that are genuinely demanding and a remuneration committee willing to exercise judgement.',
          'Boards should engage with major investors on pay proposals before they are finalised. Investors appreciate being consulted, and early engagement often avoids public disagreements at the annual meeting.',
          'Remuneration committees that explain their reasoning clearly, including where they have used discretion, tend to earn more trust.',
        ],
      },
      {
        heading: 'Engagement that is real',
        paragraphs: [
          'Investors value direct engagement with the board, particularly with the chair and committee chairs. They want to hear the board’s perspective, not only management’s.',
          'Effective engagement is a two-way conversation. Boards should listen to investors’ concerns and be willing to explain how they have responded. Investors can tell when engagement is a formality.',
          'Boards that meet these expectations tend to find that investors give them more latitude when they need it, which is valuable when the organisation faces difficult decisions.',
        ],
      },
    ],
  },
  {
    title: 'The {function} perspective many boards are missing',
    excerpt: 'Few boards include anyone who has led {topic}, and their discussions of it are thinner for it.',
    lede: 'Look at the backgrounds of directors on most boards and a pattern appears: former chief executives, finance directors, lawyers, bankers and sector specialists. Directors who have led the {function} function at a senior level are much rarer. Yet many of the issues boards now discuss depend on that perspective, and boards without it often rely entirely on management’s account.',
    sections: [
      {
        heading: 'Why the gap exists',
        paragraphs: [
          'Boards have traditionally recruited from a narrow range of executive backgrounds, reflecting the view that general management and financial experience are the best preparation for a directorship. {function} leaders have often been seen as specialists rather than potential directors.',
          'Many {function} leaders have also not sought board roles. Their careers have been built within their function, and they may not have had the exposure to boards that other executives have.',
          'Both patterns are changing, but slowly. Boards that want this perspective often need to look actively for it.',
        ],
      },
      {
        heading: 'What the perspective adds',
        paragraphs: [
          'A director who has led {function} brings practical understanding of how the function works, what good performance looks like and where problems tend to arise. They can interpret management reports critically and ask questions that other directors would not think to ask.',
          'They also bring a different view of strategy. {function} leaders see the organisation from a particular angle, and they often notice risks and opportunities that are less visible from the finance or general management perspective.',
          'This perspective is particularly valuable when the board is considering major decisions that depend heavily on the {function} function.',
        ],
      },
      {
        heading: 'The risk of relying on management',
        paragraphs: [
          'Without a director who understands {function}, boards depend on management to tell them what matters. Most management teams are candid, but they naturally present their own perspective and may not highlight issues they consider minor.',
          'A director with relevant experience provides an independent check. They can tell when a report is incomplete, when a plan is unrealistic and when a risk is being underestimated.',
          'This is not about distrusting management. It is about ensuring the board has the knowledge to fulfil its oversight responsibilities properly.',
        ],
      },
      {
        heading: 'Finding the right candidates',
        paragraphs: [
          'Senior {function} leaders who are ready for board roles are not always easy to find. Many are sitting executives who have not previously considered a directorship. Others have served on boards in different sectors.',
          'Boards should look for candidates who combine deep functional experience with broader business understanding and the ability to contribute to discussions beyond their specialism. Evidence of working with boards, for example by presenting regularly or serving on subsidiary boards, is valuable.',
          'We often help boards identify such candidates by mapping senior {function} leaders in relevant organisations and assessing their readiness for a board role.',
        ],
      },
      {
        heading: 'Making the appointment work',
        paragraphs: [
          'A director appointed for their {function} perspective should be integrated into the full range of board work, not treated as a specialist consulted only on their topic. Their contribution to broader discussions is often as valuable as their specialist knowledge.',
          'A thorough induction, a mentor on the board and early opportunities to contribute help new directors become effective quickly.',
          'Boards that add this perspective usually find their discussions become richer and their oversight more effective, well beyond the specific area of expertise.',
        ],
      },
    ],
  },
  {
    title: 'Remuneration committees in {industry}: aligning pay with long-term value',
    excerpt: 'Pay in {topic} is under scrutiny; committees that tie it to long-term value have the easiest conversations with investors.',
    lede: 'Remuneration committees in {industry} face a difficult task. They must attract and retain capable executives in a competitive market, while satisfying investors, employees and the public that pay is fair and linked to performance. The committees that handle this best focus on a simple principle: pay should reward the creation of long-term value, and the link should be clear enough to explain in a few sentences.',
    sections: [
      {
        heading: 'Start with the strategy',
        paragraphs: [
          'Pay structures should reflect what the organisation is trying to achieve. Remuneration committees in {industry} should begin by asking which outcomes matter most for long-term value, and then design incentives that reward those outcomes.',
          'This sounds obvious, but many pay structures have accumulated over time, with measures added and adjusted in response to particular concerns. The result can be a complex scheme that rewards things the strategy does not prioritise.',
          'A periodic review, starting from the strategy rather than the existing scheme, often reveals opportunities to simplify.',
        ],
      },
      {
        heading: 'Choosing measures carefully',
        paragraphs: [
          'The measures used in incentive plans shape executive behaviour. Short-term financial measures can encourage decisions that improve this year’s results at the expense of future performance. Long-term measures are better aligned with value creation but harder to design.',
          'Many committees now use a mix of financial and non-financial measures, including customer, employee and sustainability outcomes. Non-financial measures can be valuable, but only if they are objective, meaningful and genuinely challenging.',
          'Committees should avoid too many measures. Executives can focus on a few priorities; a long list dilutes attention and makes the link between pay and performance hard to see.',
        ],
      },
      {
        heading: 'Long-term shareholding',
        paragraphs: [
          'Requiring executives to build and hold meaningful shareholdings, or equivalent long-term interests where there are no shares, is one of the most effective ways to align their interests with long-term value. Many organisations now extend holding requirements beyond the executive’s departure.',
          'Deferred awards, paid over several years and subject to performance conditions, reinforce this alignment. They also give committees the opportunity to reduce awards if problems emerge after the performance period.',
          'These features are increasingly expected by investors in {industry}, and committees that adopt them generally find pay discussions easier.',
        ],
      },
      {
        heading: 'Using judgement',
        paragraphs: [
          'Formulaic pay outcomes can produce results that look unreasonable in context: large bonuses in a year when employees faced pay freezes, or payments triggered by windfall gains unrelated to executive effort.',
          'Remuneration committees should be willing to exercise judgement, adjusting outcomes where formulas produce inappropriate results. This requires confidence and a clear rationale that can be explained to investors.',
          'Committees that use discretion thoughtfully, in both directions, tend to earn more trust than those that apply formulas mechanically.',
        ],
      },
      {
        heading: 'Explaining decisions clearly',
        paragraphs: [
          'The final test of a pay policy is whether it can be explained simply. Investors, employees and the public should be able to understand what executives are paid for and why.',
          'Remuneration committee chairs in {industry} who engage directly with major investors, explain their reasoning and listen to concerns tend to have fewer difficulties at annual meetings.',
          'When we help organisations recruit senior executives, we see how much a clear, defensible pay structure helps. Candidates appreciate knowing what they are being rewarded for, and boards appreciate not having to defend arrangements they find hard to explain.',
        ],
      },
    ],
  },
  {
    title: 'The senior independent director: an underused asset',
    excerpt: 'The senior independent director can do much more than stand in for the chair, if the board lets them.',
    lede: 'On many boards the senior independent director is a role that exists mainly on paper. The director who holds it leads the chair’s appraisal once a year, stands ready in case of a crisis and otherwise behaves much like any other non-executive. That is a waste. Used well, the senior independent director is one of the most valuable roles on a board, providing a channel for concerns, a check on the chair and a source of stability in difficult moments.',
    sections: [
      {
        heading: 'The formal role',
        paragraphs: [
          'Governance codes typically describe the senior independent director as a sounding board for the chair, an intermediary for other directors and an alternative point of contact for shareholders. They also lead the annual evaluation of the chair and the process for appointing a new chair.',
          'These responsibilities are important, but they can be fulfilled minimally. A senior independent director who leads the chair’s appraisal through a brief questionnaire and otherwise waits for a crisis is meeting the formal requirements without adding much value.',
          'The more effective approach treats the formal responsibilities as a starting point.',
        ],
      },
      {
        heading: 'A channel for concerns',
        paragraphs: [
          'Directors sometimes have concerns they are reluctant to raise directly with the chair: about the chair’s own performance, about the chair’s relationship with the chief executive or about how the board is run. The senior independent director provides a route for these concerns.',
          'This only works if directors trust the senior independent director and know that concerns will be handled discreetly. Regular private conversations with each director, not only when problems arise, build that trust.',
          'Executives may also raise concerns with the senior independent director, particularly if they involve the chief executive or the chair. Making it clear that this channel exists is valuable.',
        ],
      },
      {
        heading: 'A check on the chair',
        paragraphs: [
          'The chair holds considerable power over the board’s agenda, discussions and composition. The senior independent director provides an important balance, ensuring that the chair’s influence is exercised in the board’s interests.',
          'This requires a senior independent director with the confidence and standing to challenge the chair when necessary. Appointing someone who defers to the chair on every issue defeats the purpose of the role.',
          'A good working relationship between the two is essential. The chair should see the senior independent director as a partner in making the board effective, not as a threat.',
        ],
      },
      {
        heading: 'Stability in a crisis',
        paragraphs: [
          'When something goes wrong involving the chair, such as ill health, a conflict of interest, a breakdown in relationships or a sudden departure, the senior independent director often steps in. They may lead the board temporarily, manage communications with investors and oversee the appointment of a new chair.',
          'Boards should plan for these scenarios in advance. The senior independent director should understand what would be expected and have the relationships and knowledge needed to act quickly.',
          'A senior independent director who has been actively engaged throughout is far better prepared than one who has been largely dormant.',
        ],
      },
      {
        heading: 'Choosing the right person',
        paragraphs: [
          'The senior independent director should be chosen carefully. The role requires independence, good judgement, the respect of fellow directors and the personal qualities to handle sensitive situations discreetly.',
          'Boards sometimes appoint the longest-serving director by default. Tenure can bring valuable knowledge, but the role demands particular qualities that may be found elsewhere on the board.',
          'When we help boards think about their composition, we often discuss the senior independent director role explicitly. A board with a strong senior independent director is better governed and more resilient.',
        ],
      },
    ],
  },
  {
    title: 'Cyber risk and the board: beyond the annual briefing',
    excerpt: 'A yearly briefing on cyber risk no longer satisfies regulators, insurers or the directors who will answer for a breach.',
    lede: 'For many boards, cyber risk oversight consists of an annual presentation from the chief information security officer, a slide showing risk ratings and a few questions from directors. That approach no longer matches the scale of the risk. A serious cyber incident can halt operations, expose sensitive data and damage trust for years. Boards need a more continuous and informed approach.',
    sections: [
      {
        heading: 'Cyber risk as a business risk',
        paragraphs: [
          'Cyber risk is often treated as a technical matter, delegated to the technology function and discussed in technical language. But its consequences are business consequences: lost revenue, regulatory penalties, legal liability and reputational damage.',
          'Boards should discuss cyber risk in those terms. What would a serious incident cost? Which operations would be affected? How long would recovery take? What would customers, regulators and the press expect?',
          'Framing cyber risk this way helps directors without technical backgrounds engage with it confidently and connects it to the board’s broader oversight of risk.',
        ],
      },
      {
        heading: 'Regular, meaningful reporting',
        paragraphs: [
          'An annual briefing is not enough. Boards should receive regular reports on cyber risk, ideally at least quarterly, covering the threat environment, the organisation’s defences, recent incidents and progress on improvement programmes.',
          'Reports should be concise and clear. Directors need to understand the key risks, how they are changing and what management is doing about them. Long technical appendices are rarely read.',
          'Boards should also agree in advance what should be escalated to them between meetings, so that they learn of significant incidents promptly.',
        ],
      },
      {
        heading: 'Testing readiness',
        paragraphs: [
          'Many organisations test their technical defences regularly, but fewer test how the leadership team and the board would respond to a major incident. Simulation exercises, in which directors work through a realistic scenario, are an effective way to reveal gaps.',
          'These exercises often surface practical questions: who would decide whether to pay a ransom, how the organisation would communicate with customers if email were unavailable, when regulators must be notified.',
          'Boards that have rehearsed their response are far better prepared than those encountering these questions for the first time during a real incident.',
        ],
      },
      {
        heading: 'Knowledge on the board',
        paragraphs: [
          'Effective oversight requires some cyber knowledge on the board. This does not mean every director needs technical expertise, but the board collectively should be able to ask informed questions and judge the answers.',
          'Some boards have appointed directors with cyber or technology security experience. Others use external advisers or invest in director education. Each approach can work, provided the board has access to independent expertise.',
          'When we search for directors with cyber expertise, we look for people who can translate technical issues into business terms and contribute to broader board discussions.',
        ],
      },
      {
        heading: 'Third parties and supply chains',
        paragraphs: [
          'Many significant cyber incidents originate with suppliers or partners. Boards should understand the organisation’s dependence on third parties and how their cyber risks are managed.',
          'This includes understanding which suppliers have access to sensitive systems or data, how their security is assessed and what contractual protections are in place.',
          'Cyber risk oversight is a continuous responsibility. Boards that treat it as such, with regular reporting, rehearsed responses and the right expertise, are better placed to protect their organisations.',
        ],
      },
    ],
  },
  {
    title: 'Private-equity boards versus listed boards: what directors should know',
    excerpt: 'Directors moving between private-equity and listed boards find different pace, powers and expectations of them.',
    lede: 'Many experienced directors now serve on both listed and private-equity-backed boards, and executives considering their first board role often weigh one against the other. The two types of board share a legal foundation but differ considerably in practice. Directors who move between them without adjusting their expectations can find themselves frustrated or ineffective.',
    sections: [
      {
        heading: 'Pace and focus',
        paragraphs: [
          'Private-equity boards typically move faster than listed boards. The investor has a clear value-creation plan and a defined holding period, and the board is focused on delivering that plan. Decisions that might take months on a listed board can be made in weeks.',
          'Listed boards balance a wider range of considerations: long-term strategy, the interests of diverse shareholders, regulatory requirements and public reporting. This breadth slows decision-making but reflects the broader responsibilities involved.',
          'Directors moving between the two need to adjust their rhythm. Those used to listed boards may find private-equity boards abrupt; those used to private equity may find listed boards frustratingly slow.',
        ],
      },
      {
        heading: 'Who holds the power',
        paragraphs: [
          'On a private-equity board, the investor usually holds decisive influence. Investor representatives sit on the board, and major decisions reflect their priorities. Independent directors and the chair provide expertise and challenge, but the investor’s view carries significant weight.',
          'On a listed board, power is more distributed. Independent directors typically form a majority, and the board must consider the interests of all shareholders. The chair and independent directors have greater autonomy.',
          'Directors should understand where power lies before joining a board. An independent director on a private-equity board who expects the autonomy of a listed board may be disappointed.',
        ],
      },
      {
        heading: 'The role of management',
        paragraphs: [
          'Private-equity boards tend to be more closely involved with management. Investors often have operating partners who work directly with the executive team, and the board may discuss operational detail that a listed board would leave to management.',
          'Listed boards typically maintain a clearer separation between oversight and management. They focus on strategy, risk and governance, and they hold management accountable through formal processes.',
          'Directors need to calibrate their involvement accordingly. Behaviour that is appropriate on one type of board may be seen as interference or disengagement on the other.',
        ],
      },
      {
        heading: 'Governance and disclosure',
        paragraphs: [
          'Listed boards operate under governance codes, extensive disclosure requirements and scrutiny from investors, analysts and the media. Directors must be comfortable with that visibility and with the formal processes it requires.',
          'Private-equity boards face less public scrutiny and often have lighter governance structures. Committees may be fewer and processes less formal. This can be refreshing but also means directors must be vigilant about governance standards.',
          'Directors should bring good governance practice to private-equity boards without imposing unnecessary bureaucracy.',
        ],
      },
      {
        heading: 'Rewards and risks',
        paragraphs: [
          'Directors on private-equity boards often receive equity or equity-like incentives, aligning their interests with the investor’s. This can be financially attractive but also creates pressure to support the investor’s plan.',
          'Listed board directors typically receive fixed fees, reflecting their role as independent overseers. The financial rewards are more modest but the independence is clearer.',
          'Both types of board offer valuable experience. Directors who understand the differences, and adapt their approach accordingly, can contribute effectively to both.',
        ],
      },
    ],
  },
]
