/**
 * Offices in real cities with plausible (fictional) addresses. Coordinates are the city centres.
 * `dial` is the country calling code used to build the phone number.
 */
export type OfficeData = {
  city: string
  country: string
  region: string
  lat: number
  lng: number
  street: string
  locality: string
  dial: string
}

export const OFFICES: readonly OfficeData[] = [
  // Europe
  { city: 'London', country: 'United Kingdom', region: 'europe', lat: 51.5074, lng: -0.1278, street: '25 St James’s Street', locality: 'London SW1A 1HA', dial: '+44 20' },
  { city: 'Paris', country: 'France', region: 'europe', lat: 48.8566, lng: 2.3522, street: '42 avenue de Friedland', locality: '75008 Paris', dial: '+33 1' },
  { city: 'Frankfurt', country: 'Germany', region: 'europe', lat: 50.1109, lng: 8.6821, street: 'Neue Mainzer Straße 52', locality: '60311 Frankfurt am Main', dial: '+49 69' },
  { city: 'Munich', country: 'Germany', region: 'europe', lat: 48.1351, lng: 11.582, street: 'Maximilianstraße 35', locality: '80539 München', dial: '+49 89' },
  { city: 'Berlin', country: 'Germany', region: 'europe', lat: 52.52, lng: 13.405, street: 'Friedrichstraße 68', locality: '10117 Berlin', dial: '+49 30' },
  { city: 'Amsterdam', country: 'Netherlands', region: 'europe', lat: 52.3676, lng: 4.9041, street: 'Gustav Mahlerlaan 310', locality: '1082 ME Amsterdam', dial: '+31 20' },
  { city: 'Brussels', country: 'Belgium', region: 'europe', lat: 50.8503, lng: 4.3517, street: 'Avenue Louise 149', locality: '1050 Brussels', dial: '+32 2' },
  { city: 'Zurich', country: 'Switzerland', region: 'europe', lat: 47.3769, lng: 8.5417, street: 'Bahnhofstrasse 21', locality: '8001 Zürich', dial: '+41 44' },
  { city: 'Geneva', country: 'Switzerland', region: 'europe', lat: 46.2044, lng: 6.1432, street: 'Rue du Rhône 80', locality: '1204 Genève', dial: '+41 22' },
  { city: 'Milan', country: 'Italy', region: 'europe', lat: 45.4642, lng: 9.19, street: 'Via Monte Napoleone 8', locality: '20121 Milano', dial: '+39 02' },
  { city: 'Madrid', country: 'Spain', region: 'europe', lat: 40.4168, lng: -3.7038, street: 'Paseo de la Castellana 95', locality: '28046 Madrid', dial: '+34 91' },
  { city: 'Lisbon', country: 'Portugal', region: 'europe', lat: 38.7223, lng: -9.1393, street: 'Avenida da Liberdade 110', locality: '1269-046 Lisboa', dial: '+351 21' },
  { city: 'Athens', country: 'Greece', region: 'europe', lat: 37.9838, lng: 23.7275, street: 'Vasilissis Sofias Avenue 17', locality: '106 74 Athens', dial: '+30 21' },
  { city: 'Stockholm', country: 'Sweden', region: 'europe', lat: 59.3293, lng: 18.0686, street: 'Birger Jarlsgatan 32', locality: '114 29 Stockholm', dial: '+46 8' },
  { city: 'Copenhagen', country: 'Denmark', region: 'europe', lat: 55.6761, lng: 12.5683, street: 'Amaliegade 10', locality: '1256 København K', dial: '+45 33' },
  { city: 'Oslo', country: 'Norway', region: 'europe', lat: 59.9139, lng: 10.7522, street: 'Haakon VIIs gate 5', locality: '0161 Oslo', dial: '+47 22' },
  { city: 'Warsaw', country: 'Poland', region: 'europe', lat: 52.2297, lng: 21.0122, street: 'ul. Emilii Plater 53', locality: '00-113 Warszawa', dial: '+48 22' },
  { city: 'Vienna', country: 'Austria', region: 'europe', lat: 48.2082, lng: 16.3738, street: 'Kärntner Ring 5–7', locality: '1010 Wien', dial: '+43 1' },
  { city: 'Dublin', country: 'Ireland', region: 'europe', lat: 53.3498, lng: -6.2603, street: '2 Grand Canal Square', locality: 'Dublin 2, D02 A342', dial: '+353 1' },
  { city: 'Istanbul', country: 'Türkiye', region: 'europe', lat: 41.0082, lng: 28.9784, street: 'Büyükdere Caddesi 185, Levent', locality: '34394 Şişli, İstanbul', dial: '+90 212' },
  // North America
  { city: 'New York', country: 'United States', region: 'north-america', lat: 40.7128, lng: -74.006, street: '375 Park Avenue, 21st Floor', locality: 'New York, NY 10152', dial: '+1 212' },
  { city: 'Chicago', country: 'United States', region: 'north-america', lat: 41.8781, lng: -87.6298, street: '233 South Wacker Drive, Suite 4100', locality: 'Chicago, IL 60606', dial: '+1 312' },
  { city: 'San Francisco', country: 'United States', region: 'north-america', lat: 37.7749, lng: -122.4194, street: '555 California Street, Suite 2600', locality: 'San Francisco, CA 94104', dial: '+1 415' },
  { city: 'Los Angeles', country: 'United States', region: 'north-america', lat: 34.0522, lng: -118.2437, street: '2029 Century Park East, Suite 1400', locality: 'Los Angeles, CA 90067', dial: '+1 310' },
  { city: 'Boston', country: 'United States', region: 'north-america', lat: 42.3601, lng: -71.0589, street: '200 Clarendon Street, 35th Floor', locality: 'Boston, MA 02116', dial: '+1 617' },
  { city: 'Houston', country: 'United States', region: 'north-america', lat: 29.7604, lng: -95.3698, street: '811 Main Street, Suite 2900', locality: 'Houston, TX 77002', dial: '+1 713' },
  { city: 'Atlanta', country: 'United States', region: 'north-america', lat: 33.749, lng: -84.388, street: '3344 Peachtree Road NE, Suite 1800', locality: 'Atlanta, GA 30326', dial: '+1 404' },
  { city: 'Washington', country: 'United States', region: 'north-america', lat: 38.9072, lng: -77.0369, street: '1201 Pennsylvania Avenue NW, Suite 700', locality: 'Washington, DC 20004', dial: '+1 202' },
  { city: 'Toronto', country: 'Canada', region: 'north-america', lat: 43.6532, lng: -79.3832, street: '100 King Street West, Suite 5600', locality: 'Toronto, ON M5X 1C9', dial: '+1 416' },
  { city: 'Montreal', country: 'Canada', region: 'north-america', lat: 45.5017, lng: -73.5673, street: '1250 boulevard René-Lévesque Ouest, bureau 3610', locality: 'Montréal, QC H3B 4W8', dial: '+1 514' },
  // Latin America
  { city: 'Mexico City', country: 'Mexico', region: 'latin-america', lat: 19.4326, lng: -99.1332, street: 'Paseo de la Reforma 505, Piso 31', locality: 'Cuauhtémoc, 06500 Ciudad de México', dial: '+52 55' },
  { city: 'São Paulo', country: 'Brazil', region: 'latin-america', lat: -23.5505, lng: -46.6333, street: 'Avenida Brigadeiro Faria Lima 3477, 14º andar', locality: 'São Paulo, SP 04538-133', dial: '+55 11' },
  { city: 'Rio de Janeiro', country: 'Brazil', region: 'latin-america', lat: -22.9068, lng: -43.1729, street: 'Praia de Botafogo 300, 11º andar', locality: 'Rio de Janeiro, RJ 22250-040', dial: '+55 21' },
  { city: 'Buenos Aires', country: 'Argentina', region: 'latin-america', lat: -34.6037, lng: -58.3816, street: 'Avenida Leandro N. Alem 855, Piso 15', locality: 'C1001AAD Buenos Aires', dial: '+54 11' },
  { city: 'Santiago', country: 'Chile', region: 'latin-america', lat: -33.4489, lng: -70.6693, street: 'Avenida Apoquindo 3000, Piso 12', locality: 'Las Condes, Santiago', dial: '+56 2' },
  { city: 'Bogotá', country: 'Colombia', region: 'latin-america', lat: 4.711, lng: -74.0721, street: 'Carrera 7 No. 71-21, Torre B, Piso 9', locality: 'Bogotá 110231', dial: '+57 601' },
  { city: 'Lima', country: 'Peru', region: 'latin-america', lat: -12.0464, lng: -77.0428, street: 'Avenida Víctor Andrés Belaúnde 147, Piso 6', locality: 'San Isidro, Lima 15073', dial: '+51 1' },
  // Middle East
  { city: 'Dubai', country: 'United Arab Emirates', region: 'middle-east', lat: 25.2048, lng: 55.2708, street: 'Gate Village 4, Level 3, DIFC', locality: 'PO Box 506729, Dubai', dial: '+971 4' },
  { city: 'Abu Dhabi', country: 'United Arab Emirates', region: 'middle-east', lat: 24.4539, lng: 54.3773, street: 'Al Sila Tower, Level 18, Abu Dhabi Global Market Square', locality: 'Al Maryah Island, Abu Dhabi', dial: '+971 2' },
  { city: 'Riyadh', country: 'Saudi Arabia', region: 'middle-east', lat: 24.7136, lng: 46.6753, street: 'King Fahd Road, Al Faisaliah Tower, Level 17', locality: 'Riyadh 11491', dial: '+966 11' },
  { city: 'Jeddah', country: 'Saudi Arabia', region: 'middle-east', lat: 21.4858, lng: 39.1925, street: 'Prince Sultan Street, Jameel Square, Office 402', locality: 'Jeddah 23431', dial: '+966 12' },
  { city: 'Doha', country: 'Qatar', region: 'middle-east', lat: 25.2854, lng: 51.531, street: 'Tornado Tower, Level 24, Majlis Al Taawon Street', locality: 'West Bay, Doha', dial: '+974 44' },
  { city: 'Kuwait City', country: 'Kuwait', region: 'middle-east', lat: 29.3759, lng: 47.9774, street: 'Al Hamra Tower, Floor 39, Al Shuhada Street', locality: 'Sharq, Kuwait City', dial: '+965 22' },
  // Africa
  { city: 'Johannesburg', country: 'South Africa', region: 'africa', lat: -26.2041, lng: 28.0473, street: '140 West Street, Sandown', locality: 'Sandton 2196, Johannesburg', dial: '+27 11' },
  { city: 'Cape Town', country: 'South Africa', region: 'africa', lat: -33.9249, lng: 18.4241, street: '1 Silo Square, V&A Waterfront', locality: 'Cape Town 8001', dial: '+27 21' },
  { city: 'Lagos', country: 'Nigeria', region: 'africa', lat: 6.5244, lng: 3.3792, street: '1 Ozumba Mbadiwe Avenue, Victoria Island', locality: 'Lagos 101241', dial: '+234 1' },
  { city: 'Nairobi', country: 'Kenya', region: 'africa', lat: -1.2921, lng: 36.8219, street: 'Westlands Road, Delta Corner Tower 2, 8th Floor', locality: 'Nairobi 00800', dial: '+254 20' },
  { city: 'Casablanca', country: 'Morocco', region: 'africa', lat: 33.5731, lng: -7.5898, street: 'Casablanca Finance City Tower, Boulevard Al Qods', locality: '20270 Casablanca', dial: '+212 522' },
  { city: 'Cairo', country: 'Egypt', region: 'africa', lat: 30.0444, lng: 31.2357, street: 'Nile City Towers, North Tower, 2005C Corniche El Nil', locality: 'Ramlet Beaulac, Cairo 11221', dial: '+20 2' },
  { city: 'Accra', country: 'Ghana', region: 'africa', lat: 5.6037, lng: -0.187, street: 'One Airport Square, Airport City', locality: 'Accra GA-145', dial: '+233 30' },
  // Asia Pacific
  { city: 'Singapore', country: 'Singapore', region: 'asia-pacific', lat: 1.3521, lng: 103.8198, street: '8 Marina View, #41-03 Asia Square Tower 1', locality: 'Singapore 018960', dial: '+65' },
  { city: 'Hong Kong', country: 'Hong Kong SAR', region: 'asia-pacific', lat: 22.3193, lng: 114.1694, street: '8 Finance Street, Two IFC, 37th Floor', locality: 'Central, Hong Kong', dial: '+852' },
  { city: 'Shanghai', country: 'China', region: 'asia-pacific', lat: 31.2304, lng: 121.4737, street: '100 Century Avenue, Shanghai World Financial Center, 56F', locality: 'Pudong, Shanghai 200120', dial: '+86 21' },
  { city: 'Beijing', country: 'China', region: 'asia-pacific', lat: 39.9042, lng: 116.4074, street: '1 Jianguomenwai Avenue, China World Tower, 25F', locality: 'Chaoyang, Beijing 100004', dial: '+86 10' },
  { city: 'Tokyo', country: 'Japan', region: 'asia-pacific', lat: 35.6762, lng: 139.6503, street: '2-7-3 Marunouchi, Tokyo Building 19F', locality: 'Chiyoda-ku, Tokyo 100-6419', dial: '+81 3' },
  { city: 'Seoul', country: 'South Korea', region: 'asia-pacific', lat: 37.5665, lng: 126.978, street: '136 Sejong-daero, Seoul Finance Center 20F', locality: 'Jung-gu, Seoul 04520', dial: '+82 2' },
  { city: 'Mumbai', country: 'India', region: 'asia-pacific', lat: 19.076, lng: 72.8777, street: 'One BKC, Tower C, 12th Floor, Bandra Kurla Complex', locality: 'Mumbai 400051', dial: '+91 22' },
  { city: 'New Delhi', country: 'India', region: 'asia-pacific', lat: 28.6139, lng: 77.209, street: 'Worldmark 2, Aerocity, 5th Floor', locality: 'New Delhi 110037', dial: '+91 11' },
  { city: 'Bengaluru', country: 'India', region: 'asia-pacific', lat: 12.9716, lng: 77.5946, street: 'Prestige Trade Tower, 46 Palace Road, 9th Floor', locality: 'Bengaluru 560001', dial: '+91 80' },
  { city: 'Sydney', country: 'Australia', region: 'asia-pacific', lat: -33.8688, lng: 151.2093, street: 'Level 34, 1 Farrer Place', locality: 'Sydney NSW 2000', dial: '+61 2' },
  { city: 'Melbourne', country: 'Australia', region: 'asia-pacific', lat: -37.8136, lng: 144.9631, street: 'Level 28, 101 Collins Street', locality: 'Melbourne VIC 3000', dial: '+61 3' },
  { city: 'Auckland', country: 'New Zealand', region: 'asia-pacific', lat: -36.8485, lng: 174.7633, street: 'Level 16, 188 Quay Street', locality: 'Auckland 1010', dial: '+64 9' },
  { city: 'Kuala Lumpur', country: 'Malaysia', region: 'asia-pacific', lat: 3.139, lng: 101.6869, street: 'Level 30, Menara IQ, Tun Razak Exchange', locality: '55188 Kuala Lumpur', dial: '+60 3' },
  { city: 'Jakarta', country: 'Indonesia', region: 'asia-pacific', lat: -6.2088, lng: 106.8456, street: 'Jalan Jenderal Sudirman Kav. 52–53, Pacific Century Place 21F', locality: 'Jakarta 12190', dial: '+62 21' },
  { city: 'Bangkok', country: 'Thailand', region: 'asia-pacific', lat: 13.7563, lng: 100.5018, street: '87 Wireless Road, All Seasons Place, 22nd Floor', locality: 'Pathum Wan, Bangkok 10330', dial: '+66 2' },
  { city: 'Manila', country: 'Philippines', region: 'asia-pacific', lat: 14.5995, lng: 120.9842, street: '6750 Ayala Avenue, 18th Floor', locality: 'Makati City 1226', dial: '+63 2' },
]

/** The office that serves the board-readiness survey (requirements §2). */
export const ATHENS_SLUG = 'executive-search-firm-in-athens-greece'
