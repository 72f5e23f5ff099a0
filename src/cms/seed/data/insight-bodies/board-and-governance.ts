import type { TitleTemplate } from './types'

export const BOARD_AND_GOVERNANCE: readonly TitleTemplate[] = [
  {
    title: 'What every {industry} board should discuss in 2026',
    excerpt: 'Technology, talent and a harder regulatory climate will fill the agendas of boards in {topic} this year.',
    lede: 'Board agendas in {industry} have a way of filling themselves. Quarterly results, committee reports, compliance updates and the occasional crisis leave little time for the questions that will shape the organisation over the next few years. As boards plan their 2026 calendars, it is worth deciding now which discussions deserve protected time, rather than hoping they will somehow fit around the routine. In our experience they rarely do unless someone insists.',
    sections: [
      {
        heading: 'Whether the strategy still holds',
        paragraphs: [
          'Many boards approved a strategy several years ago and have since reviewed progress against it rather than the strategy itself. In a period of rapid change that is a real risk. At least once in 2026, boards in {industry} should ask directly whether the assumptions behind their strategy are still valid, and what would have to be true for it to need changing.',
          'The discussion works best when management sets out those assumptions explicitly, with the evidence for and against each one. Directors can then concentrate on the assumptions that matter most and are least certain, rather than being drawn into the detail of the plan and its milestones. A board that spends an afternoon on this is usually better prepared for the surprises of the following year.',
          'An outside voice helps. An adviser, an investor or an executive from an adjacent sector can challenge assumptions that insiders have stopped noticing, and a board that hears the challenge in a planned session is better placed than one that hears it first from an activist or a competitor. A useful output of the session is a short list of signals the board will watch during the year, each linked to an assumption, so that the next strategy review starts from evidence rather than memory.',
        ],
      },
      {
        heading: 'Technology and what the board really understands',
        paragraphs: [
          'Almost every board in {industry} now discusses technology, usually as updates on particular programmes. Far fewer discuss whether the board itself understands enough to oversee technology-related risks and opportunities properly, and that is the more important conversation.',
          'A candid discussion of the board’s own knowledge is a useful place to start. Which directors could explain how artificial intelligence is being used in the organisation today? Who would recognise a poorly designed data programme before it had consumed its budget? The answers often point to education needs, or to skills the board should add at its next appointment. Admitting a gap is the first step to closing it, and directors generally respect a chair who raises the subject openly.',
          'Boards do not need every director to be a technologist. They do need enough collective understanding to ask management the right questions and to judge whether the answers hold up, and many boards are honest enough to admit they are not there yet. Boards that agree a short programme of education for the year, perhaps one session per meeting cycle, usually find their questions to management become noticeably sharper within a few months.',
        ],
      },
      {
        heading: 'Talent below the executive committee',
        paragraphs: [
          'Boards usually review chief executive succession and sometimes the executive committee. Fewer look at the layer below, where the organisation’s future leaders are developing or quietly leaving. In tight labour markets that layer is where talent problems appear first, often a year or two before they reach the top.',
          'We suggest boards ask management for a short review of the organisation’s top fifty or hundred leaders: who they are, how they are developing, who has left recently and why. Directors who meet some of these people in person, at site visits or informal dinners, gain a far better sense of the organisation’s health than any report provides. Those conversations also show employees that the board takes an interest in them, which has value of its own.',
          'Talent discussions should also cover culture. Engagement data, exit interviews and whistle-blowing reports often give early warning of problems that financial results will show only much later, and they deserve board time rather than a line in the appendix. Meeting the next generation of leaders also has a practical benefit: when a senior vacancy arises, the board already has a view of the internal candidates rather than relying entirely on management’s account.',
        ],
      },
      {
        heading: 'A harder regulatory climate',
        paragraphs: [
          'Regulators in many parts of {industry} are becoming more demanding and more willing to hold individual directors accountable. Boards should understand which regulatory changes are coming, how ready the organisation is for them and where the board itself is exposed if things go wrong.',
          'This is not only a matter for the audit or risk committee. Regulatory developments often carry strategic consequences, changing the economics of a business line or the cost of entering a new market, and the most significant of them deserve discussion by the full board rather than a committee summary. A brief annual session on the regulatory outlook, led by the general counsel or chief risk officer, is a practical way to start.',
          'Boards that engage with regulators directly, through the chair or committee chairs, often understand the direction of travel better than those relying on management reports alone, and regulators generally welcome that engagement. It is worth asking management to map the most significant regulatory changes against the strategy, so that the board can see which ones affect its choices and which are matters of compliance.',
        ],
      },
      {
        heading: 'How the board itself is working',
        paragraphs: [
          'Finally, every board should spend some time in 2026 on its own effectiveness. Is the agenda focused on the right issues? Are discussions genuinely candid? Does the board have the skills it needs for the next few years, and is its renewal planned rather than left to chance?',
          'A short, honest conversation in a private session, without management present, can be more valuable than a lengthy formal evaluation. Directors often know what is not working but rarely say it unless someone asks directly and makes it safe to answer. An independent facilitator can help, particularly when the issues involve the chair.',
          'The boards that make the most of the year ahead will be those that decide early which discussions matter most and protect time for them. It sounds simple; the evidence of most board calendars suggests it is not. A chair who asks each director, privately, which discussion they most wish the board had spent more time on last year will usually learn exactly where to begin.',
        ],
      },
    ],
  },
  {
    title: 'Board oversight of artificial intelligence: where to start',
    excerpt: 'Most boards know artificial intelligence matters; fewer know which questions to ask management about it.',
    lede: 'Artificial intelligence has moved from an occasional agenda item to a standing concern for many boards. Directors read about it daily, hear about it from investors and are asked about it by regulators. Yet many boards remain unsure how to oversee it. They know they should be asking questions but not which ones, and they worry equally about micromanaging a fast-moving technology and about missing something that later proves important.',
    sections: [
      {
        heading: 'Start with an inventory',
        paragraphs: [
          'A board cannot oversee what it cannot see. The first step is to ask management for a clear picture of where artificial intelligence is already used in the organisation: in products and services, in internal processes, through suppliers’ software and by employees using publicly available tools on their own initiative.',
          'Many boards are surprised by the answer. AI is often in wider use than the leadership team realised, embedded in software bought for other purposes or adopted by staff who found it helpful. An inventory brings all of this into view and gives the board a realistic starting point. It also gives management a useful picture of its own, which it may not have had before.',
          'It need not be exhaustive at first. A reasonable overview of the most significant uses, updated periodically as the picture changes, gives the board something concrete to discuss rather than a general anxiety. Boards that repeat the exercise a year later are often struck by how quickly the picture has changed, which is itself a useful lesson about the pace of the subject.',
        ],
      },
      {
        heading: 'Questions that reveal the real position',
        paragraphs: [
          'Once the board knows where AI is used, it can ask sharper questions. Who is accountable for each significant use? How are the outputs checked before they affect customers or decisions? What data is each system trained on or given access to, and who owns that data? What happens, in practice, if the system makes a serious mistake?',
          'Boards should ask about opportunity as well as risk. Where could AI make a material difference to the organisation’s performance, and what is management doing about it? Oversight that looks only at risk can leave an organisation well governed and well behind its competitors. A balanced set of questions tells management that the board wants the organisation to use AI well, not only safely.',
          'The quality of management’s answers is itself informative. Clear, specific answers suggest the organisation has thought the issues through; vague ones suggest it has not, and that is worth knowing early. Directors should not hesitate to ask the same question twice at successive meetings. How the answer changes over time says a good deal about whether management is learning.',
        ],
      },
      {
        heading: 'Deciding where oversight sits',
        paragraphs: [
          'Boards take different approaches to allocating AI oversight. Some give it to the audit or risk committee, some to a technology committee and some keep it with the full board. Each can work, provided responsibilities are clear and the full board stays informed about the issues that matter most.',
          'What matters is avoiding gaps and overlaps. If the risk committee oversees AI risks while the full board discusses AI strategy, someone must make sure the two conversations are connected, or the board will approve strategies whose risks it has never considered together. A short annual review of the arrangement, by the full board, helps catch gaps as the subject evolves.',
          'Terms of reference should be updated to reflect whatever arrangement the board chooses, so that responsibilities are documented rather than assumed, and reviewed as the board’s understanding grows. Whichever committee holds the subject, a full board discussion at least once a year keeps every director engaged and avoids the impression that AI is someone else’s problem.',
        ],
      },
      {
        heading: 'Building the board’s own understanding',
        paragraphs: [
          'Directors do not need to understand how AI systems are built, but they do need to understand what these systems can and cannot do, where they tend to fail and what good governance of them looks like. Without that, oversight is largely a formality that reassures nobody.',
          'Boards can build knowledge through briefings from management and independent experts, visits to the teams actually using AI, and short education programmes designed for directors. Some boards are adding a director with direct experience of deploying AI at scale. Even one director with that experience can change the quality of the board’s questions considerably.',
          'When we search for directors with this experience, we look for people who have led real implementations, including ones that did not go well, rather than those who can only speak about AI in general terms. The lessons of a failed project are often the most useful thing such a director brings. Directors who use the tools themselves, even briefly, tend to ask more grounded questions than those whose knowledge comes only from briefings.',
        ],
      },
      {
        heading: 'Keeping oversight proportionate',
        paragraphs: [
          'There is a risk that AI oversight becomes a box-ticking exercise or, at the other extreme, that boards become so anxious that they slow down useful experimentation. Proportionate oversight concentrates the board’s attention on the uses that carry the most significant risks or opportunities.',
          'A simple approach is to ask management to classify AI uses by their potential impact and to bring the most significant ones to the board or the relevant committee, while lower-impact uses are governed by management policy with periodic assurance that the policy is followed. That approach keeps the board’s time for the decisions that genuinely need it.',
          'Most boards are at the beginning of this work. An inventory, a clear allocation of responsibility and a short set of good questions are enough to make oversight real, and they can be in place within a couple of board cycles. The board should also revisit its approach periodically. What was proportionate a year ago may be too light, or too heavy, as the organisation’s use of AI matures.',
        ],
      },
    ],
  },
  {
    title: 'The evolving role of the chair in {industry}',
    excerpt: 'Chairs in {topic} spend more time with investors and regulators, and less on the agenda, than their predecessors did.',
    lede: 'The role of the chair in {industry} has changed considerably over the past decade. Chairs once concentrated on running effective board meetings and supporting the chief executive. Today they are expected to be visible to investors or funders, engaged with regulators, attentive to culture and accountable for the board’s own performance. The time the role demands has grown, and so has the range of skills that boards look for when they appoint one.',
    sections: [
      {
        heading: 'More time outside the boardroom',
        paragraphs: [
          'Many chairs in {industry} now spend more of their time on external relationships than on board meetings. Investors and funders expect to meet the chair directly, particularly on governance, pay and succession, and regulators increasingly want to hear from the chair about the board’s oversight of risk and culture.',
          'This external role calls for careful judgement. The chair speaks for the board, not for management, and must represent the board’s views credibly without appearing to undermine the chief executive or to run the organisation from a distance. Chairs who agree with the chief executive in advance how they will handle external conversations avoid most of the difficulties.',
          'The practical consequence is that the role now takes more days than it used to. Candidates for chair positions should be realistic about the commitment, and boards should be explicit about it when they recruit, rather than discovering the mismatch a year later. In our experience the most successful chairs agree with the board, at the outset, how they will divide their time between the boardroom and external relationships, and review that division each year.',
        ],
      },
      {
        heading: 'Steward of the board’s effectiveness',
        paragraphs: [
          'Chairs are now held more directly responsible for how well the board works: its composition, the quality of its discussions, the contribution of each director and the way it responds to evaluation.',
          'The best chairs we know invest time in every director. They meet board members individually, give honest feedback, make sure quieter directors are heard and address unhelpful behaviour promptly rather than hoping it will fade. They also lead board renewal, planning years ahead so that the board’s skills keep pace with the organisation’s needs. Directors value a chair who takes their development seriously, and they contribute more as a result.',
          'This work is largely invisible from outside the boardroom, but it has a profound effect on the quality of governance, and boards can usually tell within a year whether their chair does it. Directors notice quickly whether the chair has made time for them individually, and that attention shapes how freely they contribute in the boardroom.',
        ],
      },
      {
        heading: 'Partner to the chief executive',
        paragraphs: [
          'The relationship between the chair and the chief executive remains central. A good chair supports the chief executive, offers counsel and acts as a sounding board, while also holding them to account on behalf of the board.',
          'Balancing support and challenge is one of the hardest parts of the role. Chairs who become too close to the chief executive can lose the confidence of the rest of the board; those who remain too distant can leave the chief executive isolated at the moments they most need an experienced ear. Getting the balance right usually takes time, and both parties benefit from discussing it openly.',
          'In our experience the strongest chair and chief executive partnerships rest on clear expectations, regular private conversations and a shared, explicit understanding of where oversight ends and management begins. A chair who agrees with the chief executive, at the start of the relationship, how they will handle disagreement tends to find that disagreements, when they come, are far easier to resolve.',
        ],
      },
      {
        heading: 'Culture and conduct',
        paragraphs: [
          'Chairs are increasingly expected to take an active interest in the organisation’s culture. In {industry}, where failures of conduct can damage reputation and attract regulatory attention quickly, boards want real assurance that the culture supports good behaviour rather than merely tolerating it.',
          'Chairs contribute by asking the right questions, spending time in the organisation beyond head office and making sure the board sees meaningful information on culture rather than only a headline engagement score. Regular visits also give the chair an informal channel for hearing concerns that might not otherwise reach the board.',
          'They also set the culture of the board itself. A chair who encourages open debate, welcomes challenge and deals promptly with poor behaviour among directors sets an example that senior executives notice and often copy. Time spent in the organisation also gives the chair a more reliable sense of the culture than any survey, and it shows employees that the board takes them seriously.',
        ],
      },
      {
        heading: 'What this means for appointing a chair',
        paragraphs: [
          'The changing role has clear implications for chair appointments. Boards in {industry} now look for chairs with a strong external presence, experience of governance under scrutiny and the interpersonal skill to lead a board of experienced and independently minded directors.',
          'Prior experience as a chair is valuable but not always necessary. Some of the most effective new chairs we have seen were senior independent directors or committee chairs who had observed the role closely for years and were ready to take it on. Those candidates often bring a deep understanding of how the board works and where it needs to improve.',
          'When we run chair searches, we spend significant time with each director to understand what the board needs from its next chair. The answers often differ from what the board assumed at the outset, and the search is better for discovering that early. A clear written description of what the board expects from its chair, agreed before the search begins, is one of the most useful things a nomination committee can produce.',
        ],
      },
    ],
  },
  {
    title: 'What makes a board evaluation worthwhile',
    excerpt: 'An evaluation is worth the effort only when the board is prepared to act on what it finds.',
    lede: 'Board evaluations have become a routine part of governance, and like many routines they risk becoming a formality. Questionnaires are completed, a report is written, the board discusses it briefly and little changes. Yet a well-designed evaluation can be one of the most valuable things a board does in a year. The difference lies less in the method than in the board’s willingness to hear uncomfortable findings and act on them.',
    sections: [
      {
        heading: 'Be clear about the purpose',
        paragraphs: [
          'An evaluation should start with a question: what does the board want to learn? Some boards want a general health check; others have specific concerns about their composition, the quality of their discussions, the work of a committee or their relationship with management.',
          'A clear purpose shapes everything else, including who conducts the evaluation, which methods are used and who is interviewed. It also makes it much easier to judge afterwards whether the evaluation was worth doing. A clear purpose also helps directors take part more candidly, because they understand why their views are being sought.',
          'Boards that begin without a purpose tend to receive reports confirming what they already believe. That is reassuring but rarely helpful, and it teaches directors to treat the next evaluation as a ritual. A short written statement of purpose, agreed by the board before the work begins, makes it far easier to judge the report when it arrives.',
        ],
      },
      {
        heading: 'Choose methods that surface candour',
        paragraphs: [
          'Questionnaires are efficient but tend to produce polite answers. Directors rate their board favourably and save their real concerns for private conversation. Confidential interviews, conducted by someone the directors trust, usually reveal far more, including the issues that everyone knows about and nobody raises.',
          'Observation adds another dimension. An evaluator who attends board and committee meetings can see dynamics that directors do not notice or would not mention: who dominates discussion, which topics are avoided and how management responds when challenged. Such observations are often the most useful part of an external review.',
          'Including the views of senior executives who work closely with the board is also valuable. They often have a clear and candid view of how the board helps or hinders them, and they are rarely asked. The evaluator’s report should protect the confidentiality of individual contributions while being specific enough about themes that the board cannot dismiss them as generalisations.',
        ],
      },
      {
        heading: 'Who should run the evaluation',
        paragraphs: [
          'Many boards alternate between internally led evaluations and periodic external reviews. Internal evaluations, usually led by the chair or company secretary, are less costly and can be useful for tracking progress on issues the board already knows about.',
          'External evaluations bring independence and breadth. An experienced evaluator can compare the board with others, raise sensitive issues without the constraints of existing relationships and offer practical advice drawn from many boardrooms. The best evaluators combine candour with tact, so that uncomfortable findings are heard rather than resisted.',
          'The choice of external evaluator matters a great deal. Boards should look for someone with real board experience, a reputation for candour and no commercial relationships that might compromise their independence or their willingness to deliver bad news. Whoever runs it, the board should agree in advance who will receive the findings and how they will be discussed, so that difficult messages are not quietly softened on their way to the boardroom.',
        ],
      },
      {
        heading: 'Individual contributions',
        paragraphs: [
          'The most sensitive part of any evaluation is the assessment of individual directors, including the chair. Many boards avoid it or treat it lightly, yet a board is only as strong as its members, and directors benefit from honest feedback just as executives do.',
          'Individual feedback should be given privately and constructively, usually by the chair, with the chair’s own feedback delivered by the senior independent director. It should focus on specific behaviours and contributions rather than general impressions that the director cannot act on. Directors who receive such feedback usually welcome it, even when it is difficult to hear.',
          'Where feedback suggests a director is no longer the right fit for the board’s needs, the evaluation provides a fair basis for a respectful conversation about their future, which is far better than an awkward discussion with no evidence behind it. Feedback is most useful when it is given soon after the evaluation, while the examples are still fresh, and followed up a few months later.',
        ],
      },
      {
        heading: 'Acting on the findings',
        paragraphs: [
          'An evaluation is only worthwhile if it leads to change. Boards should agree a short list of actions, assign clear responsibility for each and review progress during the year. Trying to address every finding at once usually means none is addressed properly.',
          'Some findings will be uncomfortable, particularly those concerning the chair or long-serving directors. Boards that engage with these openly tend to improve; boards that explain them away tend not to, and directors notice which kind of board they are on. Following up on the agreed actions at each board meeting keeps them in view.',
          'Over time, a board that takes evaluation seriously develops a habit of reflection that goes well beyond the annual exercise. That habit, more than any single report, is what makes the effort worthwhile. A brief review at the start of the next evaluation, asking what changed as a result of the last one, is a good test of whether the exercise is working.',
        ],
      },
    ],
  },
  {
    title: 'Bringing {function} expertise into the boardroom',
    excerpt: 'Boards are adding directors with {topic} experience, and learning how to use it beyond one committee.',
    lede: 'Boards have traditionally been made up of former chief executives, finance directors and a few sector specialists. That pattern is changing. More boards now seek directors with deep experience in {function}, recognising that many of the most significant risks and opportunities they face depend on that expertise. Adding such a director is only the first step, however. Using their expertise well, across the whole of the board’s work, is a separate challenge that many boards underestimate.',
    sections: [
      {
        heading: 'Why boards are seeking {function} experience',
        paragraphs: [
          'Boards tend to add expertise when a subject moves from an operational concern for management to a question of strategy or material risk. The {function} agenda has made that move in many organisations, and directors who once relied entirely on management briefings now want someone at the table who can interpret them.',
          'Investors, regulators and other stakeholders are also asking boards how they oversee the subject. A director with relevant experience gives the board a credible answer and, more importantly, better oversight in practice. Boards that act early, before investors ask, are usually better placed to choose the right person.',
          'The key question for the board is what exactly it needs the expertise for. A clear answer shapes the profile of the director it looks for and the way they will contribute once appointed. Boards that write down that purpose before the search begins tend to find the right director faster and use them better once they arrive.',
        ],
      },
      {
        heading: 'Finding the right director',
        paragraphs: [
          'Directors with senior {function} experience are often less familiar with board work than traditional candidates. Many are sitting executives who have presented to boards but never served on one; others have board experience in quite different settings.',
          'Boards should look for candidates who combine functional depth with the broader perspective a director needs. The best can discuss strategy, finance and governance as well as their specialism, and they are comfortable challenging executives outside their own area without overreaching. Those qualities are as important as the specialist knowledge itself.',
          'We often help boards look beyond the obvious pool, for example at executives from adjacent sectors or at senior leaders in organisations larger or more complex than the board’s own, who are ready for a first board seat. In assessing such candidates, we pay particular attention to how they discuss subjects outside their expertise, because that is where much of a director’s time will be spent.',
        ],
      },
      {
        heading: 'Avoiding the specialist trap',
        paragraphs: [
          'A common mistake is to treat the new director as the board’s resident specialist, consulted only when their subject comes up and otherwise expected to stay quiet. That wastes much of what they could offer, and it allows other directors to stop engaging with the subject because someone else now owns it.',
          'The better approach is to make oversight of {function} a shared responsibility, with the specialist director helping the whole board to ask better questions. They can suggest topics for deep-dive sessions, help interpret management reports and quietly coach fellow directors between meetings. Over time, the whole board becomes more confident with the subject, which is the real aim.',
          'Specialist directors should also contribute to the board’s broader discussions. Their different vantage point is often valuable on subjects well beyond their expertise, precisely because they do not share the assumptions of the majority. A chair who regularly asks the specialist director for their view on matters outside their field signals to the whole board that their contribution is wanted broadly.',
        ],
      },
      {
        heading: 'Committee roles',
        paragraphs: [
          'Boards often place a new specialist director on the committee most closely linked to their expertise. That is sensible, but it can confine their influence to one part of the board’s work. Some boards rotate specialist directors across committees or ask them to help connect committee work with full board discussions.',
          'Where {function} issues are significant enough, a board may consider a dedicated committee. That can provide focus, but it risks separating the subject from the board’s main strategic conversations, and boards should weigh that before adding another committee to the calendar. Whatever the arrangement, the board should review it after a year to see whether it is working as intended.',
          'Whatever the structure, the full board should receive regular reports on the most important {function} issues, not only summaries of what a committee discussed. It is worth reviewing after a year whether the committee arrangement is working, and adjusting it if the specialist’s expertise is not reaching the discussions where it matters most.',
        ],
      },
      {
        heading: 'Induction and support',
        paragraphs: [
          'Specialist directors joining their first board need a thorough induction covering not only the organisation but the board’s ways of working, the legal duties of a director and the unwritten expectations of the chair and fellow directors.',
          'Pairing a new director with an experienced board member for their first year can be very valuable. The mentor can explain norms, offer feedback on early contributions and help the new director build relationships outside the boardroom. That investment is small compared with the cost of a poorly integrated appointment.',
          'Boards that invest in this support find that specialist directors become effective quickly and contribute broadly. Those that do not risk an expensive appointment that never realises its potential, and a director who quietly concludes the board did not really want their view. A conversation between the chair and the new director at the end of their first year, about what has worked and what has not, is a simple step that many boards skip.',
        ],
      },
    ],
  },
  {
    title: 'How {industry} boards can prepare for activist investors',
    excerpt: 'Activists have found {topic} companies; the boards that fare best have already asked themselves the hard questions.',
    lede: 'Activist investors have extended their attention well beyond the sectors where they were once concentrated, and boards in {industry} can no longer assume they will be left alone. Activist campaigns can be disruptive, costly and very public. But the boards that handle them best have usually done their preparation long before any approach arrives, and that preparation tends to improve governance whether or not an activist ever appears.',
    sections: [
      {
        heading: 'Think like an activist',
        paragraphs: [
          'The most useful preparation is for the board to look at the organisation through an activist’s eyes. Where is performance lagging peers? Which assets might be worth more under different ownership? Is capital being allocated well? Are there governance weaknesses, such as long-tenured directors or pay that looks out of line with results, that a campaign could exploit?',
          'Many boards find it helpful to commission an independent review of these questions, or to ask advisers to prepare a mock activist case against them. The exercise is often uncomfortable, but it reveals vulnerabilities while there is still time to deal with them calmly. Many boards find that the exercise sharpens their own thinking about strategy as much as it prepares them for activism.',
          'Where the board finds genuine weaknesses, it should address them on its own terms. Changes made before a campaign are far more credible than the same changes made under pressure, which tend to look like concessions. Boards that do this work once tend to repeat it every year or two, because the exercise is as useful for sharpening strategy as it is for preparing against activism.',
        ],
      },
      {
        heading: 'Know your shareholders',
        paragraphs: [
          'Boards in {industry} should understand who owns the company, how that ownership is changing and what the major shareholders think of the strategy and the board. Activists often build positions gradually, and changes in the register can give early warning to a board that is watching.',
          'Regular engagement with major investors, including by the chair and the senior independent director, builds relationships that matter enormously in a campaign. Investors who know and trust the board are more likely to support it, or at least to give it a fair hearing before deciding. Those relationships take years to build and cannot be created in the middle of a campaign.',
          'The engagement must be genuine. Investors can tell the difference between a board that listens and one that merely presents, and they remember which was which when an activist comes calling. The chair and senior independent director should agree in advance which shareholders each will stay in touch with, so that no major investor is left without a relationship with the board.',
        ],
      },
      {
        heading: 'Board composition as a vulnerability',
        paragraphs: [
          'Activists frequently target board composition, seeking seats for their own nominees on the argument that the board lacks relevant skills, independence or fresh thinking. Boards with long-serving directors, narrow experience or obvious gaps in their skills are particularly exposed.',
          'A well-planned renewal programme reduces that exposure. Boards that refresh their membership regularly, appoint directors whose skills clearly match the strategy and can explain each director’s contribution in a sentence are much harder to challenge. A board that has recently renewed itself is also better placed to argue that it is open to change.',
          'When we help boards in {industry} with renewal, we encourage them to look at their composition as a sceptical outsider would, and to address the gaps before someone else describes them in a public letter. Directors who can explain in plain terms why they are on the board, and what they have contributed recently, are the best answer to a challenge to the board’s composition.',
        ],
      },
      {
        heading: 'A plan for the first approach',
        paragraphs: [
          'When an activist makes contact, the first days matter a great deal. Boards should have agreed in advance who will respond, which advisers will be engaged and how the board will take decisions quickly. Without that preparation, boards risk responding inconsistently, slowly or defensively.',
          'The first response should usually be to listen. Some activists have valuable ideas, and engaging with them constructively can produce an outcome that benefits all shareholders. A purely defensive response tends to escalate the conflict and to make the board look as though it has something to hide. Advisers should be chosen in advance, so that the board is not selecting them in the middle of a crisis.',
          'The board should also agree how it will communicate with employees, investors and other stakeholders if a campaign becomes public, so that people hear the board’s view before they read the activist’s. Rehearsing the first forty-eight hours, in a short session with advisers, is one of the most useful preparations a board can make.',
        ],
      },
      {
        heading: 'Unity and clarity',
        paragraphs: [
          'Activist campaigns test board unity. Activists may try to divide directors, and any visible disagreement will be exploited. Boards that have debated their strategy thoroughly in private, and reached a genuine consensus, are far more resilient in public.',
          'Clarity about strategy matters just as much. A board that can explain simply and convincingly why its strategy will create value is in a strong position; one that cannot will struggle to win shareholders’ support, however good its underlying plan. Directors who disagree should say so in the boardroom, so that the board can speak with one voice outside it.',
          'In the end, the best protection against activism is a board that governs well, communicates clearly and deals with its own weaknesses before anyone else points them out. Boards that have done this work rarely find that an activist raises an issue they had not already considered, which is perhaps the best measure of preparation.',
        ],
      },
    ],
  },
  {
    title: 'Sustainability oversight: committees, skills and accountability',
    excerpt: 'Who on the board owns sustainability, and with what expertise, is now a question investors ask directly.',
    lede: 'Sustainability has moved from the margins of board discussion to its centre for many organisations. Investors ask how boards oversee it, regulators require more disclosure and employees pay close attention to what their organisation actually does. Boards have responded in different ways: some have created new committees, some have appointed specialist directors and some have folded sustainability into existing structures. Each approach has strengths, weaknesses and consequences that are worth thinking through deliberately.',
    sections: [
      {
        heading: 'Where oversight should sit',
        paragraphs: [
          'There is no single right answer to where sustainability oversight belongs. Some boards have created a dedicated sustainability committee; others have extended the remit of the audit, risk or nomination committee; some keep the subject with the full board.',
          'A dedicated committee can provide focus and depth, particularly where the issues are complex or material to the business. But it risks separating sustainability from the board’s core strategic discussions. Keeping it with the full board ensures visibility but may limit the time available for detailed scrutiny. Many boards find that a combination works best: a committee for detailed scrutiny and regular full board discussion of the most important issues.',
          'Whatever the structure, responsibilities should be written down clearly, and the full board should discuss the most significant sustainability issues regularly rather than receiving only a committee report. Whichever structure is chosen, the board should review it every few years, because the right answer for a board just beginning this work may not be right once oversight has matured.',
        ],
      },
      {
        heading: 'The skills the board needs',
        paragraphs: [
          'Effective oversight requires directors who understand the relevant issues. For many boards that means climate and environmental expertise; for others, social issues such as labour practices, supply chains or effects on local communities matter more.',
          'Boards should assess their collective knowledge honestly. A skills matrix that lists sustainability as a competence for several directors may not reflect how current or deep that knowledge really is, and investors are increasingly able to tell. An honest assessment often leads to a practical programme of education as well as to future appointments.',
          'Where gaps exist, boards can appoint directors with relevant experience, use external advisers or invest in education for existing directors. Each option has trade-offs in cost, speed and independence, and many boards sensibly combine them. When we search for directors with sustainability expertise, we look for people who have made difficult trade-offs in an operating role, not only those who can describe the issues well.',
        ],
      },
      {
        heading: 'Linking sustainability to strategy',
        paragraphs: [
          'Oversight is most effective when sustainability is connected to the organisation’s strategy rather than treated as a separate compliance exercise. Boards should ask how sustainability considerations affect the organisation’s markets, costs, risks and opportunities over the next decade.',
          'That requires management to present sustainability issues in strategic terms: how a changing climate affects assets or supply chains, how customer expectations are shifting, where regulation may alter the economics of a business line. Presented this way, sustainability becomes part of the board’s normal strategic conversation.',
          'Boards that make the connection are better placed to challenge management constructively, to make sensible trade-offs and to explain their approach to investors and other stakeholders without resorting to slogans. A useful test is whether the board’s discussion of a major investment naturally includes its sustainability effects, without anyone needing to raise them separately.',
        ],
      },
      {
        heading: 'Accountability and incentives',
        paragraphs: [
          'Accountability should be clear at both board and executive level. Boards should know which executive is responsible for each major commitment, how progress is measured and what happens when it falls behind.',
          'Many organisations now link part of executive pay to sustainability targets. This can reinforce accountability, but only if the targets are meaningful, measurable and genuinely demanding. Poorly designed targets that pay out whatever happens undermine credibility and invite criticism. Committees should test whether the targets would still be met if the organisation did nothing new.',
          'Remuneration committees should therefore work closely with whichever body oversees sustainability, so that incentives support the organisation’s commitments rather than sitting beside them. Committees should also consider whether sustainability targets could encourage unintended behaviour, in the same way they would for any financial measure.',
        ],
      },
      {
        heading: 'Assurance and disclosure',
        paragraphs: [
          'As disclosure requirements expand, boards need confidence that the sustainability information they publish is accurate. That requires robust internal controls and, increasingly, external assurance of the kind long applied to financial reporting.',
          'Audit committees are often best placed to oversee the quality of sustainability reporting, working alongside whichever body oversees sustainability strategy. A clear division of responsibilities between the two is essential if gaps are to be avoided. Both committees should meet jointly at least once a year on the subject.',
          'The boards that handle sustainability well treat it as part of their core responsibility, with clear ownership, the right skills and a direct link to how the organisation creates value over the long term. Boards that treat sustainability reporting with the same seriousness as financial reporting tend to find that investors treat it with the same seriousness too.',
        ],
      },
    ],
  },
  {
    title: 'Planning board renewal in {industry}',
    excerpt: 'Boards in {topic} that plan their renewal years ahead avoid appointing in a hurry when several terms end at once.',
    lede: 'Board renewal is easy to postpone. When a board is working well there is little appetite for change, and when it is under pressure there is little time for it. Yet boards in {industry} that fail to plan their renewal often find several directors reaching the end of their terms together, forcing hurried appointments and a sudden loss of experience at the worst possible moment. A few years of planning avoids that problem and usually produces a better board.',
    sections: [
      {
        heading: 'Map the terms',
        paragraphs: [
          'The starting point is simple: a chart showing when each director joined, when their current term ends and when they will reach the maximum tenure the board considers appropriate. Many boards are surprised by what this reveals, particularly the number of departures due within the same eighteen months.',
          'Clusters of departures are the most common problem. Boards that appointed several directors at once, perhaps after a transaction or a governance review, often find those directors reaching the end of their tenure together a decade later. Seeing the pattern early gives the board years to respond rather than months.',
          'Once the clusters are visible, the board can stagger departures, extending some terms modestly and bringing others forward, to create a smoother pattern of renewal that keeps experience on the board throughout. Many nomination committees now review this chart at every meeting, which keeps renewal in view and avoids the surprise of discovering a problem too late to solve calmly.',
        ],
      },
      {
        heading: 'Define the skills needed for the future',
        paragraphs: [
          'Renewal is an opportunity to align the board’s skills with the organisation’s future needs, not only to replace departing directors like for like. Boards in {industry} should ask which skills and experience they will need over the next five years, given the strategy and the challenges they can already foresee.',
          'A forward-looking skills matrix helps. It sets out the skills the board needs, the directors who currently provide them and the gaps that will open as particular directors leave. The matrix should be reviewed whenever the strategy changes significantly.',
          'The matrix must be honest. Boards often credit directors with skills based on roles held many years ago, in conditions that no longer apply. Current, relevant experience matters far more than a distinguished but distant record. A matrix that is reviewed each year, and updated as the strategy changes, becomes a genuine planning tool rather than a page in the annual report.',
        ],
      },
      {
        heading: 'Committee chairs and key roles',
        paragraphs: [
          'Renewal planning should pay particular attention to committee chairs and the senior independent director. These roles require specific experience and usually take time to grow into, and boards should identify potential successors well before they are needed.',
          'A new director who joins a committee a year or two before the current chair steps down can learn the role and provide continuity. Without that planning, boards may have to recruit an external director directly into a committee chair, which is harder and riskier. Planning ahead for these roles is one of the most useful things a nomination committee can do.',
          'The same applies to the chair of the board. Chair succession deserves its own planning, led by the senior independent director, and it should be visible on the renewal chart like every other key role. It is also worth planning for the unexpected: if a committee chair left suddenly, who would step in, and would they be ready?',
        ],
      },
      {
        heading: 'Building a pipeline of candidates',
        paragraphs: [
          'Boards that plan ahead can build relationships with potential directors long before a vacancy arises. Nomination committees can keep a list of candidates, meet them informally and follow their careers, so that a future appointment begins from knowledge rather than from a standing start.',
          'This approach widens the pool. Boards that start looking only when a vacancy opens tend to appoint from the narrow circle of people they already know. Longer planning lets them consider candidates from different backgrounds, sectors and countries. That breadth often produces directors who change the board’s discussions for the better.',
          'We often work with nomination committees in {industry} to map the candidate pool for vacancies several years ahead, giving them a clear view of their options before they need to act. Candidates who have been known to the board for some time also tend to settle more quickly once appointed, because they already understand its culture.',
        ],
      },
      {
        heading: 'Managing departures well',
        paragraphs: [
          'Renewal means directors leaving, and that requires sensitivity. Long-serving directors may have made very valuable contributions and may not wish to go. Clear tenure policies, applied consistently to everyone, make these conversations far easier for all concerned.',
          'The chair plays the central part. Open conversations with directors about their future, held well before their terms end, avoid surprises and allow departures to be planned with dignity and, often, with a proper handover of their knowledge. How departures are handled also shapes how attractive the board is to future candidates.',
          'A board that renews itself steadily, with clear policies and planning years ahead, keeps its effectiveness while avoiding the disruption of sudden change. Boards that mark each departure properly, acknowledging the director’s contribution, also find it easier to attract the next generation of directors.',
        ],
      },
    ],
  },
  {
    title: 'Succession planning for the chair in {industry}',
    excerpt: 'The chair’s succession is the one many {topic} boards leave until last, and it shows.',
    lede: 'Boards in {industry} have become much more disciplined about chief executive succession, but the chair’s succession is still often neglected. It is awkward to discuss with the chair in the room, the chair may be reluctant to raise it, and there is a natural assumption that a successor will emerge when the time comes. Too often the result is a rushed process and an appointment that is far less considered than the importance of the role deserves.',
    sections: [
      {
        heading: 'Who leads the process',
        paragraphs: [
          'Chair succession should be led by the senior independent director, working with the nomination committee but without the chair. That is standard practice in governance codes, but in many boards the chair continues to influence the process informally, sometimes decisively.',
          'The senior independent director needs the confidence and standing to lead a process that directly affects the chair. They should agree the timetable with the chair, and then run the process independently, keeping the chair informed without inviting them to steer it. That independence protects both the process and the chair, who is spared an awkward role in choosing their own successor.',
          'Clarity about who leads avoids the situation in which a chair effectively chooses their own successor, which rarely serves the board well, however good the chair’s intentions. Clear terms of reference for the process, agreed by the board at the outset, make it much easier for the senior independent director to resist pressure later.',
        ],
      },
      {
        heading: 'Start early',
        paragraphs: [
          'A good chair succession typically takes eighteen months to two years from the start of planning to the new chair taking office. That allows time to define the role, consider internal and external candidates properly and arrange a sensible handover.',
          'Boards in {industry} should agree the expected timing of the chair’s departure well in advance, ideally when the chair is appointed or re-elected. A clear expectation, agreed in calm conditions, avoids a great many difficult conversations later. It also gives the chair certainty, which allows them to plan their own final years on the board properly.',
          'Starting early also allows the board to plan around other changes, such as chief executive succession, so that it does not replace both of its most important leaders at the same time. The agreed timing should be reviewed each year, but changed only for good reason, so that the board does not drift into an extension nobody really chose.',
        ],
      },
      {
        heading: 'Define what the next chair needs',
        paragraphs: [
          'The right profile for the next chair depends on the organisation’s situation. A board facing a major transformation may need a chair with experience of change; one with a new chief executive may need a chair with deep sector knowledge and the time to act as a mentor.',
          'The senior independent director should consult every director, and often senior executives and major investors or funders, about what the board needs from its next chair. The answers may differ considerably from the current chair’s profile, and that is often the point. Those conversations are also a useful way of building support for the eventual appointment.',
          'A written specification, agreed by the board, gives a clear basis for assessing candidates and prevents the process drifting towards whoever is most familiar. The specification should also be tested with the chief executive, who will work more closely with the new chair than anyone else on the board.',
        ],
      },
      {
        heading: 'Internal and external candidates',
        paragraphs: [
          'Many chairs are appointed from within the board. Internal candidates know the organisation and its directors, which provides continuity. But they may also be too close to the current approach, and their appointment can create awkward dynamics with former peers who now report to them in a sense.',
          'External candidates bring fresh perspective and can be appointed without disturbing existing relationships. But they take time to understand the organisation, and investors may want reassurance about their fit and their commitment. A balanced process considers both routes on their merits rather than assuming the answer in advance.',
          'A thorough process considers both. Even where the board expects to appoint from within, benchmarking against external candidates tests whether the internal option is genuinely the strongest available. Whatever the outcome, unsuccessful internal candidates should be thanked properly and told why, because they will continue to serve on the board alongside the new chair.',
        ],
      },
      {
        heading: 'The handover',
        paragraphs: [
          'The handover between chairs is often overlooked. A new chair who joins the board a few months before taking over, or an outgoing chair who stays briefly to support the transition, can make the change much smoother for directors and executives alike.',
          'The outgoing chair should then step back completely. A former chair who continues to influence the board after leaving undermines their successor and confuses the chief executive about whose view counts. A clear and generous farewell for the outgoing chair helps everyone move on.',
          'Boards in {industry} that plan chair succession as carefully as chief executive succession tend to make better appointments and avoid the disruption of a hurried process at a sensitive time. A short conversation between the new chair and each director in their first months, asking what the board needs from them, is one of the best ways to begin.',
        ],
      },
    ],
  },
  {
    title: 'What investors expect from {industry} boards',
    excerpt: 'Shareholders in {topic} want boards that can challenge strategy, not only approve it.',
    lede: 'Investors in {industry} have become more demanding of boards. They want to know not only what the board decided, but how it reached its decisions, what challenge it offered management and how it makes sure its directors bring the skills the strategy needs. Boards that understand these expectations, and engage with investors on them openly, tend to have smoother relationships and more support when difficult decisions arrive.',
    sections: [
      {
        heading: 'Genuine challenge of strategy',
        paragraphs: [
          'Investors increasingly want evidence that boards challenge management’s strategy rather than simply endorsing it. They ask how the board tests strategic assumptions, which alternatives it considered and how it monitors whether the strategy is working.',
          'Boards can show this in their reporting and in conversations with investors. Describing specific strategic questions the board debated, and how management’s plans changed as a result, is far more convincing than general statements about constructive challenge. Investors can usually tell when challenge is real from the detail of what directors say.',
          'Investors also value directors with relevant experience. A board that includes people who have run businesses in {industry} or adjacent sectors is better placed to challenge credibly, and investors know it. Directors who engage with investors directly, and can describe the board’s strategic debates in their own words, are the strongest evidence that the challenge is real.',
        ],
      },
      {
        heading: 'Capital allocation',
        paragraphs: [
          'How the board oversees capital allocation is a central concern for investors. They want to understand how decisions on investment, acquisitions, dividends and buybacks are made, and what returns the board expects from each.',
          'Boards should be able to explain their capital allocation framework clearly and show how it guided recent decisions. Investors are particularly interested in how large investments and acquisitions are evaluated beforehand and reviewed afterwards. That discipline is what investors most want to see in a board’s oversight of capital.',
          'A board that can point to investments it declined, and explain why, demonstrates a discipline that investors value highly and rarely see evidence of. Publishing the framework, and reporting each year on how it was applied, gives investors a way to hold the board to its own standards.',
        ],
      },
      {
        heading: 'Board composition and renewal',
        paragraphs: [
          'Investors pay close attention to who sits on the board. They look at skills, independence, diversity of background and tenure, and they want to understand how the board plans its renewal over the coming years.',
          'Boards should be ready to explain why each director is there and what they contribute. A clear skills matrix linked to the strategy helps, but investors also want to hear how the board uses its members’ expertise in practice. Directors who can describe their own contribution clearly make the board’s case far more convincing.',
          'Long-serving directors and boards that rarely change attract particular scrutiny. Investors want evidence that the board refreshes itself and is prepared to make difficult decisions about its own membership. A board that can show it has made a difficult change to its own membership is far more credible when it asks investors to trust its judgement elsewhere.',
        ],
      },
      {
        heading: 'Pay and performance',
        paragraphs: [
          'Executive pay remains a focus for investors in {industry}. They want a clear link between pay and performance, targets that are genuinely demanding and a remuneration committee willing to use judgement when the formula produces an outcome that looks wrong.',
          'Boards should engage major investors on pay proposals before they are finalised. Investors appreciate being consulted, and early engagement often prevents public disagreement at the annual meeting. Early engagement also gives the committee time to adjust proposals before they become public.',
          'Remuneration committees that explain their reasoning clearly, including where and why they have used discretion, tend to earn more trust than those that rely on the policy to speak for itself. Committees that explain outcomes in terms of the strategy, rather than only the mechanics of the plan, tend to find investors more willing to accept their judgement.',
        ],
      },
      {
        heading: 'Engagement that is real',
        paragraphs: [
          'Investors value direct engagement with the board, particularly with the chair and committee chairs. They want to hear the board’s own perspective, not a repetition of management’s.',
          'Effective engagement is a conversation. Boards should listen to investors’ concerns and be willing to explain how they have responded, including where they have decided not to follow investors’ advice and why. That candour, even when the answer is no, builds more trust than automatic agreement.',
          'Boards that meet these expectations generally find investors give them more latitude when they need it, which is invaluable when the organisation faces a difficult decision or a poor year. A short record of what investors raised, and how the board responded, kept by the company secretary and reviewed annually, helps keep the engagement honest.',
        ],
      },
    ],
  },
  {
    title: 'The {function} perspective many boards are missing',
    excerpt: 'Few boards include anyone who has led {topic}, and their discussions of it are thinner for it.',
    lede: 'Look at the backgrounds of directors on most boards and a pattern appears: former chief executives, finance directors, lawyers, bankers and sector specialists. Directors who have led the {function} function at a senior level are much rarer. Yet many of the issues boards now discuss depend on that perspective, and boards without it often rely entirely on management’s account of matters they are supposed to oversee independently.',
    sections: [
      {
        heading: 'Why the gap exists',
        paragraphs: [
          'Boards have traditionally recruited from a narrow range of executive backgrounds, reflecting the view that general management and financial experience are the best preparation for a directorship. Leaders of {function} have often been seen as specialists rather than as potential directors.',
          'Many {function} leaders have not sought board roles either. Their careers were built within the function, and they may not have had the exposure to boards that would make a directorship seem natural. Changing this takes deliberate effort from both boards and the executives themselves.',
          'Both patterns are changing, but slowly. Boards that want this perspective usually need to look for it actively rather than waiting for it to appear on a shortlist. In our experience the candidates exist, but they often need to be approached directly and persuaded that their experience is exactly what the board needs.',
        ],
      },
      {
        heading: 'What the perspective adds',
        paragraphs: [
          'A director who has led {function} brings practical understanding of how the function works, what good performance looks like and where problems tend to hide. They can read management reports critically and ask questions that other directors would not think to ask.',
          'They also bring a different view of strategy. {function} leaders see the organisation from a particular angle and often notice risks and opportunities that are much less visible from a finance or general management background. That different angle is often what makes the appointment most valuable.',
          'The perspective is especially valuable when the board is considering major decisions that depend heavily on the {function} function, whether a transformation, an acquisition or a significant change of direction. Boards that add this perspective often find it changes the questions they ask of management in other areas too, because it introduces a different habit of thought.',
        ],
      },
      {
        heading: 'The risk of relying on management',
        paragraphs: [
          'Without a director who understands {function}, boards depend on management to tell them what matters. Most management teams are candid, but they naturally present their own perspective, and they may not highlight issues they consider minor or are still working on.',
          'A director with relevant experience provides an independent check. They can tell when a report is incomplete, when a plan is unrealistic and when a risk is being underestimated, and they can say so in terms management respects. That independence benefits management as well, by improving the quality of the board’s engagement.',
          'This is not about distrusting management. It is about making sure the board has the knowledge to carry out its oversight properly, which is what investors and regulators assume it already has. Directors who bring this knowledge also help management, by asking the questions that make reports better and by offering informal advice where it is welcome.',
        ],
      },
      {
        heading: 'Finding the right candidates',
        paragraphs: [
          'Senior {function} leaders who are ready for board roles are not always easy to find. Many are sitting executives who have never considered a directorship; others have served on boards in quite different sectors.',
          'Boards should look for candidates who combine deep functional experience with a broader understanding of business and the ability to contribute beyond their specialism. Evidence of working with boards, for instance by presenting regularly or serving on subsidiary boards, is a good sign. Candidates who have worked closely with a board, even without serving on one, often adapt quickly.',
          'We often help boards identify such candidates by mapping senior {function} leaders in relevant organisations and assessing their readiness for a board role, including their appetite for the very different pace of non-executive work. Candidates with this background sometimes underestimate what they could offer a board, and part of our role is helping them see how their experience translates.',
        ],
      },
      {
        heading: 'Making the appointment work',
        paragraphs: [
          'A director appointed for their {function} perspective should be involved in the full range of board work, not treated as a specialist consulted only on one subject. Their contribution to broader discussions is often as valuable as their specialist knowledge.',
          'A thorough induction, a mentor on the board and early opportunities to contribute help new directors become effective quickly and build the confidence to speak on matters outside their field. The benefits usually reach well beyond the subject the director was appointed for.',
          'Boards that add this perspective usually find their discussions become richer and their oversight sharper, well beyond the particular area of expertise they were trying to strengthen. A review after the first year, asking what the board now discusses differently, is a simple way to see whether the appointment has made the difference intended.',
        ],
      },
    ],
  },
  {
    title: 'Remuneration committees in {industry}: aligning pay with long-term value',
    excerpt: 'Pay in {topic} is under scrutiny; committees that tie it to long-term value have the easiest conversations with investors.',
    lede: 'Remuneration committees in {industry} have a difficult task. They must attract and keep capable executives in a competitive market while satisfying investors, employees and the wider public that pay is fair and linked to performance. The committees that handle this best hold to a simple principle: pay should reward the creation of long-term value, and the link should be clear enough to explain in a few sentences to someone who has never read a remuneration report.',
    sections: [
      {
        heading: 'Start with the strategy',
        paragraphs: [
          'Pay structures should reflect what the organisation is trying to achieve. Remuneration committees in {industry} should begin by asking which outcomes matter most for long-term value, and only then design incentives that reward those outcomes.',
          'That sounds obvious, but many pay structures have accumulated over time, with measures added and adjusted in response to particular concerns or investor comments. The result can be a complicated scheme that rewards things the strategy does not actually prioritise. Simplifying such schemes is often welcomed by executives as well as investors, because everyone can see what is being rewarded.',
          'A periodic review that starts from the strategy, rather than from the existing scheme, often reveals opportunities to simplify and to make the connection between pay and value easier to see. It is often helpful to ask a simple question: if the strategy succeeds exactly as planned, would the scheme pay out as intended, and if it fails, would it pay out anyway?',
        ],
      },
      {
        heading: 'Choosing measures carefully',
        paragraphs: [
          'The measures used in incentive plans shape executive behaviour, sometimes in ways nobody intended. Short-term financial measures can encourage decisions that improve this year’s results at the expense of the future. Long-term measures are better aligned with value but harder to design well.',
          'Many committees now combine financial and non-financial measures, including customer, employee and sustainability outcomes. Non-financial measures can be valuable, but only if they are objective, meaningful and genuinely demanding rather than reliably achieved. Choosing fewer, better measures is usually harder than adding more, but far more effective.',
          'Committees should resist too many measures. Executives can focus on a handful of priorities; a long list dilutes attention and makes the link between pay and performance almost impossible to see. Testing the proposed measures against a few plausible scenarios, before adopting them, often reveals outcomes that would be hard to defend.',
        ],
      },
      {
        heading: 'Long-term shareholding',
        paragraphs: [
          'Requiring executives to build and hold meaningful shareholdings, or equivalent long-term interests where there are no shares, is one of the most effective ways to align their interests with long-term value. Many organisations now extend holding requirements beyond the executive’s departure.',
          'Deferred awards, paid over several years and subject to performance conditions, reinforce that alignment. They also give committees the opportunity to reduce awards if problems emerge after the performance period has ended. These mechanisms give the committee room to respond to problems that emerge only after awards are made.',
          'These features are increasingly expected by investors in {industry}, and committees that adopt them generally find their conversations with shareholders considerably easier. Committees should also consider how holding requirements interact with executives’ personal circumstances, so that they support retention rather than becoming a reason to leave.',
        ],
      },
      {
        heading: 'Using judgement',
        paragraphs: [
          'Formulaic outcomes can look unreasonable in context: large bonuses in a year when employees faced a pay freeze, or payments triggered by windfall gains that had nothing to do with executive effort.',
          'Remuneration committees should be willing to exercise judgement and adjust outcomes where the formula produces an inappropriate result. That takes confidence and a clear rationale that can be explained to investors and to the executives concerned. Committees that record their reasoning at the time find it much easier to explain later.',
          'Committees that use discretion thoughtfully, in both directions, tend to earn far more trust than those that apply formulas mechanically and then defend the result. A short record of each occasion on which discretion was used, and why, helps later committees apply judgement consistently.',
        ],
      },
      {
        heading: 'Explaining decisions clearly',
        paragraphs: [
          'The final test of a pay policy is whether it can be explained simply. Investors, employees and the public should be able to understand what executives are paid for and why the amounts are what they are.',
          'Remuneration committee chairs in {industry} who engage directly with major investors, explain their reasoning and listen to concerns tend to have far fewer difficulties at annual meetings. Those relationships are built over years, not in the weeks before a vote.',
          'In our search work we see how much a clear, defensible pay structure helps. Candidates appreciate knowing exactly what they are being rewarded for, and boards appreciate not having to defend arrangements they find hard to explain themselves. The committees that find this easiest are usually those that have kept their schemes simple enough to explain in a single page.',
        ],
      },
    ],
  },
  {
    title: 'The senior independent director: an underused asset',
    excerpt: 'The senior independent director can do much more than stand in for the chair, if the board lets them.',
    lede: 'On many boards the senior independent director is a role that exists mainly on paper. The director who holds it leads the chair’s appraisal once a year, stands ready in case of a crisis and otherwise behaves much like any other non-executive. That is a waste. Used well, the senior independent director is one of the most valuable roles on a board: a channel for concerns, a check on the chair and a source of stability when something goes wrong.',
    sections: [
      {
        heading: 'The formal role',
        paragraphs: [
          'Governance codes typically describe the senior independent director as a sounding board for the chair, an intermediary for other directors and an alternative point of contact for shareholders. They also lead the annual evaluation of the chair and the process of appointing a new one.',
          'These responsibilities matter, but they can be discharged minimally. A senior independent director who runs the chair’s appraisal through a brief questionnaire and otherwise waits for a crisis meets the formal requirements while adding very little. Boards that want more from the role need to say so, and to give the director time to do it.',
          'The more effective approach treats the formal responsibilities as the starting point for a much more active role. Boards that describe the active role in writing, and review it each year, are far more likely to see it performed.',
        ],
      },
      {
        heading: 'A channel for concerns',
        paragraphs: [
          'Directors sometimes have concerns they are reluctant to raise directly with the chair: about the chair’s own performance, about the chair’s relationship with the chief executive or about how the board is being run. The senior independent director provides a route for those concerns.',
          'That only works if directors trust the senior independent director and know concerns will be handled discreetly. Regular private conversations with each director, not only when problems arise, build that trust over time. Those conversations also give the senior independent director an early view of emerging tensions on the board.',
          'Executives may also raise concerns with the senior independent director, particularly where they involve the chief executive or the chair. Making sure senior executives know this channel exists is itself valuable. A brief annual conversation between the senior independent director and each director, separate from the formal evaluation, is one of the simplest ways to keep this channel open.',
        ],
      },
      {
        heading: 'A check on the chair',
        paragraphs: [
          'The chair holds considerable power over the board’s agenda, its discussions and its composition. The senior independent director provides an important balance, making sure that power is exercised in the board’s interests rather than the chair’s own.',
          'That requires someone with the confidence and standing to challenge the chair when necessary. Appointing a director who defers to the chair on every issue defeats the purpose of the role. The role works best when both the chair and the senior independent director see it as protecting the board rather than either of them.',
          'A good working relationship between the two remains essential. The chair should see the senior independent director as a partner in making the board effective, not as a rival waiting in the wings. The two should meet regularly, without an agenda, to discuss how the board is working, which also makes difficult conversations far easier when they are needed.',
        ],
      },
      {
        heading: 'Stability in a crisis',
        paragraphs: [
          'When something goes wrong involving the chair, such as illness, a conflict of interest, a breakdown in relationships or a sudden departure, the senior independent director usually steps in. They may lead the board for a period, manage communications with investors and oversee the appointment of a new chair.',
          'Boards should plan for these scenarios in advance. The senior independent director should understand what would be expected and should already have the relationships and knowledge needed to act quickly. Boards that rehearse such scenarios, even briefly, are far better prepared when one occurs.',
          'A senior independent director who has been actively engaged throughout is far better prepared for that moment than one who has been largely dormant until the phone rings. It helps for the senior independent director to know the major investors and the company’s main advisers before a crisis, rather than meeting them for the first time in the middle of one.',
        ],
      },
      {
        heading: 'Choosing the right person',
        paragraphs: [
          'The senior independent director should be chosen carefully. The role requires independence, sound judgement, the respect of fellow directors and the personal qualities to handle sensitive situations with discretion.',
          'Boards sometimes appoint the longest-serving director by default. Tenure brings useful knowledge, but the role demands particular qualities that may be found elsewhere on the board, sometimes in a newer director. The right choice often becomes obvious once the board describes what it needs from the role.',
          'When we help boards think about their composition, we often discuss the senior independent director role explicitly. A board with a strong, active senior independent director is better governed and noticeably more resilient. The board should review the choice periodically, particularly after a change of chair, because the qualities needed in the senior independent director depend partly on who holds the chair.',
        ],
      },
    ],
  },
  {
    title: 'Cyber risk and the board: beyond the annual briefing',
    excerpt: 'A yearly briefing on cyber risk no longer satisfies regulators, insurers or the directors who will answer for a breach.',
    lede: 'For many boards, cyber risk oversight still consists of an annual presentation from the chief information security officer, a slide of risk ratings and a few questions from directors. That approach no longer matches the scale of the risk. A serious cyber incident can halt operations, expose sensitive data and damage trust for years, and regulators, insurers and investors now expect boards to show continuous, informed oversight rather than an annual ritual.',
    sections: [
      {
        heading: 'Cyber risk as a business risk',
        paragraphs: [
          'Cyber risk is often treated as a technical matter, delegated to the technology function and discussed in technical language. But its consequences are business consequences: lost revenue, regulatory penalties, legal liability and reputational damage that can outlast any technical fix.',
          'Boards should discuss cyber risk in those terms. What would a serious incident cost? Which operations would stop? How long would recovery take? What would customers, regulators and the press expect in the first twenty-four hours? Directors who ask these questions regularly help management to prioritise the defences that matter most.',
          'Framing the subject this way helps directors without technical backgrounds engage with it confidently, and connects it to the board’s wider oversight of risk rather than leaving it in a specialist corner. Directors who ask these questions regularly also signal to management that cyber risk is a board priority, which affects how resources are allocated throughout the organisation.',
        ],
      },
      {
        heading: 'Regular, meaningful reporting',
        paragraphs: [
          'An annual briefing is not enough. Boards should receive regular reports on cyber risk, ideally at least quarterly, covering the threat environment, the state of the organisation’s defences, recent incidents and progress on improvement programmes.',
          'Reports should be concise and clear. Directors need to understand the main risks, how they are changing and what management is doing about them. Long technical appendices are rarely read and often obscure the points that matter. A short, consistent report each quarter gives the board a clearer view of trends than an occasional long presentation.',
          'Boards should also agree in advance what must be escalated to them between meetings, so that they hear about significant incidents promptly from management rather than from the news. A short dashboard of a few consistent measures, tracked over time, is usually more useful than a new presentation at each meeting.',
        ],
      },
      {
        heading: 'Testing readiness',
        paragraphs: [
          'Many organisations test their technical defences regularly, but fewer test how the leadership team and the board would respond to a major incident. Simulation exercises, in which directors work through a realistic scenario in real time, are an effective way to reveal gaps.',
          'These exercises surface practical questions that are hard to answer under pressure: who decides whether to pay a ransom, how the organisation would reach customers if email were down, when regulators must be notified and by whom. Those questions are much easier to answer in a rehearsal than in a real crisis.',
          'Boards that have rehearsed their response are far better prepared than those meeting these questions for the first time during a real incident, with the press already calling. Boards that repeat the exercise every year or two, with different scenarios, find that each one exposes different weaknesses.',
        ],
      },
      {
        heading: 'Knowledge on the board',
        paragraphs: [
          'Effective oversight needs some cyber knowledge on the board. Not every director needs technical expertise, but the board collectively should be able to ask informed questions and judge whether the answers are adequate.',
          'Some boards have appointed a director with cyber or technology security experience; others use external advisers or invest in director education. Each approach can work, provided the board has access to expertise that is independent of management. Independent expertise also gives management a useful second opinion.',
          'When we search for directors with cyber expertise, we look for people who can translate technical issues into business terms and who can contribute to the board’s broader discussions, not only to the risk register. Boards should also make sure they can commission independent assessments of the organisation’s defences, rather than relying only on management’s own evaluation.',
        ],
      },
      {
        heading: 'Third parties and supply chains',
        paragraphs: [
          'Many significant cyber incidents begin with a supplier or partner. Boards should understand the organisation’s dependence on third parties and how their cyber risks are assessed and managed.',
          'That includes knowing which suppliers have access to sensitive systems or data, how their security is checked and what contractual protections exist if they are breached. This is often where the board’s questions add most value, because suppliers are easily overlooked.',
          'Cyber risk oversight is a continuous responsibility. Boards that treat it that way, with regular reporting, rehearsed responses and the right expertise, are far better placed to protect their organisations and to answer for their oversight if something does go wrong. Asking for a list of the suppliers whose failure would cause the most harm, and what has been done to reduce that harm, is a practical place to start.',
        ],
      },
    ],
  },
  {
    title: 'Private-equity boards versus listed boards: what directors should know',
    excerpt: 'Directors moving between private-equity and listed boards find different pace, powers and expectations of them.',
    lede: 'Many experienced directors now serve on both listed and private-equity-backed boards, and executives considering their first board role often weigh one against the other. The two kinds of board share a legal foundation but differ considerably in practice: in pace, in where power lies, in their relationship with management and in what they expect of each director. Directors who move between them without adjusting can find themselves frustrated or, worse, ineffective.',
    sections: [
      {
        heading: 'Pace and focus',
        paragraphs: [
          'Private-equity boards typically move faster than listed boards. The investor has a clear value creation plan and a defined holding period, and the board is focused on delivering that plan. Decisions that might take months on a listed board can be made in weeks, sometimes in a single call.',
          'Listed boards balance a wider range of considerations: long-term strategy, the interests of a diverse shareholder base, regulatory requirements and public reporting. That breadth slows decisions but reflects genuinely broader responsibilities. Neither pace is better in itself; each suits the responsibilities of the board concerned.',
          'Directors moving between the two need to adjust their rhythm. Those used to listed boards may find private-equity boards abrupt; those used to private equity may find listed boards frustratingly deliberate. Before joining either kind of board, it is worth asking a current director how often the board meets, how decisions are made between meetings and how much preparation is expected.',
        ],
      },
      {
        heading: 'Who holds the power',
        paragraphs: [
          'On a private-equity board, the investor usually holds decisive influence. Investor representatives sit on the board, and major decisions reflect their priorities. Independent directors and the chair provide expertise and challenge, but the investor’s view carries the most weight.',
          'On a listed board, power is more widely distributed. Independent directors typically form a majority, and the board must consider the interests of all shareholders. The chair and independent directors have considerably greater autonomy. Understanding this in advance helps a director choose where to focus their influence.',
          'Directors should understand where power lies before they join. An independent director on a private-equity board who expects the autonomy of a listed board is likely to be disappointed, and may misjudge when to press a point. Understanding this in advance allows a director to choose the right moments to challenge, rather than spending credibility on issues where the outcome is already settled.',
        ],
      },
      {
        heading: 'The role of management',
        paragraphs: [
          'Private-equity boards tend to be closely involved with management. Investors often have operating partners who work directly with the executive team, and the board may discuss operational detail that a listed board would leave entirely to management.',
          'Listed boards usually keep a clearer separation between oversight and management. They concentrate on strategy, risk and governance, and hold management to account through formal processes rather than day-to-day involvement. Directors who adapt their involvement to the board’s expectations tend to be valued on both kinds of board.',
          'Directors need to calibrate accordingly. Behaviour that is welcome on one kind of board may be seen as interference, or as disengagement, on the other. Conversations with the chief executive before joining usually reveal a great deal about how closely the board expects to be involved.',
        ],
      },
      {
        heading: 'Governance and disclosure',
        paragraphs: [
          'Listed boards operate under governance codes, extensive disclosure requirements and close scrutiny from investors, analysts and the media. Directors must be comfortable with that visibility and with the formal processes it brings.',
          'Private-equity boards face less public scrutiny and often have lighter structures, with fewer committees and less formal processes. That can be refreshing, but it means directors must be vigilant about standards that would be enforced externally elsewhere. Good practice on a private-equity board is often lighter in form but should be no lower in standard.',
          'The most valuable directors bring good governance practice to private-equity boards without importing unnecessary bureaucracy, and bring pace and focus to listed boards without cutting corners. Directors who have served on both kinds of board often bring useful practices across, such as the discipline of a clear value creation plan or the rigour of formal risk reporting.',
        ],
      },
      {
        heading: 'Rewards and risks',
        paragraphs: [
          'Directors on private-equity boards often receive equity or equity-like incentives, aligning their interests with the investor’s. That can be financially attractive, but it also creates pressure to support the investor’s plan even when a director has doubts.',
          'Listed board directors typically receive fixed fees, reflecting their role as independent overseers. The rewards are more modest, but the independence is clearer and easier to defend. Directors should be clear, before accepting, which trade-off they are comfortable with.',
          'Both kinds of board offer valuable experience. Directors who understand the differences, and adapt their approach rather than their principles, can contribute well to either, and often become better directors for having served on both. For executives weighing a first board role, either can be a good start. What matters most is a board where they can contribute genuinely and learn from an experienced chair.',
        ],
      },
    ],
  },
]
