import type { TopicId } from '@/features/contact-form/topics'
import type { RichBlock } from '@/lib/lexical'

/** The firm's services, in English and (all but interim management) in French. */
export type ServiceData = {
  slug: string
  language: 'en' | 'fr'
  order: number
  title: string
  summary: string
  heroHeading: string
  heroSubheading: string
  body: readonly RichBlock[]
  cta: { heading: string; text: string; label: string; href: string }
  /** The topic the page's contact form starts with (requirements §3), when not the visitor's choice. */
  formTopic?: TopicId
}

const CONTACT = '/contact-us'

export const SERVICES_EN: readonly ServiceData[] = [
  {
    slug: 'executive-search',
    language: 'en',
    formTopic: 'leadership',
    order: 1,
    title: 'Executive Search',
    summary: 'Finding exceptional leaders for board and senior executive roles, anywhere in the world.',
    heroHeading: 'Executive search that looks further',
    heroSubheading: 'We find, assess and attract the leaders your organisation needs for the decade ahead, not just for today.',
    body: [
      { h2: 'Our approach' },
      'Every search begins with a clear understanding of your strategy, your culture and the challenges the new leader will face in the first two years. We translate that understanding into a precise profile and a transparent assessment framework agreed with you before we approach a single candidate.',
      'Our research teams map the market globally, including leaders who are not actively looking for a move. We present a diverse shortlist of candidates who have been interviewed in depth and assessed against your criteria, with balanced references and a clear view of each person’s potential.',
      { h2: 'What you can expect' },
      {
        ul: [
          'A dedicated partner who leads your search from brief to onboarding',
          'Weekly progress updates and a live view of the candidate pipeline',
          'Structured assessment of leadership capability, motivation and cultural fit',
          'Diverse shortlists as standard, not as an exception',
          'Support with offer negotiation, resignation and the first hundred days',
        ],
      },
      { h2: 'Roles we fill' },
      'We appoint chief executives, board chairs and directors, and every senior functional leader: finance, operations, technology, people, marketing, legal, risk and sustainability. More than half of our assignments are for roles that report directly to the chief executive or the board.',
      { h2: 'Recent appointments' },
      {
        ul: [
          'Chief Executive Officer of a listed European specialty-chemicals group, after a global search across three continents',
          'Chief Financial Officer of a private-equity-backed healthcare services platform ahead of its sale',
          'Chief Technology Officer of a Gulf-based digital bank, hired from a global technology company',
          'Chief People Officer of a North American logistics group during a major restructuring',
        ],
      },
    ],
    cta: { heading: 'Start a search with us', text: 'Tell us about the role and a partner will be in touch within one business day.', label: 'Contact us', href: CONTACT },
  },
  {
    slug: 'board-services',
    language: 'en',
    formTopic: 'assessment',
    order: 2,
    title: 'Board Services',
    summary: 'Building effective boards: director search, board evaluation and governance advice.',
    heroHeading: 'Boards built for the challenges ahead',
    heroSubheading: 'From appointing a new chair to reviewing how the whole board works together, we help boards lead with confidence.',
    body: [
      { h2: 'Board director search' },
      'We recruit chairs, senior independent directors, committee chairs and non-executive directors for listed companies, private-equity-backed businesses, family enterprises, mutuals and public bodies. Each search starts from a skills and diversity analysis of the current board.',
      { h2: 'Board effectiveness reviews' },
      'Our independent reviews combine confidential interviews, board observation and benchmarking to give the chair a candid view of how the board performs, and a practical plan to improve it.',
      {
        ul: [
          'Board and committee composition reviews',
          'Chair and director succession planning',
          'Independent board evaluations',
          'Induction programmes for new directors',
        ],
      },
      'Many of our board-practice consultants have served on boards themselves. They understand the dynamics of the boardroom and the expectations of investors and regulators.',
      { h2: 'Recent board work' },
      {
        ul: [
          'Chair of a FTSE 250 infrastructure group, with a succession timetable agreed a year in advance',
          'Three independent directors for a family-owned consumer group preparing for its first outside investors',
          'An independent board evaluation for an Asian insurer, with a follow-up review twelve months later',
          'An audit committee chair with listed-company experience for a newly floated technology business',
        ],
      },
    ],
    cta: { heading: 'Strengthen your board', text: 'Speak to our board practice about director search or a board review.', label: 'Talk to the board practice', href: CONTACT },
  },
  {
    slug: 'executive-assessment',
    language: 'en',
    formTopic: 'assessment',
    order: 3,
    title: 'Executive Assessment',
    summary: 'Objective, evidence-based assessment of leaders for appointment, promotion and development.',
    heroHeading: 'Know your leaders before the stakes are high',
    heroSubheading: 'Rigorous assessment that tells you who is ready now, who will be ready soon, and what they need to get there.',
    body: [
      { h2: 'Assessment you can act on' },
      'Our assessment combines structured interviews, validated psychometric tools, business simulations and 360-degree feedback. We benchmark each leader against a database of thousands of senior executives in comparable roles.',
      'The output is a clear, candid report written for decision-makers, with specific development recommendations for each leader.',
      { h2: 'When clients use assessment' },
      {
        ul: [
          'Evaluating internal and external candidates side by side',
          'Assessing a leadership team after a merger or acquisition',
          'Due diligence on management before an investment',
          'Identifying high-potential leaders for succession pipelines',
        ],
      },
      { h2: 'Recent assessments' },
      {
        ul: [
          'The twelve-person executive committee of a European utility, before a change of strategy',
          'Four internal candidates for chief executive of a Latin American bank, benchmarked against the market',
          'The leadership team of a portfolio company in the hundred days after a private-equity acquisition',
          'Senior leaders of a global pharmaceutical company, to build its first enterprise-wide succession plan',
        ],
      },
    ],
    cta: { heading: 'Assess your leadership team', text: 'Find out how our assessment approach can support your next decision.', label: 'Enquire about assessment', href: CONTACT },
  },
  {
    slug: 'executive-onboarding',
    language: 'en',
    order: 4,
    title: 'Executive Onboarding',
    summary: 'Helping newly appointed leaders make an impact quickly and avoid the common pitfalls of a new role.',
    heroHeading: 'A strong start for every new leader',
    heroSubheading: 'Up to 40% of senior hires struggle in their first eighteen months. Structured onboarding changes the odds.',
    body: [
      { h2: 'Why onboarding matters' },
      'A new leader has a short window to build relationships, understand the culture and set direction. Our onboarding coaches work with the leader, their manager and their team to accelerate that process.',
      { h2: 'How the programme works' },
      {
        ol: [
          'Pre-start briefing that shares what we learned during the search and assessment',
          'Stakeholder mapping and a listening plan for the first ninety days',
          'Regular coaching sessions during the first six months',
          'A team alignment workshop with direct reports',
          'A review with the leader and their manager at six months',
        ],
      },
      'Onboarding is available for leaders we place and for leaders appointed through any other route.',
      { h2: 'Recent programmes' },
      {
        ul: [
          'A new chief executive of a listed retailer, from the month before the start date to the first strategy day',
          'A chief financial officer joining a family business from a multinational, and the family board around them',
          'A newly merged leadership team of two engineering companies, through its first six months together',
          'A first-time chief operating officer promoted from within a regional airline',
        ],
      },
    ],
    cta: { heading: 'Set up your next leader for success', text: 'Ask us about onboarding for a recent or upcoming appointment.', label: 'Get in touch', href: CONTACT },
    formTopic: 'effective',
  },
  {
    slug: 'interim-management',
    language: 'en',
    order: 5,
    title: 'Interim Management',
    summary: 'Experienced interim executives, available within days, to lead change or fill a critical gap.',
    heroHeading: 'Senior leadership, when you need it',
    heroSubheading: 'Proven interim executives who can start quickly, deliver results and hand over cleanly.',
    body: [
      { h2: 'When interim leaders make the difference' },
      'Unexpected departures, transformation programmes, mergers and turnarounds all call for experienced leadership at short notice. Our interim network includes thousands of vetted former chief executives, finance directors, operations leaders and transformation specialists.',
      {
        ul: [
          'Shortlist of qualified interim executives within 72 hours',
          'Leaders who have held the role permanently at comparable scale',
          'Clear objectives and regular progress reviews during the assignment',
        ],
      },
      { h2: 'Join our interim network' },
      'Experienced executives interested in interim assignments can submit their CV to be considered for future opportunities.',
      { h2: 'Recent interim assignments' },
      {
        ul: [
          'An interim chief financial officer for a technology scale-up, in post nine days after the first call',
          'An interim managing director to lead the turnaround of a manufacturing subsidiary for eleven months',
          'An interim programme director for the integration of two hospital groups',
          'An interim head of supply chain for a consumer goods company during a factory relocation',
        ],
      },
    ],
    cta: { heading: 'Need an interim leader?', text: 'Tell us about the role and the timing, and we will propose candidates quickly.', label: 'Hire an interim executive', href: CONTACT },
  },
  {
    slug: 'succession-planning',
    language: 'en',
    order: 6,
    title: 'Succession Planning',
    summary: 'Preparing for leadership transitions at the top, planned or unexpected.',
    heroHeading: 'Succession is a process, not an event',
    heroSubheading: 'We help boards and chief executives build a pipeline of ready leaders for every critical role.',
    body: [
      { h2: 'Planning for the top job' },
      'CEO succession is one of the board’s most important responsibilities. We help boards define the future leadership profile, assess internal candidates objectively, benchmark them against the external market and design development plans that close the gaps.',
      { h2: 'Beyond the chief executive' },
      'Effective succession reaches every critical role. We build succession plans for executive committees and the levels below, so that the organisation is never dependent on a single person.',
      {
        ul: [
          'Emergency succession protocols',
          'Internal candidate assessment and development',
          'External benchmarking and talent mapping',
          'Board reporting on the strength of the pipeline',
        ],
      },
      { h2: 'Recent succession work' },
      {
        ul: [
          'A chief executive succession plan for a listed bank, with three internal candidates developed over two years',
          'Emergency succession protocols for the executive committee of a global engineering group',
          'A succession review of 120 senior roles for a European telecommunications operator',
          'The board’s search and assessment for the next chief executive of a family-controlled media group',
        ],
      },
    ],
    cta: { heading: 'Build your succession pipeline', text: 'Start a confidential conversation with our succession specialists.', label: 'Contact us', href: CONTACT },
    formTopic: 'succession',
  },
]

