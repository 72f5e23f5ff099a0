/**
 * Name pools by naming culture. Consultants mostly get a name common where their office is, and
 * first and last names are drawn from the same culture so combinations stay plausible. Surnames are
 * never repeated across the firm, so the pools of busy regions are larger than one office needs. Each first
 * name carries the gender it is usually given to, so the person's portrait can match it.
 */
export type Gender = 'woman' | 'man'
export type NamePool = { first: Readonly<Record<string, Gender>>; last: readonly string[] }

export const NAME_POOLS: Record<string, NamePool> = {
  anglo: {
    first: { Emily: 'woman', Michael: 'man', Jessica: 'woman', David: 'man', Sarah: 'woman', Daniel: 'man', Lauren: 'woman', Oliver: 'man', Charlotte: 'woman', James: 'man', Hannah: 'woman', Thomas: 'man', Rachel: 'woman', Marcus: 'man', Jordan: 'man', Megan: 'woman', Ethan: 'man', Natalie: 'woman', Grace: 'woman', Liam: 'man', Aoife: 'woman', Ciarán: 'man', Alice: 'woman', Edward: 'man', Eleanor: 'woman', Andrew: 'man', Katherine: 'woman', Robert: 'man' },
    last: ['Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Clark', 'Walker', 'Wright', 'Carter', 'Mitchell', 'Campbell', 'Bennett', 'Whitfield', 'Ashworth', 'Hughes', 'Foster', 'Murphy', 'O’Connor', 'Taylor', 'Wilson', 'Harrison', 'Lawson', 'Palmer', 'Sullivan', 'Fletcher', 'Spencer', 'Hayes', 'Porter', 'Gallagher', 'Sinclair', 'Bailey', 'Turner'],
  },
  american: {
    first: { Andre: 'man', Darnell: 'man', Jasmine: 'woman', Priya: 'woman', Kenji: 'man', Maya: 'woman', Gabriel: 'man', Alexis: 'woman', Brandon: 'man', Danielle: 'woman', Kevin: 'man', Morgan: 'woman' },
    last: ['Washington', 'Nguyen', 'Kim', 'Reyes', 'Patel', 'Brooks', 'Robinson', 'Martinez', 'Jackson', 'Chen', 'Harris', 'Coleman'],
  },
  french: {
    first: { Sophie: 'woman', Pierre: 'man', Camille: 'woman', Margaux: 'woman', Julien: 'man', Claire: 'woman', Antoine: 'man', Élodie: 'woman', Mathieu: 'man', Chloé: 'woman', Nicolas: 'man', Isabelle: 'woman' },
    last: ['Dubois', 'Laurent', 'Moreau', 'Lefèvre', 'Girard', 'Fontaine', 'Rousseau', 'Bernard', 'Mercier', 'Tremblay', 'Gagnon', 'Roy'],
  },
  german: {
    first: { Lukas: 'man', Felix: 'man', Hannah: 'woman', Sebastian: 'man', Katharina: 'woman', Jonas: 'man', Laura: 'woman', Maximilian: 'man', Anna: 'woman', Tobias: 'man', Lena: 'woman', Florian: 'man' },
    last: ['Müller', 'Schneider', 'Hoffmann', 'Hartmann', 'Becker', 'Wagner', 'Fischer', 'Weber', 'Keller', 'Brunner', 'Huber', 'Schmid', 'Schäfer', 'Zimmermann', 'Krüger', 'Vogel', 'Lang'],
  },
  dutch: {
    first: { Anouk: 'woman', Pieter: 'man', Sanne: 'woman', Daan: 'man', Lotte: 'woman', Joost: 'man', Femke: 'woman', Bram: 'man' },
    last: ['de Vries', 'van den Berg', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Peeters', 'Maes'],
  },
  nordic: {
    first: { Freya: 'woman', Henrik: 'man', Ingrid: 'woman', Astrid: 'woman', Lars: 'man', Erik: 'man', Maja: 'woman', Sofie: 'woman', Magnus: 'man', Sigrid: 'woman' },
    last: ['Lindqvist', 'Johansson', 'Nielsen', 'Andersen', 'Karlsson', 'Berg', 'Hansen', 'Larsen', 'Eriksson', 'Halvorsen'],
  },
  italian: {
    first: { Matteo: 'man', Giulia: 'woman', Alessandro: 'man', Francesca: 'woman', Lorenzo: 'man', Chiara: 'woman', Marco: 'man', Elena: 'woman' },
    last: ['Rossi', 'Bianchi', 'Conti', 'Ferrari', 'Romano', 'Galli', 'Marino', 'Greco'],
  },
  spanish: {
    first: { Lucía: 'woman', Javier: 'man', Carmen: 'woman', Pablo: 'man', Elena: 'woman', Sergio: 'man', Marta: 'woman', Álvaro: 'man' },
    last: ['García', 'Fernández', 'Martín', 'Ruiz', 'Sánchez', 'Navarro', 'Domínguez', 'Iglesias'],
  },
  lusophone: {
    first: { Thiago: 'man', Luana: 'woman', Rafael: 'man', Fernanda: 'woman', Gustavo: 'man', Beatriz: 'woman', Bruno: 'man', Juliana: 'woman', João: 'man', Inês: 'woman' },
    last: ['Silva', 'Oliveira', 'Souza', 'Almeida', 'Carvalho', 'Ribeiro', 'Costa', 'Pereira', 'Ferreira', 'Santos'],
  },
  greek: {
    first: { Nikos: 'man', Eleni: 'woman', Dimitris: 'man', Maria: 'woman', Giorgos: 'man', Katerina: 'woman', Kostas: 'man', Sofia: 'woman' },
    last: ['Papadopoulos', 'Georgiou', 'Konstantinou', 'Nikolaidis', 'Alexiou', 'Vlachos', 'Pappas', 'Antoniou'],
  },
  polish: {
    first: { Tomasz: 'man', Agnieszka: 'woman', Katarzyna: 'woman', Piotr: 'man', Marta: 'woman', Michał: 'man' },
    last: ['Nowak', 'Wójcik', 'Kaczmarek', 'Mazur', 'Krawczyk', 'Dudek'],
  },
  turkish: {
    first: { Emre: 'man', Zeynep: 'woman', Mehmet: 'man', Elif: 'woman', Can: 'man', Ayşe: 'woman' },
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın'],
  },
  hispanic: {
    first: { Alejandro: 'man', Valentina: 'woman', Diego: 'man', Camila: 'woman', Santiago: 'man', Mariana: 'woman', Andrés: 'man', Gabriela: 'woman', Joaquín: 'man', Carolina: 'woman', Ricardo: 'man', Paula: 'woman' },
    last: ['Hernández', 'González', 'Rodríguez', 'López', 'Pérez', 'Ramírez', 'Torres', 'Rojas', 'Morales', 'Mendoza', 'Vargas', 'Castro', 'Fuentes', 'Herrera', 'Salazar'],
  },
  gulf: {
    first: { Omar: 'man', Layla: 'woman', Khalid: 'man', Noura: 'woman', Faisal: 'man', Mariam: 'woman', Yousef: 'man', Hessa: 'woman', Hamad: 'man', Aisha: 'woman', Nasser: 'man', Reem: 'woman' },
    last: ['Al Mansouri', 'Al Farsi', 'Al Qahtani', 'Al Hajri', 'Al Mutairi', 'Al Otaibi', 'Al Shamsi', 'Hamdan', 'Al Ghamdi', 'Al Harbi', 'Al Nuaimi', 'Al Dosari', 'Al Marri', 'Al Kuwari'],
  },
  arabic: {
    first: { Karim: 'man', Rania: 'woman', Tarek: 'man', Dina: 'woman', Youssef: 'man', Salma: 'woman', Ahmed: 'man', Lina: 'woman', Rami: 'man', Sara: 'woman' },
    last: ['Haddad', 'Khoury', 'Mansour', 'Saleh', 'Aziz', 'Barakat', 'El Amrani', 'Benali', 'Khalil', 'Sayegh', 'Nasr', 'Farouk', 'Hassan'],
  },
  'west-african': {
    first: { Chinedu: 'man', Ngozi: 'woman', Tunde: 'man', Adaeze: 'woman', Kwame: 'man', Akosua: 'woman', Kofi: 'man', Abena: 'woman', Emeka: 'man', Funmilayo: 'woman' },
    last: ['Okafor', 'Adeyemi', 'Eze', 'Bello', 'Abiodun', 'Mensah', 'Boateng', 'Asante', 'Owusu', 'Nwosu'],
  },
  'east-african': {
    first: { Wanjiru: 'woman', Otieno: 'man', Achieng: 'woman', Kamau: 'man', Njeri: 'woman', Baraka: 'man' },
    last: ['Kamau', 'Odhiambo', 'Mutua', 'Wanjiku', 'Kiprono', 'Omondi'],
  },
  'southern-african': {
    first: { Thandiwe: 'woman', Zanele: 'woman', Sipho: 'man', Nomvula: 'woman', Mandla: 'man', Kagiso: 'man', Themba: 'man', Lerato: 'woman' },
    last: ['Dlamini', 'Nkosi', 'Mokoena', 'Ndlovu', 'Khumalo', 'Naidoo', 'Botha', 'Molefe'],
  },
  chinese: {
    first: { Wei: 'man', Mei: 'woman', Xin: 'woman', Jun: 'man', Hao: 'man', Yan: 'woman', Jing: 'woman', Ming: 'man', Lei: 'man', Ling: 'woman', Tao: 'man', Hui: 'woman' },
    last: ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Tan', 'Lim', 'Wong', 'Ng', 'Lee', 'Huang', 'Zhou', 'Wu', 'Xu', 'Lin'],
  },
  japanese: {
    first: { Hiroshi: 'man', Yuki: 'woman', Haruka: 'woman', Daisuke: 'man', Aiko: 'woman', Kenji: 'man', Sakura: 'woman', Takashi: 'man' },
    last: ['Tanaka', 'Sato', 'Suzuki', 'Watanabe', 'Takahashi', 'Yamamoto', 'Nakamura', 'Kobayashi'],
  },
  korean: {
    first: { 'Ji-woo': 'woman', 'Min-jun': 'man', 'Seo-yeon': 'woman', 'Hyun-woo': 'man', 'Ji-hye': 'woman', 'Dong-hyun': 'man' },
    last: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang'],
  },
  indian: {
    first: { Arjun: 'man', Ananya: 'woman', Rohan: 'man', Kavya: 'woman', Nikhil: 'man', Priya: 'woman', Vikram: 'man', Meera: 'woman', Aditya: 'man', Neha: 'woman' },
    last: ['Sharma', 'Iyer', 'Mehta', 'Rao', 'Kapoor', 'Patel', 'Menon', 'Gupta', 'Reddy', 'Banerjee', 'Nair', 'Joshi'],
  },
  indonesian: {
    first: { Siti: 'woman', Rizal: 'man', Putri: 'woman', Budi: 'man', Dewi: 'woman', Arif: 'man' },
    last: ['Santoso', 'Wijaya', 'Hartono', 'Pratama', 'Kusuma', 'Halim'],
  },
  thai: {
    first: { Somchai: 'man', Nattaya: 'woman', Kittipong: 'man', Pimchanok: 'woman', Anan: 'man', Siriporn: 'woman' },
    last: ['Suwannarat', 'Chaiyaporn', 'Srisuk', 'Rattanakorn', 'Wongsakul', 'Thongchai'],
  },
  filipino: {
    first: { Maria: 'woman', Jose: 'man', Andrea: 'woman', Carlo: 'man', Patricia: 'woman', Miguel: 'man' },
    last: ['Reyes', 'Santos', 'Cruz', 'Bautista', 'Mendoza', 'Villanueva'],
  },
}

const BY_CITY: Record<string, readonly string[]> = {
  Montreal: ['french'],
  Geneva: ['french'],
  Zurich: ['german'],
  Brussels: ['french', 'dutch'],
}

const BY_COUNTRY: Record<string, readonly string[]> = {
  'United Kingdom': ['anglo'],
  Ireland: ['anglo'],
  France: ['french'],
  Germany: ['german'],
  Austria: ['german'],
  Netherlands: ['dutch'],
  Sweden: ['nordic'],
  Denmark: ['nordic'],
  Norway: ['nordic'],
  Italy: ['italian'],
  Spain: ['spanish'],
  Portugal: ['lusophone'],
  Greece: ['greek'],
  Poland: ['polish'],
  Türkiye: ['turkish'],
  'United States': ['anglo', 'american'],
  Canada: ['anglo'],
  Mexico: ['hispanic'],
  Argentina: ['hispanic'],
  Chile: ['hispanic'],
  Colombia: ['hispanic'],
  Peru: ['hispanic'],
  Brazil: ['lusophone'],
  'United Arab Emirates': ['gulf', 'arabic'],
  'Saudi Arabia': ['gulf'],
  Qatar: ['gulf', 'arabic'],
  Kuwait: ['gulf'],
  Egypt: ['arabic'],
  Morocco: ['arabic', 'french'],
  Nigeria: ['west-african'],
  Ghana: ['west-african'],
  Kenya: ['east-african'],
  'South Africa': ['southern-african'],
  Singapore: ['chinese', 'indian'],
  'Hong Kong SAR': ['chinese'],
  China: ['chinese'],
  Malaysia: ['chinese', 'indonesian'],
  Japan: ['japanese'],
  'South Korea': ['korean'],
  India: ['indian'],
  Australia: ['anglo'],
  'New Zealand': ['anglo'],
  Indonesia: ['indonesian'],
  Thailand: ['thai'],
  Philippines: ['filipino'],
}

/** Naming cultures common where an office is. */
export function culturesFor(city: string, country: string): readonly string[] {
  return BY_CITY[city] ?? BY_COUNTRY[country] ?? ['anglo']
}

export const ROLES: ReadonlyArray<{ title: string; weight: number }> = [
  { title: 'Managing Partner', weight: 1 },
  { title: 'Partner', weight: 6 },
  { title: 'Principal', weight: 5 },
  { title: 'Consultant', weight: 5 },
  { title: 'Associate', weight: 3 },
  { title: 'Office Leader', weight: 1 },
  { title: 'Practice Leader', weight: 1 },
  { title: 'Director, Leadership Consulting', weight: 1 },
  { title: 'Senior Research Director', weight: 1 },
]

/** Guests of the webinars: not the firm's people, drawn in the same portrait style (their culture sets skin and hair). */
export const GUEST_SPEAKERS: ReadonlyArray<{ name: string; role: string; gender: Gender; culture: string }> = [
  { name: 'Dr. Helen Marsh', role: 'Professor of Organisational Behaviour, Northgate Business School', gender: 'woman', culture: 'anglo' },
  { name: 'Rebecca Osei', role: 'Chief People Officer, Meridian Logistics Group', gender: 'woman', culture: 'west-african' },
  { name: 'Andrea Castillo', role: 'Independent Non-Executive Director', gender: 'woman', culture: 'hispanic' },
  { name: 'Samuel Iversen', role: 'Chief Executive Officer, Halvorsen Energy', gender: 'man', culture: 'nordic' },
  { name: 'Priyanka Desai', role: 'Founder, Women on Boards Forum', gender: 'woman', culture: 'indian' },
  { name: 'Jonathan Reeve', role: 'Chair, Coastline Financial Holdings', gender: 'man', culture: 'anglo' },
  { name: 'Dr. Aiko Fujimoto', role: 'Head of Research, Institute for Inclusive Leadership', gender: 'woman', culture: 'japanese' },
  { name: 'Marc-Antoine Giraud', role: 'Chief Financial Officer, Lumen Retail', gender: 'man', culture: 'french' },
  { name: 'Fatou Diallo', role: 'Managing Director, Sahel Growth Partners', gender: 'woman', culture: 'west-african' },
  { name: 'Grace Whitaker', role: 'Chief Human Resources Officer, Avalon Health', gender: 'woman', culture: 'anglo' },
]
