/** The brand's colours for the drawn pictures: navy grounds, pale-blue lines, one muted gold. */
export const INK = {
  navy: '#0b2545',
  deep: '#13315c',
  mid: '#1d3e6e',
  line: '#8da9c4',
  pale: '#dbe4ee',
  sand: '#f4f1ec',
  gold: '#d4b483',
  // the office cities' skies and rows of buildings: blue-greys from night to a pale day, and a sand dawn
  night: '#061429',
  dusk: '#2c4a73',
  haze: '#3b5a80',
  slate: '#4f6f94',
  steel: '#6f8fb3',
  day: '#a9c1d9',
  dawn: '#e8d3ae',
  // the faces and hands of the few people drawn in a scene (the contact page's conversation)
  skinDeep: '#8d5a3c',
  skinLight: '#e0b08c',
} as const