export const SERVICES_FR: readonly ServiceData[] = [
  {
    slug: 'executive-search',
    language: 'fr',
    formTopic: 'leadership',
    order: 1,
    title: 'Recrutement de dirigeants',
    summary: 'Identifier des dirigeants d’exception pour les conseils d’administration et les comités de direction, partout dans le monde.',
    heroHeading: 'Une approche de chasse qui voit plus loin',
    heroSubheading: 'Nous identifions, évaluons et convainquons les dirigeants dont votre organisation aura besoin pour la prochaine décennie.',
    body: [
      { h2: 'Notre démarche' },
      'Chaque mission commence par une compréhension fine de votre stratégie, de votre culture et des défis que le futur dirigeant devra relever au cours de ses deux premières années. Nous traduisons cette compréhension en un profil précis et une grille d’évaluation partagée avec vous avant toute approche.',
      'Nos équipes de recherche cartographient le marché à l’échelle mondiale, y compris les dirigeants qui ne sont pas en recherche active. Nous vous présentons une liste restreinte et diversifiée de candidats rencontrés et évalués en profondeur.',
      { h2: 'Ce que vous pouvez attendre' },
      {
        ul: [
          'Un associé dédié, du cahier des charges à l’intégration',
          'Un point d’avancement hebdomadaire',
          'Une évaluation structurée du leadership, de la motivation et de l’adéquation culturelle',
          'Des listes restreintes diversifiées, systématiquement',
          'Un accompagnement lors de la négociation et des cent premiers jours',
        ],
      },
      { h2: 'Nominations récentes' },
      {
        ul: [
          'Directeur général d’un groupe européen coté de chimie de spécialité, au terme d’une recherche sur trois continents',
          'Directeur financier d’une plateforme de services de santé détenue par un fonds, avant sa cession',
          'Directeur technique d’une banque numérique du Golfe, recruté au sein d’un groupe technologique mondial',
          'Directrice des ressources humaines d’un groupe logistique nord-américain en pleine restructuration',
        ],
      },
    ],
    cta: { heading: 'Lancer une mission avec nous', text: 'Présentez-nous le poste : un associé vous recontactera sous un jour ouvré.', label: 'Nous contacter', href: CONTACT },
  },
  {
    slug: 'board-services',
    language: 'fr',
    formTopic: 'assessment',
    order: 2,
    title: 'Conseils d’administration',
    summary: 'Composer des conseils efficaces : recrutement d’administrateurs, évaluation du conseil et conseil en gouvernance.',
    heroHeading: 'Des conseils prêts pour les défis à venir',
    heroSubheading: 'De la nomination d’un président à l’évaluation du fonctionnement collectif, nous aidons les conseils à exercer pleinement leur rôle.',
    body: [
      { h2: 'Recrutement d’administrateurs' },
      'Nous recrutons des présidents, des administrateurs référents, des présidents de comité et des administrateurs indépendants pour des sociétés cotées, des entreprises familiales, des sociétés détenues par des fonds et des organismes publics.',
      { h2: 'Évaluation du conseil' },
      'Nos évaluations indépendantes combinent entretiens confidentiels, observation des séances et comparaisons sectorielles, pour donner au président une vision franche du fonctionnement du conseil et un plan d’action concret.',
      {
        ul: [
          'Revue de la composition du conseil et des comités',
          'Plans de succession du président et des administrateurs',
          'Évaluations indépendantes du conseil',
          'Programmes d’intégration des nouveaux administrateurs',
        ],
      },
      { h2: 'Missions récentes auprès des conseils' },
      {
        ul: [
          'Président du conseil d’un groupe d’infrastructures coté, avec un calendrier de succession arrêté un an à l’avance',
          'Trois administrateurs indépendants pour un groupe familial de biens de consommation qui ouvre son capital',
          'Une évaluation indépendante du conseil d’un assureur asiatique, suivie d’une revue douze mois plus tard',
          'Un président de comité d’audit pour une société technologique récemment introduite en bourse',
        ],
      },
    ],
    cta: { heading: 'Renforcer votre conseil', text: 'Échangez avec notre équipe gouvernance sur un recrutement ou une évaluation.', label: 'Nous contacter', href: CONTACT },
  },
  {
    slug: 'executive-assessment',
    language: 'fr',
    formTopic: 'assessment',
    order: 3,
    title: 'Évaluation de dirigeants',
    summary: 'Une évaluation objective et factuelle des dirigeants, pour la nomination, la promotion et le développement.',
    heroHeading: 'Connaître vos dirigeants avant les décisions clés',
    heroSubheading: 'Une évaluation rigoureuse qui indique qui est prêt aujourd’hui, qui le sera demain, et comment les y préparer.',
    body: [
      { h2: 'Une évaluation utile à la décision' },
      'Notre méthode associe entretiens structurés, outils psychométriques validés, mises en situation et retours à 360 degrés. Chaque dirigeant est comparé à une base de milliers de cadres dirigeants occupant des fonctions similaires.',
      { h2: 'Quand nos clients y recourent' },
      {
        ul: [
          'Comparer candidats internes et externes',
          'Évaluer une équipe de direction après une fusion ou une acquisition',
          'Réaliser une due diligence managériale avant un investissement',
          'Identifier les hauts potentiels pour les plans de succession',
        ],
      },
      { h2: 'Évaluations récentes' },
      {
        ul: [
          'Le comité exécutif de douze membres d’un énergéticien européen, avant un changement de stratégie',
          'Quatre candidats internes à la direction générale d’une banque latino-américaine, comparés au marché',
          'L’équipe dirigeante d’une participation dans les cent jours suivant son rachat par un fonds',
          'Les cadres dirigeants d’un laboratoire pharmaceutique mondial, pour son premier plan de succession',
        ],
      },
    ],
    cta: { heading: 'Évaluer votre équipe de direction', text: 'Découvrez comment notre approche peut éclairer votre prochaine décision.', label: 'Nous contacter', href: CONTACT },
  },
  {
    slug: 'executive-onboarding',
    language: 'fr',
    order: 4,
    title: 'Intégration des dirigeants',
    summary: 'Aider les dirigeants nouvellement nommés à réussir rapidement leur prise de poste.',
    heroHeading: 'Un départ réussi pour chaque nouveau dirigeant',
    heroSubheading: 'Près de 40 % des recrutements de dirigeants rencontrent des difficultés au cours des dix-huit premiers mois. Une intégration structurée change la donne.',
    body: [
      { h2: 'Pourquoi l’intégration compte' },
      'Un nouveau dirigeant dispose de peu de temps pour tisser des relations, comprendre la culture et fixer un cap. Nos coachs accompagnent le dirigeant, son supérieur et son équipe pour accélérer cette étape.',
      { h2: 'Le déroulement du programme' },
      {
        ol: [
          'Un briefing avant la prise de poste, nourri des enseignements du recrutement',
          'Une cartographie des parties prenantes et un plan d’écoute pour les quatre-vingt-dix premiers jours',
          'Des séances de coaching régulières pendant six mois',
          'Un atelier d’alignement avec l’équipe de direction',
          'Un bilan à six mois avec le dirigeant et son supérieur',
        ],
      },
      { h2: 'Programmes récents' },
      {
        ul: [
          'Le nouveau directeur général d’un distributeur coté, du mois précédant sa prise de poste à son premier séminaire stratégique',
          'Une directrice financière venue d’un groupe multinational pour rejoindre une entreprise familiale',
          'L’équipe dirigeante issue de la fusion de deux sociétés d’ingénierie, pendant ses six premiers mois',
          'Un premier directeur des opérations promu en interne dans une compagnie aérienne régionale',
        ],
      },
    ],
    cta: { heading: 'Préparer la réussite de votre prochain dirigeant', text: 'Interrogez-nous sur l’accompagnement d’une nomination récente ou à venir.', label: 'Nous contacter', href: CONTACT },
    formTopic: 'effective',
  },
  {
    slug: 'succession-planning',
    language: 'fr',
    order: 5,
    title: 'Plans de succession',
    summary: 'Préparer les transitions à la tête de l’entreprise, qu’elles soient planifiées ou imprévues.',
    heroHeading: 'La succession est un processus, pas un événement',
    heroSubheading: 'Nous aidons les conseils et les directions générales à constituer un vivier de dirigeants prêts pour chaque poste clé.',
    body: [
      { h2: 'Préparer la succession du directeur général' },
      'La succession du directeur général est l’une des responsabilités majeures du conseil. Nous l’aidons à définir le profil de leadership futur, à évaluer objectivement les candidats internes, à les comparer au marché et à concevoir des plans de développement ciblés.',
      { h2: 'Au-delà de la direction générale' },
      {
        ul: [
          'Protocoles de succession d’urgence',
          'Évaluation et développement des candidats internes',
          'Comparaison avec le marché externe',
          'Reporting au conseil sur la solidité du vivier',
        ],
      },
      { h2: 'Missions récentes' },
      {
        ul: [
          'Un plan de succession du directeur général d’une banque cotée, avec trois candidats internes accompagnés pendant deux ans',
          'Des protocoles de succession d’urgence pour le comité exécutif d’un groupe d’ingénierie mondial',
          'Une revue de la succession de 120 postes clés pour un opérateur européen de télécommunications',
          'La recherche et l’évaluation du futur directeur général d’un groupe de médias familial',
        ],
      },
    ],
    cta: { heading: 'Construire votre vivier de successeurs', text: 'Engagez une conversation confidentielle avec nos spécialistes.', label: 'Nous contacter', href: CONTACT },
    formTopic: 'succession',
  },
]
