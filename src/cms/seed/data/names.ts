/**
 * Name pools by naming culture. Consultants mostly get a name common where their office is, and
 * first and last names are drawn from the same culture so combinations stay plausible.
 */
export type NamePool = { first: readonly string[]; last: readonly string[] }

export const NAME_POOLS: Record<string, NamePool> = {
  anglo: {
    first: ['Emily', 'Michael', 'Jessica', 'David', 'Sarah', 'Daniel', 'Lauren', 'Oliver', 'Charlotte', 'James', 'Hannah', 'Thomas', 'Rachel', 'Marcus', 'Jordan', 'Megan', 'Ethan', 'Natalie', 'Grace', 'Liam', 'Aoife', 'Ciarán'],
    last: ['Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Clark', 'Walker', 'Wright', 'Carter', 'Mitchell', 'Campbell', 'Bennett', 'Whitfield', 'Ashworth', 'Hughes', 'Foster', 'Murphy', 'O’Connor', 'Taylor', 'Wilson'],
  },
  american: {
    first: ['Andre', 'Darnell', 'Jasmine', 'Priya', 'Kenji', 'Maya', 'Gabriel', 'Alexis', 'Brandon', 'Danielle', 'Kevin', 'Morgan'],
    last: ['Washington', 'Nguyen', 'Kim', 'Reyes', 'Patel', 'Brooks', 'Robinson', 'Martinez', 'Jackson', 'Chen', 'Harris', 'Coleman'],
  },
  french: {
    first: ['Sophie', 'Pierre', 'Camille', 'Margaux', 'Julien', 'Claire', 'Antoine', 'Élodie', 'Mathieu', 'Chloé', 'Nicolas', 'Isabelle'],
    last: ['Dubois', 'Laurent', 'Moreau', 'Lefèvre', 'Girard', 'Fontaine', 'Rousseau', 'Bernard', 'Mercier', 'Tremblay', 'Gagnon', 'Roy'],
  },
  german: {
    first: ['Lukas', 'Felix', 'Hannah', 'Sebastian', 'Katharina', 'Jonas', 'Laura', 'Maximilian', 'Anna', 'Tobias', 'Lena', 'Florian'],
    last: ['Müller', 'Schneider', 'Hoffmann', 'Hartmann', 'Becker', 'Wagner', 'Fischer', 'Weber', 'Keller', 'Brunner', 'Huber', 'Schmid'],
  },
  dutch: {
    first: ['Anouk', 'Pieter', 'Sanne', 'Daan', 'Lotte', 'Joost', 'Femke', 'Bram'],
    last: ['de Vries', 'van den Berg', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Peeters', 'Maes'],
  },
  nordic: {
    first: ['Freya', 'Henrik', 'Ingrid', 'Astrid', 'Lars', 'Erik', 'Maja', 'Sofie', 'Magnus', 'Sigrid'],
    last: ['Lindqvist', 'Johansson', 'Nielsen', 'Andersen', 'Karlsson', 'Berg', 'Hansen', 'Larsen', 'Eriksson', 'Halvorsen'],
  },
  italian: {
    first: ['Matteo', 'Giulia', 'Alessandro', 'Francesca', 'Lorenzo', 'Chiara', 'Marco', 'Elena'],
    last: ['Rossi', 'Bianchi', 'Conti', 'Ferrari', 'Romano', 'Galli', 'Marino', 'Greco'],
  },
  spanish: {
    first: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'Elena', 'Sergio', 'Marta', 'Álvaro'],
    last: ['García', 'Fernández', 'Martín', 'Ruiz', 'Sánchez', 'Navarro', 'Domínguez', 'Iglesias'],
  },
  lusophone: {
    first: ['Thiago', 'Luana', 'Rafael', 'Fernanda', 'Gustavo', 'Beatriz', 'Bruno', 'Juliana', 'João', 'Inês'],
    last: ['Silva', 'Oliveira', 'Souza', 'Almeida', 'Carvalho', 'Ribeiro', 'Costa', 'Pereira', 'Ferreira', 'Santos'],
  },
  greek: {
    first: ['Nikos', 'Eleni', 'Dimitris', 'Maria', 'Giorgos', 'Katerina', 'Kostas', 'Sofia'],
    last: ['Papadopoulos', 'Georgiou', 'Konstantinou', 'Nikolaidis', 'Alexiou', 'Vlachos', 'Pappas', 'Antoniou'],
  },
  polish: {
    first: ['Tomasz', 'Agnieszka', 'Katarzyna', 'Piotr', 'Marta', 'Michał'],
    last: ['Nowak', 'Wójcik', 'Kaczmarek', 'Mazur', 'Krawczyk', 'Dudek'],
  },
  turkish: {
    first: ['Emre', 'Zeynep', 'Mehmet', 'Elif', 'Can', 'Ayşe'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın'],
  },
  hispanic: {
    first: ['Alejandro', 'Valentina', 'Diego', 'Camila', 'Santiago', 'Mariana', 'Andrés', 'Gabriela', 'Joaquín', 'Carolina', 'Ricardo', 'Paula'],
    last: ['Hernández', 'González', 'Rodríguez', 'López', 'Pérez', 'Ramírez', 'Torres', 'Rojas', 'Morales', 'Mendoza', 'Vargas', 'Castro'],
  },
  gulf: {
    first: ['Omar', 'Layla', 'Khalid', 'Noura', 'Faisal', 'Mariam', 'Yousef', 'Hessa', 'Hamad', 'Aisha', 'Nasser', 'Reem'],
    last: ['Al Mansouri', 'Al Farsi', 'Al Qahtani', 'Al Thani', 'Al Sabah', 'Al Otaibi', 'Al Shamsi', 'Hamdan', 'Al Ghamdi', 'Al Harbi'],
  },
  arabic: {
    first: ['Karim', 'Rania', 'Tarek', 'Dina', 'Youssef', 'Salma', 'Ahmed', 'Lina', 'Rami', 'Sara'],
    last: ['Haddad', 'Khoury', 'Mansour', 'Saleh', 'Aziz', 'Barakat', 'El Amrani', 'Benali', 'Khalil', 'Sayegh'],
  },
  'west-african': {
    first: ['Chinedu', 'Ngozi', 'Tunde', 'Adaeze', 'Kwame', 'Akosua', 'Kofi', 'Abena', 'Emeka', 'Funmilayo'],
    last: ['Okafor', 'Adeyemi', 'Eze', 'Bello', 'Abiodun', 'Mensah', 'Boateng', 'Asante', 'Owusu', 'Nwosu'],
  },
  'east-african': {
    first: ['Wanjiru', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Baraka'],
    last: ['Kamau', 'Odhiambo', 'Mutua', 'Wanjiku', 'Kiprono', 'Omondi'],
  },
  'southern-african': {
    first: ['Thandiwe', 'Zanele', 'Sipho', 'Nomvula', 'Mandla', 'Kagiso', 'Themba', 'Lerato'],
    last: ['Dlamini', 'Nkosi', 'Mokoena', 'Ndlovu', 'Khumalo', 'Naidoo', 'Botha', 'Molefe'],
  },
  chinese: {
    first: ['Wei', 'Mei', 'Xin', 'Jun', 'Hao', 'Yan', 'Jing', 'Ming', 'Lei', 'Ling'],
    last: ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Tan', 'Lim', 'Wong', 'Ng', 'Lee'],
  },
  japanese: {
    first: ['Hiroshi', 'Yuki', 'Haruka', 'Daisuke', 'Aiko', 'Kenji', 'Sakura', 'Takashi'],
    last: ['Tanaka', 'Sato', 'Suzuki', 'Watanabe', 'Takahashi', 'Yamamoto', 'Nakamura', 'Kobayashi'],
  },
  korean: {
    first: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Hyun-woo', 'Ji-hye', 'Dong-hyun'],
    last: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang'],
  },
  indian: {
    first: ['Arjun', 'Ananya', 'Rohan', 'Kavya', 'Nikhil', 'Priya', 'Vikram', 'Meera', 'Aditya', 'Neha'],
    last: ['Sharma', 'Iyer', 'Mehta', 'Rao', 'Kapoor', 'Patel', 'Menon', 'Gupta', 'Reddy', 'Banerjee'],
  },
  indonesian: {
    first: ['Siti', 'Rizal', 'Putri', 'Budi', 'Dewi', 'Arif'],
    last: ['Santoso', 'Wijaya', 'Hartono', 'Pratama', 'Kusuma', 'Halim'],
  },
  thai: {
    first: ['Somchai', 'Nattaya', 'Kittipong', 'Pimchanok', 'Anan', 'Siriporn'],
    last: ['Suwannarat', 'Chaiyaporn', 'Srisuk', 'Rattanakorn', 'Wongsakul', 'Thongchai'],
  },
  filipino: {
    first: ['Maria', 'Jose', 'Andrea', 'Carlo', 'Patricia', 'Miguel'],
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

export const GUEST_SPEAKERS: ReadonlyArray<{ name: string; role: string }> = [
  { name: 'Dr. Helen Marsh', role: 'Professor of Organisational Behaviour, Northgate Business School' },
  { name: 'Rebecca Osei', role: 'Chief People Officer, Meridian Logistics Group' },
  { name: 'Andrea Castillo', role: 'Independent Non-Executive Director' },
  { name: 'Samuel Iversen', role: 'Chief Executive Officer, Halvorsen Energy' },
  { name: 'Priyanka Desai', role: 'Founder, Women on Boards Forum' },
  { name: 'Jonathan Reeve', role: 'Chair, Coastline Financial Holdings' },
  { name: 'Dr. Aiko Fujimoto', role: 'Head of Research, Institute for Inclusive Leadership' },
  { name: 'Marc-Antoine Giraud', role: 'Chief Financial Officer, Lumen Retail' },
  { name: 'Fatou Diallo', role: 'Managing Director, Sahel Growth Partners' },
  { name: 'Grace Whitaker', role: 'Chief Human Resources Officer, Avalon Health' },
]
